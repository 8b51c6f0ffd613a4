import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/api';
import { route } from '../../http/route';
import { apiError } from '../../http/status';
import { cancelBet, myBets, placeBet } from './bets';
import { vnMenus } from './kinds/vn/vn-menus';
import { drawDetail, latestOpened, lotteryGame, lotteryList, lotteryMenus, lotteryRecent, nearDraws, openedNumbers } from './reads';

/** The lottery (`/lgw`, docs/api.md and docs/lottery.md): results for everyone, bets for members. */
export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const brand = async (ctx: { merchant(): Promise<{ code: string }> }) => (await ctx.merchant()).code;

  route(app, api.lotteryMenus, async (ctx) => lotteryMenus(ctx.deps.db, await brand(ctx), ctx.input.prizeMode));
  route(app, api.lotteryList, async (ctx) => lotteryList(ctx.deps.db, await brand(ctx), ctx.input.prizeMode, ctx.input.count ?? 100));
  route(app, api.lotteryGame, async (ctx) => lotteryGame(ctx.deps.db, await brand(ctx), ctx.input.gameCode));
  route(app, api.nearDraws, async (ctx) => nearDraws(ctx.deps.db, await brand(ctx), ctx.input.gameCode, ctx.input.upcoming ?? 3));
  route(app, api.openedNumbers, async (ctx) => openedNumbers(ctx.deps.db, await brand(ctx), ctx.input.gameCode, ctx.input.pageNo, ctx.input.pageSize));
  route(app, api.latestOpened, async (ctx) => latestOpened(ctx.deps.db, await brand(ctx), ctx.input.prizeMode));
  route(app, api.drawDetail, async (ctx) => drawDetail(ctx.deps.db, await brand(ctx), ctx.input.gameCode, ctx.input.period));
  route(app, api.vnMenus, async (ctx) => vnMenus(ctx.deps.db, await brand(ctx)));
  route(app, api.vnOpenedNumbers, async (ctx) => openedNumbers(ctx.deps.db, await brand(ctx), ctx.input.gameCode, ctx.input.pageNo, ctx.input.pageSize));

  route(app, api.lotteryRecent, async (ctx) => {
    const { member } = ctx.requireSession();
    return lotteryRecent(ctx.deps.db, member.merchantCode, member.id, ctx.input.count ?? 10);
  });
  route(app, api.placeLotteryBet, async (ctx) => {
    if (!ctx.idempotencyKey) throw apiError('BAD_REQUEST', 'This call needs an Idempotency-Key.');
    const { member, sessionId } = ctx.requireSession();
    // a free-play account bets its play money where the brand lets trials play the lottery (the gate judges)
    // the answer kept for the key in the bet's own call (a round trip less, kept exactly when the money moved)
    const answer = ctx.idempotentCall ? { call: ctx.idempotentCall, kept: () => ctx.answerKept() } : null;
    return placeBet(
      ctx.deps.db,
      { member, idempotencyKey: ctx.idempotencyKey, sessionId, brand: (await ctx.merchant()).settings, cache: ctx.cache, answer, cacheWrites: ctx.cacheWrites },
      ctx.input,
    );
  }, { settle: 'whenBumped' });
  route(app, api.myLotteryBets, async (ctx) => myBets(ctx.deps.db, ctx.requireSession().member, ctx.input));
  route(app, api.cancelLotteryBet, async (ctx) => cancelBet(ctx.deps.db, ctx.requireSession().member, ctx.input.ticketId));
}
