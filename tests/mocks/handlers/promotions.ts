import { api } from '@/shared/contract/api';
import { promotionsOperatorApi, type OperatorApplication, type OperatorPromotion } from '@/shared/contract/promotions-operator';
import { promotionTabOf, type ActivityCard, type ActivityDetail, type RebatePayout, type RebateSummary, type Reward } from '@/shared/contract/promotions';
import { http, HttpResponse } from 'msw';
import { API_ORIGIN, contractHandler, MockFailure } from '../contract-handler';
import { bearer, requireSession } from '../session-guard';
import { mockOperators, operatorMock } from './operator';

export function buildActivityCard(overrides: Partial<ActivityCard> = {}): ActivityCard {
  const category = overrides.category ?? 'new_player';
  return {
    id: 2,
    category,
    tab: promotionTabOf(category),
    title: 'Registration Gift 1,000₫',
    summary: 'A small thank-you for joining: claim it in the Reward centre.',
    imageUrl: '/media/promotions/registration-gift.webp?lang=EN',
    startsAt: '2026-11-21T00:00:00.000Z',
    endsAt: null,
    joinMode: 'auto',
    state: 'joined',
    ...overrides,
  };
}

export function buildActivityDetail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...buildActivityCard(overrides),
    content: '<p>Every new member receives 1,000₫ after registering.</p><script>alert(1)</script>',
    rewardType: 'cash',
    cap: 1_000,
    turnoverMultiple: 0,
    progress: null,
    claimableRewardId: null,
    rejectReason: null,
    ...overrides,
  };
}

export function buildReward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: 11,
    promotionId: 2,
    title: 'Registration Gift 1,000₫',
    amount: 1_000,
    turnoverMultiple: 0,
    state: 'claimable',
    createdAt: '2026-11-28T07:00:00.000Z',
    expiresAt: '2026-12-05T07:00:00.000Z',
    issuedAt: null,
    ...overrides,
  };
}

/** What the mocked member is owed: in-house 150,000₫ at 0.8 % = 1,200₫, slots 333,333₫ at 1.2 % = 3,999.99₫; live nothing yet. */
export function buildRebateSummary(overrides: Partial<RebateSummary> = {}): RebateSummary {
  return {
    categories: [
      { category: 'RNG', rate: 1.2, turnover: 333_333, amount: 3_999.99, since: null },
      { category: 'INHOUSE', rate: 0.8, turnover: 150_000, amount: 1_200, since: '2026-11-27T05:00:00.000Z' },
      { category: 'LIVE', rate: 0.6, turnover: 0, amount: 0, since: null },
    ],
    total: 5_199.99,
    history: [buildRebatePayout()],
    ...overrides,
  };
}

export function buildRebatePayout(overrides: Partial<RebatePayout> = {}): RebatePayout {
  return {
    id: 1,
    category: 'INHOUSE',
    turnover: 250_000,
    rate: 0.8,
    amount: 2_000,
    source: 'auto',
    from: null,
    until: '2026-11-27T05:00:00.000Z',
    paidAt: '2026-11-27T05:00:03.000Z',
    ...overrides,
  };
}

/**
 * Manual rebate with memory: a claim pays what is owed into `paid`, moves
 * every category's turnover to 0 and adds the payments to the history, so
 * a second claim pays nothing (as the server).
 */
export function rebateHandlersOf(summary: RebateSummary = buildRebateSummary()) {
  const state = { summary, claims: 0, paid: 0 };
  const handlers = [
    contractHandler(api.rebateSummary, ({ request }) => requireSession(request) ?? state.summary),
    contractHandler(api.claimRebate, ({ request }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      state.claims += 1;
      const now = '2026-11-28T08:00:00.000Z';
      const payouts = state.summary.categories
        .filter((c) => c.amount > 0)
        .map((c, i) => buildRebatePayout({ id: 100 + state.claims * 10 + i, category: c.category, turnover: c.turnover, rate: c.rate, amount: c.amount, source: 'claim', from: c.since, until: now, paidAt: now }));
      const amount = Math.round(payouts.reduce((sum, p) => sum + p.amount, 0) * 100) / 100;
      state.paid += amount;
      state.summary = {
        categories: state.summary.categories.map((c) => ({ ...c, turnover: 0, amount: 0, since: c.amount > 0 ? now : c.since })),
        total: 0,
        history: [...payouts, ...state.summary.history],
      };
      return { amount, payouts };
    }),
  ];
  return { state, handlers };
}

