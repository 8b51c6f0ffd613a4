import type { Tx } from '../db/client';
import { missions } from '../db/schema';
import { toMinor } from '../lib/money';
import { missionSeeds } from './data/missions';

/** The brand's missions (data/missions.ts), once each by code: an operator's changes are kept. */
export async function seedMissions(tx: Tx, merchantCode: string): Promise<void> {
  await tx
    .insert(missions)
    .values(
      missionSeeds.map((m, i) => ({
        merchantCode,
        code: m.code,
        period: m.period,
        metric: m.metric,
        filter: m.filter,
        target: m.metric === 'turnover' ? toMinor(m.target) : BigInt(m.target),
        rewardType: m.rewardType,
        rewardAmount: m.rewardType === 'points' ? BigInt(m.reward) : toMinor(m.reward),
        turnoverMultiple: m.turnoverMultiple,
        titles: m.titles,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}
