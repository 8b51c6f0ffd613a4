import type { ComponentType } from 'react';
import {
  CardsIcon,
  DiceIcon,
  EsportsIcon,
  FishIcon,
  LiveIcon,
  LotteryIcon,
  SlotIcon,
  SportsIcon,
} from '@/shared/components/icons';
import type { GameCategoryRoute } from '@/shared/config/paths';
import type { GameCategory } from '@/shared/contract/models';

export interface CategoryEntry {
  /** the vendor lanes this entry gathers */
  categories: readonly GameCategory[];
  route: GameCategoryRoute;
  labelKey:
    | 'nav.inhouse'
    | 'nav.lottery'
    | 'nav.live'
    | 'nav.sports'
    | 'nav.fish'
    | 'nav.pvp'
    | 'nav.slots'
    | 'nav.esports';
  Icon: ComponentType<{ size?: number }>;
}

/** Order of the specification (left menu, home lanes): In-House, then lottery … esports. */
export const menuCategories: readonly CategoryEntry[] = [
  { categories: ['INHOUSE'], route: 'inhouse', labelKey: 'nav.inhouse', Icon: DiceIcon },
  { categories: ['LOTT', 'ELOTT'], route: 'elott', labelKey: 'nav.lottery', Icon: LotteryIcon },
  { categories: ['LIVE'], route: 'live', labelKey: 'nav.live', Icon: LiveIcon },
  { categories: ['SPORTS'], route: 'sports', labelKey: 'nav.sports', Icon: SportsIcon },
  { categories: ['FISH'], route: 'fish', labelKey: 'nav.fish', Icon: FishIcon },
  { categories: ['PVP'], route: 'pvp', labelKey: 'nav.pvp', Icon: CardsIcon },
  { categories: ['RNG'], route: 'rng', labelKey: 'nav.slots', Icon: SlotIcon },
  { categories: ['ESPORTS'], route: 'esports', labelKey: 'nav.esports', Icon: EsportsIcon },
];
