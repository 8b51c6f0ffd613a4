import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';
import { readable } from './text';

/**
 * The points mall (`/pointMall`): points are earned by valid turnover at the
 * brand's ratio and never expire; they are spent on the catalogue's items
 * (cash vouchers, bonuses, physical items). A cash voucher converts points
 * to money in the wallet at once and asks for the payment password (an
 * encrypted call); a physical item waits for staff's approval. Served by
 * `server/src/modules/points/`. Amounts are major units, points whole numbers.
 */

/** What an item of the catalogue is. */
export const pointItemKinds = ['cash', 'bonus', 'physical'] as const;
export type PointItemKind = (typeof pointItemKinds)[number];

/** The spec's redeem statuses: in process, rejected, approved. */
export const redemptionStatuses = ['in_process', 'rejected', 'approved'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** What moved a member's points. */
export const pointEntryKinds = ['earn', 'spend', 'refund'] as const;
export type PointEntryKind = (typeof pointEntryKinds)[number];

/** The most of one item a single redeem takes. */
export const MAX_REDEEM_QUANTITY = 99;

/**
 * `value.reason` of a refusal whose code alone does not say why; the site
 * words them as `points.reasons.<reason>`.
 */
export const pointsFailureReasons = ['notEnoughPoints', 'outOfStock', 'itemUnavailable', 'paymentPasswordNotSet', 'paymentPasswordLocked'] as const;
export type PointsFailureReason = (typeof pointsFailureReasons)[number];

const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const page = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const pointItemSchema = z.object({
  id: z.number(),
  kind: z.enum(pointItemKinds),
  /** in the request's language */
  name: z.string(),
  /** price of one, in points */
  price: z.number(),
  /** cash and bonus: the money one item gives, major units; physical: 0 */
  amount: z.number(),
  /** null: no limit */
  stock: z.nullable(z.number()),
});
export type PointItem = z.infer<typeof pointItemSchema>;

export const pointsCatalogueSchema = z.object({
  items: z.array(pointItemSchema),
  /** valid turnover (major units) that earns one point */
  ratio: z.number(),
  currencySymbol: z.string(),
});
export type PointsCatalogue = z.infer<typeof pointsCatalogueSchema>;

export const pointsBalanceSchema = z.object({
  points: z.number(),
  /** every point ever earned (they never expire) */
  earned: z.number(),
  ratio: z.number(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** A redeem, the spec's fields: points, amount, status, type, quantity, remark. */
export const redemptionSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  name: z.string(),
  type: z.enum(pointItemKinds),
  quantity: z.number(),
  points: z.number(),
  /** money credited (cash, bonus), major units */
  amount: z.number(),
  status: z.enum(redemptionStatuses),
  /** staff's note on a rejection, else empty */
  remark: z.string(),
  createdAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const pointEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(pointEntryKinds),
  /** signed: spent points are negative */
  points: z.number(),
  /** earn: the valid turnover it was earned by, major units */
  turnover: z.nullable(z.number()),
  /** spend and refund: the redeem */
  redemptionId: z.nullable(z.number()),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const redeemRequestSchema = z.object({
  itemId: z.number().check(z.int(), z.positive()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REDEEM_QUANTITY)),
  /** asked for cash vouchers only */
  paymentPassword: z.optional(z.string().check(z.maxLength(128), readable())),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

const pageQuery = z.object({ page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 50)) });

export const pointsApi = {
  /** the catalogue, for visitors too */
  pointsCatalogue: endpoint({
    method: 'GET',
    path: '/wps/points/config',
    auth: false,
    encrypted: false,
    request: z.object({}),
    response: pointsCatalogueSchema,
  }),
  pointsBalance: endpoint({
    method: 'GET',
    path: '/wps/points/balance',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: pointsBalanceSchema,
  }),
  /** the payment password travels in an encrypted body */
  redeemPoints: endpoint({
    method: 'POST',
    path: '/wps/points/redeem',
    auth: true,
    encrypted: true,
    idempotent: true,
    request: redeemRequestSchema,
    response: z.object({ redemption: redemptionSchema, points: z.number() }),
  }),
  pointRedemptions: endpoint({
    method: 'GET',
    path: '/wps/points/redeem/list',
    auth: true,
    encrypted: false,
    request: pageQuery,
    response: page(redemptionSchema),
  }),
  pointsHistory: endpoint({
    method: 'GET',
    path: '/wps/points/history',
    auth: true,
    encrypted: false,
    request: pageQuery,
    response: page(pointEntrySchema),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
