import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';
import { lotteryKinds, playTypeCodes, resultSchemas } from './lottery-kinds/registry';
import { vnRegions } from './lottery-kinds/vn/rules';
import { MAX_POINTS_PER_LINE } from './lottery-rules';

/**
 * The lottery (`/lgw`): the Vietnamese lottery (xổ số, lô đề) and the fast
 * lotteries (five balls 0–9, keno 20 of 80), drawn and settled by the
 * server (`server/src/modules/lottery/`, docs/lottery.md). The arithmetic
 * of cost and win is in `lottery-rules.ts`, shared by the site's bet slip.
 *
 * `gameCode` everywhere is either a catalogue game code (what the site
 * launches with: `VNL_0001`, `TCG_0003`) or a lottery code (`VN_MB`,
 * `FIVE_1`); both name one lottery. Amounts are major units; times ISO.
 */

/** The prize modes of the brand (spec section 1): which lotteries a menu lists. */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

export const drawStates = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type DrawState = (typeof drawStates)[number];

/** A ticket (one line of a placed bet): waiting for its draw, settled (won, lost), cancelled by the member, refunded (draw cancelled). */
export const ticketStates = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type TicketState = (typeof ticketStates)[number];

const gameCode = z.string().check(z.regex(/^[A-Za-z0-9_]{2,32}$/));
const period = z.string().check(z.regex(/^\d{6,16}$/));
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const stationSchema = z.object({
  /** short code of the station ("HCM", "MB"): what a bet line names */
  code: z.string(),
  /** the province ("TP. Hồ Chí Minh"), or the station's name in fast draws */
  name: z.string(),
});
export type Station = z.infer<typeof stationSchema>;

/** A drawn result: one of the kinds' own shapes (lottery-kinds/<kind>/rules.ts), told apart by `kind`. */
export const lotteryResultSchema = z.discriminatedUnion('kind', resultSchemas);

/**
 * A jackpot of a kind with pools (Mega 6/45, Power 6/55), major units: what
 * the pool holds now for the next draw, or, on a drawn draw, what it was
 * for that draw and the winning shares (the points of the tickets that won
 * it; 0: not won, it rolls over).
 */
export const jackpotSchema = z.object({
  /** the pool's code in its kind's rules (`jackpot`, `jackpot1`, `jackpot2`) */
  pool: z.string(),
  amount: z.number(),
  shares: z.optional(z.number()),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

export const drawSchema = z.object({
  lotteryCode: z.string(),
  /** "20261125" (daily) or "202611250123" (the 123rd draw of the day, Vietnam time) */
  period: z.string(),
  state: z.enum(drawStates),
  openAt: z.string(),
  /** bets are refused from this instant */
  closeAt: z.string(),
  drawAt: z.string(),
  stations: z.array(stationSchema),
  /** SHA-256 of the seed, hex: published before the draw closes */
  seedHash: z.string(),
  /** the seed, revealed once drawn (null before): sha256(seed) = seedHash, and the result follows from it (lottery-rules deriveResult) */
  seed: z.nullable(z.string()),
  result: z.nullable(lotteryResultSchema),
  drawnAt: z.nullable(z.string()),
  /** kinds with jackpots, once settled: the draw's jackpots for the brand, where someone bet on it */
  jackpots: z.optional(z.array(jackpotSchema)),
});
export type Draw = z.infer<typeof drawSchema>;

/** One play type of a lottery as the brand sells it: rules in `PLAY_RULES`, prices and odds here. */
export const playTypeInfoSchema = z.object({
  code: z.enum(playTypeCodes),
  /** cost units of one combination × one point on one station (lô 2 số: 27 in Miền Bắc, 18 elsewhere) */
  costUnits: z.number(),
  /** what one point of a winning combination pays per hit, in units (× unit price); five-ball sum: the return rate */
  odds: z.number(),
  /** keno: what a ticket pays (units per point) by the number of spots caught */
  paytable: z.optional(z.array(z.number())),
  /** the most points one member may put on one number of one play type in one draw */
  maxPointsPerNumber: z.number(),
});
export type PlayTypeInfo = z.infer<typeof playTypeInfoSchema>;

export const lotteryMenuItemSchema = z.object({
  /** the catalogue's game code (what /lottery?gameCode= and /vnlottery?gameCode= carry) */
  gameCode: z.string(),
  lotteryCode: z.string(),
  name: z.string(),
  vendor: z.string(),
  kind: z.enum(lotteryKinds),
  region: z.nullable(z.enum(vnRegions)),
  prizeMode: z.enum(prizeModes),
  /** seconds between draws (fast draws); null: daily */
  intervalSeconds: z.nullable(z.number()),
  /** daily draws: local time of the draw "18:15" (Asia/Ho_Chi_Minh); null for fast draws */
  drawTime: z.nullable(z.string()),
  /** draws on some weekdays only (0 = Sunday, Vietnam time: Mega 6/45 Wed, Fri, Sun); absent: every day */
  drawDays: z.optional(z.array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))),
  defaultPlayType: z.string(),
  isHot: z.boolean(),
  /** the draw open for bets now, if any */
  current: z.nullable(z.object({ period: z.string(), closeAt: z.string(), drawAt: z.string() })),
});
export type LotteryMenuItem = z.infer<typeof lotteryMenuItemSchema>;

