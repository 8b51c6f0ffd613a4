import * as z from 'zod/mini';
import { announcementSchema } from './content';
import { endpoint, none, ok, type endpoint as EndpointFn } from './endpoint';
import { gameCategories } from './games';
import type { registerFieldNames } from './system';
import { incomeSources } from './agent-switches';
import { readable, singleLine } from './text';

/*
 * The agent centre (spec sections 2, 3, 4, 6, 7, 9): the agent's team, what
 * it plays and loses, what the agent earns, transfers to the downline, and
 * the four kinds of contract (dividend, daily wages, hourly salary,
 * real-time salary) that the server pays through the ledger on schedule.
 * Served by `server/src/modules/agent/`; every call refuses anyone but an
 * agent (isAgent 1, 2, 41, 42: FORBIDDEN with reason `nonAgent`; a
 * free-play guest: reason `guestRefused`). Amounts are major units;
 * rates are percentages (1.2 means 1.2 %). See docs/agent-centre.md.
 */

/* ── Common shapes ──────────────────────────────────────────────── */

/** a positive integer in a query string */
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
/** an instant in a query string (ISO 8601) */
const instant = z.string().check(z.maxLength(40), z.refine((v) => !Number.isNaN(Date.parse(v)), { message: 'not a date' }));
const id = z.number().check(z.int(), z.positive());
const queryId = queryInt(1, 2_147_483_647);
const amount = z.number().check(z.int(), z.positive(), z.maximum(1_000_000_000_000));
const anyPassword = z.string().check(z.minLength(1), z.maxLength(128), readable());
const accountText = z.string().check(z.trim(), z.maxLength(64), readable(), singleLine());

/** A page of an agent list on screen. */
export const AGENT_PAGE_SIZE = 20;
/** The largest page a list answers. */
export const AGENT_MAX_PAGE_SIZE = 200;

const pageShape = {
  pageNo: z.optional(queryInt(1, 100_000)),
  pageSize: z.optional(queryInt(1, AGENT_MAX_PAGE_SIZE)),
};
const pageResult = {
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
};
/** `from` included, `to` excluded (the site sends local midnights). */
const rangeShape = { from: instant, to: instant };

/** The periods of spec section 3: D daily, W weekly, H semi-monthly, M monthly. */
export const agentPeriods = ['D', 'W', 'H', 'M'] as const;
export type AgentPeriod = (typeof agentPeriods)[number];

/** The ranges of the team overview: today, the last 7 and 30 days, or the current period D/W/H/M. */
export const overviewRanges = ['today', '7d', '30d', 'D', 'W', 'H', 'M'] as const;
export type OverviewRange = (typeof overviewRanges)[number];

