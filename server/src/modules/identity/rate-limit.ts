import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
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
} satisfies Record<string, Limit>;

/**
 * Counts one hit in a fixed window and refuses with RATE_LIMITED (429) when
 * the bucket is over its limit. The answer says how long to wait.
 */
export async function hit(db: Db, bucket: string, limit: Limit): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: bucket.slice(0, 200), windowStart, hits: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  if ((row?.hits ?? 1) > limit.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw apiError('RATE_LIMITED', `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, undefined, {
      retryAfterSeconds,
    });
  }
}
