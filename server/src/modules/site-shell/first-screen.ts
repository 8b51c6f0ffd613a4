import type { HomeNotice } from '../../../../src/shared/contract/content';
import type { VendorLane } from '../../../../src/shared/contract/games';
import type { SystemStatus } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { readCache } from '../../db/read-cache';
import type { Merchant } from '../../http/merchant';
import type { FirstScreen } from '../../http/site-shell';
import { homeNotice } from '../content/home-notice';
import { cachedVendorLanes } from '../games/vendors';
import { systemStatus } from '../system/status';

/** The home notice's types the site asks for (src/shared/api/core-api.ts `homeNotice`). */
const SITE_NOTICE_TYPES = 'B,PL,PU,PR,H';

/** No address and no country: the shell is the same for every visitor; the browser asks for its own status after. */
const nobodysLocation: SystemStatus['location'] = { ip: '', countryCode: '', country: '' };

/**
 * What the visitor's first screen is rendered from: the same answers a
 * visitor's status, home notice and vendors calls get, read from the read
 * cache (a page rendered whole gets its own calls' answers too: page-answers.ts), or null when the site is not open to this visitor (maintenance, a
 * blocked address: the browser shows those pages itself). No session is
 * read: a member gets the visitor's shell too.
 */
export async function firstScreen(db: Db, merchant: Merchant, ip: string, language: string): Promise<FirstScreen | null> {
  const cache = readCache(db);
  const [status, notice, lanes] = await Promise.all([
    systemStatus(db, cache, merchant, ip),
    homeNotice(db, cache, merchant.code, null, { types: SITE_NOTICE_TYPES, language }),
    cachedVendorLanes(db, cache, merchant.code),
  ]);
  if (status.status !== 0) return null;
  const shellStatus: SystemStatus = { ...status, location: nobodysLocation };
  const shellNotice: HomeNotice = notice;
  const vendors: { data: { lanes: VendorLane[] } } = { data: { lanes } };
  return {
    status: shellStatus,
    homeNotice: shellNotice,
    vendors,
    // the cached values this answer is made of: the same objects while the read cache's versions stand
    // (site-info, notice and lanes), so the rendered shell is kept by them; a page rendered whole adds its
    // answers' (page-answers.ts)
    parts: [status.info, notice.banners, notice.popup, notice.promotion, lanes],
  };
}
