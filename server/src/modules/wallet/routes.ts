import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import type { SessionInfo } from '../../http/session-lookup';
import { requireRealMember } from '../identity/guest';
import { balanceOf } from './balance';
import { consolidatedFunds, isSingleWallet, walletRecall, walletsOf, walletTransfer } from './transfer-wallets';

const memberOf = (session: SessionInfo) => requireRealMember(session).member;

/** The call key of an idempotent route: always set there (the route refuses a call without one). */
function keyOf(key: string | null): string {
  if (!key) throw new Error('an idempotent route ran without its key');
  return key;
}

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.balance, async (ctx) => {
    const [merchant, wallet] = await Promise.all([ctx.merchant(), balanceOf(ctx.deps.db, ctx.requireSession().member.id)]);
    return { ...wallet, currencySymbol: merchant.currencySymbol };
  });
  route(app, api.merchantWallet, async (ctx) => ({ isSingle: await isSingleWallet(ctx.deps.db, ctx.requireSession().member.merchantCode) }));
  route(app, api.wallets, async (ctx) => walletsOf(ctx.deps.db, memberOf(ctx.requireSession())));
  route(app, api.walletTransfer, async (ctx) =>
    walletTransfer(ctx.deps.db, memberOf(ctx.requireSession()), ctx.input, keyOf(ctx.idempotencyKey), ctx.requireSession().sessionId),
  );
  route(app, api.walletRecall, async (ctx) => walletRecall(ctx.deps.db, memberOf(ctx.requireSession()), keyOf(ctx.idempotencyKey)));
  route(app, api.consolidatedFunds, async (ctx) => consolidatedFunds(ctx.deps.db, memberOf(ctx.requireSession())));
}
