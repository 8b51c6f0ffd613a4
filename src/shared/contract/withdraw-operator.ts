import * as z from 'zod/mini';
import { operatorEndpoint, REASON_MAX, REASON_MIN, REQUEST_ID_PATTERN, type OperatorRole } from './operator';
import { readable, singleLine } from './text';
import { withdrawalSchema, withdrawalStates } from './withdraw';

/**
 * The console's withdrawal review (`/wps/operator/withdrawals…`): list,
 * detail with the member, the card and the proofs, approve, reject with a
 * reason (the held money goes back), and pay out in parts. Kept apart from
 * `withdraw.ts`, which the player's site loads, for the same reason as
 * `operator.ts`; served by `server/src/modules/withdraw/`.
 */

const reviewers = ['admin', 'finance'] as const satisfies readonly OperatorRole[];
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const id = z.number().check(z.int(), z.positive());
const reason = z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable());

export const operatorWithdrawalSchema = z.extend(withdrawalSchema, {
  member: z.object({ id: z.number(), account: z.string(), nickname: z.string(), payeeName: z.nullable(z.string()) }),
  merchantCode: z.string(),
  currencySymbol: z.string(),
  reviewedBy: z.nullable(z.string()),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

/** The audit actions of the review. */
export const withdrawAuditActions = {
  approve: 'withdrawal.approve',
  reject: 'withdrawal.reject',
  disburse: 'withdrawal.disburse',
  resolve: 'withdrawal.resolve',
} as const;

/**
 * What staff found after a member's "not received": the last part reached
 * the member's bank after all (delivered), or the bank sent it back
 * (returned: it is held for the member again, to be paid anew or rejected).
 */
export const notReceivedOutcomes = ['delivered', 'returned'] as const;
export type NotReceivedOutcome = (typeof notReceivedOutcomes)[number];

export const withdrawOperatorApi = {
  operatorWithdrawals: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/withdrawals',
    encrypted: false,
    roles: reviewers,
    request: z.object({
      state: z.optional(z.enum(withdrawalStates)),
      /** part of the member's account */
      query: z.optional(z.string().check(z.trim(), z.maxLength(64), singleLine())),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: z.object({ items: z.array(operatorWithdrawalSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  operatorWithdrawal: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/withdrawal',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id: queryInt(1, 2_147_483_647) }),
    response: operatorWithdrawalSchema,
  }),
  operatorApproveWithdrawal: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawal/approve',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id }),
    response: operatorWithdrawalSchema,
  }),
  operatorRejectWithdrawal: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawal/reject',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, reason }),
    response: operatorWithdrawalSchema,
  }),
  /** one part of the payout: `requestId` makes a repeat pay nothing more */
  operatorDisburseWithdrawal: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawal/disburse',
    encrypted: false,
    roles: reviewers,
    request: z.object({
      id,
      amount: z.number().check(z.int(), z.positive(), z.maximum(1_000_000_000_000)),
      requestId: z.string().check(z.regex(REQUEST_ID_PATTERN)),
    }),
    response: operatorWithdrawalSchema,
  }),
  /** settles a member's "not received" with what the bank says, and a note for the audit */
  operatorResolveWithdrawal: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawal/resolve',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, outcome: z.enum(notReceivedOutcomes), note: reason }),
    response: operatorWithdrawalSchema,
  }),
};
