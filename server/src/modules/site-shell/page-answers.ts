import { api } from '../../../../src/shared/contract/api';
import { POPULAR_COUNT } from '../../../../src/shared/contract/games';
import type { Endpoint } from '../../../../src/shared/contract/endpoint';
import type { LotteryMenuItem } from '../../../../src/shared/contract/lottery';
import type { Db } from '../../db/client';
import { readCache, type ReadCache } from '../../db/read-cache';
import type { Merchant } from '../../http/merchant';
import type { PageAnswers, PageCall } from '../../http/site-shell';
import { cachedHotGames, cachedPopularGames, gameListPage } from '../games/catalogue';
import { vnMenus } from '../lottery/kinds/vn/vn-menus';
import { lotteryMenus } from '../lottery/reads';

/**
 * A lottery lobby's menus are read again at the first close of a draw they
 * show, and at least this often; while one of their lotteries has no draw
 * open (closed, its next period not open yet), every WAITING_MAX_AGE_MS.
 */
export const LOTTERY_MENUS_MAX_AGE_MS = 10_000;
export const WAITING_MAX_AGE_MS = 2_000;

/** The moment a menu's answer stops being true. */
export function menusUntil(items: readonly LotteryMenuItem[], now: number): number {
  let until = now + LOTTERY_MENUS_MAX_AGE_MS;
  for (const item of items) {
    const closeAt = item.current ? Date.parse(item.current.closeAt) : now + WAITING_MAX_AGE_MS;
    if (Number.isFinite(closeAt) && closeAt < until) until = closeAt;
  }
  return until;
}

/** An answer, and the cached object it is made of (the same object while the cache's value stands). */
type Answerer = (db: Db, cache: ReadCache, merchantCode: string, arg: never) => Promise<{ value: object; part: object }>;

const itself = async (value: Promise<object>) => {
  const answer = await value;
  return { value: answer, part: answer };
};
const listOf = async (list: Promise<object>) => {
  const part = await list;
  return { value: { list: part }, part };
};

/** A call a server-rendered page makes on its first render, answered as its API route answers it (from the read cache). */
const answerers: Record<string, { endpoint: Endpoint; answer: Answerer }> = {
  hotGames: {
    endpoint: api.hotGames,
    answer: (db, cache, code, arg: { vassalage?: string }) => listOf(cachedHotGames(db, cache, code, arg.vassalage || undefined)),
  },
  popularGames: {
    endpoint: api.popularGames,
    answer: (db, cache, code, arg: { count?: number }) => listOf(cachedPopularGames(db, cache, code, arg.count ?? POPULAR_COUNT)),
  },
  gameList: {
    endpoint: api.gameList,
    answer: (db, cache, code, arg: Parameters<typeof gameListPage>[3]) => itself(gameListPage(db, cache, code, arg)),
  },
  lotteryMenus: {
    endpoint: api.lotteryMenus,
    answer: (db, cache, code, arg: { prizeMode?: Parameters<typeof lotteryMenus>[2] }) =>
      itself(cache.readUntil('games', `lottery-menus:${code}:${arg.prizeMode ?? ''}`, async () => {
        const now = Date.now();
        const value = await lotteryMenus(db, code, arg.prizeMode, new Date(now));
        return { value, until: menusUntil(value.flatMap((g) => g.gameMenus), now) };
      })),
  },
  vnMenus: {
    endpoint: api.vnMenus,
    answer: (db, cache, code) =>
      itself(cache.readUntil('games', `vn-menus:${code}`, async () => {
        const now = Date.now();
        const value = await vnMenus(db, code, new Date(now));
        return { value, until: menusUntil(value.flatMap((r) => r.games), now) };
      })),
  },
};

/**
 * The answers of the calls a page the server renders whole makes on its
 * first render (src/entry-server.tsx `shellPageCalls`), each as the API
 * would answer a visitor, with its argument checked by the call's own
 * schema; null when one of them is not a call the server can answer here
 * (the page is then rendered as its skeleton). The answers are the read
 * cache's objects: the same objects while they stand, so the render made of
 * them is kept by them too.
 */
export async function pageAnswers(db: Db, merchant: Merchant, calls: readonly PageCall[]): Promise<PageAnswers | null> {
  const cache = readCache(db);
  const parsed: { answer: Answerer; arg: unknown }[] = [];
  for (const call of calls) {
    const known = Object.hasOwn(answerers, call.endpointName) ? answerers[call.endpointName] : undefined;
    if (!known) return null;
    const arg = known.endpoint.request.safeParse(call.arg);
    if (!arg.success) return null;
    parsed.push({ answer: known.answer, arg: arg.data });
  }
  const answers = await Promise.all(parsed.map(({ answer, arg }) => answer(db, cache, merchant.code, arg as never)));
  return { values: answers.map((a) => a.value), parts: answers.map((a) => a.part) };
}