export const lotteryGroupSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryMenuItemSchema),
});
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;

export const lotteryGameSchema = z.object({
  game: lotteryMenuItemSchema,
  /** major units: one point costs this × cost units */
  unitPrice: z.number(),
  currencySymbol: z.string(),
  closeBeforeSeconds: z.number(),
  /** the most one member may stake on one draw, major units */
  maxStakePerDraw: z.number(),
  maxPointsPerLine: z.number(),
  playTypes: z.array(playTypeInfoSchema),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const nearDrawsSchema = z.object({
  /** the server's clock when answering: the client corrects its countdowns by the difference */
  serverTime: z.string(),
  /** open for bets now (null between a close and the next opening) */
  current: z.nullable(drawSchema),
  /** the next ones after it */
  upcoming: z.array(drawSchema),
  /** closed and waiting for the draw, or drawn and being settled */
  drawing: z.array(drawSchema),
  /** the latest with a result */
  last: z.nullable(drawSchema),
  /** kinds with jackpots: what each pool holds now (the jackpots of the open draw) */
  jackpots: z.optional(z.array(jackpotSchema)),
});
export type NearDraws = z.infer<typeof nearDrawsSchema>;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), pageNo: z.number(), totalPages: z.number(), totalCount: z.number() });

export const ticketSchema = z.object({
  id: z.number(),
  /** the placed bet the line belongs to ("L000123") */
  orderNo: z.string(),
  gameCode: z.string(),
  lotteryCode: z.string(),
  lotteryName: z.string(),
  period: z.string(),
  playType: z.enum(playTypeCodes),
  numbers: z.array(z.string()),
  stations: z.array(z.string()),
  position: z.nullable(z.number()),
  points: z.number(),
  combos: z.number(),
  unitPrice: z.number(),
  stake: z.number(),
  payout: z.number(),
  state: z.enum(ticketStates),
  /** a pending ticket of a draw still open: the member may cancel it */
  cancellable: z.boolean(),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  closeAt: z.string(),
  drawAt: z.string(),
  /** the draw's result once drawn */
  result: z.nullable(lotteryResultSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const betLineSchema = z.object({
  playType: z.enum(playTypeCodes),
  numbers: z.array(z.string().check(z.maxLength(8))).check(z.minLength(1), z.maxLength(10_000)),
  points: z.number().check(z.int(), z.positive(), z.maximum(MAX_POINTS_PER_LINE)),
  stations: z.optional(z.array(z.string().check(z.maxLength(8))).check(z.maxLength(4))),
  position: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(5)))),
});

export const MAX_LINES_PER_BET = 50;

