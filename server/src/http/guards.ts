import { BlockList, isIPv6 } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readCache, type ReadCache } from '../db/read-cache';
import { blockedNetworks } from '../db/schema';
import { isValidIp } from '../lib/client-ip';
import type { Merchant } from './merchant';
import { apiError } from './status';

/** The enabled entries of the blocked list as an in-memory list (`net.BlockList`), from the read cache. */
function blockList(db: Db, cache: ReadCache): Promise<BlockList> {
  return cache.read('brand', 'blocked-networks', async () => {
    const rows = await db.select({ network: blockedNetworks.network }).from(blockedNetworks).where(eq(blockedNetworks.enabled, true));
    const list = new BlockList();
    for (const { network } of rows) {
      const [address = '', bits] = network.split('/');
      const family = isIPv6(address) ? 'ipv6' : 'ipv4';
      list.addSubnet(address, bits === undefined ? (family === 'ipv6' ? 128 : 32) : Number(bits), family);
    }
    return list;
  });
}

/** True when an enabled entry of the blocked list covers the address (single addresses or CIDR ranges). */
export async function isBlocked(db: Db, ip: string, cache: ReadCache = readCache(db)): Promise<boolean> {
  if (!isValidIp(ip)) return false;
  return (await blockList(db, cache)).check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
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
