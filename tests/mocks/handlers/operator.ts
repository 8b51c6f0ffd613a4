import type { DefaultBodyType, StrictRequest } from 'msw';
import {
  operatorApi,
  type AuditEntry,
  type OperatorMemberDetail,
  type OperatorProfile,
} from '@/shared/contract/operator';
import { contractHandler, MockFailure } from '../contract-handler';

/*
 * The operator console's calls (contract/operator.ts), with a small state of
 * their own: the staff, their tokens, one member and what was asked of it.
 * `resetOperatorMock()` starts every test afresh (tests/setup.ts).
 */

export const mockOperators: Record<string, { password: string; profile: OperatorProfile }> = {
  operator: { password: 'Operator1234', profile: { id: 1, username: 'operator', displayName: 'Platform Admin', role: 'admin', merchantCode: null } },
  cashier: { password: 'Cashier1234', profile: { id: 2, username: 'cashier', displayName: 'Lotus Cashier', role: 'finance', merchantCode: 'LOTUS' } },
};

export interface AdjustmentRequest {
  memberId: number;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  requestId: string;
}

export interface OperatorMockState {
  /** token → username */
  tokens: Map<string, string>;
  /** what the sign-in calls carried, decrypted */
  signIns: Array<{ username: string; password: string }>;
  balance: number;
  status: 'active' | 'locked';
  adjustments: AdjustmentRequest[];
  /** request ids already applied, with the balance after */
  applied: Map<string, number>;
}

export const operatorMock: OperatorMockState = {
  tokens: new Map(),
  signIns: [],
  balance: 5_000_000,
  status: 'active',
  adjustments: [],
  applied: new Map(),
};

export function resetOperatorMock() {
  operatorMock.tokens = new Map();
  operatorMock.signIns = [];
  operatorMock.balance = 5_000_000;
  operatorMock.status = 'active';
  operatorMock.adjustments = [];
  operatorMock.applied = new Map();
}

/** A test that starts signed in: the token in the tab's session storage, known to the mock. */
export function givenOperatorSignedIn(username: keyof typeof mockOperators = 'operator'): string {
  const token = `op-token-${username}`;
  operatorMock.tokens.set(token, username);
  window.sessionStorage.setItem('operatorToken', token);
  return token;
}

function signedInOperator(request: StrictRequest<DefaultBodyType>): OperatorProfile | MockFailure {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const username = token ? operatorMock.tokens.get(token) : undefined;
  if (!username) return new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');
  return mockOperators[username]!.profile;
}

function withRole(request: StrictRequest<DefaultBodyType>, roles: readonly string[] | null): OperatorProfile | MockFailure {
  const operator = signedInOperator(request);
  if (operator instanceof MockFailure) return operator;
  return roles && !roles.includes(operator.role) ? new MockFailure(403, 'FORBIDDEN', 'Your role may not do this.') : operator;
}

const DEMO_ID = 1;

export function mockMemberDetail(): OperatorMemberDetail {
  return {
    member: {
      id: DEMO_ID,
      merchantCode: 'LOTUS',
      account: 'demo',
      nickname: 'Demo Player',
      isAgent: 0,
      status: operatorMock.status,
      email: 'demo@lotusplay.example',
      mobile: null,
      balance: operatorMock.balance,
      currency: 'VND',
      currencySymbol: '₫',
      createdAt: '2026-11-20T08:00:00.000Z',
      lastLoginAt: '2026-11-24T09:30:00.000Z',
      uplineAccount: null,
      clubLabel: 'VIP 5',
      language: 'TY',
      registerIp: null,
      payeeName: null,
      previousLoginAt: null,
      lockedUntil: null,
      failedLogins: 0,
      openSessions: operatorMock.status === 'locked' ? 0 : 1,
    },
    movements: [
      { transactionId: 1, createdAt: '2026-11-20T08:00:00.000Z', kind: 'deposit', amount: 5_000_000, balanceAfter: 5_000_000, memo: 'Opening balance' },
    ],
    logins: [{ createdAt: '2026-11-24T09:30:00.000Z', success: true, ip: '127.0.0.1', userAgent: 'Chromium' }],
  };
}

const auditEntries = (): AuditEntry[] => [
  {
    id: 2,
    createdAt: '2026-11-24T10:00:00.000Z',
    operator: { id: 2, username: 'cashier' },
    action: 'member.balance.adjust',
    targetType: 'member',
    targetId: String(DEMO_ID),
    merchantCode: 'LOTUS',
    details: { before: { balance: 5_000_000 }, after: { balance: 5_100_000 }, direction: 'credit', amount: 100_000 },
    reason: 'Goodwill <b>credit</b>',
    ip: '127.0.0.1',
  },
  {
    id: 1,
    createdAt: '2026-11-24T09:00:00.000Z',
    operator: { id: 2, username: 'cashier' },
    action: 'operator.signIn',
    targetType: 'operator',
    targetId: '2',
    merchantCode: 'LOTUS',
    details: {},
    reason: null,
    ip: '127.0.0.1',
  },
];

