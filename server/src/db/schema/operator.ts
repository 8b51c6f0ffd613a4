import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { merchants } from './system';

// The operator console: staff accounts, their sessions (apart from the
// members' sessions) and the audit log of what they did (append-only: a
// trigger of migration 0011 refuses UPDATE and DELETE).

/** Staff of the platform. `merchant_code` null: the operator works for every brand. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id, like members' passwords */
    passwordHash: text('password_hash').notNull(),
    /** admin or finance (src/shared/contract/operator.ts `operatorRoles`) */
    role: text('role').notNull(),
    merchantCode: text('merchant_code').references(() => merchants.code),
    /** active or disabled */
    status: text('status').notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('operators_username_uq').on(sql`lower(${t.username})`),
    check('operators_role_ck', sql`${t.role} in ('admin', 'finance')`),
    check('operators_status_ck', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * An operator's signed-in session: only the token's SHA-256 is kept. It ends
 * at `expires_at`, after `OPERATOR_IDLE_MINUTES` without a call (measured
 * from `last_seen_at`), or at sign-out.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').notNull().references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * What operators did: one row per action, written in the transaction of the
 * action itself (`modules/operator/audit.ts`), so an action without its row
 * cannot happen. `details` holds before/after and the action's own data.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').notNull().references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** the brand of the target, so a brand's operators see only their brand's rows */
    merchantCode: text('merchant_code'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_created_idx').on(t.createdAt, t.id),
    index('operator_audit_operator_idx').on(t.operatorId, t.createdAt),
    index('operator_audit_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('operator_audit_action_idx').on(t.action, t.createdAt),
  ],
);

export type Operator = typeof operators.$inferSelect;
