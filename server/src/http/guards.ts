import type { Db } from '../db/client';
import { isBlocked } from '../modules/system/location';
import type { Merchant } from './merchant';
import { apiError } from './status';

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
