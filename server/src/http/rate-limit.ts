import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateBuckets } from '../db/schema';
import { apiError } from './status';

/**
 * The one rate limiter: sliding windows counted in the database
 * (`rate_buckets`), so every instance counts the same hits. Routes take it
 * as an option (`route(app, endpoint, handler, { limit })`, `operatorRoute`
 * alike); flows with limits of their own (a login per address and per
 * account, codes per recipient) call `hit` with their buckets.
 */
export interface Limit {
  /** hits allowed in one window */
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit and refuses with RATE_LIMITED (429) when the bucket already
 * let `max` hits through within the last `windowSeconds` (a sliding window:
 * never more than `max` in any span of that length, unlike fixed clock
 * windows, which let twice the limit through across a boundary). A refused
 * hit is not recorded, so a client that keeps trying gets through again as
 * soon as its oldest hit leaves the window; the answer says when.
 *
 * One statement decides and records, under the row's lock, so concurrent
 * hits on any instance never let one more through. The time is the
 * database's clock (to the millisecond), the same for every instance however
 * their own clocks drift; `now` replaces it in tests. Answers the time
 * recorded, for `giveBack`.
 */
export async function hit(db: Db, bucket: string, limit: Limit, now?: Date): Promise<Date> {
  const key = bucket.slice(0, 200);
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`date_trunc('milliseconds', statement_timestamp())`;
  const window = sql`make_interval(secs => ${limit.windowSeconds}::double precision)`;
  // the hits of the existing row still inside the window (oldest first)
  const recent = sql`(select coalesce(array_agg(h order by h), '{}') from unnest(${sql.raw('"rate_buckets"."hits"')}) as h where h > ${at} - ${window})`;
  const [passed] = await db
    .insert(rateBuckets)
    .values({ bucket: key, hits: sql`array[${at}]`, expiresAt: sql`${at} + ${window}` })
    .onConflictDoUpdate({
      target: rateBuckets.bucket,
      set: { hits: sql`array_append(${recent}, ${at})`, expiresAt: sql`${at} + ${window}` },
      setWhere: sql`cardinality(${recent}) < ${limit.max}`,
    })
    // the hit just appended: the last element
    .returning({ at: sql<number>`round(extract(epoch from ${rateBuckets.hits}[cardinality(${rateBuckets.hits})]) * 1000)::float8` });
  if (passed) return new Date(Number(passed.at));

  // refused: the next hit passes when the oldest hit within the window leaves it
  const [row] = await db
    .select({
      wait: sql<number | null>`ceil(extract(epoch from (select min(h) from unnest(${rateBuckets.hits}) as h where h > ${at} - ${window}) + ${window} - ${at}))::float8`,
    })
    .from(rateBuckets)
    .where(eq(rateBuckets.bucket, key));
  const retryAfterSeconds = Math.max(1, Number(row?.wait ?? 1));
  throw apiError('RATE_LIMITED', `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, undefined, {
    retryAfterSeconds,
  });
}

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

/**
 * Checks a secret that a signed-in member types again (the old password of a
 * password change; the payment password) under a limit of wrong ones, per
 * member and per kind of secret (`bucket`). The attempt is counted before the
 * check, so a burst cannot slip through and, once refused (RATE_LIMITED), even
 * the right secret waits until the oldest wrong one leaves the window; a right
 * one is given back. Answers whether the secret was right.
 */
export async function verifyLimited(db: Db, bucket: string, limit: Limit, verify: () => Promise<boolean>): Promise<boolean> {
  const attempt = await hit(db, bucket, limit);
  if (!(await verify())) return false;
  await giveBack(db, bucket, attempt);
  return true;
}
