import { api } from '@/shared/contract/api';
import type {
  AgentProfile,
  Contract,
  ContractKind,
  ContractOverview,
  ContractPayment,
  DownlineMember,
  DownlineTransaction,
  IncomeReport,
  IncomeSource,
  InviteLink,
  TeamBet,
  TeamOverview,
  UserLossRow,
} from '@/shared/contract/agent';
import { incomeSources, incomeSourcesOn } from '@/shared/contract/agent';
import type { WhitelabelNode } from '@/shared/contract/system';
import { contractHandler, MockFailure } from '../contract-handler';
import { requireSession } from '../session-guard';

/*
 * The agent centre's default answers: the demo agent (`agent`, a top agent
 * holding all four kinds) with a small team of two levels, a month of
 * activity, one invitation link, and a real-time salary offer of its upline
 * waiting on the contracts. Tests override what they look at with
 * `server.use(contractHandler(api.agent…, …))` or the named scenarios below.
 */

export function buildAgentProfile(overrides: Partial<AgentProfile> = {}): AgentProfile {
  return {
    account: 'agent',
    nickname: 'Lotus Agent',
    isAgent: 1,
    affiliateCode: 'LOTUS88',
    uplineAccount: null,
    balance: 50_000_000,
    currency: 'VND',
    currencySymbol: '₫',
    paymentPasswordSet: true,
    flags: {
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      contractmrdailysalinfotype: 1,
      contracthoursalinfo: 1,
      dailysalinfotype: 1,
      realtimesalinfotype: 1,
      divtypeinfo: 1,
    },
    switches: { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true },
    ...overrides,
  };
}

export function buildTeamOverview(overrides: Partial<TeamOverview> = {}): TeamOverview {
  const days = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
  return {
    range: '7d',
    from: '2026-11-18T17:00:00.000Z',
    to: '2026-11-25T17:00:00.000Z',
    bucket: 'day',
    totals: {
      teamSize: 45,
      directMembers: 8,
      subAgents: 3,
      levels: 3,
      newMembers: 4,
      activeMembers: 21,
      deposits: 84_000_000,
      depositCount: 37,
      withdrawals: 31_500_000,
      withdrawalCount: 12,
      bets: 412_000_000,
      betCount: 2_310,
      validBets: 398_000_000,
      payouts: 389_500_000,
      netProfitLoss: -22_500_000,
      commission: 3_180_000,
    },
    series: days.map((day, i) => ({
      at: `${day}T00:00:00.000+07:00`,
      newMembers: i % 3 === 0 ? 1 : 0,
      activeMembers: 12 + i,
      deposits: 10_000_000 + i * 1_000_000,
      withdrawals: 4_000_000 + (i % 2) * 1_000_000,
      bets: 55_000_000 + i * 2_000_000,
      validBets: 53_000_000 + i * 2_000_000,
      payouts: 52_000_000 + i * 1_500_000,
      netProfitLoss: -3_000_000 - i * 100_000,
    })),
    ...overrides,
  };
}

export function buildDownlineMember(overrides: Partial<DownlineMember> = {}): DownlineMember {
  return {
    id: 101,
    account: 'minhle',
    nickname: 'Minh',
    kind: 'member',
    isAgent: 0,
    level: 1,
    uplineAccount: 'agent',
    balance: 1_250_000,
    teamSize: 0,
    status: 'active',
    lastLoginAt: '2026-11-24T09:15:00.000Z',
    registeredAt: '2026-08-02T03:00:00.000Z',
    ...overrides,
  };
}

export const subAgentRow = buildDownlineMember({ id: 201, account: 'subagent', nickname: 'Sub', kind: 'agent', isAgent: 2, teamSize: 12, balance: 8_400_000 });

export function buildInviteLink(overrides: Partial<InviteLink> = {}): InviteLink {
  return {
    id: 7,
    affiliateCode: 'LOTUS88',
    kind: 'member',
    url: 'http://localhost:3000/register?code=LOTUS88',
    note: 'Zalo group',
    registrations: 3,
    createdAt: '2026-10-01T02:00:00.000Z',
    ...overrides,
  };
}

