import * as z from 'zod/mini';
import { endpoint, none } from './endpoint';
import { REASON_MAX, REASON_MIN, type OperatorEndpoint, type OperatorRole } from './operator';
import { brandRulesSchema, exclusionDurations, limitKinds, limitPeriods, protectionBlockSchema } from './protection';
import { readable, singleLine } from './text';

/**
 * The console's player-protection calls (`/wps/operator/protection…`),
 * served by `server/src/modules/protection/`. Never joined into `api`.
 * Staff may apply an exclusion (audited, with a reason) and never lift or
 * shorten one.
 */

const everyRole = ['admin', 'finance'] as const satisfies readonly OperatorRole[];
const adminOnly = ['admin'] as const satisfies readonly OperatorRole[];

function consoleEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(e: Omit<OperatorEndpoint<Req, Res>, 'auth'>): OperatorEndpoint<Req, Res> {
  return { ...endpoint({ ...e, auth: false }), roles: e.roles };
}
const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const page = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const protectionAuditActions = { exclude: 'member.protection.exclude', brandRules: 'brand.protection.rules' } as const;

/** A brand's own player-protection rules as the console shows them (amounts in the brand's currency). */
export const operatorBrandRulesSchema = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  currencySymbol: z.string(),
  rules: brandRulesSchema,
});

export const operatorLimitChangeSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  action: z.string(),
  from: z.nullable(z.number()),
  to: z.nullable(z.number()),
  effectiveAt: z.nullable(z.string()),
  at: z.string(),
});

export const operatorBlockSchema = z.extend(protectionBlockSchema, {
  id: z.number(),
  source: z.enum(['member', 'operator']),
  operator: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  inForce: z.boolean(),
});

export const operatorProtectionSchema = z.object({
  memberId: z.number(),
  limits: z.array(
    z.object({
      kind: z.enum(limitKinds),
      period: z.enum(limitPeriods),
      value: z.nullable(z.number()),
      pending: z.nullable(z.object({ value: z.nullable(z.number()), effectiveAt: z.string() })),
    }),
  ),
  changes: z.array(operatorLimitChangeSchema),
  blocks: z.array(operatorBlockSchema),
  realityCheckMinutes: z.nullable(z.number()),
});

export const protectionOperatorApi = {
  operatorMemberProtection: consoleEndpoint({
    method: 'GET',
    path: '/wps/operator/protection/member',
    encrypted: false,
    roles: everyRole,
    request: z.object({ memberId: queryInt(1, 2_147_483_647) }),
    response: operatorProtectionSchema,
  }),
  operatorExcludeMember: consoleEndpoint({
    method: 'POST',
    path: '/wps/operator/protection/exclude',
    encrypted: false,
    roles: adminOnly,
    request: z.object({
      memberId: z.number().check(z.int(), z.positive()),
      duration: z.enum(exclusionDurations),
      reason: z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable(), singleLine()),
    }),
    response: operatorBlockSchema,
  }),
  operatorExcludedMembers: consoleEndpoint({
    method: 'GET',
    path: '/wps/operator/protection/excluded',
    encrypted: false,
    roles: everyRole,
    request: z.object({ page: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 100)) }),
    response: page(
      z.object({ memberId: z.number(), account: z.string(), merchantCode: z.string(), kind: z.enum(['timeOut', 'selfExclusion']), duration: z.string(), startsAt: z.string(), endsAt: z.nullable(z.string()), source: z.enum(['member', 'operator']) }),
    ),
  }),
  /** The brands' own player-protection rules (the operator's brand; every brand for staff of all). */
  operatorBrandRules: consoleEndpoint({
    method: 'GET',
    path: '/wps/operator/protection/brand-rules',
    encrypted: false,
    roles: everyRole,
    request: none,
    response: z.object({ brands: z.array(operatorBrandRulesSchema) }),
  }),
  /** Sets a brand's rules (all of them at once; null: no such rule), with a reason, audited. They hold for every player at once. */
  operatorSetBrandRules: consoleEndpoint({
    method: 'POST',
    path: '/wps/operator/protection/brand-rules',
    encrypted: false,
    roles: adminOnly,
    request: z.object({
      merchantCode: z.string().check(z.minLength(1), z.maxLength(32)),
      rules: brandRulesSchema,
      reason: z.string().check(z.trim(), z.minLength(REASON_MIN), z.maxLength(REASON_MAX), readable(), singleLine()),
    }),
    response: operatorBrandRulesSchema,
  }),
  operatorLimitHits: consoleEndpoint({
    method: 'GET',
    path: '/wps/operator/protection/limit-hits',
    encrypted: false,
    roles: everyRole,
    request: z.object({
      days: z.optional(queryInt(1, 366)),
      page: z.optional(queryInt(1, 100_000)),
      pageSize: z.optional(queryInt(1, 100)),
    }),
    response: page(z.object({ memberId: z.number(), account: z.string(), merchantCode: z.string(), code: z.string(), hits: z.number(), lastAt: z.string() })),
  }),
} as const;
