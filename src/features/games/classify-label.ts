import type { TFunction } from 'i18next';

/** Game classifications the catalogue uses, with their labels. */
export const classifyKeys = [
  'dice', 'slots', 'baccarat', 'roulette', 'sicbo', 'dragon-tiger', 'football', 'basketball', 'tennis', 'volleyball',
  'hot', 'new', 'jackpot', 'classic', 'tien-len', 'poker', 'xoc-dia', 'sam', 'lol', 'dota2', 'cs2', 'valorant',
  'vietnam', 'sea', 'international', 'fast', 'keno', 'racing',
] as const;
type ClassifyKey = (typeof classifyKeys)[number];

const isKnown = (key: string): key is ClassifyKey => (classifyKeys as readonly string[]).includes(key);

/** The label of a classification; an unknown one (a new vendor's) shows as it comes. */
export function classifyLabel(t: TFunction, key: string): string {
  return isKnown(key) ? t(`lobby.classifyNames.${key}`) : key;
}