export function buildContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 501,
    kind: 'realtimeSalary',
    state: 'active',
    period: null,
    tiers: [
      { threshold: 0, rate: 0.5 },
      { threshold: 10_000_000, rate: 0.8 },
    ],
    uplineAccount: null,
    holderAccount: 'agent',
    validFrom: '2026-09-01T00:00:00.000Z',
    validTo: null,
    note: '',
    createdAt: '2026-09-01T00:00:00.000Z',
    decidedAt: '2026-09-01T00:00:00.000Z',
    endedAt: null,
    endReason: null,
    ...overrides,
  };
}

export function buildContractOverview(kind: ContractKind, overrides: Partial<ContractOverview> = {}): ContractOverview {
  return {
    kind,
    current: buildContract({ kind, period: kind === 'dividend' ? 'M' : kind === 'dailySalary' ? 'D' : null }),
    requests: [],
    offered: [buildContract({ id: 610, kind, state: 'active', uplineAccount: 'agent', holderAccount: 'hanhdo', tiers: [{ threshold: 0, rate: 0.3 }] })],
    subAgents: [
      { id: 201, account: 'subagent', hasActive: false },
      { id: 202, account: 'hanhdo', hasActive: true },
    ],
    windowSeconds: kind === 'realtimeSalary' ? 300 : kind === 'hourSalary' ? 3600 : 86_400,
    ...overrides,
  };
}

export function buildContractPayment(overrides: Partial<ContractPayment> = {}): ContractPayment {
  return {
    id: 9001,
    contractId: 501,
    kind: 'realtimeSalary',
    windowStart: '2026-11-25T01:00:00.000Z',
    windowEnd: '2026-11-25T01:05:00.000Z',
    basis: 20_000_000,
    tierBy: 20_000_000,
    rate: 0.8,
    gross: 160_000,
    deductions: [{ account: 'hanhdo', basis: 5_000_000, rate: 0.3, amount: 15_000 }],
    amount: 145_000,
    transactionId: 88_001,
    paidAt: '2026-11-25T01:05:02.000Z',
    ...overrides,
  };
}

export function buildTeamBet(overrides: Partial<TeamBet> = {}): TeamBet {
  return {
    id: 'inhouse:r-1',
    account: 'minhle',
    level: 1,
    category: 'INHOUSE',
    vendor: 'XGS',
    vendorName: 'XGS Originals',
    game: 'Lotus Dice',
    betAt: '2026-11-24T12:00:00.000Z',
    stake: 200_000,
    validBet: 200_000,
    payout: 0,
    winLoss: -200_000,
    status: 'lost',
    ...overrides,
  };
}

export function buildUserLossRow(overrides: Partial<UserLossRow> = {}): UserLossRow {
  return { rank: 1, account: 'minhle', level: 1, kind: 'member', betCount: 40, stake: 9_000_000, validBet: 8_800_000, payout: 6_500_000, loss: 2_500_000, ...overrides };
}

/**
 * An agent's income over two days. Given the brand's whitelabel tree, it
 * carries only the kinds of pay the server would (`incomeSourcesOn`, the
 * server's rule); without one, every kind.
 */
export function buildIncomeReport(overrides: Partial<IncomeReport> = {}, modules?: readonly WhitelabelNode[]): IncomeReport {
  const sources = modules ? incomeSourcesOn(modules) : [...incomeSources];
  const amounts = (n: number) => {
    const all: Record<IncomeSource, number> = { dividend: 0, dailySalary: 120_000 * n, hourSalary: 30_000 * n, realtimeSalary: 45_000 * n, rebate: 0 };
    const kept = Object.fromEntries(sources.map((s) => [s, all[s]])) as Partial<Record<IncomeSource, number>>;
    return { ...kept, total: sources.reduce((sum, s) => sum + all[s], 0) };
  };
  return {
    period: 'D',
    sources,
    rows: [
      { at: '2026-11-23T00:00:00.000+07:00', ...amounts(1) },
      { at: '2026-11-24T00:00:00.000+07:00', ...amounts(2) },
    ],
    totals: amounts(3),
    ...overrides,
  };
}

