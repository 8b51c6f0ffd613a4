import type { LotteryKind } from '@/shared/contract/lottery-rules';
import { fiveSite } from './five/five-site';
import { kenoSite } from './keno/keno-site';
import { mega645Site } from './mega645/mega645-site';
import { power655Site } from './power655/power655-site';
import type { SiteKind } from './site-kind';
import { vnSite } from './vn/vn-site';

/**
 * The kinds of lottery the site shows, each from its folder: the one list
 * the lobby, the game page, the slip and the histories ask. Every kind of
 * the contract's registry must be here (the type says so).
 */
export const SITE_KINDS = {
  vn: vnSite,
  five: fiveSite,
  keno: kenoSite,
  mega645: mega645Site,
  power655: power655Site,
} as const satisfies Record<LotteryKind, SiteKind>;

export const siteKindOf = (kind: LotteryKind): SiteKind => SITE_KINDS[kind];
