import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateBuckets } from '../../db/schema';
import { apiError } from '../../http/status';

export interface Limit {
  /** hits allowed in one window */
  max: number;
  windowSeconds: number;
}

/**
 * The limits of the identity calls. Counted per IP and per account (or
 * recipient) in the database, so that every instance counts the same hits.
 */
export const limits = {
  loginPerIp: { max: 60, windowSeconds: 600 },
  loginPerAccount: { max: 20, windowSeconds: 600 },
  /** the three social sign-in calls together, like the login per address */
  socialPerIp: { max: 60, windowSeconds: 600 },
  smsPerRecipient: { max: 1, windowSeconds: 60 },
  smsPerRecipientHourly: { max: 6, windowSeconds: 3600 },
  smsPerIp: { max: 20, windowSeconds: 3600 },
  captchaPerIp: { max: 60, windowSeconds: 60 },
  botChallengePerIp: { max: 60, windowSeconds: 60 },
  freePlayPerIp: { max: 30, windowSeconds: 3600 },
  affiliatePerIp: { max: 60, windowSeconds: 60 },
  resetPerIp: { max: 10, windowSeconds: 3600 },
  resetPerAccount: { max: 3, windowSeconds: 3600 },
  /** login-link codes exchanged per address */
  loginLinkPerIp: { max: 30, windowSeconds: 600 },
  /** wrong old passwords of a password change, per member (a right one is given back) */
  oldPasswordPerMember: { max: 5, windowSeconds: 900 },
} satisfies Record<string, Limit>;

/**
 * Counts one hit and refuses with RATE_LIMITED (429) when the bucket already
 * let `max` hits through within the last `windowSeconds` (a sliding window:
 * never more than `max` in any span of that length, unlike fixed clock
 * windows, which let twice the limit through across a boundary). A refused
 * hit is not recorded, so a client that keeps trying gets through again as
 * soon as its oldest hit leaves the window; the answer says when.
 *
 * One statement decides and records, under the row's lock, so concurrent
 * hits on any instance never let one more through. `now` is for tests.
 * Answers the time recorded, for `giveBack`.
 */
export async function hit(db: Db, bucket: string, limit: Limit, now: Date = new Date()): Promise<Date> {
  const key = bucket.slice(0, 200);
  const windowMs = limit.windowSeconds * 1000;
  const at = now.toISOString();
  const since = new Date(now.getTime() - windowMs).toISOString();
  const expiresAt = new Date(now.getTime() + windowMs);
  // the hits of the existing row still inside the window (oldest first)
  const recent = sql`(select coalesce(array_agg(h order by h), '{}') from unnest(${sql.raw('"rate_buckets"."hits"')}) as h where h > ${since}::timestamptz)`;
  const passed = await db
    .insert(rateBuckets)
    .values({ bucket: key, hits: sql`array[${at}::timestamptz]`, expiresAt })
    .onConflictDoUpdate({
      target: rateBuckets.bucket,
      set: { hits: sql`array_append(${recent}, ${at}::timestamptz)`, expiresAt },
      setWhere: sql`cardinality(${recent}) < ${limit.max}`,
    })
    .returning({ bucket: rateBuckets.bucket });
  if (passed.length > 0) return now;

  const [row] = await db
    .select({ oldest: sql<string | null>`(select min(h) from unnest(${rateBuckets.hits}) as h where h > ${since}::timestamptz)` })
    .from(rateBuckets)
    .where(eq(rateBuckets.bucket, key));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  throw apiError('RATE_LIMITED', `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, undefined, {
    retryAfterSeconds,
  });
}

/** The bucket of the accounts created from one address (every kind of registration). */
export const registerBucket = (ip: string) => `register:ip:${ip}`;

/** Accounts created per address: REGISTRATIONS_PER_IP_HOURLY an hour (failed attempts are given back). */
export const registerLimit = (perHour: number): Limit => ({ max: perHour, windowSeconds: 3600 });

/**
 * Takes back one hit recorded by `hit` (its answer): for limits that count
 * only failures (a wrong old password) or only successes (an account
 * created), the attempt is counted first, atomically, and given back when it
 * turns out not to count. Counting afterwards instead would let a burst of
 * concurrent attempts all pass before the first is counted.
 */
export async function giveBack(db: Db, bucket: string, at: Date): Promise<void> {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const position = sql`array_position(${rateBuckets.hits}, ${stamp})`;
  await db
    .update(rateBuckets)
    .set({ hits: sql`${rateBuckets.hits}[:${position} - 1] || ${rateBuckets.hits}[${position} + 1:]` })
    .where(and(eq(rateBuckets.bucket, bucket.slice(0, 200)), sql`${position} is not null`));
}

/**
 * Runs `attempt` counted against `limit` (refused at once when the bucket is
 * full); the hit is given back when `counts` says the outcome does not count.
 */
export async function limited<T>(
  db: Db,
  bucket: string,
  limit: Limit,
  counts: { failure: boolean; success: boolean },
  attempt: () => Promise<T>,
): Promise<T> {
  const at = await hit(db, bucket, limit);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!counts.failure) await giveBack(db, bucket, at);
    throw error;
  }
  if (!counts.success) await giveBack(db, bucket, at);
  return result;
}
