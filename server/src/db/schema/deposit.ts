import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './member';
import { operators } from './operator';
import { merchants } from './system';

// Deposits (docs/money.md, "Deposits"): the channels a brand offers, the
// members' orders, the payment provider's callbacks, the sandbox provider's
// test scratch cards and its signing secret.

/** What a channel shows the member: the receiving account (bank transfer, QR) or the cards it takes. */
export interface DepositChannelDetails {
  bankName?: string;
  /** the bank's 6-digit NAPAS BIN (VietQR) */
  bankBin?: string;
  accountNumber?: string;
  accountName?: string;
  /** scratch cards: the telcos and the card values (major units) */
  telcos?: string[];
  cardValues?: number[];
}

export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    /** stable code the site sends back (`bank`, `qr`, `ewallet`, `card`) */
    code: text('code').notNull(),
    /** bankTransfer, bankQr, eWallet, scratchCard */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** minor units */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** major units, in the order shown */
    quickAmounts: jsonb('quick_amounts').$type<number[]>().notNull().default([]),
    details: jsonb('details').$type<DepositChannelDetails>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposit_channels_code_uq').on(t.merchantCode, t.code),
    check('deposit_channels_kind_ck', sql`${t.kind} in ('bankTransfer', 'bankQr', 'eWallet', 'scratchCard')`),
    check('deposit_channels_limits_ck', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/** A brand's deposit settings; a brand without a row gets the defaults. */
export const depositSettings = pgTable('deposit_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  /** how long a pending order waits for its payment */
  orderMinutes: integer('order_minutes').notNull().default(15),
  updatedAt: updatedAt(),
});

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    memberId: integer('member_id').notNull().references(() => members.id),
    channelId: integer('channel_id').notNull().references(() => depositChannels.id),
    /** the channel's kind when the order was made */
    kind: text('kind').notNull(),
    /** pending, paid, credited, expired, cancelled, failed */
    state: text('state').notNull().default('pending'),
    /** asked for, minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** what the provider reported paid, minor units */
    paidAmount: bigint('paid_amount', { mode: 'bigint' }),
    /** what entered the member's wallet, minor units */
    creditedAmount: bigint('credited_amount', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    /** the unique transfer note and the provider's order reference */
    reference: text('reference').notNull(),
    /** the Idempotency-Key of the call that made it: one order per key and member */
    requestKey: text('request_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** why it failed: cardInvalid, cardUsed, cardValueMismatch, providerFailed */
    failureReason: text('failure_reason'),
    /** what was unusual: amountMismatch, lateCallback, manualConfirmation */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    /** scratch cards: telco, masked serial, declared value */
    card: jsonb('card').$type<{ telco: string; serial: string; value: number }>(),
    ledgerTransactionId: integer('ledger_transaction_id'),
    confirmedBy: integer('confirmed_by').references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposit_orders_reference_uq').on(t.reference),
    uniqueIndex('deposit_orders_request_uq').on(t.memberId, t.requestKey),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_merchant_idx').on(t.merchantCode, t.state, t.createdAt),
    index('deposit_orders_pending_idx').on(t.expiresAt).where(sql`${t.state} = 'pending'`),
    check(
      'deposit_orders_state_ck',
      sql`${t.state} in ('pending', 'paid', 'credited', 'expired', 'cancelled', 'failed')`,
    ),
    check('deposit_orders_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Every callback the provider sent that passed its signature: a callback id is accepted once. */
export const depositCallbacks = pgTable(
  'deposit_callbacks',
  {
    callbackId: text('callback_id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: integer('order_id').references(() => depositOrders.id),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** credited, alreadySettled, failed, unknownOrder */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposit_callbacks_order_idx').on(t.orderId, t.receivedAt)],
);

/** The sandbox telcos' scratch cards: a card pays once. */
export const depositTestCards = pgTable(
  'deposit_test_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    telco: text('telco').notNull(),
    serial: text('serial').notNull(),
    pin: text('pin').notNull(),
    /** major units */
    value: integer('value').notNull(),
    usedByOrder: integer('used_by_order').references(() => depositOrders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('deposit_test_cards_serial_uq').on(t.telco, t.serial)],
);

/** Signing secrets of payment providers generated for development (used when no secret is configured). */
export const depositProviderSecrets = pgTable('deposit_provider_secrets', {
  provider: text('provider').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
