import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';
import { members } from './member';
import { merchants } from './system';

// The in-house games: provably fair commitments and played rounds.

/**
 * Provably fair: the member's committed server seed for the next round of
 * an in-house game (only its hash is shown before the round), the client
 * seed the player chose, and the nonce of the next round.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    memberId: integer('member_id').notNull().references(() => members.id),
    kind: text('kind').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/** One played round of an in-house game: the betting record, and the proof. */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** the client's id of the round: a repeat is answered with this row, never played again */
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    gameId: integer('game_id').notNull().references(() => games.id),
    kind: text('kind').notNull(),
    /** minor units */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** the bet as asked (dice: target and direction) */
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    /** what was drawn (dice: roll; slot: reels and line) */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inhouse_rounds_member_round_uq').on(t.memberId, t.roundId),
    index('inhouse_rounds_member_idx').on(t.memberId, t.createdAt),
    check('inhouse_rounds_amounts_ck', sql`${t.stake} > 0 and ${t.payout} >= 0`),
  ],
);
