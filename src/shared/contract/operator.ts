import * as z from 'zod/mini';
import { endpoint, none, ok, type Endpoint } from './endpoint';
import { readable, singleLine } from './text';

/**
 * The operator console's calls (`/wps/operator/…`), served by
 * `server/src/modules/operator/`. Deliberately not joined into `api`
 * (`api.ts`): the player's site imports that object on its first screen, and
 * no byte of the console may reach a player. Only the console and the server
 * import this file.
 *
 * Operator calls carry the operator's session token (`Authorization:
 * Bearer`), which lives in its own table: a member token never opens an
 * operator call, and an operator token never opens a member call. So `auth`
 * is false on every one of them (it names the member session);
 * `operatorRoute` on the server checks the operator token and the `roles`
 * each call declares here, and the console hides what a role may not do by
 * reading the same `roles`.
 */

export const operatorRoles = ['admin', 'finance'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** An endpoint of the console: who may call it, besides what every endpoint says. */
export type OperatorEndpoint<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> = Endpoint<Req, Res> & {
  /** the roles allowed to call it; `null`: no operator session needed (the sign-in) */
  roles: readonly OperatorRole[] | null;
};

export function operatorEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  e: Omit<OperatorEndpoint<Req, Res>, 'auth'>,
): OperatorEndpoint<Req, Res> {
  return { ...endpoint({ ...e, auth: false }), roles: e.roles };
}

/** Whether a role may call an endpoint (the console shows only what the server would allow). */
export function roleMay(role: OperatorRole | undefined, call: { roles: readonly OperatorRole[] | null }): boolean {
  return call.roles === null || (role !== undefined && call.roles.includes(role));
}

const everyRole = operatorRoles;
const adminOnly = ['admin'] as const satisfies readonly OperatorRole[];

const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const line = (max: number) => z.string().check(z.trim(), z.maxLength(max), singleLine());
/** A reason staff give for an action: what the audit log shows next to it. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
const reason = z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable());
/** One submission of a money form: a repeat with the same id moves nothing more (the ledger's idempotency key). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** The largest single adjustment, in major units (1,000,000,000,000 ₫). */
export const MAX_ADJUSTMENT = 1_000_000_000_000;
/** Dates travel as ISO 8601 strings. */
const isoDate = z.string();
const isoQueryDate = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), { params: { key: 'validation.invalid' } }));

export const operatorProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(operatorRoles),
  /** the one brand this operator works for; null: every brand */
  merchantCode: z.nullable(z.string()),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

export const operatorLoginResponseSchema = z.object({
  token: z.string(),
  operator: operatorProfileSchema,
  /** minutes without a call after which the session ends */
  idleMinutes: z.number(),
});
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

