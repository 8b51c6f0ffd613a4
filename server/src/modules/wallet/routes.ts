import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { merchants } from '../../db/schema';
import { route } from '../../http/route';
import { toMajor } from '../../lib/money';
import { unreadMessageCount } from '../member/messages';
import { memberWallet } from './ledger';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.balance, async (ctx) => {
    const { member } = ctx.requireSession();
    const db = ctx.deps.db;
    const [wallet, unreadMessages, [merchant]] = await Promise.all([
      memberWallet(db, member.id),
      unreadMessageCount(db, member.id),
      db.select({ currencySymbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, member.merchantCode)),
    ]);
    return {
      sumBalance: toMajor(wallet.balance),
      currency: wallet.currency,
      currencySymbol: merchant?.currencySymbol ?? '₫',
      unreadMessages,
    };
  });
}
