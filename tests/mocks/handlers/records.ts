import { api } from '@/shared/contract/api';
import type { BetRecord, BonusRecord, CreditReport, CreditReportDay, ProfitLoss, TransactionRecord } from '@/shared/contract/records';
import { contractHandler } from '../contract-handler';
import { requireSession } from '../session-guard';

/** A bet of the betting record (an in-house dice round, won). */
export function buildBetRecord(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    id: 'inhouse:round-0001',
    source: 'inhouse',
    category: 'INHOUSE',
    vendor: 'XGS',
    vendorName: 'XGS Originals',
    game: 'Lotus Dice',
    betAt: '2026-11-20T12:30:00.000Z',
    stake: 50_000,
    validBet: 50_000,
    payout: 99_000,
    winLoss: 49_000,
    status: 'won',
    reference: 'round-0001',
    fair: { kind: 'dice', serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'lucky', nonce: 7 },
    ...overrides,
  };
}

export function buildTransactionRecord(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: 101,
    type: 'deposit',
    amount: 1_000_000,
    balanceAfter: 6_000_000,
    wallet: 'main',
    vendor: null,
    reference: { type: 'deposit', id: 'D-778' },
    memo: 'Bank transfer deposit',
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export function buildBonusRecord(overrides: Partial<BonusRecord> = {}): BonusRecord {
  return {
    id: 1,
    reason: 'welcome',
    amount: 500_000,
    turnoverMultiple: 10,
    turnoverRequired: 5_000_000,
    turnoverDone: 1_250_000,
    completed: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildProfitLoss(overrides: Partial<ProfitLoss> = {}): ProfitLoss {
  return {
    currency: 'VND',
    currencySymbol: '₫',
    bets: 1_200_000,
    validBets: 1_150_000,
    payouts: 1_050_000,
    winLoss: -150_000,
    bonuses: 500_000,
    rebates: 0,
    deposits: 3_000_000,
    withdrawals: 1_000_000,
    netDeposits: 2_000_000,
    byCategory: [{ category: 'INHOUSE', count: 24, stake: 1_200_000, validBet: 1_150_000, payout: 1_050_000, winLoss: -150_000 }],
    clampedFrom: null,
    ...overrides,
  };
}

/** A day of the credit report: two bets, one won, and a rebate. */
export function buildCreditReportDay(overrides: Partial<CreditReportDay> = {}): CreditReportDay {
  return { day: '2026-11-21', betCount: 2, stake: 300_000, validBet: 300_000, winLoss: -50_000, rebates: 5_500, bonuses: 0, net: -44_500, ...overrides };
}

/** A credit report of its days, its totals summed from them (as the server sums them). */
export function buildCreditReport(days: CreditReportDay[] = [buildCreditReportDay({ day: '2026-11-23', betCount: 0, stake: 0, validBet: 0, winLoss: 0, rebates: 0, bonuses: 30_000, net: 30_000 }), buildCreditReportDay()], overrides: Partial<CreditReport> = {}): CreditReport {
  const sum = (figure: Exclude<keyof CreditReportDay, 'day'>) => days.reduce((total, d) => total + d[figure], 0);
  return {
    currencySymbol: '₫',
    days,
    totals: { betCount: sum('betCount'), stake: sum('stake'), validBet: sum('validBet'), winLoss: sum('winLoss'), rebates: sum('rebates'), bonuses: sum('bonuses'), net: sum('net') },
    clampedFrom: null,
    ...overrides,
  };
}

/** The default record answers: a page of 2 bets out of 45, 3 movements, a P/L, a credit report of two days and one bonus. */
export const recordsHandlers = [
  contractHandler(api.betRecords, ({ request, body }) => {
    const items = [buildBetRecord(), buildBetRecord({ id: 'inhouse:round-0002', reference: 'round-0002', game: 'Triple Lotus Slot', stake: 20_000, validBet: 20_000, payout: 0, winLoss: -20_000, status: 'lost', fair: null })];
    return requireSession(request) ?? { items, totals: { count: 45, stake: 1_200_000, validBet: 1_150_000, winLoss: -150_000 }, pageNo: body.pageNo ?? 1, totalPages: 3, totalCount: 45, clampedFrom: null };
  }),
  contractHandler(api.recordVendors, ({ request }) =>
    requireSession(request) ?? [
      { code: 'XGS', name: 'XGS Originals', category: 'INHOUSE' as const },
      { code: 'RYL', name: 'Royal Live', category: 'LIVE' as const },
    ],
  ),
  contractHandler(api.transactionRecords, ({ request, body }) =>
    requireSession(request) ?? {
      items: [
        buildTransactionRecord(),
        buildTransactionRecord({ id: 102, type: 'transfer_in', amount: -200_000, balanceAfter: 5_800_000, reference: { type: 'vendor_wallet', id: 'RYL' }, memo: 'To Royal Live' }),
        buildTransactionRecord({ id: 103, type: 'withdrawal', amount: -1_500_000, balanceAfter: 0, wallet: 'hold', reference: { type: 'withdrawal', id: '12' }, memo: 'Withdrawal paid' }),
      ],
      pageNo: body.pageNo ?? 1,
      totalPages: 1,
      totalCount: 3,
      clampedFrom: null,
    },
  ),
  contractHandler(api.profitLoss, ({ request }) => requireSession(request) ?? buildProfitLoss()),
  contractHandler(api.creditReport, ({ request }) => requireSession(request) ?? buildCreditReport()),
  contractHandler(api.bonusRecords, ({ request }) =>
    requireSession(request) ?? { items: [buildBonusRecord(), buildBonusRecord({ id: 2, reason: 'reload', amount: 200_000, turnoverMultiple: 5, turnoverRequired: 1_000_000, turnoverDone: 1_000_000, completed: true })], locked: 500_000, pageNo: 1, totalPages: 1, totalCount: 2, clampedFrom: null },
  ),
];
