import type { LotteryMenuItem, PrizeMode } from '../../../../src/shared/contract/lottery';
import type { LotteryKind, PlayTypeCode } from '../../../../src/shared/contract/lottery-rules';

/*
 * What a lottery (a draw schedule) is, and Vietnam time, which every
 * schedule runs on (UTC+7, no daylight saving). The lotteries themselves are
 * their kinds' (kinds/<kind>/), listed by kinds/registry.ts.
 */

export const VN_OFFSET_MS = 7 * 3600 * 1000;

export interface Station {
  code: string;
  name: string;
}

export interface LotteryDefinition {
  code: string;
  name: string;
  kind: LotteryKind;
  /** the region of the kinds that have regions (the Vietnamese lottery), else null */
  region: LotteryMenuItem['region'];
  /** fast draws: seconds between draws (draws at multiples of it from the epoch) */
  intervalSeconds: number | null;
  /** daily draws: the local time of the draw, minutes after midnight */
  dailyAt: number | null;
  /** daily draws on some weekdays only (0 = Sunday); null: every day */
  weekdays: readonly number[] | null;
  closeBeforeSeconds: number;
  /** the stations of the draw at a time (the Vietnamese lottery's provinces of the weekday); [] for kinds without */
  stationsAt: (drawAt: Date) => Station[];
  defaultPlayType: PlayTypeCode;
  /** LOTTERY_FAST_SECONDS makes it draw every that many seconds (tests and demos) */
  shortenedInTests: boolean;
}

/** The Vietnam date of an instant, as YYYYMMDD, and the weekday (0 = Sunday). */
export function vnDate(at: Date): { ymd: string; weekday: number; dayStartMs: number } {
  const local = new Date(at.getTime() + VN_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const ymd = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`;
  const dayStartMs = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - VN_OFFSET_MS;
  return { ymd, weekday: local.getUTCDay(), dayStartMs };
}

/** A catalogue game of a vendor that draws with one of a kind's lotteries (`VNL_0004` → VN_MB45). */
export interface CatalogueGame {
  vendor: string;
  /** its number among the vendor's games (VNL_0004: 4) */
  number: number;
  lottery: string;
  name: string;
}

/** A group of the lottery menus (spec: gameGroupCode, labelName). */
export interface MenuGroup {
  code: string;
  label: string;
}

/** The brand's prices and odds of one lottery, as seeded (lottery_settings). */
export interface LotterySettingSeed {
  lotteryCode: string;
  /** major units */
  unitPrice: number;
  maxStakePerDraw: number;
  playTypes: Record<string, { odds: number; paytable?: number[]; maxPointsPerNumber: number; enabled: boolean }>;
}

/**
 * What a kind of lottery is to the server: its lotteries, the catalogue
 * games that draw with them, the menu groups they are listed under, and
 * the brand's default prices and odds (the seed). The engine, the bets and
 * the reads ask it through kinds/registry.ts and name no kind.
 */
export interface ServerKind {
  kind: LotteryKind;
  lotteries: readonly LotteryDefinition[];
  /** games of a vendor's list that draw with its lotteries, by number */
  catalogue?: readonly CatalogueGame[];
  /** other vendors' lottery games it draws (keno games: the keno draws), the lottery by the game's index */
  claims?(game: { vendorCode: string; classify: string }, index: number): string | null;
  /** its `claims` takes every game no other kind claimed (asked last) */
  claimsTheRest?: boolean;
  /** its menu groups in order, and the group of a lottery */
  groups: readonly MenuGroup[];
  groupOf(def: LotteryDefinition): string;
  /** how its lotteries are listed when called by their own code (not a catalogue game's) */
  self: { vendor: string; prizeMode: PrizeMode };
  /** the reference brand's prices and odds for one of its lotteries */
  seedSettings(def: LotteryDefinition): LotterySettingSeed;
}

/** A lottery with the defaults: no weekday limit, no stations, not shortened in tests. */
export function lottery(def: Omit<LotteryDefinition, 'weekdays' | 'stationsAt' | 'shortenedInTests'> & Partial<LotteryDefinition>): LotteryDefinition {
  return { weekdays: null, stationsAt: () => [], shortenedInTests: false, ...def };
}
