import { useTranslation } from 'react-i18next';
import type { LotteryMenuItem } from '@/shared/contract/lottery';
import type { LotteryKind } from '@/shared/contract/lottery-rules';
import { LOTTERY_NS } from '../lottery-texts';
import type { SiteKind } from './site-kind';
import { regionKeys } from './vn/region-names';

function RegionTag({ game }: { game: LotteryMenuItem }) {
  const { t } = useTranslation(LOTTERY_NS);
  return game.region ? <span>{t(regionKeys[game.region])}</span> : null;
}

/**
 * What the lobby shows of each kind: the route its games open on and the tag
 * beside a game's name. Apart from the kinds' folders (which bring their
 * rules, result layouts and pickers, with the contract's validators) so the
 * lobby's first screen loads none of that; each kind's site takes its part
 * from here.
 */
export const LOBBY_KINDS = {
  vn: { route: 'vnlottery', Tag: RegionTag },
  five: { route: 'lottery' },
  keno: { route: 'lottery' },
  mega645: { route: 'lottery' },
  power655: { route: 'lottery' },
} as const satisfies Record<LotteryKind, Pick<SiteKind, 'route' | 'Tag'>>;

export const lobbyKindOf = (kind: LotteryKind): Pick<SiteKind, 'route' | 'Tag'> => LOBBY_KINDS[kind];
