import { api } from '@/shared/contract/api';
import type { BankCard, PaymentPasswordStatus, UplineInfo, Withdrawal, WithdrawInfo } from '@/shared/contract/withdraw';
import { contractHandler } from '../contract-handler';
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
