import { missions } from '../../server/src/db/schema';
import { findGameSession, playRound, type GameSessionInfo } from '../../server/src/modules/inhouse/play';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import type { TestServer } from './helpers';

/**
 * Inputs of the missions' endpoints for the contract test: a mission of one
 * round today, which demo completes with one in-house dice round, so that
 * its claim answers. `prepareMissionsContract` fills in its id.
 */
export const missionsContractInputs = {
  missionSummary: {},
  missionLeaderboard: {},
  claimMission: { missionId: 0 } as Record<string, unknown>,
};

export async function prepareMissionsContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const [mission] = await s.db
    .insert(missions)
    .values({ merchantCode: 'LOTUS', code: 'contract-one-round', period: 'D', metric: 'rounds', target: 1n, rewardType: 'cash', rewardAmount: 100_000n, titles: { EN: 'Play a round' } })
    .returning({ id: missions.id });
  if (!mission) throw new Error('no contract mission');
  const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
  if (!demo) throw new Error('no demo member');
  const { launchGame } = await import('../../server/src/modules/games/launch');
  const launched = await launchGame(s.db, { id: demo.id, merchantCode: 'LOTUS', sessionId: null }, { nodeId: 'XGS-DICE', vassalage: 'XGS', gameId: 'XGS_DICE' }, 'EN');
  const session = (await findGameSession(s.db, new URL(launched.game_url, 'http://x').searchParams.get('session') ?? '')) as GameSessionInfo;
  await playRound(s.db, session, { roundId: 'contract-mission-0001', stake: 1000, target: 50, direction: 'under' });
  (all as unknown as typeof missionsContractInputs).claimMission.missionId = mission.id;
}
