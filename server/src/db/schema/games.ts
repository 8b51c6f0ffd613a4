import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member';
import { sessions } from './session';
import { merchants } from './system';

// The game catalogue (vendor lanes, vendors, games), favourites, recent
// games and launches (game sessions).

/** One lane of the vendor menu per game category. */
export const gameLanes = pgTable(
  'game_lanes',
  {
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    category: text('category').notNull(),
    title: text('title').notNull(),
    classify: jsonb('classify').$type<string[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.category] })],
);

export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    category: text('category').notNull(),
    /** vendor code, "vassalage" in the site's words */
    code: text('code').notNull(),
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    accountTypeName: text('account_type_name'),
    isGame: text('is_game'),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** the vendor keeps the member's money in a wallet of its own (transfer in and out), unless the brand has a single wallet */
    transferWallet: boolean('transfer_wallet').notNull().default(false),
  },
  (t) => [uniqueIndex('game_vendors_merchant_category_code_uq').on(t.merchantCode, t.category, t.code)],
);

/**
 * One game of a vendor. `game_code` is the vendor's id of the game (the
 * site's `gameId`); `node_id` is the catalogue node the site stores in
 * favourites. Search and paging run in SQL on the indexes below.
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    vendorCode: text('vendor_code').notNull(),
    /** the vendor's category: RNG, LIVE, … (gameType in the site's words) */
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    /** lower-cased name, for the name search */
    searchName: text('search_name').notNull(),
    classify: text('classify').notNull(),
    /** minimum bet, major units */
    minBet: integer('min_bet').notNull(),
    lineNum: integer('line_num').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    /** launches and rounds, folded in from `game_plays` by a job: orders the popular list */
    popularity: integer('popularity').notNull().default(0),
    /** lottery games: the play type a launch opens with */
    defaultPlayType: text('default_play_type'),
    /** in-house games: which game the server plays (dice, slot), else null */
    inhouseKind: text('inhouse_kind'),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_node_merchant_uq').on(t.nodeId, t.merchantCode),
    uniqueIndex('games_merchant_vendor_code_uq').on(t.merchantCode, t.vendorCode, t.gameCode),
    index('games_list_idx').on(t.merchantCode, t.category, t.vendorCode, t.sortOrder, t.id),
    index('games_classify_idx').on(t.merchantCode, t.category, t.classify),
    index('games_search_idx').on(t.merchantCode, t.searchName),
    index('games_hot_idx').on(t.merchantCode, t.isHot).where(sql`${t.isHot}`),
    index('games_popular_idx').on(t.merchantCode, t.popularity),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull().references(() => members.id),
    nodeId: text('node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('favourite_games_member_idx').on(t.memberId, t.createdAt)],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull().references(() => members.id),
    gameId: integer('game_id').notNull().references(() => games.id),
    vendorCode: text('vendor_code').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_idx').on(t.memberId, t.playedAt)],
);

/** A launch: the token in the game URL, valid for some hours, tied to one member and one game. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id').notNull().references(() => members.id),
    merchantCode: text('merchant_code').notNull().references(() => merchants.code),
    vendorCode: text('vendor_code').notNull(),
    /** null: the vendor's lobby */
    gameId: integer('game_id').references(() => games.id),
    language: text('language'),
    /** the site session that launched it: the launch lives only while that session does (null: none) */
    siteSessionId: integer('site_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** ended before its time: by a logout, a password change or reset, a lock */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('game_sessions_member_idx').on(t.memberId),
    index('game_sessions_expires_idx').on(t.expiresAt),
    index('game_sessions_site_session_idx').on(t.siteSessionId),
  ],
);

/**
 * Launches and rounds not yet counted in `games.popularity`: each one
 * appends a row here (no shared row is updated, so plays of different
 * members never wait for each other), and the popularity job folds them into
 * the counters once a minute.
 */
export const gamePlays = pgTable('game_plays', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  gameId: integer('game_id').notNull().references(() => games.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
