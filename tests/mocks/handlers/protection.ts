import { api } from '@/shared/contract/api';
import type { Limit, LimitKind, LimitPeriod, Protection } from '@/shared/contract/protection';
import { contractHandler, MockFailure } from '../contract-handler';
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
    ...overrides,
  };
}

let state = buildProtection();

export function resetProtectionMock(next: Protection = buildProtection()) {
  state = next;
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
  contractHandler(api.setLimit, ({ request, body }) => requireSession(request) ?? (state = withLimit(body.kind, body.period, body.value))),
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
    ({ request }) => requireSession(request) ?? { intervalMinutes: state.realityCheckMinutes, sessionStartedAt: '2026-11-24T08:00:00.000Z', minutesPlayed: 47, netResult: -125_000 },
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
