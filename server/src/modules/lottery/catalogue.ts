import type { PrizeMode } from '../../../../src/shared/contract/lottery';
import { vnDate, type LotteryDefinition, type Station } from './definition';
import { serverKinds } from './kinds/registry';

/*
 * The lotteries this server draws, as data: each kind's (kinds/<kind>/),
 * read through the registry. A catalogue game (games table) points at one
 * of them (`lotteryOfGame`). Times are Vietnam time (UTC+7, no daylight
 * saving).
 */

export { VN_OFFSET_MS, vnDate, type LotteryDefinition, type Station } from './definition';

export const LOTTERIES: readonly LotteryDefinition[] = serverKinds.flatMap((k) => k.lotteries);

export interface LotteryOptions {
  /** the interval of the lotteries shortened in tests and demos (LOTTERY_FAST_SECONDS) */
  fastSeconds?: number;
}

/** The lotteries with the options applied: a shortened lottery draws every `fastSeconds`, closing 3 s before. */
export function lotteries(options: LotteryOptions = {}): readonly LotteryDefinition[] {
  const fastSeconds = options.fastSeconds;
  if (!fastSeconds) return LOTTERIES;
  return LOTTERIES.map((l) =>
    l.shortenedInTests ? { ...l, intervalSeconds: fastSeconds, dailyAt: null, weekdays: null, closeBeforeSeconds: Math.min(3, fastSeconds - 1) } : l,
  );
}

const byCode = new Map(LOTTERIES.map((l) => [l.code, l]));
export const lotteryByCode = (code: string): LotteryDefinition | undefined => byCode.get(code);

const catalogue = serverKinds.flatMap((k) => k.catalogue ?? []);

/** The names of a vendor's catalogue games that draw with the kinds' lotteries, in order (the seed names them so). */
export const catalogueNames = (vendor: string) =>
  catalogue
    .filter((g) => g.vendor === vendor)
    .sort((a, b) => a.number - b.number)
    .map((g) => g.name);

/**
 * The lottery a catalogue game draws with: a game a kind lists (VNL's games
 * one by one); else the first kind that claims it (keno games the keno
 * draws), else the kind that takes the rest (five balls).
 */
export function lotteryOfGame(game: { vendorCode: string; gameCode: string; classify: string }): LotteryDefinition | undefined {
  const number = Number(/_(\d{4})$/.exec(game.gameCode)?.[1] ?? '0');
  if (number < 1) return undefined;
  const listedBy = catalogue.filter((g) => g.vendor === game.vendorCode);
  if (listedBy.length > 0) return lotteryByCode(listedBy.find((g) => g.number === number)?.lottery ?? '');
  const claimers = [...serverKinds.filter((k) => !k.claimsTheRest), ...serverKinds.filter((k) => k.claimsTheRest)];
  for (const kind of claimers) {
    const code = kind.claims?.(game, number - 1);
    if (code) return lotteryByCode(code);
  }
  return undefined;
}

/**
 * The catalogue name of a game another vendor sells on one of the kinds'
 * lotteries: what it is (its lottery's name, "Five-ball 1 min", "Keno 5
 * min"), then whose it is and which of the vendor's games of that lottery
 * ("· Lotto Asia 2"), so that no two games of the catalogue share a name and
 * none claims to be another lottery.
 */
export function lotteryGameName(def: LotteryDefinition, vendorName: string, ordinal: number): string {
  return `${def.name} · ${vendorName} ${ordinal}`;
}

/** Which prize mode lists a vendor's games: the site's /lottery (Lott, Elott), SEA's own view, and ZY (the house's own draws: the Vietnamese lottery). */
export function prizeModeOf(vendorCode: string, category: string): PrizeMode {
  if (vendorCode === 'VNL') return 'ZY';
  if (vendorCode === 'SEA') return 'SEA';
  return category === 'ELOTT' ? 'Elott' : 'Lott';
}

/* ── Schedule ─────────────────────────────────────────────────── */

export interface PlannedDraw {
  period: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
  stations: Station[];
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function stationsOn(def: LotteryDefinition, drawAt: Date): Station[] {
  return def.stationsAt(drawAt);
}

const drawsOn = (def: LotteryDefinition, dayStartMs: number) => def.weekdays === null || def.weekdays.includes(vnDate(new Date(dayStartMs + 12 * 3_600_000)).weekday);

/** The draw of a lottery at a draw time (which must be one of its draw times). */
export function plannedAt(def: LotteryDefinition, drawAtMs: number): PlannedDraw {
  const drawAt = new Date(drawAtMs);
  const { ymd, dayStartMs } = vnDate(drawAt);
  if (def.intervalSeconds) {
    const every = def.intervalSeconds * 1000;
    const seq = Math.round((drawAtMs - dayStartMs) / every);
    // the draw at local midnight is the last of the previous day
    const period = seq === 0 ? `${vnDate(new Date(drawAtMs - 1)).ymd}${pad(86_400_000 / every, 4)}` : `${ymd}${pad(seq, 4)}`;
    return {
      period,
      openAt: new Date(drawAtMs - every),
      closeAt: new Date(drawAtMs - def.closeBeforeSeconds * 1000),
      drawAt,
      stations: stationsOn(def, drawAt),
    };
  }
  // a daily draw opens at the previous draw: the day before, or the last weekday it draws on
  let previous = drawAtMs - 86_400_000;
  for (let back = 1; back < 7 && !drawsOn(def, dayStartMs - back * 86_400_000); back += 1) previous -= 86_400_000;
  return {
    period: ymd,
    openAt: new Date(previous),
    closeAt: new Date(drawAtMs - def.closeBeforeSeconds * 1000),
    drawAt,
    stations: stationsOn(def, drawAt),
  };
}

/** The draw times of a lottery in (afterMs, untilMs], oldest first. */
export function drawTimesBetween(def: LotteryDefinition, afterMs: number, untilMs: number): number[] {
  const out: number[] = [];
  if (def.intervalSeconds) {
    const every = def.intervalSeconds * 1000;
    for (let t = Math.floor(afterMs / every) * every + every; t <= untilMs; t += every) out.push(t);
    return out;
  }
  const at = (def.dailyAt ?? 0) * 60_000;
  for (let day = vnDate(new Date(afterMs)).dayStartMs; day + at <= untilMs; day += 86_400_000) {
    if (day + at > afterMs && drawsOn(def, day)) out.push(day + at);
  }
  return out;
}

/** How far ahead draws exist: an hour of fast draws, two days of daily ones (a week where they draw on some weekdays). */
export const horizonMs = (def: LotteryDefinition) => (def.intervalSeconds ? 3_600_000 : def.weekdays ? 7 * 86_400_000 : 2 * 86_400_000);
