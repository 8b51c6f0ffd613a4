import { eq } from 'drizzle-orm';
import { promotionRewards, promotionRules, promotions } from '../../server/src/db/schema';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { settleMemberRewards } from '../../server/src/modules/promotions/engine';
import type { TestServer } from './helpers';

/**
 * Inputs of the promotion calls for the contract test: the demo member's
 * registration gift to claim, the Zalo application to apply to, and a
 * promotion joined by button and one joined by code written for the test.
 */
export const promotionsContractInputs = {
  activityList: { tab: 'all' },
  getActivity: { id: 0 } as Record<string, unknown>,
  joinActivity: { id: 0 } as Record<string, unknown>,
  joinActivityByCode: { id: 0, code: 'LOTUS2030' } as Record<string, unknown>,
  applyActivity: { id: 0, comment: 'Followed on Zalo', imageIds: [] } as Record<string, unknown>,
  rewardCentre: {},
  claimReward: { rewardId: 0 } as Record<string, unknown>,
  rebateSummary: {},
  claimRebate: {},
  referralSummary: {},
  referralFriends: { pageNo: 1 },
  leaderboard: { id: 0 } as Record<string, unknown>,
  raffle: { id: 0 } as Record<string, unknown>,
  winnerBoard: {},
};

export async function preparePromotionsContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof promotionsContractInputs;
  const idOf = async (code: string) => {
    const [row] = await s.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, code));
    if (!row) throw new Error(`no promotion ${code}`);
    return row.id;
  };
  const [joinable] = await s.db
    .insert(promotions)
    .values({ code: 'contract-join', merchantCode: 'LOTUS', category: 'slots', title: 'Join me', summary: 'A promotion joined by button', imageUrl: '/media/promotions/contract-join.webp', startsAt: new Date(Date.now() - 86_400_000) })
    .returning({ id: promotions.id });
  await s.db.insert(promotionRules).values({ promotionId: joinable!.id, kind: 'application', joinMode: 'button', rewardType: 'cash', params: { cap: 100 } });
  inputs.joinActivity = { id: joinable!.id };
  const [byCode] = await s.db
    .insert(promotions)
    .values({ code: 'contract-join-code', merchantCode: 'LOTUS', category: 'slots', title: 'Join with a code', summary: 'A promotion joined by code', imageUrl: '/media/promotions/contract-join-code.webp', startsAt: new Date(Date.now() - 86_400_000) })
    .returning({ id: promotions.id });
  await s.db.insert(promotionRules).values({ promotionId: byCode!.id, kind: 'deposit_streak', joinMode: 'code', joinCode: 'lotus2030', rewardType: 'cash', params: { days: 3, minDeposit: 10_000_000, amount: 5_000_000, claimDays: 7 } });
  inputs.joinActivityByCode = { id: byCode!.id, code: 'LOTUS2030' };
  inputs.getActivity = { id: await idOf('welcome-bonus') };
  inputs.applyActivity = { ...inputs.applyActivity, id: await idOf('zalo-reward') };
  inputs.leaderboard = { id: await idOf('turnover-race') };
  inputs.raffle = { id: await idOf('weekly-raffle') };
  const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
  if (!demo) throw new Error('no demo member');
  await settleMemberRewards(s.db, demo);
  const [gift] = await s.db.select({ id: promotionRewards.id }).from(promotionRewards).where(eq(promotionRewards.memberId, demo.id));
  if (!gift) throw new Error('the demo member has no registration gift');
  inputs.claimReward = { rewardId: gift.id };
}