export const operatorHandlers = [
  contractHandler(operatorApi.operatorLogin, ({ body }) => {
    operatorMock.signIns.push(body);
    const account = mockOperators[body.username.toLowerCase()];
    if (!account || account.password !== body.password) return new MockFailure(401, 'INVALID_CREDENTIALS', 'The username or password is incorrect.');
    const token = `op-token-${account.profile.username}`;
    operatorMock.tokens.set(token, account.profile.username);
    return { token, operator: account.profile, idleMinutes: 30 };
  }),
  contractHandler(operatorApi.operatorLogout, ({ request }) => {
    const operator = signedInOperator(request);
    if (operator instanceof MockFailure) return operator;
    operatorMock.tokens.delete(`op-token-${operator.username}`);
    return null;
  }),
  contractHandler(operatorApi.operatorMe, ({ request }) => {
    const operator = signedInOperator(request);
    return operator instanceof MockFailure ? operator : { operator, idleMinutes: 30 };
  }),
  contractHandler(operatorApi.operatorDashboard, ({ request, body }) => {
    const operator = withRole(request, operatorApi.operatorDashboard.roles);
    if (operator instanceof MockFailure) return operator;
    return {
      generatedAt: '2026-11-24T10:00:00.000Z',
      since: body.since,
      merchants: [
        {
          merchantCode: 'LOTUS',
          brandName: 'Lotus Play',
          currency: 'VND',
          currencySymbol: '₫',
          members: 7,
          locked: 0,
          agents: 1,
          registeredToday: 2,
          loggedInToday: 3,
          heldByMembers: 27_275_000,
          today: [{ kind: 'deposit', count: 7, amount: 27_275_000 }],
        },
      ],
    };
  }),
  contractHandler(operatorApi.operatorMembers, ({ request, body }) => {
    const operator = withRole(request, operatorApi.operatorMembers.roles);
    if (operator instanceof MockFailure) return operator;
    const { member } = mockMemberDetail();
    const items = !body.query || 'demo@lotusplay.example'.includes(body.query.toLowerCase()) ? [member] : [];
    return { items, total: items.length, page: body.page ?? 1, pageSize: body.pageSize ?? 25 };
  }),
  contractHandler(operatorApi.operatorMember, ({ request, body }) => {
    const operator = withRole(request, operatorApi.operatorMember.roles);
    if (operator instanceof MockFailure) return operator;
    return body.memberId === DEMO_ID ? mockMemberDetail() : new MockFailure(404, 'NOT_FOUND', 'No such member.');
  }),
  contractHandler(operatorApi.operatorAdjustBalance, ({ request, body }) => {
    const operator = withRole(request, operatorApi.operatorAdjustBalance.roles);
    if (operator instanceof MockFailure) return operator;
    operatorMock.adjustments.push(body);
    const before = operatorMock.balance;
    const seen = operatorMock.applied.get(body.requestId);
    if (seen !== undefined) return { transactionId: 99, balanceBefore: seen, balanceAfter: seen, currency: 'VND', replayed: true };
    const after = body.direction === 'credit' ? before + body.amount : before - body.amount;
    if (after < 0) return new MockFailure(409, 'INSUFFICIENT_FUNDS', 'This debit would make the balance negative.', undefined, { balance: before });
    operatorMock.balance = after;
    operatorMock.applied.set(body.requestId, after);
    return { transactionId: 99, balanceBefore: before, balanceAfter: after, currency: 'VND', replayed: false };
  }),
  contractHandler(operatorApi.operatorSetMemberStatus, ({ request, body }) => {
    const operator = withRole(request, operatorApi.operatorSetMemberStatus.roles);
    if (operator instanceof MockFailure) return operator;
    const ended = body.status === 'locked' && operatorMock.status === 'active' ? 1 : 0;
    operatorMock.status = body.status;
    return { status: body.status, sessionsEnded: ended };
  }),
  contractHandler(operatorApi.operatorAudit, ({ request, body }) => {
    const operator = withRole(request, operatorApi.operatorAudit.roles);
    if (operator instanceof MockFailure) return operator;
    const items = auditEntries().filter((entry) => !body.action || entry.action === body.action);
    return { items, total: items.length, page: body.page ?? 1, pageSize: body.pageSize ?? 50, actions: ['member.balance.adjust', 'operator.signIn'] };
  }),
];
