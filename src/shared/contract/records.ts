import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';
import { gameCategories } from './games';

/*
 * The member's records: every bet (betting record), every ledger movement
 * (account record), profit and loss over a period, the credit report (a
 * statement by day), and the bonuses with their turnover. Records are kept and shown for 12 months: a range reaching
 * further back is cut at the first day kept (`clampedFrom` says where).
 */

/** How far back the records go. */
export const RECORDS_KEEP_MONTHS = 12;
/** A page of a record list on screen. */
export const RECORDS_PAGE_SIZE = 20;
/** The largest page: what an export asks for, page after page. */
export const RECORDS_EXPORT_PAGE_SIZE = 1000;

/** a positive integer in a query string */
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
/** an instant in a query string (ISO 8601) */
const instant = z.string().check(z.maxLength(40), z.refine((v) => !Number.isNaN(Date.parse(v)), { message: 'not a date' }));

/** The time range of a query: `from` included, `to` excluded (the site sends local midnights). */
const rangeShape = {
  from: instant,
  to: instant,
};
const pageShape = {
  pageNo: z.optional(queryInt(1, 100_000)),
  pageSize: z.optional(queryInt(1, RECORDS_EXPORT_PAGE_SIZE)),
};

const pageResult = {
  pageNo: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
  /** the first instant kept when the asked range began earlier (the 12 months), else null */
  clampedFrom: z.nullable(z.string()),
};

/* ── Betting record ─────────────────────────────────────────────── */

/** Where a bet comes from: today the in-house games; lottery and vendor bets are further sources of the same record. */
export const betSources = ['inhouse', 'lottery'] as const;
export type BetSource = (typeof betSources)[number];

/** A bet's state: settled with a win, a loss or a draw (stake back), not settled yet, or cancelled. */
export const betStatuses = ['won', 'lost', 'draw', 'pending', 'cancelled'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const betRecordSchema = z.object({
  /** `<source>:<id of the source>` */
  id: z.string(),
  source: z.enum(betSources),
  category: z.enum(gameCategories),
  vendor: z.string(),
  vendorName: z.string(),
  game: z.string(),
  betAt: z.string(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** payout − stake: positive is the member's win */
  winLoss: z.number(),
  status: z.enum(betStatuses),
  /** the source's own reference (the in-house round id) */
  reference: z.string(),
  /** in-house rounds: what the provably-fair check needs */
  fair: z.nullable(
    z.object({
      kind: z.string(),
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number(),
    }),
  ),
  /** lottery tickets: the draw (reference is its period), the line and the draw's result once drawn */
  lottery: z.optional(
    z.nullable(
      z.object({
        lotteryCode: z.string(),
        period: z.string(),
        playType: z.string(),
        numbers: z.array(z.string()),
        stations: z.array(z.string()),
        points: z.number(),
        drawAt: z.string(),
        result: z.nullable(z.record(z.string(), z.unknown())),
      }),
    ),
  ),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.number(),
  stake: z.number(),
  validBet: z.number(),
  winLoss: z.number(),
});

export const betRecordsRequestSchema = z.object({
  ...rangeShape,
  category: z.optional(z.enum(gameCategories)),
  vendor: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  status: z.optional(z.enum(betStatuses)),
  ...pageShape,
});
export type BetRecordsRequest = z.input<typeof betRecordsRequestSchema>;
export type BetRecordsQuery = z.output<typeof betRecordsRequestSchema>;

export const betRecordsSchema = z.object({
  items: z.array(betRecordSchema),
  totals: betTotalsSchema,
  ...pageResult,
});

export const recordVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(gameCategories),
});

/* ── Account record ─────────────────────────────────────────────── */

/**
 * Every kind of movement of the ledger (docs/money.md): one list for the
 * ledger, the account record and the operator console. Extensible: a new
 * kind is a new entry here (the database keeps any text).
 * - deposit / withdrawal: money from / to the outside world, through house cash
 * - hold / release: main → hold for a pending withdrawal, and back when it is refused
 * - transfer: between two members
 * - transfer_in / transfer_out: main → a vendor wallet / a vendor wallet → main
 * - upline_transfer: a member to their agent
 * - bet / payout: stakes and wins of the games
 * - bonus, rebate, salary: the operator's gifts; adjustment: staff corrections
 */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'hold',
  'release',
  'transfer',
  'transfer_in',
  'transfer_out',
  'upline_transfer',
  'bet',
  'payout',
  'bonus',
  'bonus_forfeit',
  'rebate',
  'salary',
  'adjustment',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const walletKinds = ['main', 'hold', 'vendor'] as const;

