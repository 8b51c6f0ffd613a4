import { api } from '@/shared/contract/api';
import { minorUnitProblem } from '@/shared/contract/currency';
import type { DepositChannels, DepositOrder, DepositState } from '@/shared/contract/deposit';
import { depositOperatorApi, type DepositNote, type OperatorDepositRow } from '@/shared/contract/deposit-operator';
import { contractHandler, MockFailure } from '../contract-handler';
import { requireSession } from '../session-guard';
import { operatorMock } from './operator';

/** The mocked platform's deposits: the brand's channels and the orders made in this test. */
export function buildDepositChannels(overrides: Partial<DepositChannels> = {}): DepositChannels {
  return {
    channels: [
      { code: 'bank', kind: 'bankTransfer', name: 'Bank transfer', min: 50_000, max: 300_000_000, quickAmounts: [100_000, 500_000, 1_000_000], telcos: [], cardValues: [] },
      { code: 'qr', kind: 'bankQr', name: 'VietQR', min: 50_000, max: 100_000_000, quickAmounts: [100_000, 200_000], telcos: [], cardValues: [] },
      { code: 'ewallet', kind: 'eWallet', name: 'E-wallet', min: 20_000, max: 20_000_000, quickAmounts: [50_000, 100_000, 200_000], telcos: [], cardValues: [] },
      {
        code: 'card',
        kind: 'scratchCard',
        name: 'Scratch card',
        min: 10_000,
        max: 500_000,
        quickAmounts: [],
        telcos: ['VIETTEL', 'MOBIFONE'],
        cardValues: [10_000, 50_000, 100_000],
      },
    ],
    orderMinutes: 15,
    currency: 'VND',
    currencySymbol: '₫',
    ...overrides,
  };
}

export interface DepositMockState {
  orders: Map<number, DepositOrder>;
  /** the Idempotency-Key of every create call, in order */
  createKeys: string[];
  /** how many times each order was read */
  reads: Map<number, number>;
  confirmations: Array<{ id: number; reason: string; requestId: string }>;
  /** the notes of orders the console shows (`depositNotes`), by order id */
  notes: Map<number, DepositNote[]>;
}

export const depositMock: DepositMockState = { orders: new Map(), createKeys: [], reads: new Map(), confirmations: [], notes: new Map() };

export function resetDepositMock() {
  depositMock.orders = new Map();
  depositMock.createKeys = [];
  depositMock.reads = new Map();
  depositMock.confirmations = [];
  depositMock.notes = new Map();
}

export function buildDepositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    id: 501,
    reference: 'LPTEST2345',
    channel: 'ewallet',
    channelName: 'E-wallet',
    kind: 'eWallet',
    state: 'pending',
    amount: 100_000,
    paidAmount: null,
    creditedAmount: null,
    currency: 'VND',
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:15:00.000Z',
    secondsLeft: 900,
    settledAt: null,
    failureReason: null,
    bank: null,
    qrPayload: null,
    payUrl: '/sandbox-pay/checkout?ref=LPTEST2345&amount=100000&currency=VND&sig=test-signature-0001',
    card: null,
    ...overrides,
  };
}

/** The provider confirms an order of the mock: the next read answers it credited. */
export function givenDepositCredited(id: number) {
  const order = depositMock.orders.get(id);
  if (!order) throw new Error(`no mocked deposit ${id}`);
  depositMock.orders.set(id, { ...order, state: 'credited', paidAmount: order.amount, creditedAmount: order.amount, secondsLeft: 0, payUrl: null, settledAt: '2026-11-24T10:01:00.000Z' });
}

const states: DepositState[] = ['pending', 'paid', 'credited', 'expired', 'cancelled', 'failed'];

/** A console row of a mocked order. */
export const consoleRowOf = (o: DepositOrder): OperatorDepositRow => ({
  id: o.id,
  reference: o.reference,
  merchantCode: 'LOTUS',
  memberId: 1,
  account: 'demo',
  channel: o.channel,
  channelName: o.channelName,
  kind: o.kind,
  state: o.state,
  amount: o.amount,
  paidAmount: o.paidAmount,
  creditedAmount: o.creditedAmount,
  currency: o.currency,
  createdAt: o.createdAt,
  expiresAt: o.expiresAt,
  settledAt: o.settledAt,
  failureReason: o.failureReason,
  notes: depositMock.notes.get(o.id) ?? (o.state === 'credited' && o.settledAt === null ? ['manualConfirmation'] : []),
});

/** An order the provider paid a tenth short of, credited what was paid and noted as the server notes it. */
export function givenDepositPaidShort(id = 710) {
  const order = buildDepositOrder({ id, reference: 'LPSHORT710', state: 'credited', amount: 100_000, paidAmount: 90_000, creditedAmount: 90_000, payUrl: null, secondsLeft: 0, settledAt: '2026-11-24T10:01:00.000Z' });
  depositMock.orders.set(id, order);
  depositMock.notes.set(id, ['amountMismatch', 'paidShort']);
  return order;
}

