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
import type { GameCategory } from '@/shared/contract/games';

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

export interface VendorSplit {
  /** vendor codes shown under esports, wherever their lane is (spec: AV, AI, IMES, TF, IA) */
  esportsVendors: readonly string[];
  /** vendor codes of the in-house games (spec: XGS, SS) */
  inhouseVendors: readonly string[];
}

/**
 * The vendors of a category route: the cards of its lanes, with the esports
 * vendors split from sports by the configured list, and the in-house
 * vendors gathered by theirs.
 */
export function vendorsForRoute<C extends { vassalage: string }>(
  route: GameCategoryRoute,
  lanes: readonly { gameCategory: GameCategory; cards: readonly C[] }[],
  split: VendorSplit | null,
): C[] {
  const esports = new Set(split?.esportsVendors ?? []);
  const inhouse = new Set(split?.inhouseVendors ?? []);
  const all = lanes.flatMap((lane) => lane.cards.map((card) => ({ card, category: lane.gameCategory })));
  const seen = new Set<string>();
  const unique = (list: { card: C }[]) =>
    list
      .map((x) => x.card)
      .filter((card) => {
        if (seen.has(card.vassalage)) return false;
        seen.add(card.vassalage);
        return true;
      });
  switch (route) {
    case 'esports':
      return unique(all.filter((x) => esports.has(x.card.vassalage) || (x.category === 'ESPORTS' && !inhouse.has(x.card.vassalage))));
    case 'sports':
      return unique(all.filter((x) => x.category === 'SPORTS' && !esports.has(x.card.vassalage)));
    case 'inhouse':
      return unique(all.filter((x) => inhouse.has(x.card.vassalage) || x.category === 'INHOUSE'));
    default: {
      const entry = menuCategories.find((c) => c.route === route);
      const categories: readonly string[] = entry?.categories ?? [];
      return unique(all.filter((x) => categories.includes(x.category) && !inhouse.has(x.card.vassalage)));
    }
  }
}