export const transactionRecordSchema = z.object({
  id: z.number(),
  type: z.enum(transactionTypes),
  /** signed, on the wallet shown: the main wallet when the movement touches it */
  amount: z.number(),
  balanceAfter: z.number(),
  wallet: z.enum(walletKinds),
  /** vendor wallets: the vendor's code */
  vendor: z.nullable(z.string()),
  reference: z.nullable(z.object({ type: z.string(), id: z.string() })),
  memo: z.string(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionRecordsRequestSchema = z.object({
  ...rangeShape,
  type: z.optional(z.enum(transactionTypes)),
  ...pageShape,
});
export type TransactionRecordsRequest = z.input<typeof transactionRecordsRequestSchema>;
export type TransactionRecordsQuery = z.output<typeof transactionRecordsRequestSchema>;

export const transactionRecordsSchema = z.object({
  items: z.array(transactionRecordSchema),
  ...pageResult,
});

/* ── Profit and loss ────────────────────────────────────────────── */

export const profitLossRowSchema = z.object({
  category: z.enum(gameCategories),
  count: z.number(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});

export const profitLossSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** stakes, from the ledger */
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  /** payouts − bets: positive is the member's win */
  winLoss: z.number(),
  bonuses: z.number(),
  rebates: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  /** deposits − withdrawals */
  netDeposits: z.number(),
  byCategory: z.array(profitLossRowSchema),
  clampedFrom: z.nullable(z.string()),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

/* ── Bonuses ────────────────────────────────────────────────────── */

/** Why a bonus was given (the words are the site's). */
export const bonusReasons = ['welcome', 'reload', 'vip', 'birthday', 'promotion'] as const;
export type BonusReason = (typeof bonusReasons)[number];

export const bonusRecordSchema = z.object({
  id: z.number(),
  reason: z.enum(bonusReasons),
  amount: z.number(),
  /** the turnover asked: amount × multiple */
  turnoverMultiple: z.number(),
  turnoverRequired: z.number(),
  /** valid bets since the bonus, at most the requirement */
  turnoverDone: z.number(),
  completed: z.boolean(),
  createdAt: z.string(),
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

export const bonusRecordsSchema = z.object({
  items: z.array(bonusRecordSchema),
  /** bonus still locked: the amounts of the bonuses whose turnover is not met */
  locked: z.number(),
  ...pageResult,
});

/* ── Credit report ────────────────────────────────────────────── */

/** The most a local day is from UTC (UTC−12 to UTC+14), in minutes. */
export const UTC_OFFSET_LIMIT = 840;

/** What a day, or the whole range, of the credit report sums. */
const statementFigures = {
  /** bets placed that day */
  betCount: z.number(),
  stake: z.number(),
  /** valid turnover: a draw, a cancelled bet or one not settled yet is none */
  validBet: z.number(),
  /** payout − stake of the settled bets: positive is the member's win */
  winLoss: z.number(),
  /** rebates and bonuses credited that day, from the ledger */
  rebates: z.number(),
  bonuses: z.number(),
  /** winLoss + rebates + bonuses: what the day left the member */
  net: z.number(),
};

export const creditReportDaySchema = z.object({
  /** the member's local day, `YYYY-MM-DD` */
  day: z.string(),
  ...statementFigures,
});
export type CreditReportDay = z.infer<typeof creditReportDaySchema>;

export const creditReportRequestSchema = z.object({
  ...rangeShape,
  /** the member's offset from UTC in minutes (UTC+7: 420), which makes the days local; default 0 */
  utcOffset: z.optional(queryInt(-UTC_OFFSET_LIMIT, UTC_OFFSET_LIMIT)),
});
export type CreditReportRequest = z.input<typeof creditReportRequestSchema>;
export type CreditReportQuery = z.output<typeof creditReportRequestSchema>;

export const creditReportSchema = z.object({
  currencySymbol: z.string(),
  /** the days with a bet or a gift, newest first */
  days: z.array(creditReportDaySchema),
  totals: z.object(statementFigures),
  clampedFrom: z.nullable(z.string()),
});
export type CreditReport = z.infer<typeof creditReportSchema>;

export const recordsApi = {
  betRecords: endpoint({
    method: 'GET',
    path: '/wps/records/bets',
    auth: true,
    encrypted: false,
    request: betRecordsRequestSchema,
    response: betRecordsSchema,
  }),
  recordVendors: endpoint({
    method: 'GET',
    path: '/wps/records/vendors',
    auth: true,
    encrypted: false,
    request: none,
    response: z.array(recordVendorSchema),
  }),
  transactionRecords: endpoint({
    method: 'GET',
    path: '/wps/records/transactions',
    auth: true,
    encrypted: false,
    request: transactionRecordsRequestSchema,
    response: transactionRecordsSchema,
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: '/wps/records/profit-loss',
    auth: true,
    encrypted: false,
    request: z.object({ ...rangeShape }),
    response: profitLossSchema,
  }),
  creditReport: endpoint({
    method: 'GET',
    path: '/wps/records/credit-report',
    auth: true,
    encrypted: false,
    request: creditReportRequestSchema,
    response: creditReportSchema,
  }),
  bonusRecords: endpoint({
    method: 'GET',
    path: '/wps/records/bonuses',
    auth: true,
    encrypted: false,
    request: z.object({ ...pageShape }),
    response: bonusRecordsSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
