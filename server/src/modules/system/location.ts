import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedNetworks } from '../../db/schema';
import { isLoopback, isPrivateNetwork, isValidIp } from '../../lib/client-ip';

export interface Location {
  ip: string;
  countryCode: string;
  country: string;
}

/**
 * Where a request comes from. The reference server has no GeoIP database:
 * the developer's own machine and network count as Vietnam (the brand's
 * market) and every other address as unknown ('ZZ', the ISO user-assigned
 * code for "unknown").
 */
export function locate(ip: string): Location {
  if (isLoopback(ip) || isPrivateNetwork(ip)) return { ip, countryCode: 'VN', country: 'Vietnam' };
  return { ip, countryCode: 'ZZ', country: 'Unknown' };
}

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