export const placeBetRequestSchema = z.object({
  gameCode,
  /** the draw the slip was made for: refused once it has closed (no silent move to the next draw) */
  period,
  lines: z.array(betLineSchema).check(z.minLength(1), z.maxLength(MAX_LINES_PER_BET)),
  /** the total the slip showed, major units: refused if the server's differs (a price changed) */
  expectedTotal: z.optional(z.number().check(z.nonnegative())),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const placeBetResultSchema = z.object({
  orderNo: z.string(),
  period: z.string(),
  totalStake: z.number(),
  /** the main wallet after the debit */
  balance: z.number(),
  tickets: z.array(ticketSchema),
});
export type PlaceBetResult = z.infer<typeof placeBetResultSchema>;

/**
 * `value.reason` of a refused bet or cancellation (code CONFLICT, 409, with
 * `value`'s numbers: `limit`, `used`, `total`): the site words them as
 * `lottery.errors.<reason>`. A line that breaks its play type's rules is a
 * VALIDATION with a field error `lines.<i>` whose key is
 * `lottery.errors.<LineProblem>` (lottery-rules checkLine).
 */
export const lotteryRefusals = [
  'drawClosed',
  'drawNotFound',
  'gameNotFound',
  'perNumberLimit',
  'perDrawLimit',
  'totalChanged',
  'notCancellable',
] as const;
export type LotteryRefusal = (typeof lotteryRefusals)[number];

export const lotteryApi = {
  /** the lottery groups of a prize mode (spec: gameMenus, gameGroupCode, labelName) */
  lotteryMenus: endpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: false,
    encrypted: false,
    request: z.object({ prizeMode: z.optional(z.enum(prizeModes)) }),
    response: z.array(lotteryGroupSchema),
  }),
  /** every lottery game, for the lobby and the favourites (count 100 by default) */
  lotteryList: endpoint({
    method: 'GET',
    path: '/lgw/games/lottery_list',
    auth: false,
    encrypted: false,
    request: z.object({ count: z.optional(queryInt(1, 200)), prizeMode: z.optional(z.enum(prizeModes)) }),
    response: z.array(lotteryMenuItemSchema),
  }),
  /** one game: its play types, prices, odds and limits (what the bet slip needs) */
  lotteryGame: endpoint({
    method: 'GET',
    path: '/lgw/games/lottery_game',
    auth: false,
    encrypted: false,
    request: z.object({ gameCode }),
    response: lotteryGameSchema,
  }),
  /** the current draw and its countdown, the next ones, the ones being drawn and the last result */
  nearDraws: endpoint({
    method: 'GET',
    path: '/lgw/draws/near',
    auth: false,
    encrypted: false,
    request: z.object({ gameCode, upcoming: z.optional(queryInt(0, 20)) }),
    response: nearDrawsSchema,
  }),
  /** opened numbers: the results of a game, newest first (page 1 of size 1: the latest) */
  openedNumbers: endpoint({
    method: 'GET',
    path: '/lgw/draws/opened_numbers',
    auth: false,
    encrypted: false,
    request: z.object({ gameCode, pageNo: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 50)) }),
    response: pageOf(drawSchema),
  }),
  /** the latest result of every lottery of a prize mode (the lobby's result board) */
  latestOpened: endpoint({
    method: 'GET',
    path: '/lgw/draws/latest',
    auth: false,
    encrypted: false,
    request: z.object({ prizeMode: z.optional(z.enum(prizeModes)) }),
    response: z.array(z.object({ game: lotteryMenuItemSchema, draw: z.nullable(drawSchema) })),
  }),
  /** one draw, with its commitment (seed hash; the seed once drawn) */
  drawDetail: endpoint({
    method: 'GET',
    path: '/lgw/draws/detail',
    auth: false,
    encrypted: false,
    request: z.object({ gameCode, period }),
    response: drawSchema,
  }),
  /** the Vietnamese lottery's menu: the three regions with their games and today's stations (device WEB) */
  vnMenus: endpoint({
    method: 'GET',
    path: '/lgw/vn/menus',
    auth: false,
    encrypted: false,
    request: z.object({ prizeMode: z.optional(z.enum(prizeModes)), device: z.optional(z.string().check(z.maxLength(16))) }),
    response: z.array(
      z.object({
        region: z.enum(vnRegions),
        labelName: z.string(),
        /** the stations of today's daily draw (Vietnam time) */
        stationsToday: z.array(stationSchema),
        games: z.array(lotteryMenuItemSchema),
      }),
    ),
  }),
  /** the Vietnamese lottery's results by game, with the date of each (newest first) */
  vnOpenedNumbers: endpoint({
    method: 'GET',
    path: '/lgw/vn/opened_numbers',
    auth: false,
    encrypted: false,
    request: z.object({ gameCode, pageNo: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 50)) }),
    response: pageOf(drawSchema),
  }),
  /** the lotteries the member bet on lately, newest first */
  lotteryRecent: endpoint({
    method: 'GET',
    path: '/lgw/lottery/recent',
    auth: true,
    encrypted: false,
    request: z.object({ count: z.optional(queryInt(1, 20)) }),
    response: z.array(lotteryMenuItemSchema),
  }),
  /** places the lines of a bet slip on one draw: all or none, debited once (Idempotency-Key) */
  placeLotteryBet: endpoint({
    method: 'POST',
    path: '/lgw/lottery/bets',
    auth: true,
    encrypted: true,
    idempotent: true,
    bodyLimit: 256 * 1024,
    request: placeBetRequestSchema,
    response: placeBetResultSchema,
  }),
  /** the member's tickets, newest first, by game, draw and state */
  myLotteryBets: endpoint({
    method: 'GET',
    path: '/lgw/lottery/bets',
    auth: true,
    encrypted: false,
    request: z.object({
      gameCode: z.optional(gameCode),
      period: z.optional(period),
      state: z.optional(z.enum(ticketStates)),
      pageNo: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 50)),
    }),
    response: pageOf(ticketSchema),
  }),
  /** cancels a pending ticket before its draw closes: the stake comes back */
  cancelLotteryBet: endpoint({
    method: 'POST',
    path: '/lgw/lottery/bets/cancel',
    auth: true,
    encrypted: false,
    request: z.object({ ticketId: z.number().check(z.int(), z.positive()) }),
    response: z.object({ ticket: ticketSchema, balance: z.number() }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
