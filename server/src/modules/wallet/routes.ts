import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import { balanceOf } from './balance';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.balance, async (ctx) => {
    const [merchant, wallet] = await Promise.all([ctx.merchant(), balanceOf(ctx.deps.db, ctx.requireSession().member.id)]);
    return { ...wallet, currencySymbol: merchant.currencySymbol };
  });
}
