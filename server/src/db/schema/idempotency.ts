import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Idempotent calls of the API (server/src/http/idempotency.ts).

/**
 * The first answer to each idempotent call, per caller (a member, or an
 * address without a session), endpoint and Idempotency-Key, with a hash of
 * the request: a repeat gets this answer, a reuse of the key for another
 * request is refused. In the database, so every instance sees it; deleted a
 * day after (the clean-up job).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** pending while the first call runs, then done */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    /** the answer's JSON exactly as it was sent */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the state last changed: a pending call older than a minute is taken to have died */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.endpoint, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
