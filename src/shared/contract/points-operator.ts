import * as z from 'zod/mini';
import { operatorEndpoint, REASON_MAX, REASON_MIN, type OperatorRole } from './operator';
import { redemptionSchema, redemptionStatuses } from './points';
import { readable, singleLine } from './text';

/**
 * The console's side of the points mall (`/wps/operator/points…`): the
 * redeems, physical items waiting for approval first, approved or rejected
 * with a reason (the points and the stock go back), every decision audited.
 * Kept apart from `points.ts`, which the player's site loads; served by
 * `server/src/modules/points/`.
 */

const reviewers = ['admin', 'finance'] as const satisfies readonly OperatorRole[];
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const id = z.number().check(z.int(), z.positive());

export const operatorRedemptionSchema = z.extend(redemptionSchema, {
  member: z.object({ id: z.number(), account: z.string() }),
  merchantCode: z.string(),
  reviewedBy: z.nullable(z.string()),
});
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;

export const pointsAuditActions = {
  approve: 'points.redemption.approve',
  reject: 'points.redemption.reject',
} as const;

export const pointsOperatorApi = {
  operatorPointRedemptions: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/points/redemptions',
    encrypted: false,
    roles: reviewers,
    request: z.object({
      status: z.optional(z.enum(redemptionStatuses)),
      query: z.optional(z.string().check(z.trim(), z.maxLength(64), singleLine())),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: z.object({ items: z.array(operatorRedemptionSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  operatorApprovePointRedemption: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/points/redemption/approve',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id }),
    response: operatorRedemptionSchema,
  }),
  operatorRejectPointRedemption: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/points/redemption/reject',
    encrypted: false,
    roles: reviewers,
    request: z.object({ id, reason: z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable()) }),
    response: operatorRedemptionSchema,
  }),
};
