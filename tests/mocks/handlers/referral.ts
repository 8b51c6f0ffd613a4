import { api } from '@/shared/contract/api';
import type { ReferralFriend, ReferralSummary } from '@/shared/contract/referral';
import { contractHandler } from '../contract-handler';
import { requireSession } from '../session-guard';

/** The demo member's Invite friends: 12 friends (3 deposited), 100,000₫ earned, the seeded REFERRAL promotion. */
export function buildReferralSummary(overrides: Partial<ReferralSummary> = {}): ReferralSummary {
  return {
    referralCode: 'LOTUS00000001',
    link: 'https://lotus.example/register?referralCode=LOTUS00000001',
    friends: 12,
    deposited: 3,
    earned: 100_000,
    waiting: 0,
    promotion: {
      id: 7,
      category: 'referral',
      tab: 'others',
      title: 'Invite Friends, Earn 50K',
      summary: 'Earn 50,000₫ for each friend who joins and deposits.',
      imageUrl: '/media/promotions/invite-friends.webp?lang=EN',
      startsAt: '2026-11-21T00:00:00.000Z',
      endsAt: null,
      joinMode: 'auto',
      state: 'joined',
    },
    terms: { amount: 50_000, minDeposit: 100_000, percent: 0.5, cap: 1_000_000, period: 'W', turnoverMultiple: 1 },
    ...overrides,
  };
}

/** Friend number `i` (1 is the newest): every fourth one deposited and earned the member 50,000₫. */
export function buildReferralFriend(i: number): ReferralFriend {
  const deposited = i % 4 === 1;
  return {
    name: `fr***${String(i).padStart(2, '0')}`,
    joinedAt: new Date(Date.UTC(2026, 10, 28 - i, 8)).toISOString(),
    deposited,
    earned: deposited ? 50_000 : 0,
  };
}

/** Invite friends answered from `summary` and a list of `count` friends paged as the server pages it. */
export function referralHandlersOf(summary: ReferralSummary = buildReferralSummary(), count = summary.friends) {
  const friends = Array.from({ length: count }, (_, i) => buildReferralFriend(i + 1));
  return [
    contractHandler(api.referralSummary, ({ request }) => requireSession(request) ?? summary),
    contractHandler(api.referralFriends, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const pageSize = body.pageSize ?? 10;
      const pageNo = body.pageNo ?? 1;
      return {
        items: friends.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        totalPages: Math.max(1, Math.ceil(friends.length / pageSize)),
        totalCount: friends.length,
      };
    }),
  ];
}

export const referralHandlers = referralHandlersOf();