/** The promotions of the mocked brand: the gift (auto), the welcome bonus (Join), the Zalo reward (Apply), and a ranking notice. */
function seededPromotions(): ActivityDetail[] {
  return [
    buildActivityDetail({ id: 2, state: 'claim', claimableRewardId: 11 }),
    buildActivityDetail({
      id: 1,
      title: 'Welcome Bonus 100%',
      summary: 'Double your first deposit, up to 5,000,000₫.',
      imageUrl: '/media/promotions/welcome-bonus.webp?lang=EN',
      joinMode: 'button',
      state: 'join',
      rewardType: 'bonus',
      cap: 5_000_000,
      turnoverMultiple: 10,
      content: '<p>Deposit at least 100,000₫ and receive a 100% bonus.</p>',
    }),
    buildActivityDetail({
      id: 12,
      category: 'others',
      title: 'Zalo Reward up to 131K',
      summary: 'Follow our Zalo page, send a screenshot and get up to 131,000₫.',
      imageUrl: '/media/promotions/zalo-reward.webp?lang=EN',
      joinMode: 'application',
      state: 'join',
      cap: 131_000,
      content: '<p>Follow the page, then apply.</p>',
    }),
    buildActivityDetail({ id: 8, category: 'ranking', title: 'Slots Tournament', joinMode: null, state: null, rewardType: null, cap: null, content: '<p>Top 100.</p>' }),
  ];
}

const cardOf = ({ content: _c, rewardType: _r, cap: _cap, turnoverMultiple: _t, progress: _p, claimableRewardId: _id, rejectReason: _rr, kind: _k, ...card }: ActivityDetail): ActivityCard => card;

/**
 * A mocked platform's promotions with memory: joining, applying and claiming
 * change what the next calls answer (`state`). Visitors (no token) see `join` where a member could act.
 */
export function promotionsHandlersOf(promotions: ActivityDetail[] = seededPromotions(), rewards: Reward[] = [buildReward()]) {
  const state = { promotions, rewards, claims: 0, applications: [] as Array<{ id: number; comment: string; imageIds: string[] }>, uploads: [] as Array<{ purpose: string; files: number }> };
  const forViewer = (p: ActivityDetail, request: Request): ActivityDetail =>
    bearer(request) ? p : { ...p, state: p.state === null ? null : p.joinMode === 'auto' ? 'joined' : 'join', claimableRewardId: null, progress: null };
  const find = (id: number) => state.promotions.find((p) => p.id === id);
  const handlers = [
    contractHandler(api.activityList, ({ request, body }) => ({
      items: state.promotions.map((p) => cardOf(forViewer(p, request))).filter((c) => !body.tab || body.tab === 'all' || c.tab === body.tab),
    })),
    contractHandler(api.getActivity, ({ request, body }) => {
      const p = find(body.id);
      return p ? forViewer(p, request) : new MockFailure(404, 'NOT_FOUND', 'This promotion does not exist.', undefined, { reason: 'promotions.errors.notFound' });
    }),
    contractHandler(api.joinActivity, ({ request, body }) => {
      const p = find(body.id);
      if (!p) return new MockFailure(404, 'NOT_FOUND', 'This promotion does not exist.', undefined, { reason: 'promotions.errors.notFound' });
      return requireSession(request) ?? Object.assign(p, { state: 'joined' as const });
    }),
    // join by code: the mocked promotions' code is LOTUS2030 (any case)
    contractHandler(api.joinActivityByCode, ({ request, body }) => {
      const p = find(body.id);
      if (!p) return new MockFailure(404, 'NOT_FOUND', 'This promotion does not exist.', undefined, { reason: 'promotions.errors.notFound' });
      const refused = requireSession(request);
      if (refused) return refused;
      if (body.code.toUpperCase() !== 'LOTUS2030') return new MockFailure(400, 'VALIDATION', 'This code is not right for this promotion.', [{ field: 'code', key: 'promotions.errors.wrongCode' }]);
      return Object.assign(p, { state: 'joined' as const });
    }),
    contractHandler(api.applyActivity, ({ request, body }) => {
      const p = find(body.id);
      if (!p) return new MockFailure(404, 'NOT_FOUND', 'This promotion does not exist.', undefined, { reason: 'promotions.errors.notFound' });
      if (p.state === 'applying') return new MockFailure(409, 'CONFLICT', 'Already applying.', undefined, { reason: 'promotions.errors.alreadyApplying' });
      state.applications.push(body);
      return requireSession(request) ?? Object.assign(p, { state: 'applying' as const });
    }),
    contractHandler(api.rewardCentre, ({ request }) =>
      requireSession(request) ?? { waiting: state.rewards.filter((r) => r.state === 'claimable'), history: state.rewards.filter((r) => r.state !== 'claimable') },
    ),
    contractHandler(api.claimReward, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const reward = state.rewards.find((r) => r.id === body.rewardId);
      if (!reward) return new MockFailure(404, 'NOT_FOUND', 'This reward does not exist.', undefined, { reason: 'promotions.errors.rewardGone' });
      if (reward.state === 'claimable') {
        state.claims += 1;
        Object.assign(reward, { state: 'claimed', issuedAt: '2026-11-28T08:00:00.000Z' });
        const p = find(reward.promotionId);
        if (p) Object.assign(p, { state: 'claimed', claimableRewardId: null });
      }
      return reward;
    }),
    // multipart: read as form data (contractHandler reads JSON); answers one id per file
    http.post(`${API_ORIGIN}${api.uploadImages.path}`, async ({ request }) => {
      if (requireSession(request)) return HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'Please log in.', value: null }, { status: 401 });
      const form = await request.formData();
      state.uploads.push({ purpose: String(form.get('purpose')), files: form.getAll('images').length });
      return HttpResponse.json({ success: true, message: 'OK', value: { ids: form.getAll('images').map((_, i) => `${'A'.repeat(21)}${i}`) } });
    }),
  ];
  return { state, handlers };
}

