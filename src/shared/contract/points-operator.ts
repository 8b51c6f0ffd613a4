import * as z from 'zod/mini';
import { operatorEndpoint, REASON_MAX, REASON_MIN, type OperatorRole } from './operator';
import { pointEntrySchema, pointItemKinds, redemptionSchema, redemptionStatuses } from './points';
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

/** An item of the catalogue as staff see it: inactive ones too, with the brand. */
export const operatorPointItemSchema = z.object({
  id: z.number(),
  kind: z.enum(pointItemKinds),
  /** in the operator's language (English when it has none) */
  name: z.string(),
  /** points for one */
  price: z.number(),
  /** cash and bonus: money one item gives, major units; physical: 0 */
  amount: z.number(),
  /** null: no limit */
  stock: z.nullable(z.number()),
  active: z.boolean(),
  merchantCode: z.string(),
  currencySymbol: z.string(),
});
export type OperatorPointItem = z.infer<typeof operatorPointItemSchema>;

export const POINT_PRICE_MAX = 100_000_000;
export const POINT_STOCK_MAX = 1_000_000;

export const pointsAuditActions = {
  approve: 'points.redemption.approve',
  reject: 'points.redemption.reject',
  updateItem: 'points.item.update',
} as const;

export const pointsOperatorApi = {
  /** a member's points: the balance, what was earned, and the points' history, newest first */
  operatorMemberPoints: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/member/points',
    encrypted: false,
    roles: reviewers,
    request: z.object({ memberId: queryInt(1, 2_147_483_647), page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 100)) }),
    response: z.object({ points: z.number(), earned: z.number(), items: z.array(pointEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
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
  /** the brand's catalogue, inactive items included, in the site's order */
  operatorPointItems: operatorEndpoint({
    method: 'GET',
    path: '/wps/operator/points/items',
    encrypted: false,
    roles: reviewers,
    request: z.object({}),
    response: z.object({ items: z.array(operatorPointItemSchema) }),
  }),
  /** an item's price, stock (null: no limit) and whether the site offers it; admin only, audited with before and after */
  operatorUpdatePointItem: operatorEndpoint({
    method: 'POST',
    path: '/wps/operator/points/item/update',
    encrypted: false,
    roles: ['admin'],
    request: z.object({
      id,
      price: z.number().check(z.int(), z.positive(), z.maximum(POINT_PRICE_MAX)),
      stock: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(POINT_STOCK_MAX))),
      active: z.boolean(),
    }),
    response: operatorPointItemSchema,
  }),
};
