import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blockedNetworks } from '../db/schema';
import { isValidIp } from '../lib/client-ip';
import type { Merchant } from './merchant';
import { apiError } from './status';

/** True when an enabled entry of the blocked list covers the address (single addresses or CIDR ranges). */
export async function isBlocked(db: Db, ip: string): Promise<boolean> {
  if (!isValidIp(ip)) return false;
  const [hit] = await db
    .select({ id: blockedNetworks.id })
    .from(blockedNetworks)
    .where(and(eq(blockedNetworks.enabled, true), sql`${ip}::inet <<= ${blockedNetworks.network}`))
    .limit(1);
  return hit !== undefined;
}

/**
 * Calls that change state (log in, register, and later money) are refused
 * while the brand is in maintenance or for a blocked address, not only hidden
 * by the site: a script does not look at the status page.
 */
export async function assertOpen(db: Db, merchant: Merchant, ip: string): Promise<void> {
  if (merchant.maintenance) {
    throw apiError('MAINTENANCE', 'The site is under maintenance. Please come back a little later.');
  }
  if (await isBlocked(db, ip)) {
    throw apiError('FORBIDDEN', 'Access from your network or location is not allowed.', undefined, { reason: 'ipBlocked' });
  }
}
