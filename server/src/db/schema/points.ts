import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { operators } from './operator';
import { merchants } from './system';
import { ledgerTransactions } from './wallet';

// The points mall (docs/money.md, "Points"): a points ledger of its own,
// the brand's earning ratio, the catalogue and the redeems.

/** A brand's earning ratio: how much valid turnover earns one point. */
export const pointsSettings = pgTable(
  'points_settings',
  {
    merchantCode: text('merchant_code').primaryKey().references(() => merchants.code),
    /** minor units of valid turnover per point */
    turnoverPerPoint: bigint('turnover_per_point', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('points_settings_ratio_ck', sql`${t.turnoverPerPoint} > 0`)],
);

/** The catalogue: cash vouchers and bonuses (money per item) and physical items (staff approve them). */
export const pointItems = pgTable(
  'point_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** cash | bonus | physical */
    kind: text('kind').notNull(),
    /** the name per language code (TY, VI, EN, CN, TH, ID); EN answers an unknown language */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** points for one */
    price: integer('price').notNull(),
    /** cash and bonus: minor units one item gives; physical: 0 */
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** null: no limit; a redeem takes from it atomically and never below zero */
    stock: integer('stock'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: integer('active').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('point_items_merchant_idx').on(t.merchantCode, t.sortOrder),
    check('point_items_kind_ck', sql`${t.kind} in ('cash', 'bonus', 'physical')`),
    check('point_items_values_ck', sql`${t.price} > 0 and ${t.amount} >= 0 and (${t.stock} is null or ${t.stock} >= 0)`),
  ],
);

/** A redeem: the spec's points, amount, status, type, quantity and remark. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    itemId: integer('item_id').notNull().references(() => pointItems.id),
    /** the item's kind and name when redeemed */
    kind: text('kind').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    /** minor units credited (cash, bonus) */
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** in_process → approved | rejected (physical items); cash and bonus are approved at once */
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    /** the member's Idempotency-Key of the redeem: one redeem per key */
    idempotencyKey: text('idempotency_key').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_redemptions_key_uq').on(t.memberId, t.idempotencyKey),
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('point_redemptions_status_idx').on(t.merchantCode, t.status, t.createdAt),
    check('point_redemptions_status_ck', sql`${t.status} in ('in_process', 'rejected', 'approved')`),
    check('point_redemptions_values_ck', sql`${t.quantity} > 0 and ${t.points} > 0 and ${t.amount} >= 0`),
  ],
);

/**
 * The points ledger: every change of a member's points, each once by its
 * idempotency key. A member's balance is the sum of their entries; a spend
 * is written under a per-member lock after the sum is checked.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** earn | spend | refund */
    kind: text('kind').notNull(),
    /** signed */
    points: integer('points').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** earn: minor units of valid turnover counted */
    turnover: bigint('turnover', { mode: 'bigint' }),
    redemptionId: integer('redemption_id').references(() => pointRedemptions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_entries_key_uq').on(t.idempotencyKey),
    index('point_entries_member_idx').on(t.memberId, t.id),
    check('point_entries_kind_ck', sql`${t.kind} in ('earn', 'spend', 'refund')`),
    check(
      'point_entries_sign_ck',
      sql`(${t.kind} = 'spend' and ${t.points} < 0) or (${t.kind} in ('earn', 'refund') and ${t.points} > 0)`,
    ),
  ],
);

/** Valid turnover counted but not yet worth a whole point: carried to the member's next window. */
export const pointCarries = pgTable('point_carries', {
  memberId: integer('member_id').primaryKey().references(() => members.id),
  /** minor units */
  carry: bigint('carry', { mode: 'bigint' }).notNull(),
  updatedAt: updatedAt(),
});
