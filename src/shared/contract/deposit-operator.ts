import * as z from 'zod/mini';
import { depositChannelKinds, depositStates } from './deposit';
import { endpoint } from './endpoint';
import { REASON_MAX, REASON_MIN, REQUEST_ID_PATTERN, type OperatorEndpoint, type OperatorRole } from './operator';
import { readable, singleLine } from './text';

/**
 * The console's deposit calls (`/wps/operator/deposits…`), served by
 * `server/src/modules/deposit/`. Like `contract/operator.ts`, never joined
 * into `api`: only the console and the server import this file.
 */

const everyRole = ['admin', 'finance'] as const satisfies readonly OperatorRole[];

function consoleEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  e: Omit<OperatorEndpoint<Req, Res>, 'auth'>,
): OperatorEndpoint<Req, Res> {
  return { ...endpoint({ ...e, auth: false }), roles: e.roles };
}

const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** Audit actions of the deposit calls. */
export const depositAuditActions = { confirm: 'deposit.confirm' } as const;

export const operatorDepositRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  merchantCode: z.string(),
  memberId: z.number(),
  account: z.string(),
  channel: z.string(),
  channelName: z.string(),
  kind: z.enum(depositChannelKinds),
  state: z.enum(depositStates),
  /** major units */
  amount: z.number(),
  paidAmount: z.nullable(z.number()),
  creditedAmount: z.nullable(z.number()),
  currency: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  /** what was unusual, `depositNotes` (kept as text: an older row may hold another) */
  notes: z.array(z.string()),
});
export type OperatorDepositRow = z.infer<typeof operatorDepositRowSchema>;

/**
 * What was unusual about an order, kept on it: the provider paid another
 * amount than the order's (`amountMismatch`, with `paidShort` or `paidOver`),
 * paid after the order expired or was cancelled (`lateCallback`), or after
 * it said the payment failed (`paidAfterFailure`); staff credited it by hand
 * (`manualConfirmation`).
 */
export const depositNotes = ['amountMismatch', 'paidShort', 'paidOver', 'lateCallback', 'paidAfterFailure', 'manualConfirmation'] as const;
export type DepositNote = (typeof depositNotes)[number];

/** The notes staff should look at, flagged in the console's list: the member was credited another amount than the order's, or after a failure. */
export const depositNotesToCheck: readonly DepositNote[] = ['paidShort', 'paidOver', 'paidAfterFailure'];

export const depositCallbackRowSchema = z.object({
  callbackId: z.string(),
  status: z.string(),
  amount: z.number(),
  outcome: z.string(),
  receivedAt: z.string(),
});

export const depositOperatorApi = {
  operatorDeposits: consoleEndpoint({
    method: 'GET',
    path: '/wps/operator/deposits',
    encrypted: false,
    roles: everyRole,
    request: z.object({
      state: z.optional(z.enum(depositStates)),
      /** the member's account, exactly (without regard to case) */
      member: z.optional(z.string().check(z.trim(), z.maxLength(64), singleLine())),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: z.object({ items: z.array(operatorDepositRowSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  operatorDeposit: consoleEndpoint({
    method: 'GET',
    path: '/wps/operator/deposit',
    encrypted: false,
    roles: everyRole,
    request: z.object({ id: queryInt(1, 2_147_483_647) }),
    response: z.object({ order: operatorDepositRowSchema, callbacks: z.array(depositCallbackRowSchema) }),
  }),
  operatorConfirmDeposit: consoleEndpoint({
    method: 'POST',
    path: '/wps/operator/deposit/confirm',
    encrypted: false,
    roles: everyRole,
    request: z.object({
      id: z.number().check(z.int(), z.positive()),
      reason: z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable()),
      /** one per reviewed confirmation: a repeat answers the first */
      requestId: z.string().check(z.regex(REQUEST_ID_PATTERN)),
    }),
    response: z.object({ order: operatorDepositRowSchema, replayed: z.boolean() }),
  }),
} as const;