export function buildDownlineTransaction(overrides: Partial<DownlineTransaction> = {}): DownlineTransaction {
  return { id: 77, account: 'minhle', level: 1, type: 'deposit', amount: 2_000_000, balanceAfter: 3_250_000, memo: 'Bank transfer deposit', createdAt: '2026-11-24T08:00:00.000Z', ...overrides };
}

const page = <T,>(items: T[], pageNo = 1, totalPages = 1) => ({ items, pageNo, pageSize: 20, totalPages, totalCount: items.length });

/** The default agent answers. */
export const agentHandlers = [
  contractHandler(api.agentProfile, ({ request }) => requireSession(request) ?? buildAgentProfile()),
  contractHandler(api.agentAnnouncements, ({ request, body }) =>
    requireSession(request) ?? {
      ...page(
        [
          { id: 31, type: 'PU', title: 'New salary tiers from December', content: '<p>The <strong>real-time salary</strong> tiers change on 1 December.</p>', date: '2026-11-20T03:00:00.000Z', popup: true },
          { id: 30, type: 'B', title: 'Agent meeting', content: '<p>See you on Friday.</p>', date: '2026-11-10T03:00:00.000Z', popup: false },
        ],
        body.pageNo ?? 1,
      ),
    },
  ),
  contractHandler(api.agentTeamOverview, ({ request, body }) => requireSession(request) ?? buildTeamOverview({ range: body.range ?? '7d', ...(body.range === 'today' ? { bucket: 'hour' } : {}) })),
  contractHandler(api.agentCreateDownline, ({ request, body }) => requireSession(request) ?? buildDownlineMember({ id: 999, account: body.username, kind: body.kind, isAgent: body.kind === 'agent' ? 2 : 0, lastLoginAt: null, registeredAt: '2026-11-25T01:00:00.000Z' })),
  contractHandler(api.agentInviteLinks, ({ request }) => requireSession(request) ?? { affiliateCode: 'LOTUS88', links: [buildInviteLink()], maxLinks: 20 }),
  contractHandler(api.agentCreateInviteLink, ({ request, body }) => requireSession(request) ?? buildInviteLink({ id: 8, kind: body.kind, note: body.note ?? '', registrations: 0, affiliateCode: 'LOTUS88B' })),
  contractHandler(api.agentDeleteInviteLink, ({ request }) => requireSession(request) ?? null),
  contractHandler(api.agentInviteRegistrations, ({ request }) =>
    requireSession(request) ?? page([{ account: 'namphan', kind: 'member' as const, registeredAt: '2026-10-03T05:00:00.000Z', deposits: 1_500_000 }]),
  ),
  contractHandler(api.agentDownlineTree, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    if (body.parentId === 201) {
      return {
        parent: { id: 201, account: 'subagent', kind: 'agent' as const, childCount: 1, teamSize: 2, balance: 8_400_000 },
        children: [{ id: 301, account: 'quangly', kind: 'agent' as const, childCount: 0, teamSize: 0, balance: 500_000 }],
      };
    }
    return {
      parent: { id: 1, account: 'agent', kind: 'agent' as const, childCount: 2, teamSize: 45, balance: 50_000_000 },
      children: [
        { id: 101, account: 'minhle', kind: 'member' as const, childCount: 0, teamSize: 0, balance: 1_250_000 },
        { id: 201, account: 'subagent', kind: 'agent' as const, childCount: 1, teamSize: 2, balance: 8_400_000 },
      ],
    };
  }),
  contractHandler(api.agentDownline, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const all = [buildDownlineMember(), subAgentRow, buildDownlineMember({ id: 301, account: 'quangly', kind: 'agent', isAgent: 2, level: 2, uplineAccount: 'subagent', lastLoginAt: null })];
    return page(all.filter((m) => (!body.account || m.account.includes(body.account)) && (!body.kind || m.kind === body.kind) && (!body.level || m.level === body.level)));
  }),
  contractHandler(api.agentDownlineTransferInfo, ({ request }) => requireSession(request) ?? { balance: 50_000_000, currencySymbol: '₫', minAmount: 10_000, maxAmount: 100_000_000, paymentPasswordSet: true }),
  contractHandler(api.agentTransferToDownline, ({ request, body }) =>
    requireSession(request) ??
    (body.paymentPassword !== '246810'
      ? new MockFailure(422, 'VALIDATION', 'Some fields are missing or invalid.', [{ field: 'paymentPassword', key: 'withdraw.errors.paymentPasswordWrong', params: { left: 2 } }])
      : { transactionId: 4242, createdAt: '2026-11-25T01:10:00.000Z', amount: body.amount, balanceAfter: 50_000_000 - body.amount, toAccount: body.toAccount, memo: 'Transfer to downline' }),
  ),
  contractHandler(api.agentSetSubAgentRates, ({ request, body }) =>
    requireSession(request) ??
    buildContract({ id: 700, kind: body.kind, state: 'pending', tiers: body.tiers, uplineAccount: 'agent', holderAccount: body.holderId === 201 ? 'subagent' : 'hanhdo', decidedAt: null }),
  ),
  contractHandler(api.agentTeamBets, ({ request, body }) =>
    requireSession(request) ?? {
      ...page([buildTeamBet(), buildTeamBet({ id: 'inhouse:r-2', account: 'quangly', level: 2, game: 'Triple Lotus Slot', stake: 50_000, validBet: 50_000, payout: 120_000, winLoss: 70_000, status: 'won' })], body.pageNo ?? 1, 2),
      totals: { count: 24, members: 5, stake: 4_000_000, validBet: 3_900_000, payout: 3_100_000, winLoss: -900_000 },
    },
  ),
  contractHandler(api.agentUserLoss, ({ request, body }) =>
    requireSession(request) ?? {
      ...page(
        body.order === 'win'
          ? [buildUserLossRow({ account: 'tuanvo', loss: -1_800_000, payout: 7_000_000, stake: 5_200_000, validBet: 5_200_000 })]
          : [buildUserLossRow(), buildUserLossRow({ rank: 2, account: 'quangly', level: 2, kind: 'agent', loss: 900_000 })],
      ),
      totals: { stake: 14_200_000, validBet: 14_000_000, payout: 10_800_000, loss: 3_400_000 },
    },
  ),
  contractHandler(api.agentIncome, ({ request, body }) => requireSession(request) ?? buildIncomeReport({ period: body.period ?? 'D' })),
  contractHandler(api.agentAccountDetails, ({ request }) =>
    requireSession(request) ?? page([buildDownlineTransaction(), buildDownlineTransaction({ id: 78, type: 'withdrawal', amount: -500_000, balanceAfter: 2_750_000, memo: 'Withdrawal paid' })]),
  ),
  contractHandler(api.agentContracts, ({ request, body }) => requireSession(request) ?? buildContractOverview(body.kind)),
  contractHandler(api.agentAnswerContract, ({ request, body }) => requireSession(request) ?? buildContract({ id: body.id, state: body.accept ? 'active' : 'rejected', uplineAccount: 'agent' })),
  contractHandler(api.agentTerminateContract, ({ request, body }) => requireSession(request) ?? buildContract({ id: body.id, state: 'terminated', endReason: 'terminatedByHolder' })),
  contractHandler(api.agentContractPayments, ({ request, body }) => requireSession(request) ?? { ...page([buildContractPayment({ kind: body.kind })]), total: 145_000 }),
];
