import { asc, count, desc, eq } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { MissionMetric, MissionPeriod, MissionRewardType } from '../../../../src/shared/contract/missions';
import type { OperatorMission, OperatorMissionClaim } from '../../../../src/shared/contract/missions-operator';
import type { Db } from '../../db/client';
import { members, missionClaims, missions } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { scopeOf } from '../operator/members';
import { nameIn } from '../points/catalogue';

const CLAIMS_SHOWN = 50;

/** The console's read-only view: the missions of the operator's brand (all brands for an operator of every brand) and their latest claims. */
export async function staffMissions(db: Db, operator: OperatorProfile, language: string | null): Promise<{ missions: OperatorMission[]; claims: OperatorMissionClaim[] }> {
  const scope = scopeOf(operator);
  const [rows, counts, claims] = await Promise.all([
    db
      .select({ mission: missions })
      .from(missions)
      .where(scope === null ? undefined : eq(missions.merchantCode, scope))
      .orderBy(asc(missions.merchantCode), asc(missions.period), asc(missions.sortOrder), asc(missions.id)),
    db
      .select({ missionId: missionClaims.missionId, n: count() })
      .from(missionClaims)
      .where(scope === null ? undefined : eq(missionClaims.merchantCode, scope))
      .groupBy(missionClaims.missionId),
    db
      .select({ claim: missionClaims, titles: missions.titles, account: members.account })
      .from(missionClaims)
      .innerJoin(missions, eq(missions.id, missionClaims.missionId))
      .innerJoin(members, eq(members.id, missionClaims.memberId))
      .where(scope === null ? undefined : eq(missionClaims.merchantCode, scope))
      .orderBy(desc(missionClaims.claimedAt), desc(missionClaims.id))
      .limit(CLAIMS_SHOWN),
  ]);
  const money = (type: string, amount: bigint) => (type === 'points' ? Number(amount) : toMajor(amount));
  return {
    missions: rows.map(({ mission: m }) => ({
      id: m.id,
      code: m.code,
      merchantCode: m.merchantCode,
      period: m.period as MissionPeriod,
      metric: m.metric as MissionMetric,
      title: nameIn(m.titles, language),
      target: m.metric === 'turnover' ? toMajor(m.target) : Number(m.target),
      rewardType: m.rewardType as MissionRewardType,
      reward: money(m.rewardType, m.rewardAmount),
      turnoverMultiple: m.rewardType === 'bonus' ? m.turnoverMultiple : 0,
      enabled: m.enabled,
      claims: Number(counts.find((c) => c.missionId === m.id)?.n ?? 0),
    })),
    claims: claims.map(({ claim: c, titles, account }) => ({
      id: c.id,
      missionId: c.missionId,
      title: nameIn(titles, language),
      member: { id: c.memberId, account },
      merchantCode: c.merchantCode,
      periodKey: c.periodKey,
      rewardType: c.rewardType as MissionRewardType,
      amount: money(c.rewardType, c.rewardAmount),
      claimedAt: c.claimedAt.toISOString(),
    })),
  };
}
