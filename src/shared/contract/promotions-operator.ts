import * as z from 'zod/mini';
import { operatorEndpoint, REASON_MAX, REASON_MIN, type OperatorRole } from './operator';
import { readable } from './text';

/**
 * The console's review of promotion applications (`/wps/operator/promotion-…`):
 * the list with the member's remark and images, approve with an amount (at
 * most the promotion's cap: paid through the ledger at once), reject with a
 * reason. Kept apart from `promotions.ts`, which the player's site loads;
 * served by `server/src/modules/promotions/`.
 */

const reviewers = ['admin', 'finance'] as const satisfies readonly OperatorRole[];
const id = z.number().check(z.int(), z.positive());
const reason = z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable());

export const applicationStates = ['pending', 'approved', 'rejected'] as const;

export const operatorApplicationSchema = z.object({
  id: z.number(),
  promotionId: z.number(),
  promotionTitle: z.string(),
  member: z.object({ id: z.number(), account: z.string() }),
  merchantCode: z.string(),
  currencySymbol: z.string(),
  comment: z.string(),
  /** upload ids: the console reads them at `/wps/uploads/<id>` with its token */
  imageIds: z.array(z.string()),
  state: z.enum(applicationStates),
  reason: z.nullable(z.string()),
  /** major units: what the approval paid */
  amount: z.nullable(z.number()),
  /** major units: the most an approval may pay */
  cap: z.number(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

/** The audit actions of the review. */
export const promotionAuditActions = {
  approve: 'promotionApplication.approve',
  reject: 'promotionApplication.reject',
} as const;

export const promotionsOperatorApi = {
  operatorApplications: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/promotion-applications',
    encrypted: false,
    roles: reviewers,
    request: z.object({ state: z.optional(z.enum(applicationStates)) }),
    response: z.object({ items: z.array(operatorApplicationSchema) }),
  }),
  operatorApplication: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/promotion-application',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) }),
    response: operatorApplicationSchema,
  }),
  operatorApproveApplication: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion-application/approve',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, amount: z.number().check(z.positive(), z.maximum(1_000_000_000)) }),
    response: operatorApplicationSchema,
  }),
  operatorRejectApplication: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion-application/reject',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, reason }),
    response: operatorApplicationSchema,
  }),
} as const;
