import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Mission,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionMetric,
  type MissionPeriod,
  type MissionRewardType,
  type MissionSummary,
  type MissionsFailureReason,
} from '../../../../src/shared/contract/missions';
import { queryRows, type Db } from '../../db/client';
import { missionClaims, missions, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { nameIn } from '../points/catalogue';
import { addPointEntry } from '../points/ledger';
import { marketingAllowed, marketingStopped } from '../protection/marketing';
import { grantBonus } from '../records/bonuses';
import { periodKeyOf } from '../promotions/kinds';
import { maskAccount } from '../withdraw/upline';
import { measure } from './progress';
import { missionWindowOf, type MissionWindow } from './window';

type MissionRow = typeof missions.$inferSelect;
type ClaimRow = typeof missionClaims.$inferSelect;

/** `value.reason` of a refusal (`missionsFailureReasons`) */
const reason = (r: MissionsFailureReason) => ({ reason: r });

/** The ledger's, the bonus's and the points entry's key of a claim: member, mission and period, so it is paid once whoever pays it. */
export const missionKey = (memberId: number, missionId: number, periodKey: string) => `mission:${memberId}:${missionId}:${periodKey}`;

/** The leaderboard's week of a period: a day's ISO week, or the week itself. */
const weekKeyOf = (window: MissionWindow) => periodKeyOf('W', window.start);

/** The brand's missions in use, daily first, in their order. */
async function brandMissions(db: Db, merchantCode: string, ids?: number[]): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantCode, merchantCode), eq(missions.enabled, true), ids ? inArray(missions.id, ids) : undefined))
    .orderBy(asc(missions.period), asc(missions.sortOrder), asc(missions.id));
}

/** Money is shown in major units; counts and points as they are. */
const shown = (metric: string, value: bigint) => (metric === 'turnover' ? toMajor(value) : Number(value));
const shownReward = (type: string, amount: bigint) => (type === 'points' ? Number(amount) : toMajor(amount));

function missionOf(row: MissionRow, window: MissionWindow, progress: bigint, claim: ClaimRow | undefined, language: string | null): Mission {
  return {
    id: row.id,
    code: row.code,
    period: row.period as MissionPeriod,
    metric: row.metric as MissionMetric,
    title: nameIn(row.titles, language),
    target: shown(row.metric, row.target),
    progress: shown(row.metric, progress),
    state: claim ? 'claimed' : progress >= row.target ? 'claimable' : 'inProgress',
    rewardType: row.rewardType as MissionRewardType,
    reward: shownReward(row.rewardType, row.rewardAmount),
    turnoverMultiple: row.rewardType === 'bonus' ? row.turnoverMultiple : 0,
    periodKey: window.key,
    endsAt: window.end.toISOString(),
    claimedAt: claim?.claimedAt.toISOString() ?? null,
  };
}

/**
 * The member's missions in the current day and week: each with its progress
 * measured now from the records, and whether it is claimed. The pending
 * count (the menu's badge) is the missions complete and not claimed; a
 * member whom a time-out or self-exclusion holds sees their missions but
 * claims none, so nothing is pending for them.
 */
export async function missionSummary(db: Db, member: Member, language: string | null, now: Date = new Date()): Promise<MissionSummary> {
  const rows = await brandMissions(db, member.merchantCode);
  const windows = { D: missionWindowOf('D', now), W: missionWindowOf('W', now) };
  const claims =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(missionClaims)
          .where(and(eq(missionClaims.memberId, member.id), inArray(missionClaims.periodKey, [windows.D.key, windows.W.key])));
  const list = await Promise.all(
    rows.map(async (row) => {
      const window = windows[row.period as MissionPeriod];
      const claim = claims.find((c) => c.missionId === row.id && c.periodKey === window.key);
      const progress = await measure(db, member.id, row, window);
      return missionOf(row, window, progress, claim, language);
    }),
  );
  const stopped = await marketingStopped(db, member.id);
  return {
    missions: list,
    pendingCount: stopped ? 0 : list.filter((m) => m.state === 'claimable').length,
    claimBlocked: stopped ? 'marketingStopped' : null,
  };
}

/**
 * Claims a mission of the current period: measured again inside the
 * transaction, then paid once. Claims of the same member, mission and
 * period wait for each other (an advisory lock), and the unique claim row
 * and the ledger's key stand behind it: a repeat answers the paid claim and
 * pays nothing. Cash and bonus go through `grantBonus` (the ledger's `bonus`
 * movement; a bonus with its turnover), points through the points ledger.
 */
