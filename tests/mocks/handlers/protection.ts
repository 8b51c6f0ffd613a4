import { api } from '@/shared/contract/api';
import { noBrandRules, realityCheckInForce, sessionLimitChoices, type BrandRules, type Limit, type LimitKind, type LimitPeriod, type Protection } from '@/shared/contract/protection';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { contractHandler, MockFailure } from '../contract-handler';
import { operatorMock } from './operator';
import { requireSession } from '../session-guard';

/*
 * Player protection of the mocked platform: a member without limits, no
 * reality check, no block. Limits follow the server's rule: a first or lower
 * one applies at once, a higher one or a removal waits 24 hours.
 */

export function buildProtection(overrides: Partial<Protection> = {}): Protection {
  return {
    limits: [],
    realityCheckMinutes: null,
    block: null,
    marketingStopped: false,
    infoSeen: true,
    history: { netDeposits30Days: 1_500_000, netDeposits6Months: 4_000_000, netDeposits12Months: 9_250_000, previousLoginAt: '2026-11-20T08:00:00.000Z' },
    brandRules: noBrandRules,
    ...overrides,
  };
}

let state = buildProtection();

export function resetProtectionMock(next: Protection = buildProtection()) {
  state = next;
  consoleProtection.exclusions = [];
  consoleProtection.brandRules = { ...noBrandRules, depositDay: 500_000_000, maxStake: 100_000_000 };
  consoleProtection.brandRuleChanges = [];
}

function withLimit(kind: LimitKind, period: LimitPeriod, value: number | null): Protection {
  const others = state.limits.filter((l) => !(l.kind === kind && l.period === period));
  const current = state.limits.find((l) => l.kind === kind && l.period === period);
  const lower = current?.value == null ? value !== null : value !== null && value <= current.value;
  const limit: Limit = lower || !current
    ? { kind, period, value, used: current?.used ?? 0, pending: null }
    : { kind, period, value: current.value, used: current.used, pending: { value, effectiveAt: new Date(Date.now() + 86_400_000).toISOString(), confirmable: false } };
  return { ...state, limits: [...others, limit] };
}

export const protectionHandlers = [
  contractHandler(api.protection, ({ request }) => requireSession(request) ?? state),
  contractHandler(api.setLimit, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    // the server's rule: a session time limit is one of the fixed choices
    if (body.kind === 'session' && body.value !== null && !(sessionLimitChoices as readonly number[]).includes(body.value)) {
      return new MockFailure(400, 'VALIDATION', 'Not a choice.', [{ field: 'value', key: 'validation.invalid' }], { reason: 'sessionChoice', choices: [...sessionLimitChoices] });
    }
    return (state = withLimit(body.kind, body.period, body.value));
  }),
  contractHandler(api.confirmLimit, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const limit = state.limits.find((l) => l.kind === body.kind && l.period === body.period);
    if (!limit?.pending) return new MockFailure(409, 'CONFLICT', 'Nothing pending.', undefined, { reason: 'nothingPending' });
    const applied: Limit = { ...limit, value: limit.pending.value, pending: null };
    state = { ...state, limits: state.limits.map((l) => (l === limit ? applied : l)) };
    return state;
  }),
  contractHandler(api.setRealityCheck, ({ request, body }) => requireSession(request) ?? (state = { ...state, realityCheckMinutes: body.minutes })),
  contractHandler(
    api.realityCheck,
    ({ request }) => requireSession(request) ?? { intervalMinutes: realityCheckInForce(state.realityCheckMinutes, state.brandRules.realityCheckMinutes), sessionStartedAt: '2026-11-24T08:00:00.000Z', minutesPlayed: 47, netResult: -125_000 },
  ),
  contractHandler(api.takeTimeOut, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const block = { kind: 'timeOut' as const, duration: body.duration, startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(), awaitingReturn: false, returnAt: null };
    state = { ...state, block, marketingStopped: true };
    return block;
  }),
  contractHandler(api.selfExclude, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const block = { kind: 'selfExclusion' as const, duration: body.duration, startsAt: new Date().toISOString(), endsAt: null, awaitingReturn: false, returnAt: null };
    state = { ...state, block, marketingStopped: true };
    return block;
  }),
  contractHandler(api.protectionInfoSeen, ({ request }) => requireSession(request) ?? (state = { ...state, infoSeen: true })),
  contractHandler(api.returnFromExclusion, () => new MockFailure(409, 'CONFLICT', 'Not excluded.', undefined, { reason: 'notExcluded' })),
];

function staff(request: Request) {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token && operatorMock.tokens.has(token) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');
}

