import { http, HttpResponse } from 'msw';
import { api } from '@/shared/contract/api';
import type { BankCard, PaymentPasswordStatus, UplineInfo, Withdrawal, WithdrawInfo } from '@/shared/contract/withdraw';
import { withdrawOperatorApi, type OperatorWithdrawal } from '@/shared/contract/withdraw-operator';
import { contractHandler, MockFailure } from '../contract-handler';
import { operatorMock } from './operator';
import { requireSession } from '../session-guard';

/*
 * The money-out calls of the mocked platform: a member with a payment
 * password, one card and 5,000,000 ₫; scenarios below change that.
 */

export function buildBankCard(overrides: Partial<BankCard> = {}): BankCard {
  return {
    id: 7,
    bankCode: 'VCB',
    bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    bankShortName: 'Vietcombank',
    logoUrl: '/media/banks/VCB.svg',
    holderName: 'Demo Player',
    maskedNumber: '•••• 6789',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function buildWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 12,
    reference: 'W000012',
    amount: 500_000,
    paid: 0,
    remaining: 500_000,
    state: 'pending',
    card: { bankShortName: 'Vietcombank', bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam', holderName: 'Demo Player', maskedNumber: '•••• 6789', logoUrl: '/media/banks/VCB.svg' },
    rejectReason: null,
    parts: [],
    proofIds: [],
    confirmDeadline: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

export function buildWithdrawInfo(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    balance: 5_000_000,
    currencySymbol: '₫',
    minAmount: 100_000,
    maxAmount: 50_000_000,
    dailyCount: 5,
    usedToday: 0,
    turnoverRemaining: 0,
    turnoverWithoutBonuses: 0,
    openBonus: 0,
    forcedReceiptMinutes: 30,
    paymentPasswordSet: true,
    awaitingReceipt: null,
    ...overrides,
  };
}

export const pinStatus: PaymentPasswordStatus = { isSet: true, lockedUntil: null, channels: { sms: null, email: 'de***@lotusplay.example' } };
const upline: UplineInfo = { allowed: true, uplineAccount: 'sp***or', balance: 5_000_000, currencySymbol: '₫', minAmount: 10_000, paymentPasswordSet: true };

export const withdrawHandlers = [
  contractHandler(api.paymentPasswordStatus, ({ request }) => requireSession(request) ?? pinStatus),
  contractHandler(api.setPaymentPassword, ({ request }) => requireSession(request) ?? null),
  contractHandler(api.changePaymentPassword, ({ request }) => requireSession(request) ?? null),
  contractHandler(api.paymentPasswordSendCode, ({ request }) => requireSession(request) ?? { expiredMinutes: 5 }),
  contractHandler(api.resetPaymentPassword, ({ request }) => requireSession(request) ?? null),
  contractHandler(api.banks, () => [
    { code: 'VCB', name: 'Ngân hàng TMCP Ngoại thương Việt Nam', shortName: 'Vietcombank', logoUrl: '/media/banks/VCB.svg' },
    { code: 'TCB', name: 'Ngân hàng TMCP Kỹ Thương Việt Nam', shortName: 'Techcombank', logoUrl: '/media/banks/TCB.svg' },
  ]),
  contractHandler(api.bankCards, ({ request }) => requireSession(request) ?? { cards: [buildBankCard()], payeeName: 'Demo Player', maxCards: 5 }),
  contractHandler(api.bindBankCard, ({ request, body }) => requireSession(request) ?? buildBankCard({ id: 8, bankCode: body.bankCode, maskedNumber: `•••• ${body.accountNumber.slice(-4)}` })),
  contractHandler(api.removeBankCard, ({ request }) => requireSession(request) ?? null),
  contractHandler(api.withdrawInfo, ({ request }) => requireSession(request) ?? buildWithdrawInfo()),
  contractHandler(api.withdraw, ({ request, body }) => requireSession(request) ?? buildWithdrawal({ amount: body.amount, remaining: body.amount })),
  contractHandler(api.withdrawals, ({ request }) => requireSession(request) ?? { items: [], total: 0, page: 1, pageSize: 10 }),
  contractHandler(api.confirmWithdrawalReceipt, ({ request, body }) => requireSession(request) ?? buildWithdrawal({ id: body.id, state: 'received' })),
  contractHandler(api.uplineInfo, ({ request }) => requireSession(request) ?? upline),
  contractHandler(api.transferToUpline, ({ request, body }) =>
    requireSession(request) ?? { transactionId: 901, createdAt: '2026-11-24T09:00:00.000Z', amount: body.amount, balanceAfter: 5_000_000 - body.amount, uplineAccount: 'sp***or' },
  ),
];


/* The console's withdrawal review: one withdrawal of demo, changed by the actions. */

export function buildOperatorWithdrawal(overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal {
  return {
    ...buildWithdrawal(),
    member: { id: 1, account: 'demo', nickname: 'Demo Player', payeeName: 'Demo Player' },
    merchantCode: 'LOTUS',
    currencySymbol: '₫',
    reviewedBy: null,
    ...overrides,
  };
}

export const withdrawMock = { review: buildOperatorWithdrawal(), payRequests: [] as string[], resolutions: [] as Array<{ outcome: string; note: string }> };

export function resetWithdrawMock() {
  withdrawMock.review = buildOperatorWithdrawal();
  withdrawMock.payRequests = [];
  withdrawMock.resolutions = [];
}

function staff(request: Request) {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token && operatorMock.tokens.has(token) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');
}

const closed = () => new MockFailure(409, 'CONFLICT', 'Closed.', undefined, { reason: 'withdrawalClosed' });

/** a 1×1 PNG: what a member's proof image is to the console's tests */
const PROOF_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

export const consoleWithdrawHandlers = [
  // the proofs are served to staff with their token only
  http.get('*/wps/uploads/:id', ({ request }) =>
    staff(request) ? new HttpResponse(null, { status: 404 }) : new HttpResponse(PROOF_PNG, { headers: { 'content-type': 'image/png' } }),
  ),
  contractHandler(withdrawOperatorApi.operatorWithdrawals, ({ request, body }) => {
    const items = body.state && body.state !== withdrawMock.review.state ? [] : [withdrawMock.review];
    return staff(request) ?? { items, total: items.length, page: 1, pageSize: 25 };
  }),
  contractHandler(withdrawOperatorApi.operatorWithdrawal, ({ request }) => staff(request) ?? withdrawMock.review),
  contractHandler(withdrawOperatorApi.operatorApproveWithdrawal, ({ request }) => {
    if (withdrawMock.review.state === 'rejected') return closed();
    withdrawMock.review = { ...withdrawMock.review, state: 'approved', reviewedBy: 'cashier' };
    return staff(request) ?? withdrawMock.review;
  }),
  contractHandler(withdrawOperatorApi.operatorRejectWithdrawal, ({ request, body }) => {
    if (withdrawMock.review.paid > 0) return closed();
    withdrawMock.review = { ...withdrawMock.review, state: 'rejected', remaining: 0, rejectReason: body.reason };
    return staff(request) ?? withdrawMock.review;
  }),
  contractHandler(withdrawOperatorApi.operatorDisburseWithdrawal, ({ request, body }) => {
    const refused = staff(request);
    if (refused) return refused;
    if (withdrawMock.payRequests.includes(body.requestId)) return withdrawMock.review;
    withdrawMock.payRequests.push(body.requestId);
    const w = withdrawMock.review;
    withdrawMock.review = {
      ...w,
      state: 'awaitingReceipt',
      paid: w.paid + body.amount,
      remaining: w.remaining - body.amount,
      parts: [...w.parts, { id: w.parts.length + 1, amount: body.amount, createdAt: '2026-11-24T09:00:00.000Z', returnedAt: null }],
      confirmDeadline: '2026-11-24T09:30:00.000Z',
    };
    return withdrawMock.review;
  }),
  contractHandler(withdrawOperatorApi.operatorResolveWithdrawal, ({ request, body }) => {
    const refused = staff(request);
    if (refused) return refused;
    const w = withdrawMock.review;
    if (w.state !== 'notReceived') return closed();
    const last = w.parts.filter((p) => p.returnedAt === null).at(-1);
    if (!last) return closed();
    withdrawMock.resolutions.push({ outcome: body.outcome, note: body.note });
    if (body.outcome === 'delivered') {
      withdrawMock.review = { ...w, state: w.remaining === 0 ? 'received' : 'disbursing' };
    } else {
      const paid = w.paid - last.amount;
      withdrawMock.review = {
        ...w,
        state: paid === 0 ? 'approved' : 'disbursing',
        paid,
        remaining: w.amount - paid,
        parts: w.parts.map((p) => (p.id === last.id ? { ...p, returnedAt: '2026-11-24T10:00:00.000Z' } : p)),
      };
    }
    return withdrawMock.review;
  }),
];
