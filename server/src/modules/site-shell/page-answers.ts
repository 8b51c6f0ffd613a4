import { api } from '../../../../src/shared/contract/api';
import { POPULAR_COUNT } from '../../../../src/shared/contract/games';
import type { Endpoint } from '../../../../src/shared/contract/endpoint';
import type { LotteryMenuItem, NearDraws } from '../../../../src/shared/contract/lottery';
import type { Db } from '../../db/client';
import { readCache, type ReadCache } from '../../db/read-cache';
import type { Merchant } from '../../http/merchant';
import type { PageAnswers, PageCall } from '../../http/site-shell';
import { cachedHotGames, cachedPopularGames, gameListPage } from '../games/catalogue';
import { vnMenus } from '../lottery/kinds/vn/vn-menus';
import { LOTTERIES } from '../lottery/catalogue';
import { catalogueGames, lotteryGame, lotteryMenus, nearDraws, openedNumbers } from '../lottery/reads';

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

/**
 * The moment a game's draws stop being what they were: the close of its open
 * draw (at most LOTTERY_MENUS_MAX_AGE_MS on), or WAITING_MAX_AGE_MS while a
 * draw is closed and not yet drawn (its result is coming) or none is open.
 */
export function drawsUntil(near: Pick<NearDraws, 'current' | 'drawing'>, now: number): number {
  if (!near.current || near.drawing.length > 0) return now + WAITING_MAX_AGE_MS;
  const closeAt = Date.parse(near.current.closeAt);
  return Number.isFinite(closeAt) ? Math.min(closeAt, now + LOTTERY_MENUS_MAX_AGE_MS) : now + WAITING_MAX_AGE_MS;
}

/**
 * The codes a lottery game's page may be rendered for (the lotteries, and the
 * brand's enabled lottery games of the catalogue): a game's answers are kept
 * per code only for these, so an address typed at random keeps nothing (its
 * page is the skeleton, and the browser shows the page's own not-found).
 */
const lotteryGameCodes = (db: Db, cache: ReadCache, code: string): Promise<readonly string[]> =>
  cache.read('games', `lottery-game-codes:${code}`, async () => [...new Set([...LOTTERIES.map((l) => l.code), ...(await catalogueGames(db, code)).map((g) => g.gameCode)])]);

/** A lottery game's answer, read again at `until`; null for a code that is no game of the brand (or one it cannot answer now). */
async function gameAnswer<T extends object>(db: Db, cache: ReadCache, code: string, gameCode: string, key: string, load: (now: number) => Promise<{ value: T; until: number }>) {
  if (!(await lotteryGameCodes(db, cache, code)).includes(gameCode)) return null;
  try {
    return await itself(cache.readUntil('games', `lottery-game:${code}:${gameCode}:${key}`, () => load(Date.now())));
  } catch {
    // the API would answer an error (a lottery without settings for the brand): the page's skeleton
    return null;
  }
}

const resultsAnswer = (db: Db, cache: ReadCache, code: string, arg: { gameCode: string; pageNo?: number; pageSize?: number }, call: string) =>
  gameAnswer(db, cache, code, arg.gameCode, `${call}:${arg.pageNo ?? 1}:${arg.pageSize ?? 10}`, async (now) => {
    // the results change when a draw is drawn: kept as the game's draws are
    const [value, near] = await Promise.all([openedNumbers(db, code, arg.gameCode, arg.pageNo, arg.pageSize), nearDraws(db, code, arg.gameCode, 0, new Date(now))]);
    return { value, until: drawsUntil(near, now) };
  });

/** An answer, and the cached object it is made of (the same object while the cache's value stands). */
type Answerer = (db: Db, cache: ReadCache, merchantCode: string, arg: never) => Promise<{ value: object; part: object } | null>;

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
  lotteryGame: {
    endpoint: api.lotteryGame,
    answer: (db, cache, code, arg: { gameCode: string }) =>
      gameAnswer(db, cache, code, arg.gameCode, 'game', async (now) => {
        const value = await lotteryGame(db, code, arg.gameCode, new Date(now));
        return { value, until: menusUntil([value.game], now) };
      }),
  },
  nearDraws: {
    endpoint: api.nearDraws,
    answer: (db, cache, code, arg: { gameCode: string; upcoming?: number }) =>
      gameAnswer(db, cache, code, arg.gameCode, `near:${arg.upcoming ?? 3}`, async (now) => {
        const value = await nearDraws(db, code, arg.gameCode, arg.upcoming ?? 3, new Date(now));
        return { value, until: drawsUntil(value, now) };
      }),
  },
  openedNumbers: {
    endpoint: api.openedNumbers,
    answer: (db, cache, code, arg: { gameCode: string; pageNo?: number; pageSize?: number }) => resultsAnswer(db, cache, code, arg, 'results'),
  },
  vnOpenedNumbers: {
    endpoint: api.vnOpenedNumbers,
    answer: (db, cache, code, arg: { gameCode: string; pageNo?: number; pageSize?: number }) => resultsAnswer(db, cache, code, arg, 'results'),
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
  const answered = answers.filter((a) => a !== null);
  if (answered.length < answers.length) return null;
  return { values: answered.map((a) => a.value), parts: answered.map((a) => a.part) };
}
