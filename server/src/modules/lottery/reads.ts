import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Draw, LotteryGame, LotteryGroup, LotteryMenuItem, NearDraws, PrizeMode } from '../../../../src/shared/contract/lottery';
import { MAX_POINTS_PER_LINE, playTypesOf, ruleOf, type LotteryResult } from '../../../../src/shared/contract/lottery-rules';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { gameVendors, games, lotteryDraws, lotterySettings, lotteryTickets } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { apiError } from '../../http/status';
import { currencySymbolOf } from '../wallet/balance';
import { lotteryByCode, lotteryOfGame, prizeModeOf, vnDate, type LotteryDefinition } from './catalogue';
import { currentJackpots, jackpotsOfDraws, poolsOf } from './jackpots';
import { serverKindOf, serverKinds } from './kinds/registry';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';
import { vendorOfGame } from '../games/catalogue-join';

/** A game of the lottery: the catalogue's entry (or the lottery itself) and the lottery it draws with. */
export interface LotteryGameRef {
  gameCode: string;
  name: string;
  vendor: string;
  prizeMode: PrizeMode;
  isHot: boolean;
  def: LotteryDefinition;
}

const notFound = () => apiError('CONFLICT', 'There is no such lottery game.', undefined, { reason: 'gameNotFound' });

/** A lottery called by its own code: listed as its kind lists its own. */
function selfRef(def: LotteryDefinition): LotteryGameRef {
  const { vendor, prizeMode } = serverKindOf(def.kind).self;
  return { gameCode: def.code, name: def.name, vendor, prizeMode, isHot: false, def };
}

/** The catalogue's lottery games of a brand (LOTT and ELOTT), each with its lottery, in the lobby's order (vendors, then games). */
export async function catalogueGames(db: Db, merchantCode: string): Promise<LotteryGameRef[]> {
  const rows = await db
    .select({ gameCode: games.gameCode, name: games.name, vendorCode: games.vendorCode, category: games.category, classify: games.classify, isHot: games.isHot })
    .from(games)
    .leftJoin(gameVendors, vendorOfGame())
    .where(and(eq(games.merchantCode, merchantCode), inArray(games.category, ['LOTT', 'ELOTT']), eq(games.enabled, true)))
    .orderBy(asc(gameVendors.sortOrder), asc(games.sortOrder), asc(games.id));
  const out: LotteryGameRef[] = [];
  for (const r of rows) {
    const def = lotteryOfGame(r);
    if (def) out.push({ gameCode: r.gameCode, name: r.name, vendor: r.vendorCode, prizeMode: prizeModeOf(r.vendorCode, r.category), isHot: r.isHot, def });
  }
  return out;
}

/** `gameCode` of a call: a lottery code, or a catalogue game of the brand. */
export async function resolveGame(db: Db, merchantCode: string, gameCode: string, cache?: ReadCache): Promise<LotteryGameRef> {
  const def = lotteryByCode(gameCode);
  if (def) return selfRef(def);
  const load = async () => {
    const [found] = await db
      .select({ gameCode: games.gameCode, name: games.name, vendorCode: games.vendorCode, category: games.category, classify: games.classify, isHot: games.isHot })
      .from(games)
      .where(and(eq(games.merchantCode, merchantCode), eq(games.gameCode, gameCode), inArray(games.category, ['LOTT', 'ELOTT'])))
      .limit(1);
    return found ?? null;
  };
  // given the request's read cache: the catalogue's row from memory while the topic `games` is unchanged
  const row = cache ? await cache.read('games', `lottery-game:${merchantCode}:${gameCode}`, load) : await load();
  const found = row ? lotteryOfGame(row) : undefined;
  if (!row || !found) throw notFound();
  return { gameCode: row.gameCode, name: row.name, vendor: row.vendorCode, prizeMode: prizeModeOf(row.vendorCode, row.category), isHot: row.isHot, def: found };
}

/** The draw open now, and the schedule it was made on (LOTTERY_FAST_SECONDS shortens it). */
type Current = { period: string; closeAt: string; drawAt: string; intervalSeconds: number; closeBeforeSeconds: number };

