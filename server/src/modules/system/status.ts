import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { SystemStatus } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { isBlocked } from '../../http/guards';
import type { Merchant } from '../../http/merchant';
import { locate } from './location';
import { buildSiteInfo } from './site-info';

/** The first call of the site: open, in maintenance or refused for the visitor's address, with the brand's configuration. */
export async function systemStatus(db: Db, cache: ReadCache, merchant: Merchant, ip: string): Promise<ResponseOf<typeof api.systemStatus>> {
  const location = locate(ip);
  const [info, blocked] = await Promise.all([
    cache.read('brand', `site-info:${merchant.code}`, () => buildSiteInfo(db, merchant)),
    isBlocked(db, ip, cache),
  ]);
  // a blocked visitor learns about the restriction, not about maintenance
  const status: SystemStatus['status'] = blocked ? 2 : merchant.maintenance ? 1 : 0;
  return {
    status,
    maintenance:
      status === 1
        ? {
            title: merchant.maintenanceTitle,
            message: merchant.maintenanceMessage,
            until: merchant.maintenanceUntil?.toISOString() ?? null,
          }
        : null,
    regionRestriction: status === 2 ? { ip: location.ip, country: location.country } : null,
    location,
    info,
  };
}
