import { api } from '@/shared/contract/api';
import type { Mission, MissionLeaderboard, MissionSummary } from '@/shared/contract/missions';
import { missionsOperatorApi } from '@/shared/contract/missions-operator';
import { contractHandler, MockFailure } from '../contract-handler';
import { bearer, requireSession } from '../session-guard';
import { mockOperators, operatorMock } from './operator';

/*
 * The missions of the mocked platform: two daily missions (3 in-house wins,
 * complete and claimable; 20 slot rounds, 7 played) and a weekly turnover
 * one, the week's leaderboard, and a claim that pays a complete mission once.
 */

export function buildMission(overrides: Partial<Mission> = {}): Mission {
  return {
    id: 1,
    code: 'daily-inhouse-wins',
    period: 'D',
    metric: 'wins',
    title: 'Win 3 in-house rounds',
    target: 3,
    progress: 3,
    state: 'claimable',
    rewardType: 'cash',
    reward: 5_000,
    turnoverMultiple: 0,
    periodKey: '2026-11-28',
    endsAt: '2026-11-28T17:00:00.000Z',
    claimedAt: null,
    ...overrides,
  };
}

export function buildMissionSummary(missions: Mission[] = seededMissions()): MissionSummary {
  return { missions, pendingCount: missions.filter((m) => m.state === 'claimable').length, claimBlocked: null };
}

function seededMissions(): Mission[] {
  return [
    buildMission(),
    buildMission({ id: 2, code: 'daily-slot-rounds', metric: 'rounds', title: 'Play 20 slot rounds', target: 20, progress: 7, state: 'inProgress', rewardType: 'points', reward: 50 }),
    buildMission({
      id: 5,
      code: 'weekly-turnover',
      period: 'W',
      metric: 'turnover',
      title: 'Bet 1,000,000 ₫ in any game this week',
      target: 1_000_000,
      progress: 250_000,
      state: 'inProgress',
      rewardType: 'points',
      reward: 200,
      periodKey: '2026-W48',
      endsAt: '2026-11-29T17:00:00.000Z',
    }),
  ];
}

export function buildLeaderboard(overrides: Partial<MissionLeaderboard> = {}): MissionLeaderboard {
  return {
    week: '2026-W48',
    from: '2026-11-22T17:00:00.000Z',
    to: '2026-11-29T17:00:00.000Z',
    entries: [
      { rank: 1, account: 'te***07', completed: 6, points: 300 },
      { rank: 2, account: 'lu***ky', completed: 4, points: 100 },
    ],
    me: { rank: null, completed: 0, points: 0 },
    ...overrides,
  };
}

/** A fresh mock: its state (claims counted) and its handlers. */
export function missionsHandlersOf(summary: MissionSummary = buildMissionSummary(), board: MissionLeaderboard = buildLeaderboard()) {
  const state = { summary, board, claims: 0 };
  const handlers = [
    contractHandler(api.missionSummary, ({ request }) => requireSession(request) ?? state.summary),
    contractHandler(api.missionLeaderboard, ({ request }) => requireSession(request) ?? state.board),
    contractHandler(api.claimMission, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const mission = state.summary.missions.find((m) => m.id === body.missionId);
      if (!mission) return new MockFailure(404, 'NOT_FOUND', 'This mission does not exist.', undefined, { reason: 'missionNotFound' });
      if (state.summary.claimBlocked) return new MockFailure(403, 'FORBIDDEN', 'Closed.', undefined, { reason: 'marketingStopped' });
      if (mission.state === 'inProgress') {
        return new MockFailure(409, 'CONFLICT', 'This mission is not complete yet.', undefined, { reason: 'notComplete', progress: mission.progress, target: mission.target });
      }
      if (mission.state === 'claimable') {
        state.claims += 1;
        const claimed = { ...mission, state: 'claimed' as const, claimedAt: '2026-11-28T08:00:00.000Z' };
        state.summary = buildMissionSummary(state.summary.missions.map((m) => (m.id === mission.id ? claimed : m)));
        const me = state.board.me;
        state.board = { ...state.board, me: { rank: 3, completed: me.completed + 1, points: me.points + (mission.rewardType === 'points' ? mission.reward : 0) } };
      }
      const paid = state.summary.missions.find((m) => m.id === mission.id) ?? mission;
      return { mission: paid, rewardType: paid.rewardType, amount: paid.reward, turnoverMultiple: paid.turnoverMultiple, pendingCount: state.summary.pendingCount };
    }),
  ];
  return { state, handlers };
}

export const missionsHandlers = missionsHandlersOf().handlers;

// ——— the console's side: the brand's missions and the latest claims (missions-operator.ts) ———

function staffOf(request: Request) {
  const username = operatorMock.tokens.get(bearer(request));
  return username ? mockOperators[username]?.profile : undefined;
}

export const consoleMissionsHandlers = [
  contractHandler(missionsOperatorApi.operatorMissions, ({ request }) =>
    staffOf(request)
      ? {
          missions: [
            { id: 1, code: 'daily-inhouse-wins', merchantCode: 'LOTUS', period: 'D' as const, metric: 'wins' as const, title: 'Win 3 in-house rounds', target: 3, rewardType: 'cash' as const, reward: 5_000, turnoverMultiple: 0, enabled: true, claims: 12 },
            { id: 4, code: 'weekly-deposits', merchantCode: 'LOTUS', period: 'W' as const, metric: 'deposits' as const, title: 'Deposit twice this week', target: 2, rewardType: 'bonus' as const, reward: 50_000, turnoverMultiple: 5, enabled: true, claims: 3 },
          ],
          claims: [
            { id: 30, missionId: 1, title: 'Win 3 in-house rounds', member: { id: 7, account: 'team07' }, merchantCode: 'LOTUS', periodKey: '2026-11-28', rewardType: 'cash' as const, amount: 5_000, claimedAt: '2026-11-28T08:00:00.000Z' },
          ],
        }
      : new MockFailure(401, 'UNAUTHORIZED', 'Please sign in.'),
  ),
];