/** The draw open for bets now of each lottery. */
export async function currentDraws(db: Db, now: Date): Promise<Map<string, Current>> {
  const rows = await db
    .selectDistinctOn([lotteryDraws.lotteryCode], { lotteryCode: lotteryDraws.lotteryCode, period: lotteryDraws.period, openAt: lotteryDraws.openAt, closeAt: lotteryDraws.closeAt, drawAt: lotteryDraws.drawAt })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.state, 'open'), gt(lotteryDraws.closeAt, now), sql`${lotteryDraws.openAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(lotteryDraws.lotteryCode, asc(lotteryDraws.drawAt));
  // a draw opens at the previous one's time: its span is the interval it was scheduled with
  return new Map(
    rows.map((r) => [
      r.lotteryCode,
      {
        period: r.period,
        closeAt: r.closeAt.toISOString(),
        drawAt: r.drawAt.toISOString(),
        intervalSeconds: Math.round((r.drawAt.getTime() - r.openAt.getTime()) / 1000),
        closeBeforeSeconds: Math.round((r.drawAt.getTime() - r.closeAt.getTime()) / 1000),
      },
    ]),
  );
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function menuItem(g: LotteryGameRef, current: Map<string, Current>): LotteryMenuItem {
  const open = current.get(g.def.code);
  // a lottery of days drawn every few seconds (LOTTERY_FAST_SECONDS): its open draw spans less than a day
  const shortened = g.def.intervalSeconds === null && open !== undefined && open.intervalSeconds < 86_400;
  return {
    gameCode: g.gameCode,
    lotteryCode: g.def.code,
    name: g.name,
    vendor: g.vendor,
    kind: g.def.kind,
    region: g.def.region,
    prizeMode: g.prizeMode,
    // the real interval: the open draw's (10 s under LOTTERY_FAST_SECONDS=10, a daily or weekday lottery's too), else the lottery's
    intervalSeconds: shortened ? open.intervalSeconds : g.def.intervalSeconds === null ? null : (open?.intervalSeconds ?? g.def.intervalSeconds),
    drawTime: g.def.dailyAt !== null && !shortened ? hhmm(g.def.dailyAt) : null,
    ...(g.def.dailyAt !== null && g.def.weekdays && !shortened ? { drawDays: [...g.def.weekdays] } : {}),
    defaultPlayType: g.def.defaultPlayType,
    isHot: g.isHot,
    current: open ? { period: open.period, closeAt: open.closeAt, drawAt: open.drawAt } : null,
  };
}

/** Every lottery game of a prize mode (all of them without one), with its open draw. */
export async function lotteryList(db: Db, merchantCode: string, prizeMode: PrizeMode | undefined, limit: number, now = new Date()): Promise<LotteryMenuItem[]> {
  const [all, current] = await Promise.all([catalogueGames(db, merchantCode), currentDraws(db, now)]);
  return all
    .filter((g) => !prizeMode || g.prizeMode === prizeMode)
    .slice(0, limit)
    .map((g) => menuItem(g, current));
}

/** The menu groups of every kind, in the registry's order. */
const menuGroups = serverKinds.flatMap((k) => k.groups);

/** The lottery groups (gameGroupCode and labelName as each kind groups its lotteries: by region, by kind), each with its games. */
export async function lotteryMenus(db: Db, merchantCode: string, prizeMode: PrizeMode | undefined, now = new Date()): Promise<LotteryGroup[]> {
  const [all, current] = await Promise.all([catalogueGames(db, merchantCode), currentDraws(db, now)]);
  const groups = new Map<string, LotteryGroup>();
  for (const g of all.filter((x) => !prizeMode || x.prizeMode === prizeMode)) {
    const code = serverKindOf(g.def.kind).groupOf(g.def);
    let group = groups.get(code);
    if (!group) {
      group = { gameGroupCode: code, labelName: menuGroups.find((m) => m.code === code)?.label ?? code, gameMenus: [] };
      groups.set(code, group);
    }
    group.gameMenus.push(menuItem(g, current));
  }
  const order = menuGroups.map((m) => m.code);
  return [...groups.values()].sort((a, b) => order.indexOf(a.gameGroupCode) - order.indexOf(b.gameGroupCode));
}

export interface LotterySettingRow {
  unitPrice: bigint;
  maxStakePerDraw: bigint;
  playTypes: Record<string, { odds: number; paytable?: number[]; maxPointsPerNumber: number; enabled: boolean }>;
}

export async function settingsOf(db: Db, merchantCode: string, lotteryCode: string): Promise<LotterySettingRow> {
  const [row] = await db
    .select()
    .from(lotterySettings)
    .where(and(eq(lotterySettings.merchantCode, merchantCode), eq(lotterySettings.lotteryCode, lotteryCode)));
  if (!row) throw notFound();
  return row;
}

/** One game as the bet slip needs it: play types with cost, odds and limits. */
export async function lotteryGame(db: Db, merchantCode: string, gameCode: string, now = new Date()): Promise<LotteryGame> {
  const game = await resolveGame(db, merchantCode, gameCode);
  const [settings, current, currencySymbol] = await Promise.all([
    settingsOf(db, merchantCode, game.def.code),
    currentDraws(db, now),
    currencySymbolOf(db, merchantCode),
  ]);
  const region = game.def.region;
  return {
    game: menuItem(game, current),
    unitPrice: toMajor(settings.unitPrice),
    currencySymbol,
    closeBeforeSeconds: current.get(game.def.code)?.closeBeforeSeconds ?? game.def.closeBeforeSeconds,
    maxStakePerDraw: toMajor(settings.maxStakePerDraw),
    maxPointsPerLine: MAX_POINTS_PER_LINE,
    playTypes: playTypesOf(game.def.kind)
      .filter((code) => settings.playTypes[code]?.enabled)
      .map((code) => {
        const s = settings.playTypes[code];
        return {
          code,
          costUnits: ruleOf(code)?.cost(region) ?? 0,
          odds: s?.odds ?? 0,
          ...(s?.paytable ? { paytable: s.paytable } : {}),
          maxPointsPerNumber: s?.maxPointsPerNumber ?? 0,
        };
      }),
  };
}

type DrawRow = typeof lotteryDraws.$inferSelect;

/** A draw as answered: the seed only once drawn (never before: it would give the result away); its jackpots where it had some. */
export function toDraw(row: DrawRow, jackpots?: Map<number, { pool: string; amount: bigint; shares: bigint }[]>): Draw {
  const won = jackpots?.get(row.id);
  const revealed = row.state === 'drawn' || row.state === 'settled' || (row.state === 'cancelled' && row.result !== null);
  return {
    lotteryCode: row.lotteryCode,
    period: row.period,
    state: row.state as Draw['state'],
    openAt: row.openAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    stations: row.stations,
    seedHash: row.seedHash,
    seed: revealed ? row.seed : null,
    result: revealed ? (row.result as unknown as LotteryResult | null) : null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    ...(won ? { jackpots: won.map((j) => ({ pool: j.pool, amount: toMajor(j.amount), shares: Number(j.shares) })) } : {}),
  };
}

/** The jackpots of these draws for a brand, when their lottery has pools. */
const drawJackpots = (db: Db, merchantCode: string, def: LotteryDefinition, rows: DrawRow[]) =>
  poolsOf(def).length > 0 ? jackpotsOfDraws(db, merchantCode, rows.map((r) => r.id)) : Promise.resolve(undefined);

/** The countdown's answer: the open draw, the next ones, those being drawn, the last result, and the server's time. */
export async function nearDraws(db: Db, merchantCode: string, gameCode: string, upcoming: number, now = new Date()): Promise<NearDraws> {
  const game = await resolveGame(db, merchantCode, gameCode);
  const code = game.def.code;
  const [ahead, drawing, last] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, code), eq(lotteryDraws.state, 'open'), gt(lotteryDraws.closeAt, now)))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(upcoming + 1),
    db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, code), sql`${lotteryDraws.drawAt} > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`, sql`(${lotteryDraws.state} = 'closed' or (${lotteryDraws.state} = 'open' and ${lotteryDraws.closeAt} <= ${now.toISOString()}::timestamptz) or ${lotteryDraws.state} = 'drawn')`))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(5),
    db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, code), inArray(lotteryDraws.state, ['drawn', 'settled'])))
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(1),
  ]);
  const [first, ...rest] = ahead;
  const current = first && first.openAt.getTime() <= now.getTime() ? first : null;
  const hasPools = poolsOf(game.def).length > 0;
  const [won, pools] = await Promise.all([
    drawJackpots(db, merchantCode, game.def, last),
    hasPools ? settingsOf(db, merchantCode, code).then((s) => currentJackpots(db, merchantCode, game.def, s.unitPrice)) : Promise.resolve([]),
  ]);
  return {
    serverTime: now.toISOString(),
    current: current ? toDraw(current) : null,
    upcoming: (current ? rest : ahead).slice(0, upcoming).map((d) => toDraw(d)),
    // a draw past its closing time reads closed even before the engine's pass marks it
    drawing: drawing.map((d) => toDraw(d.state === 'open' ? { ...d, state: 'closed' } : d)),
    last: last[0] ? toDraw(last[0], won) : null,
    ...(hasPools ? { jackpots: pools.map((p) => ({ pool: p.pool, amount: toMajor(p.amount) })) } : {}),
  };
}

/** The results of a game, newest first. */
export async function openedNumbers(db: Db, merchantCode: string, gameCode: string, pageNo = 1, pageSize = 10) {
  const game = await resolveGame(db, merchantCode, gameCode);
  const where = and(eq(lotteryDraws.lotteryCode, game.def.code), inArray(lotteryDraws.state, ['drawn', 'settled']));
  const page = await paged(db, pageOf({ pageNo, pageSize }, 10), db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.drawAt)).$dynamic());
  const won = await drawJackpots(db, merchantCode, game.def, page.rows);
  return { items: page.rows.map((r) => toDraw(r, won)), pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.total };
}

/** The latest result of every lottery of a prize mode. */
export async function latestOpened(db: Db, merchantCode: string, prizeMode: PrizeMode | undefined, now = new Date()) {
  const items = await lotteryList(db, merchantCode, prizeMode, 10_000, now);
  const codes = [...new Set(items.map((i) => i.lotteryCode))];
  const rows =
    codes.length === 0
      ? []
      : await db
          .selectDistinctOn([lotteryDraws.lotteryCode])
          .from(lotteryDraws)
          .where(and(inArray(lotteryDraws.lotteryCode, codes), inArray(lotteryDraws.state, ['drawn', 'settled'])))
          .orderBy(lotteryDraws.lotteryCode, desc(lotteryDraws.drawAt));
  const byCode = new Map(rows.map((r) => [r.lotteryCode, r]));
  return items.map((game) => {
    const row = byCode.get(game.lotteryCode);
    return { game, draw: row ? toDraw(row) : null };
  });
}

export async function drawDetail(db: Db, merchantCode: string, gameCode: string, period: string): Promise<Draw> {
  const game = await resolveGame(db, merchantCode, gameCode);
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.lotteryCode, game.def.code), eq(lotteryDraws.period, period)));
  if (!row) throw apiError('CONFLICT', 'There is no such draw.', undefined, { reason: 'drawNotFound' });
  return toDraw(row, await drawJackpots(db, merchantCode, game.def, [row]));
}

/** The lotteries a member bet on lately, newest first. */
export async function lotteryRecent(db: Db, merchantCode: string, memberId: number, limit: number, now = new Date()): Promise<LotteryMenuItem[]> {
  const rows = await db
    .select({ gameCode: lotteryTickets.gameCode, last: sql<string>`max(${lotteryTickets.createdAt})` })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.memberId, memberId), sql`${lotteryTickets.createdAt} > ${new Date(now.getTime() - 90 * 86_400_000).toISOString()}::timestamptz`))
    .groupBy(lotteryTickets.gameCode)
    .orderBy(desc(sql`max(${lotteryTickets.createdAt})`))
    .limit(limit);
  const current = await currentDraws(db, now);
  const out: LotteryMenuItem[] = [];
  for (const r of rows) {
    const game = await resolveGame(db, merchantCode, r.gameCode).catch(() => null);
    if (game) out.push(menuItem(game, current));
  }
  return out;
}

export { vnDate };