/** The default answers; a test that needs a fresh memory installs `promotionsHandlersOf().handlers` with `server.use`. */
export const promotionsHandlers = [...promotionsHandlersOf().handlers, ...rebateHandlersOf().handlers];

// ——— the console's side: applications to review (promotions-operator.ts) ———

export function buildOperatorApplication(overrides: Partial<OperatorApplication> = {}): OperatorApplication {
  return {
    id: 7,
    promotionId: 9,
    promotionTitle: 'Zalo reward up to 131K',
    member: { id: 1, account: 'demo' },
    merchantCode: 'LOTUS',
    currencySymbol: '₫',
    comment: 'Followed Lotus Play on Zalo',
    imageIds: ['app-image-1'],
    state: 'pending',
    reason: null,
    amount: null,
    cap: 131_000,
    createdAt: '2026-11-24T08:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export function buildOperatorPromotion(overrides: Partial<OperatorPromotion> = {}): OperatorPromotion {
  return {
    id: 9,
    code: 'zalo-reward',
    merchantCode: 'LOTUS',
    category: 'others',
    copies: {
      EN: { title: 'Zalo reward up to 131K', summary: 'Follow us on Zalo and apply with a screenshot.', content: '<p>Up to 131,000₫</p>' },
      VI: { title: 'Thưởng Zalo đến 131K', summary: 'Theo dõi Zalo và gửi ảnh chụp.', content: '' },
    },
    imageUrl: '/media/promotions/zalo-reward.webp',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    sortOrder: 3,
    paused: false,
    status: 'running',
    rule: { kind: 'application', joinMode: 'application', rewardType: 'cash', period: 'once', turnoverMultiple: 0, allowStacking: false, amount: null, claimDays: null, percent: null, minDeposit: null, cap: 131_000, minLoss: null, days: null },
    inUse: true,
    ...overrides,
  };
}

export const promotionsConsoleMock = { application: buildOperatorApplication(), promotions: [buildOperatorPromotion()], saved: [] as unknown[] };

export function resetPromotionsConsoleMock() {
  promotionsConsoleMock.application = buildOperatorApplication();
  promotionsConsoleMock.promotions = [buildOperatorPromotion()];
  promotionsConsoleMock.saved = [];
}

function staffOnly(request: Request) {
  const token = bearer(request);
  return token && operatorMock.tokens.has(token) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');
}

/** The editor's calls are the admin's: finance is refused as the server refuses it. */
function adminOnly(request: Request) {
  const refused = staffOnly(request);
  if (refused) return refused;
  const username = operatorMock.tokens.get(bearer(request));
  return username && mockOperators[username]?.profile.role === 'admin' ? null : new MockFailure(403, 'FORBIDDEN', 'Not for your role.');
}

const decided = () => new MockFailure(409, 'CONFLICT', 'Decided.', undefined, { reason: 'applicationClosed' });

export const consolePromotionsHandlers = [
  contractHandler(promotionsOperatorApi.operatorMemberRewards, ({ request }) => {
    const refused = staffOnly(request);
    if (refused) return refused;
    const a = promotionsConsoleMock.application;
    return {
      currencySymbol: '₫',
      rewards: [buildReward({ id: 41, title: 'Registration Gift 1,000₫', state: 'claimable', expiresAt: '2026-12-01T00:00:00.000Z' }), buildReward({ id: 42, promotionId: 9, title: 'Zalo reward up to 131K', amount: 100_000, state: 'issued', issuedAt: '2026-11-24T09:00:00.000Z' })],
      applications: [{ id: a.id, promotionId: a.promotionId, promotionTitle: a.promotionTitle, state: a.state, amount: a.amount, reason: a.reason, createdAt: a.createdAt }],
    };
  }),
  contractHandler(promotionsOperatorApi.operatorApplications, ({ request, body }) => {
    const a = promotionsConsoleMock.application;
    return staffOnly(request) ?? { items: body.state && body.state !== a.state ? [] : [a] };
  }),
  contractHandler(promotionsOperatorApi.operatorApplication, ({ request, body }) =>
    staffOnly(request) ?? (body.id === promotionsConsoleMock.application.id ? promotionsConsoleMock.application : new MockFailure(404, 'NOT_FOUND', 'No such application.')),
  ),
  contractHandler(promotionsOperatorApi.operatorApproveApplication, ({ request, body }) => {
    const refused = staffOnly(request);
    if (refused) return refused;
    const a = promotionsConsoleMock.application;
    if (a.state !== 'pending') return decided();
    if (body.amount > a.cap) return new MockFailure(400, 'VALIDATION', 'Too much.', [{ field: 'amount', key: 'validation.max', params: { max: a.cap } }]);
    promotionsConsoleMock.application = { ...a, state: 'approved', amount: body.amount, reviewedAt: '2026-11-24T09:00:00.000Z' };
    return promotionsConsoleMock.application;
  }),
  contractHandler(promotionsOperatorApi.operatorPromotions, ({ request }) => adminOnly(request) ?? { items: promotionsConsoleMock.promotions }),
  contractHandler(promotionsOperatorApi.operatorPromotion, ({ request, body }) => {
    const found = promotionsConsoleMock.promotions.find((p) => p.id === body.id);
    return adminOnly(request) ?? found ?? new MockFailure(404, 'NOT_FOUND', 'No such promotion.');
  }),
  contractHandler(promotionsOperatorApi.operatorSavePromotion, ({ request, body }) => {
    const refused = adminOnly(request);
    if (refused) return refused;
    promotionsConsoleMock.saved.push(body);
    const before = promotionsConsoleMock.promotions.find((p) => p.id === body.id);
    const saved: OperatorPromotion = {
      ...(before ?? buildOperatorPromotion({ id: 100 + promotionsConsoleMock.promotions.length, code: 'promo-new', inUse: false })),
      category: body.category,
      copies: Object.fromEntries(Object.entries(body.copies).filter(([, c]) => c && (c.title || c.summary || c.content))),
      imageUrl: body.imageUrl || `/media/promotions/${before?.code ?? 'promo-new'}.webp`,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      sortOrder: body.sortOrder,
      rule: body.rule,
    };
    promotionsConsoleMock.promotions = [...promotionsConsoleMock.promotions.filter((p) => p.id !== saved.id), saved];
    return saved;
  }),
  contractHandler(promotionsOperatorApi.operatorPausePromotion, ({ request, body }) => {
    const refused = adminOnly(request);
    if (refused) return refused;
    const p = promotionsConsoleMock.promotions.find((x) => x.id === body.id);
    if (!p) return new MockFailure(404, 'NOT_FOUND', 'No such promotion.');
    Object.assign(p, { paused: body.paused, status: body.paused ? 'paused' : 'running' });
    return p;
  }),
  contractHandler(promotionsOperatorApi.operatorRejectApplication, ({ request, body }) => {
    const refused = staffOnly(request);
    if (refused) return refused;
    const a = promotionsConsoleMock.application;
    if (a.state !== 'pending') return decided();
    promotionsConsoleMock.application = { ...a, state: 'rejected', reason: body.reason, reviewedAt: '2026-11-24T09:00:00.000Z' };
    return promotionsConsoleMock.application;
  }),
];