/** The kinds of account in a downline: a player, or a sub-agent (who has a downline of its own). */
export const downlineKinds = ['member', 'agent'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

/* ── Flags and switches (spec sections 2 and 3) ─────────────────── */

/**
 * The consolidated flags of spec section 3 for the agent: `…req` flags say a
 * contract request of that kind waits for the agent's answer (the contract
 * request and acceptance screen opens on them); `…info` flags say the agent
 * holds an active contract of that kind. 1 yes, 0 no.
 */
export const agentFlagsSchema = z.object({
  /** a daily-wages contract offer waits */
  dailysalreqtype: z.number(),
  /** a dividend contract offer waits */
  divtypereq: z.number(),
  /** an hourly-salary contract offer waits */
  contracthoursalreq: z.number(),
  /** a real-time salary contract offer waits */
  realtimesalreqtype: z.number(),
  /** the agent's own (monthly-settled) daily-wages contract is active: the agent may offer daily wages */
  contractmrdailysalinfotype: z.number(),
  /** an hourly-salary contract is active */
  contracthoursalinfo: z.number(),
  /** a daily-wages contract is active */
  dailysalinfotype: z.number(),
  /** a real-time salary contract is active */
  realtimesalinfotype: z.number(),
  /** a dividend contract is active */
  divtypeinfo: z.number(),
});
export type AgentFlags = z.infer<typeof agentFlagsSchema>;

/**
 * The entry switches of spec section 2 (menu entry `type`): the dividend,
 * daily-wages, hourly-salary and real-time salary entries show only while
 * their switch is on. On when the brand's module is on and the agent holds,
 * or is offered, a contract of that kind.
 */
export const agentEntrySwitchesSchema = z.object({
  enableCt: z.boolean(),
  salary: z.boolean(),
  hourSalary: z.boolean(),
  agentRealtimeSalary: z.boolean(),
});
export type AgentEntrySwitches = z.infer<typeof agentEntrySwitchesSchema>;

export const agentProfileSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number(),
  /** the agent's affiliate (invitation) code */
  affiliateCode: z.nullable(z.string()),
  /** the agent's own upline agent, if any */
  uplineAccount: z.nullable(z.string()),
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  paymentPasswordSet: z.boolean(),
  flags: agentFlagsSchema,
  switches: agentEntrySwitchesSchema,
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/* ── Team overview ──────────────────────────────────────────────── */

export const overviewTotalsSchema = z.object({
  /** everyone in the downline, every level */
  teamSize: z.number(),
  directMembers: z.number(),
  subAgents: z.number(),
  /** levels below the agent (1: direct members only) */
  levels: z.number(),
  /** registered in the range */
  newMembers: z.number(),
  /** with at least one valid bet in the range */
  activeMembers: z.number(),
  deposits: z.number(),
  depositCount: z.number(),
  withdrawals: z.number(),
  withdrawalCount: z.number(),
  bets: z.number(),
  betCount: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  /** payouts − stakes from the team's side: negative is the team's loss (the house's win) */
  netProfitLoss: z.number(),
  /** what the agent was paid in the range: contracts and rebates */
  commission: z.number(),
});
export type OverviewTotals = z.infer<typeof overviewTotalsSchema>;

/** One point of the overview's charts: a day (or an hour for today). */
export const overviewPointSchema = z.object({
  /** start of the bucket, ISO */
  at: z.string(),
  newMembers: z.number(),
  activeMembers: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  netProfitLoss: z.number(),
});
export type OverviewPoint = z.infer<typeof overviewPointSchema>;

export const teamOverviewSchema = z.object({
  range: z.enum(overviewRanges),
  from: z.string(),
  to: z.string(),
  /** 'hour' for today, 'day' otherwise */
  bucket: z.enum(['hour', 'day']),
  totals: overviewTotalsSchema,
  series: z.array(overviewPointSchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/* ── Creating accounts and invitation links ─────────────────────── */

/**
 * A downline account created by the agent: a member or a sub-agent. The
 * username and password follow the brand's registration rules (the same as
 * the registration form's, `GET /wps/system/setting/register`); the new
 * account changes its password at first login.
 */
export const createDownlineRequestSchema = z.object({
  kind: z.enum(downlineKinds),
  username: z.string().check(z.maxLength(64)),
  password: z.string().check(z.maxLength(128)),
  confirmPassword: z.string().check(z.maxLength(128)),
  nickname: z.optional(z.string().check(z.maxLength(64), readable(), singleLine())),
  payeeName: z.optional(z.string().check(z.maxLength(64))),
});
export type CreateDownlineRequest = z.infer<typeof createDownlineRequestSchema>;

/** The registration fields the creation form asks (the others stay for the new member to fill). */
export const createDownlineFields = ['username', 'password', 'payeeName'] as const satisfies readonly (typeof registerFieldNames)[number][];

export const downlineMemberSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  kind: z.enum(downlineKinds),
  isAgent: z.number(),
  /** 1: a direct member of the asking agent */
  level: z.number(),
  /** the account whose downline this one is in */
  uplineAccount: z.string(),
  balance: z.number(),
  /** everyone below this account (0 for a player) */
  teamSize: z.number(),
  status: z.enum(['active', 'locked']),
  lastLoginAt: z.nullable(z.string()),
  registeredAt: z.string(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

export const inviteLinkSchema = z.object({
  id: z.number(),
  /** the affiliate code this link carries */
  affiliateCode: z.string(),
  /** who registers through it: a member or a sub-agent */
  kind: z.enum(downlineKinds),
  /** the registration address with the code, for the QR code (spec: QR size 100, margin 0) */
  url: z.string(),
  note: z.string(),
  registrations: z.number(),
  createdAt: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const inviteRegistrationSchema = z.object({
  account: z.string(),
  kind: z.enum(downlineKinds),
  registeredAt: z.string(),
  /** total deposits since */
  deposits: z.number(),
});

/** Invitation links an agent may keep. */
export const MAX_INVITE_LINKS = 20;

/* ── Downline tree and table ────────────────────────────────────── */

export const downlineTreeNodeSchema = z.object({
  id: z.number(),
  account: z.string(),
  kind: z.enum(downlineKinds),
  /** direct members of this node (its children are fetched with `parentId`) */
  childCount: z.number(),
  teamSize: z.number(),
  balance: z.number(),
});
export type DownlineTreeNode = z.infer<typeof downlineTreeNodeSchema>;

export const downlineSortKeys = ['registeredAt', 'lastLoginAt', 'balance', 'account', 'level'] as const;

/* ── Transfers to the downline ──────────────────────────────────── */

export const downlineTransferInfoSchema = z.object({
  balance: z.number(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  paymentPasswordSet: z.boolean(),
});
export type DownlineTransferInfo = z.infer<typeof downlineTransferInfoSchema>;

export const downlineTransferReceiptSchema = z.object({
  transactionId: z.number(),
  createdAt: z.string(),
  amount: z.number(),
  /** the agent's main wallet after the transfer */
  balanceAfter: z.number(),
  toAccount: z.string(),
  memo: z.string(),
});
export type DownlineTransferReceipt = z.infer<typeof downlineTransferReceiptSchema>;

/* ── Contracts (spec section 4) ─────────────────────────────────── */

/**
 * dividend: a share of the team's net loss per period (D/W/H/M), the tier by
 * active members; dailySalary: a share of the team's valid turnover per day;
 * hourSalary: per hour; realtimeSalary: per 5-minute window (spec section 9).
 */
export const contractKinds = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** The entry switch of each contract kind (spec section 2). */
export const contractKindSwitch = {
  dividend: 'enableCt',
  dailySalary: 'salary',
  hourSalary: 'hourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, keyof AgentEntrySwitches>;

/**
 * pending: offered, waiting for the holder's answer; active: accepted;
 * rejected: refused by the holder; terminated: ended by either side;
 * superseded: ended by the server because the holder's upline accepted a
 * lower contract (or the holder accepted a new one of the same kind);
 * expired: its validity ran out; withdrawn: the offer taken back before an answer.
 */
export const contractStates = ['pending', 'active', 'rejected', 'terminated', 'superseded', 'expired', 'withdrawn'] as const;
export type ContractState = (typeof contractStates)[number];

/** Tiers of a contract at most. */
export const MAX_CONTRACT_TIERS = 10;
/** The highest rate a contract may give, in percent. */
export const MAX_CONTRACT_RATE = 100;

/**
 * One tier: from `threshold` up, `rate` percent. The threshold is counted in
 * active members for a dividend, in valid turnover (major units) for the
 * salaries. Tiers go up in threshold; the highest tier reached applies.
 */
export const contractTierSchema = z.object({
  threshold: z.number().check(z.minimum(0), z.maximum(1_000_000_000_000)),
  rate: z.number().check(z.minimum(0), z.maximum(MAX_CONTRACT_RATE)),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractSchema = z.object({
  id: z.number(),
  kind: z.enum(contractKinds),
  state: z.enum(contractStates),
  /** dividend: D/W/H/M; daily wages D; hourly and real-time salary: null (every hour, every window) */
  period: z.nullable(z.enum(agentPeriods)),
  tiers: z.array(contractTierSchema),
  /** who offered it: null for the platform (a top agent's contract) */
  uplineAccount: z.nullable(z.string()),
  holderAccount: z.string(),
  validFrom: z.string(),
  /** null: until terminated */
  validTo: z.nullable(z.string()),
  note: z.string(),
  createdAt: z.string(),
  /** accepted, rejected, withdrawn */
  decidedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  /** why it ended: `terminatedByHolder`, `terminatedByUpline`, `supersededByLower`, `replaced`, `expired` */
  endReason: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractOverviewSchema = z.object({
  kind: z.enum(contractKinds),
  /** the agent's active contract of this kind */
  current: z.nullable(contractSchema),
  /** offers waiting for the agent's answer (the contract request and acceptance screen) */
  requests: z.array(contractSchema),
  /** what the agent has offered its sub-agents, every state, newest first */
  offered: z.array(contractSchema),
  /** the direct sub-agents the agent may offer a contract of this kind to */
  subAgents: z.array(z.object({ id: z.number(), account: z.string(), hasActive: z.boolean() })),
  /** this kind pays every `windowSeconds` (real-time salary: the configured window, 300 by default) */
  windowSeconds: z.number(),
});
export type ContractOverview = z.infer<typeof contractOverviewSchema>;

export const offerContractRequestSchema = z.object({
  kind: z.enum(contractKinds),
  /** a direct sub-agent of the offering agent */
  holderId: id,
  /** dividend only: D/W/H/M (default M) */
  period: z.optional(z.enum(agentPeriods)),
  tiers: z.array(contractTierSchema).check(z.minLength(1), z.maxLength(MAX_CONTRACT_TIERS)),
  validFrom: z.optional(instant),
  validTo: z.optional(instant),
  note: z.optional(z.string().check(z.maxLength(200), readable(), singleLine())),
});
export type OfferContractRequest = z.input<typeof offerContractRequestSchema>;

/** What the holder of a payment earned on a sub-agent's team: deducted from the holder's gross. */
export const paymentDeductionSchema = z.object({
  account: z.string(),
  /** the sub-agent team's basis (turnover or net loss) */
  basis: z.number(),
  rate: z.number(),
  /** the sub-agent's own gross: basis × rate */
  amount: z.number(),
});

/**
 * One payment with its arithmetic: gross = basis × rate (the tier reached by
 * `tierBy`), minus what the sub-agents' contracts pay on their own teams,
 * gives `amount` (never below 0). Each level earns the difference between
 * its rate and its sub-agents'.
 */
export const contractPaymentSchema = z.object({
  id: z.number(),
  contractId: z.number(),
  kind: z.enum(contractKinds),
  windowStart: z.string(),
  windowEnd: z.string(),
  /** dividend: the team's net loss; salaries: the team's valid turnover */
  basis: z.number(),
  /** dividend: active members; salaries: the valid turnover that chose the tier */
  tierBy: z.number(),
  rate: z.number(),
  gross: z.number(),
  deductions: z.array(paymentDeductionSchema),
  amount: z.number(),
  /** the ledger movement (null when the amount was 0: nothing moved) */
  transactionId: z.nullable(z.number()),
  paidAt: z.string(),
});
export type ContractPayment = z.infer<typeof contractPaymentSchema>;

/** Field error keys of the contracts (the site has the same words). */
export const agentKeys = {
  rateAboveOwn: 'agent.errors.rateAboveOwn',
  noOwnContract: 'agent.errors.noOwnContract',
  notDirectSubAgent: 'agent.errors.notDirectSubAgent',
  tiersOrder: 'agent.errors.tiersOrder',
  offerPending: 'agent.errors.offerPending',
  notInDownline: 'agent.errors.notInDownline',
  belowMin: 'agent.errors.belowMin',
  aboveMax: 'agent.errors.aboveMax',
  validity: 'agent.errors.validity',
  tooManyLinks: 'agent.errors.tooManyLinks',
} as const;

/**
 * `value.reason` of an agent-centre refusal whose code alone does not say
 * why, worded as `agent.reasons.<reason>`: `nonAgent` ("Non-agents cannot log in"),
 * `guestRefused` (a free-play guest, as every member-only call), `contractNotPending` (answered
 * already), `contractNotActive`, `paymentPasswordNotSet`.
 */
export const agentFailureReasons = ['nonAgent', 'guestRefused', 'contractNotPending', 'contractNotActive', 'paymentPasswordNotSet'] as const;
export type AgentFailureReason = (typeof agentFailureReasons)[number];

/* ── Reports ────────────────────────────────────────────────────── */

export const teamBetSchema = z.object({
  id: z.string(),
  account: z.string(),
  /** 1: a direct member */
  level: z.number(),
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
  status: z.enum(['won', 'lost', 'draw', 'pending', 'cancelled']),
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetTotalsSchema = z.object({
  count: z.number(),
  members: z.number(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});

export const userLossRowSchema = z.object({
  rank: z.number(),
  account: z.string(),
  level: z.number(),
  kind: z.enum(downlineKinds),
  betCount: z.number(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** stake − payout: positive is the member's loss */
  loss: z.number(),
});
export type UserLossRow = z.infer<typeof userLossRowSchema>;

export { incomeSources, incomeSourceSwitches, incomeSourcesOn, type IncomeSource } from './agent-switches';

/** Amounts by source: only the sources switched on are present. */
const bySource = {
  dividend: z.optional(z.number()),
  dailySalary: z.optional(z.number()),
  hourSalary: z.optional(z.number()),
  realtimeSalary: z.optional(z.number()),
  rebate: z.optional(z.number()),
  total: z.number(),
};

export const incomeRowSchema = z.object({
  /** start of the period bucket, ISO */
  at: z.string(),
  ...bySource,
});

export const incomeReportSchema = z.object({
  period: z.enum(agentPeriods),
  /** the kinds of pay the brand's switches leave on (`incomeSourcesOn`), in order; the amounts carry these and no other */
  sources: z.array(z.enum(incomeSources)),
  rows: z.array(incomeRowSchema),
  totals: z.object(bySource),
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;

/** The movements of the downline's accounts the account-details entry lists. */
export const downlineTransactionTypes = ['deposit', 'withdrawal', 'transfer', 'upline_transfer', 'bonus', 'rebate', 'salary', 'adjustment'] as const;
export type DownlineTransactionType = (typeof downlineTransactionTypes)[number];

export const downlineTransactionSchema = z.object({
  id: z.number(),
  account: z.string(),
  level: z.number(),
  type: z.enum(downlineTransactionTypes),
  /** signed, on the member's main wallet (a withdrawal counts when paid) */
  amount: z.number(),
  balanceAfter: z.nullable(z.number()),
  memo: z.string(),
  createdAt: z.string(),
});
export type DownlineTransaction = z.infer<typeof downlineTransactionSchema>;

/* ── The calls ──────────────────────────────────────────────────── */

export const agentApi = {
  /** who the agent is, the consolidated flags and the entry switches (drives the menu) */
  agentProfile: endpoint({
    method: 'GET',
    path: '/wps/agent/profile',
    auth: true,
    encrypted: false,
    request: none,
    response: agentProfileSchema,
  }),
  /** 1. the agents' announcements (types and popup as for members; 9 a page, spec section 9) */
  agentAnnouncements: endpoint({
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: true,
    encrypted: false,
    request: z.object({ ...pageShape }),
    response: z.object({ items: z.array(announcementSchema), ...pageResult }),
  }),
  /** 2. the team overview and its chart series */
  agentTeamOverview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: true,
    encrypted: false,
    request: z.object({ range: z.optional(z.enum(overviewRanges)) }),
    response: teamOverviewSchema,
  }),
  /** 3. create a downline member or sub-agent (encrypted: it carries a password) */
  agentCreateDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/downline',
    auth: true,
    encrypted: true,
    request: createDownlineRequestSchema,
    response: downlineMemberSchema,
  }),
  agentInviteLinks: endpoint({
    method: 'GET',
    path: '/wps/agent/invite-links',
    auth: true,
    encrypted: false,
    request: none,
    response: z.object({ affiliateCode: z.nullable(z.string()), links: z.array(inviteLinkSchema), maxLinks: z.number() }),
  }),
  agentCreateInviteLink: endpoint({
    method: 'POST',
    path: '/wps/agent/invite-links',
    auth: true,
    encrypted: false,
    request: z.object({
      kind: z.enum(downlineKinds),
      note: z.optional(z.string().check(z.maxLength(100), readable(), singleLine())),
    }),
    response: inviteLinkSchema,
  }),
  agentDeleteInviteLink: endpoint({
    method: 'DELETE',
    path: '/wps/agent/invite-links',
    auth: true,
    encrypted: false,
    request: z.object({ id: queryId }),
    response: ok,
  }),
  agentInviteRegistrations: endpoint({
    method: 'GET',
    path: '/wps/agent/invite-links/registrations',
    auth: true,
    encrypted: false,
    request: z.object({ id: queryId, ...pageShape }),
    response: z.object({ items: z.array(inviteRegistrationSchema), ...pageResult }),
  }),
  /** 4. the downline as a tree: the children of `parentId` (default the agent) */
  agentDownlineTree: endpoint({
    method: 'GET',
    path: '/wps/agent/downline/tree',
    auth: true,
    encrypted: false,
    request: z.object({ parentId: z.optional(queryId) }),
    response: z.object({ parent: downlineTreeNodeSchema, children: z.array(downlineTreeNodeSchema) }),
  }),
  /** 4. the downline as a searchable, paged table */
  agentDownline: endpoint({
    method: 'GET',
    path: '/wps/agent/downline',
    auth: true,
    encrypted: false,
    request: z.object({
      account: z.optional(accountText),
      kind: z.optional(z.enum(downlineKinds)),
      /** 1: direct members only */
      level: z.optional(queryInt(1, 64)),
      status: z.optional(z.enum(['active', 'locked'])),
      sort: z.optional(z.enum(downlineSortKeys)),
      order: z.optional(z.enum(['asc', 'desc'])),
      ...pageShape,
    }),
    response: z.object({ items: z.array(downlineMemberSchema), ...pageResult }),
  }),
  agentDownlineTransferInfo: endpoint({
    method: 'GET',
    path: '/wps/agent/transfer',
    auth: true,
    encrypted: false,
    request: none,
    response: downlineTransferInfoSchema,
  }),
  /** 4. wallet transfer to a downline account (spec section 7 "wallet transfer POST"): once per Idempotency-Key */
  agentTransferToDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/transfer',
    auth: true,
    encrypted: true,
    idempotent: true,
    request: z.object({ toAccount: z.string().check(z.minLength(1), z.maxLength(64)), amount, paymentPassword: anyPassword }),
    response: downlineTransferReceiptSchema,
  }),
  /** 4. set a direct sub-agent's rates within the agent's own: an offer of the kind's contract, the sub-agent accepts it */
  agentSetSubAgentRates: endpoint({
    method: 'POST',
    path: '/wps/agent/contract/offer',
    auth: true,
    encrypted: false,
    request: offerContractRequestSchema,
    response: contractSchema,
  }),
  /** 5. the team's bets with filters and totals */
  agentTeamBets: endpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: true,
    encrypted: false,
    request: z.object({
      ...rangeShape,
      account: z.optional(accountText),
      category: z.optional(z.enum(gameCategories)),
      vendor: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
      ...pageShape,
    }),
    response: z.object({ items: z.array(teamBetSchema), totals: teamBetTotalsSchema, ...pageResult }),
  }),
  /** 6. the downline ranked by loss (order `loss`) or by win (order `win`) */
  agentUserLoss: endpoint({
    method: 'GET',
    path: '/wps/agent/team/loss',
    auth: true,
    encrypted: false,
    request: z.object({ ...rangeShape, order: z.optional(z.enum(['loss', 'win'])), account: z.optional(accountText), ...pageShape }),
    response: z.object({
      items: z.array(userLossRowSchema),
      totals: z.object({ stake: z.number(), validBet: z.number(), payout: z.number(), loss: z.number() }),
      ...pageResult,
    }),
  }),
  /** 7. what the agent earned, by source and period bucket */
  agentIncome: endpoint({
    method: 'GET',
    path: '/wps/agent/income',
    auth: true,
    encrypted: false,
    request: z.object({ ...rangeShape, period: z.optional(z.enum(agentPeriods)) }),
    response: incomeReportSchema,
  }),
  /** 8. the downline's transactions */
  agentAccountDetails: endpoint({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: true,
    encrypted: false,
    request: z.object({ ...rangeShape, account: z.optional(accountText), type: z.optional(z.enum(downlineTransactionTypes)), ...pageShape }),
    response: z.object({ items: z.array(downlineTransactionSchema), ...pageResult }),
  }),
  /**
   * 9–12. one contract kind: the current contract, the requests waiting, the
   * offers made. Spec section 7's "process dividend and daily salary GET".
   */
  agentContracts: endpoint({
    method: 'GET',
    path: '/wps/agent/contract',
    auth: true,
    encrypted: false,
    request: z.object({ kind: z.enum(contractKinds) }),
    response: contractOverviewSchema,
  }),
  /** accept or reject an offer waiting for the agent (spec section 7's "hour salary and real-time salary contract POST") */
  agentAnswerContract: endpoint({
    method: 'POST',
    path: '/wps/agent/contract/answer',
    auth: true,
    encrypted: false,
    request: z.object({ id, accept: z.boolean() }),
    response: contractSchema,
  }),
  /** end a contract the agent holds, or one it offered (active or still pending) */
  agentTerminateContract: endpoint({
    method: 'POST',
    path: '/wps/agent/contract/terminate',
    auth: true,
    encrypted: false,
    request: z.object({ id }),
    response: contractSchema,
  }),
  /** the payments of the agent's contracts of one kind, with their arithmetic */
  agentContractPayments: endpoint({
    method: 'GET',
    path: '/wps/agent/contract/payments',
    auth: true,
    encrypted: false,
    request: z.object({ kind: z.enum(contractKinds), from: z.optional(instant), to: z.optional(instant), ...pageShape }),
    response: z.object({ items: z.array(contractPaymentSchema), total: z.number(), ...pageResult }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