/** Every state once, for lists that show them all. */
export function givenDepositOrdersInEveryState() {
  states.forEach((state, i) => {
    const id = 600 + i;
    depositMock.orders.set(id, buildDepositOrder({ id, state, reference: `LPSTATE${i}AB`, amount: 100_000 * (i + 1) }));
  });
}

const consoleSession = (request: Request) => {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token && operatorMock.tokens.has(token) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');
};

export const depositHandlers = [
  contractHandler(api.depositChannels, ({ request }) => requireSession(request) ?? buildDepositChannels()),
  contractHandler(api.createDeposit, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    depositMock.createKeys.push(request.headers.get('Idempotency-Key') ?? '');
    const channel = buildDepositChannels().channels.find((c) => c.code === body.channel);
    if (!channel) return new MockFailure(404, 'NOT_FOUND', 'This deposit channel is not available.');
    // the server's rule, from the contract: no fraction of the brand's currency's minor unit
    const unit = minorUnitProblem(body.amount, buildDepositChannels().currency);
    if (unit) return new MockFailure(400, 'VALIDATION', 'Amounts in VND are whole numbers.', [{ field: 'amount', key: unit.key, params: unit.params }]);
    const id = 501 + depositMock.orders.size;
    const bank = channel.kind === 'bankTransfer' || channel.kind === 'bankQr' ? { bankName: 'Vietcombank (sandbox)', accountNumber: '0071000888999', accountName: 'CONG TY LOTUS PLAY' } : null;
    const order = buildDepositOrder({
      id,
      reference: `LPMOCK${String(id).padStart(4, '0')}`,
      channel: channel.code,
      channelName: channel.name,
      kind: channel.kind,
      amount: body.amount,
      bank,
      qrPayload: channel.kind === 'bankQr' ? '00020101021238570010A000000727' : null,
      card: body.card ? { telco: body.card.telco, serial: `•••••••${body.card.serial.slice(-4)}`, value: body.amount } : null,
      ...(channel.kind === 'scratchCard' ? { state: 'credited' as const, creditedAmount: body.amount, payUrl: null, secondsLeft: 0 } : {}),
    });
    depositMock.orders.set(id, order);
    return order;
  }),
  contractHandler(api.depositOrder, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    depositMock.reads.set(body.id, (depositMock.reads.get(body.id) ?? 0) + 1);
    return depositMock.orders.get(body.id) ?? new MockFailure(404, 'NOT_FOUND', 'No such deposit order.');
  }),
  contractHandler(api.cancelDeposit, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const order = depositMock.orders.get(body.id);
    if (!order) return new MockFailure(404, 'NOT_FOUND', 'No such deposit order.');
    const cancelled = { ...order, state: 'cancelled' as const, payUrl: null, secondsLeft: 0 };
    depositMock.orders.set(body.id, cancelled);
    return cancelled;
  }),
  contractHandler(api.depositHistory, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 10;
    const all = [...depositMock.orders.values()].filter((o) => !body.state || o.state === body.state).sort((a, b) => b.id - a.id);
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  }),
  contractHandler(depositOperatorApi.operatorDeposits, ({ request, body }) => {
    const refused = consoleSession(request);
    if (refused) return refused;
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 25;
    const all = [...depositMock.orders.values()].filter((o) => !body.state || o.state === body.state).sort((a, b) => b.id - a.id);
    return { items: all.slice((page - 1) * pageSize, page * pageSize).map(consoleRowOf), total: all.length, page, pageSize };
  }),
  contractHandler(depositOperatorApi.operatorDeposit, ({ request, body }) => {
    const refused = consoleSession(request);
    if (refused) return refused;
    const order = depositMock.orders.get(body.id);
    return order ? { order: consoleRowOf(order), callbacks: [] } : new MockFailure(404, 'NOT_FOUND', 'No such deposit order.');
  }),
  contractHandler(depositOperatorApi.operatorConfirmDeposit, ({ request, body }) => {
    const refused = consoleSession(request);
    if (refused) return refused;
    const order = depositMock.orders.get(body.id);
    if (!order) return new MockFailure(404, 'NOT_FOUND', 'No such deposit order.');
    if (order.state !== 'pending') return new MockFailure(409, 'CONFLICT', 'Only a pending order can be confirmed.');
    depositMock.confirmations.push(body);
    const credited = { ...order, state: 'credited' as const, creditedAmount: order.amount, paidAmount: order.amount, payUrl: null, secondsLeft: 0 };
    depositMock.orders.set(body.id, credited);
    return { order: { ...consoleRowOf(credited), notes: ['manualConfirmation'] }, replayed: false };
  }),
];
