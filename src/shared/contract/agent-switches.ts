import { isModuleOn, type WhitelabelNode } from './system-rules';

/*
 * The agent's kinds of pay and the whitelabel switches that offer them: a
 * small module of its own (no schema), so that the centre registry in the
 * first chunk can build its menu switches from it.
 */

/** Where the agent's income comes from. */
export const incomeSources = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary', 'rebate'] as const;
export type IncomeSource = (typeof incomeSources)[number];

/**
 * The whitelabel switch of each kind of pay: the same switches that show
 * the agent centre's entries (`agentEntrySwitches` in app/centre-registry.ts
 * is built from this table). Rebates follow no switch.
 */
export const incomeSourceSwitches = {
  dividend: 'DIVIDEND',
  dailySalary: 'SALARY',
  hourSalary: 'HOURSALARY',
  realtimeSalary: 'REALTIMESALARY',
  rebate: null,
} as const satisfies Record<IncomeSource, string | null>;

/**
 * The kinds of pay a brand's switches leave on, in order: a kind whose
 * entry the menu hides is neither computed nor sent by the server, so the
 * income page never shows pay the menu does not offer (one rule: `isModuleOn`).
 */
export function incomeSourcesOn(modules: readonly WhitelabelNode[]): IncomeSource[] {
  return incomeSources.filter((source) => {
    const modId = incomeSourceSwitches[source];
    return modId === null || isModuleOn(modules, modId);
  });
}