/** The console's side: member 1 (demo) with a deposit limit, a raise waiting and a past time-out; exclusions applied are kept. */
export const consoleProtection = {
  exclusions: [] as Array<{ memberId: number; duration: string; reason: string }>,
  /** the demo brand's own rules, as seeded; what staff saved, with the reason */
  brandRules: { ...noBrandRules, depositDay: 500_000_000, maxStake: 100_000_000 } as BrandRules,
  brandRuleChanges: [] as Array<{ merchantCode: string; rules: BrandRules; reason: string }>,
};

export const consoleProtectionHandlers = [
  contractHandler(protectionOperatorApi.operatorMemberProtection, ({ request, body }) => {
    const refused = staff(request);
    if (refused) return refused;
    const excluded = consoleProtection.exclusions.filter((e) => e.memberId === body.memberId);
    return {
      memberId: body.memberId,
      limits: [{ kind: 'deposit' as const, period: 'day' as const, value: 1_000_000, pending: { value: 3_000_000, effectiveAt: '2026-11-25T08:00:00.000Z' } }],
      changes: [
        { kind: 'deposit' as const, period: 'day' as const, action: 'set', from: null, to: 1_000_000, effectiveAt: null, at: '2026-11-20T08:00:00.000Z' },
        { kind: 'deposit' as const, period: 'day' as const, action: 'raiseRequested', from: 1_000_000, to: 3_000_000, effectiveAt: '2026-11-25T08:00:00.000Z', at: '2026-11-24T08:00:00.000Z' },
      ],
      blocks: [
        { id: 1, kind: 'timeOut' as const, duration: '24h', startsAt: '2026-11-01T08:00:00.000Z', endsAt: '2026-11-02T08:00:00.000Z', awaitingReturn: false, returnAt: null, source: 'member' as const, operator: null, reason: null, inForce: false },
        ...excluded.map((e, i) => ({ id: 10 + i, kind: 'selfExclusion' as const, duration: e.duration, startsAt: '2026-11-28T08:00:00.000Z', endsAt: null, awaitingReturn: false, returnAt: null, source: 'operator' as const, operator: 'admin', reason: e.reason, inForce: true })),
      ],
      realityCheckMinutes: 30,
    };
  }),
  contractHandler(protectionOperatorApi.operatorExcludeMember, ({ request, body }) => {
    const refused = staff(request);
    if (refused) return refused;
    consoleProtection.exclusions.push({ memberId: body.memberId, duration: body.duration, reason: body.reason });
    return { id: 10, kind: 'selfExclusion' as const, duration: body.duration, startsAt: '2026-11-28T08:00:00.000Z', endsAt: null, awaitingReturn: false, returnAt: null, source: 'operator' as const, operator: 'admin', reason: body.reason, inForce: true };
  }),
  contractHandler(protectionOperatorApi.operatorExcludedMembers, ({ request }) => {
    const refused = staff(request);
    if (refused) return refused;
    const items = [{ memberId: 1, account: 'demo', merchantCode: 'LOTUS', kind: 'selfExclusion' as const, duration: '1y', startsAt: '2026-11-20T08:00:00.000Z', endsAt: '2027-11-20T08:00:00.000Z', source: 'member' as const }];
    return { items, total: items.length, page: 1, pageSize: 25 };
  }),
  contractHandler(protectionOperatorApi.operatorBrandRules, ({ request }) => {
    const refused = staff(request);
    if (refused) return refused;
    return { brands: [{ merchantCode: 'LOTUS', brandName: 'Lotus Play', currencySymbol: '₫', rules: consoleProtection.brandRules }] };
  }),
  contractHandler(protectionOperatorApi.operatorSetBrandRules, ({ request, body }) => {
    const refused = staff(request);
    if (refused) return refused;
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
    if (operatorMock.tokens.get(token) !== 'operator') return new MockFailure(403, 'FORBIDDEN', 'Your role may not do this.');
    consoleProtection.brandRules = body.rules;
    consoleProtection.brandRuleChanges.push({ merchantCode: body.merchantCode, rules: body.rules, reason: body.reason });
    return { merchantCode: 'LOTUS', brandName: 'Lotus Play', currencySymbol: '₫', rules: body.rules };
  }),
  contractHandler(protectionOperatorApi.operatorLimitHits, ({ request, body }) => {
    const refused = staff(request);
    if (refused) return refused;
    const items = [{ memberId: 1, account: 'demo', merchantCode: 'LOTUS', code: 'LIMIT_DEPOSIT', hits: body.days === 7 ? 2 : 5, lastAt: '2026-11-27T08:00:00.000Z' }];
    return { items, total: items.length, page: 1, pageSize: 25 };
  }),
];