export async function claimMission(db: Db, member: Member, missionId: number, language: string | null, now: Date = new Date()): Promise<MissionClaim> {
  if (await marketingStopped(db, member.id)) {
    throw apiError('FORBIDDEN', 'Missions are closed to your account during a time-out or self-exclusion.', undefined, reason('marketingStopped'));
  }
  const [row] = await brandMissions(db, member.merchantCode, [missionId]);
  if (!row) throw apiError('NOT_FOUND', 'This mission does not exist.', undefined, reason('missionNotFound'));
  const window = missionWindowOf(row.period as MissionPeriod, now);
  const key = missionKey(member.id, row.id, window.key);
  const claim = await db.transaction(async (tx) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [existing] = await tx
      .select()
      .from(missionClaims)
      .where(and(eq(missionClaims.missionId, row.id), eq(missionClaims.memberId, member.id), eq(missionClaims.periodKey, window.key)));
    if (existing) return existing;
    const progress = await measure(tx, member.id, row, window);
    if (progress < row.target) {
      throw apiError('CONFLICT', 'This mission is not complete yet.', undefined, {
        ...reason('notComplete'),
        progress: shown(row.metric, progress),
        target: shown(row.metric, row.target),
      });
    }
    const [created] = await tx
      .insert(missionClaims)
      .values({
        missionId: row.id,
        memberId: member.id,
        merchantCode: member.merchantCode,
        periodKey: window.key,
        weekKey: weekKeyOf(window),
        progress,
        rewardType: row.rewardType,
        rewardAmount: row.rewardAmount,
        turnoverMultiple: row.rewardType === 'bonus' ? row.turnoverMultiple : 0,
        claimedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [paid] = await tx
        .select()
        .from(missionClaims)
        .where(and(eq(missionClaims.missionId, row.id), eq(missionClaims.memberId, member.id), eq(missionClaims.periodKey, window.key)));
      if (!paid) throw new Error(`mission claim ${key} vanished`);
      return paid;
    }
    if (row.rewardType === 'points') {
      await addPointEntry(tx, { memberId: member.id, kind: 'earn', points: Number(row.rewardAmount), idempotencyKey: key });
      return created;
    }
    const granted = await grantBonus(tx, {
      memberId: member.id,
      merchantCode: member.merchantCode,
      reason: 'promotion',
      amount: row.rewardAmount,
      turnoverMultiple: created.turnoverMultiple,
      key,
    });
    const [updated] = await tx
      .update(missionClaims)
      .set({ bonusId: granted.id, transactionId: granted.transactionId })
      .where(eq(missionClaims.id, created.id))
      .returning();
    return updated ?? created;
  });
  const summary = await missionSummary(db, member, language, now);
  const mission =
    summary.missions.find((m) => m.id === row.id && m.periodKey === claim.periodKey) ??
    // the period rolled over between the claim and the answer: the claimed period as it was
    missionOf(row, window, claim.progress, claim, language);
  return {
    mission,
    rewardType: claim.rewardType as MissionRewardType,
    amount: shownReward(claim.rewardType, claim.rewardAmount),
    turnoverMultiple: claim.turnoverMultiple,
    pendingCount: summary.pendingCount,
  };
}

const LEADERBOARD_SIZE = 20;

/**
 * This week's leaderboard of the brand (the ISO week of UTC+7): members by
 * missions claimed in it (the daily ones of its days and the weekly one),
 * then by the points those claims paid, then who got there first. Accounts
 * are masked as the site masks them (`te***01`); members whom marketing must
 * leave alone are not listed. The caller's own line comes with it.
 */
export async function missionLeaderboard(db: Db, member: Member, now: Date = new Date()): Promise<MissionLeaderboard> {
  const week = missionWindowOf('W', now);
  const rows = await queryRows<{ member_id: number; account: string; completed: string; points: string; place: string }>(
    db,
    sql`with totals as (
          select c.member_id, count(*) as completed,
                 coalesce(sum(c.reward_amount) filter (where c.reward_type = 'points'), 0) as points,
                 max(c.claimed_at) as last_at
          from mission_claims c
          where c.merchant_code = ${member.merchantCode} and c.week_key = ${week.key} and ${marketingAllowed(sql`c.member_id`)}
          group by c.member_id
        ), ranked as (
          select t.*, row_number() over (order by t.completed desc, t.points desc, t.last_at asc, t.member_id asc) as place
          from totals t
        )
        select r.member_id, m.account, r.completed::text, r.points::text, r.place::text
        from ranked r join members m on m.id = r.member_id
        where r.place <= ${LEADERBOARD_SIZE} or r.member_id = ${member.id}
        order by r.place`,
  );
  const line = (r: (typeof rows)[number]) => ({ rank: Number(r.place), account: maskAccount(r.account), completed: Number(r.completed), points: Number(r.points) });
  const mine = rows.find((r) => Number(r.member_id) === member.id);
  let me: MissionLeaderboard['me'] = mine ? { rank: Number(mine.place), completed: Number(mine.completed), points: Number(mine.points) } : { rank: null, completed: 0, points: 0 };
  if (!mine) {
    // not ranked (nothing claimed, or not listed): the member's own week all the same
    const [own] = await queryRows<{ completed: string; points: string }>(
      db,
      sql`select count(*)::text as completed, coalesce(sum(reward_amount) filter (where reward_type = 'points'), 0)::text as points
          from mission_claims where member_id = ${member.id} and week_key = ${week.key}`,
    );
    me = { rank: null, completed: Number(own?.completed ?? 0), points: Number(own?.points ?? 0) };
  }
  return {
    week: week.key,
    from: week.start.toISOString(),
    to: week.end.toISOString(),
    entries: rows.filter((r) => Number(r.place) <= LEADERBOARD_SIZE).map(line),
    me,
  };
}