export const memberStatuses = ['active', 'locked'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A member as the console lists it. */
export const operatorMemberRowSchema = z.object({
  id: z.number(),
  merchantCode: z.string(),
  account: z.string(),
  nickname: z.string(),
  /** 0 member, 1/2/41/42 agent, 4 guest (free play) */
  isAgent: z.number(),
  status: z.enum(memberStatuses),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  /** major units; null without a wallet */
  balance: z.nullable(z.number()),
  currency: z.string(),
  currencySymbol: z.string(),
  createdAt: isoDate,
  lastLoginAt: z.nullable(isoDate),
});
export type OperatorMemberRow = z.infer<typeof operatorMemberRowSchema>;

export const ledgerMovementSchema = z.object({
  transactionId: z.number(),
  createdAt: isoDate,
  /** one of the ledger's `transactionTypes` (contract/records.ts; a kind added later is kept as text) */
  kind: z.string(),
  /** signed, major units: positive entered the member's wallet */
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

export const memberLoginSchema = z.object({
  createdAt: isoDate,
  success: z.boolean(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});

export const operatorMemberDetailSchema = z.object({
  member: z.extend(operatorMemberRowSchema, {
    uplineAccount: z.nullable(z.string()),
    clubLabel: z.nullable(z.string()),
    language: z.nullable(z.string()),
    registerIp: z.nullable(z.string()),
    payeeName: z.nullable(z.string()),
    previousLoginAt: z.nullable(isoDate),
    /** the temporary lock after too many wrong passwords (not the staff lock: `status`) */
    lockedUntil: z.nullable(isoDate),
    failedLogins: z.number(),
    openSessions: z.number(),
  }),
  movements: z.array(ledgerMovementSchema),
  logins: z.array(memberLoginSchema),
});
export type OperatorMemberDetail = z.infer<typeof operatorMemberDetailSchema>;

export const movementTotalSchema = z.object({
  kind: z.string(),
  count: z.number(),
  /** major units */
  amount: z.number(),
});

export const merchantDashboardSchema = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** players and agents (free-play guests are not members) */
  members: z.number(),
  locked: z.number(),
  agents: z.number(),
  registeredToday: z.number(),
  loggedInToday: z.number(),
  /** what the members' wallets hold, major units (guests' play credit left out) */
  heldByMembers: z.number(),
  /** ledger movements since `since`, by kind: only the kinds that moved */
  today: z.array(movementTotalSchema),
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: isoDate,
  operator: z.object({ id: z.number(), username: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  merchantCode: z.nullable(z.string()),
  /** before/after and whatever else the action recorded, as stored: show it as text, never as markup */
  details: z.record(z.string(), z.unknown()),
  reason: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The actions the console's own calls record (later modules add theirs; the filter lists what the log holds). */
export const auditActions = {
  signIn: 'operator.signIn',
  signInFailed: 'operator.signInFailed',
  signOut: 'operator.signOut',
  adjust: 'member.balance.adjust',
  adjustRefused: 'member.balance.adjustRefused',
  lock: 'member.lock',
  unlock: 'member.unlock',
} as const;

const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const operatorApi = {
  operatorLogin: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/session/login',
    encrypted: true,
    roles: null,
    request: z.object({
      username: line(64).check(z.minLength(1)),
      password: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
    response: operatorLoginResponseSchema,
  }),
  operatorLogout: operatorEndpoint({
    method: 'DELETE',
    path: '/wps/operator/session/logout',
    encrypted: false,
    roles: everyRole,
    request: none,
    response: ok,
  }),
  operatorMe: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/session/me',
    encrypted: false,
    roles: everyRole,
    request: none,
    response: z.object({ operator: operatorProfileSchema, idleMinutes: z.number() }),
  }),
  operatorDashboard: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/dashboard',
    encrypted: false,
    roles: everyRole,
    /** `since`: the start of the operator's day (local midnight), at most 36 hours back */
    request: z.object({ since: isoQueryDate }),
    response: z.object({ generatedAt: isoDate, since: isoDate, merchants: z.array(merchantDashboardSchema) }),
  }),
  operatorMembers: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/members',
    encrypted: false,
    roles: everyRole,
    request: z.object({
      /** part of the account, the mobile number or the e-mail address */
      query: z.optional(line(100)),
      status: z.optional(z.enum(memberStatuses)),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: page(operatorMemberRowSchema),
  }),
  operatorMember: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/member',
    encrypted: false,
    roles: everyRole,
    request: z.object({ memberId: queryInt(1, 2_147_483_647) }),
    response: operatorMemberDetailSchema,
  }),
  operatorAdjustBalance: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/member/adjust',
    encrypted: false,
    roles: everyRole,
    request: z.object({
      memberId: z.number().check(z.int(), z.positive()),
      direction: z.enum(['credit', 'debit']),
      /** major units, at most two decimals */
      amount: z.number().check(
        z.positive(),
        z.maximum(MAX_ADJUSTMENT),
        z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { params: { key: 'validation.invalid' } }),
      ),
      reason,
      requestId: z.string().check(z.regex(REQUEST_ID_PATTERN)),
    }),
    response: z.object({
      transactionId: z.number(),
      balanceBefore: z.number(),
      balanceAfter: z.number(),
      currency: z.string(),
      /** true: this request id had been applied already; nothing moved now */
      replayed: z.boolean(),
    }),
  }),
  operatorSetMemberStatus: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/member/status',
    encrypted: false,
    roles: adminOnly,
    request: z.object({ memberId: z.number().check(z.int(), z.positive()), status: z.enum(memberStatuses), reason }),
    response: z.object({ status: z.enum(memberStatuses), sessionsEnded: z.number() }),
  }),
  operatorAudit: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/audit',
    encrypted: false,
    roles: adminOnly,
    request: z.object({
      action: z.optional(line(100)),
      /** an operator's username, exactly */
      operator: z.optional(line(64)),
      targetType: z.optional(line(40)),
      targetId: z.optional(line(100)),
      from: z.optional(isoQueryDate),
      to: z.optional(isoQueryDate),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: z.extend(page(auditEntrySchema), { actions: z.array(z.string()) }),
  }),
} as const;

export type OperatorApi = typeof operatorApi;
export type OperatorEndpointName = keyof OperatorApi;
