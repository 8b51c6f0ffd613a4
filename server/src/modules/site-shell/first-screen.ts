import type { HomeNotice } from '../../../../src/shared/contract/content';
import { POPULAR_COUNT, type VendorLane } from '../../../../src/shared/contract/games';
import type { SystemStatus } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { readCache } from '../../db/read-cache';
import type { Merchant } from '../../http/merchant';
import type { FirstScreen } from '../../http/site-shell';
import { homeNotice } from '../content/home-notice';
import { cachedHotGames, cachedPopularGames } from '../games/catalogue';
import { cachedVendorLanes } from '../games/vendors';
import { systemStatus } from '../system/status';

/** The home notice's types the site asks for (src/shared/api/core-api.ts `homeNotice`). */
const SITE_NOTICE_TYPES = 'B,PL,PU,PR,H';

/** No address and no country: the shell is the same for every visitor; the browser asks for its own status after. */
const nobodysLocation: SystemStatus['location'] = { ip: '', countryCode: '', country: '' };

/**
 * What the visitor's first screen is rendered from: the same answers a
 * visitor's status, home notice and vendors calls get, read from the read
 * cache, or null when the site is not open to this visitor (maintenance, a
 * blocked address: the browser shows those pages itself). No session is
 * read: a member gets the visitor's shell too.
 */
export async function firstScreen(db: Db, merchant: Merchant, ip: string, language: string): Promise<FirstScreen | null> {
  const cache = readCache(db);
  const [status, notice, lanes, hot, popular] = await Promise.all([
    systemStatus(db, cache, merchant, ip),
    homeNotice(db, cache, merchant.code, null, { types: SITE_NOTICE_TYPES, language }),
    cachedVendorLanes(db, cache, merchant.code),
    // the home page is rendered with its hot and popular games (the same answers as /wps/game/hot and /popular)
    cachedHotGames(db, cache, merchant.code),
    cachedPopularGames(db, cache, merchant.code, POPULAR_COUNT),
  ]);
  if (status.status !== 0) return null;
  const shellStatus: SystemStatus = { ...status, location: nobodysLocation };
  const shellNotice: HomeNotice = notice;
  const vendors: { data: { lanes: VendorLane[] } } = { data: { lanes } };
  return {
    status: shellStatus,
    homeNotice: shellNotice,
    vendors,
    games: { hot, popular },
    // the cached values this answer is made of: the same objects while the read cache's versions stand
    // (site-info, notice, lanes and games), so the rendered shell is kept by them
    parts: [status.info, notice.banners, notice.popup, notice.promotion, lanes, hot, popular],
  };
}
