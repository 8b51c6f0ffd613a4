import type { CentrePageLoader } from '@/features/centres/lazy-centre-page';
import { incomeSourceSwitches } from '@/shared/contract/agent-switches';

/**
 * The building blocks of the centre registry (`centre-pages.ts`).
 *
 * A page is either a loader of the feature module that owns it, which
 * exports the page as `Component` (like a route module), or `comingSoon`
 * while it is not built: the centre then shows its coming-soon panel with
 * the page's title, never another page.
 */
export type { CentrePageLoader };

export const comingSoon = 'comingSoon';
export type CentrePageSource = CentrePageLoader | typeof comingSoon;

/**
 * The agent centre's entry types that follow a switch (spec section 2: "Menu
 * entry fields: name, page, data path, optional type"), with the whitelabel
 * module that switches each on: the switches of the kinds of pay, so the
 * entries and the income page follow one table (`incomeSourceSwitches`).
 */
export const agentEntrySwitches = {
  enableCt: incomeSourceSwitches.dividend,
  salary: incomeSourceSwitches.dailySalary,
  hourSalary: incomeSourceSwitches.hourSalary,
  agentRealtimeSalary: incomeSourceSwitches.realtimeSalary,
} as const;
export type AgentEntryType = keyof typeof agentEntrySwitches;

export interface CentrePageDefinition {
  source: CentrePageSource;
  /** listed in the centre's menu (false: a sub-page opened from elsewhere, such as the header) */
  inMenu: boolean;
  /** the entry shows only while its switch is on */
  type?: AgentEntryType;
}

/** A registry line: a source alone (a menu entry), or a source with more to say. */
export type CentreRegistryEntry = CentrePageSource | CentrePageDefinition;
export type CentreRegistry = Record<string, CentreRegistryEntry>;

/** A page opened from elsewhere (the header's account menu), not listed in the centre's menu. */
export const subPage = (source: CentrePageSource): CentrePageDefinition => ({ source, inMenu: false });

/** A menu entry shown only while the switch of its type is on. */
export const switchedBy = (type: AgentEntryType, source: CentrePageSource): CentrePageDefinition => ({ source, inMenu: true, type });

export function definitionOf(entry: CentreRegistryEntry): CentrePageDefinition {
  return typeof entry === 'object' ? entry : { source: entry, inMenu: true };
}

/** The pages of a registry in its order (the menu's order). */
export function pagesOf<R extends CentreRegistry>(registry: R): Extract<keyof R, string>[] {
  return Object.keys(registry) as Extract<keyof R, string>[];
}
