import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import { balanceOf } from './balance';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.balance, async (ctx) => balanceOf(ctx.deps.db, ctx.requireSession().member));
}
