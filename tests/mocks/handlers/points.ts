import { api } from '@/shared/contract/api';
import type { PointEntry, PointItem, Redemption } from '@/shared/contract/points';
import { pointsOperatorApi, type OperatorPointItem, type OperatorRedemption } from '@/shared/contract/points-operator';
import { contractHandler, MockFailure, type ResolverInput } from '../contract-handler';
import { bearer, requireSession } from '../session-guard';
import { mockOperators, operatorMock } from './operator';

/*
 * The points mall of the mocked platform: the seeded catalogue, a member
 * with 5,000 points and payment password 246810, and a redeem that spends
 * them (cash and bonus approved at once, gifts in process) and writes both
 * histories. `resetPointsMock` starts each test over.
 */

export const MOCK_PAYMENT_PASSWORD = '246810';

export function buildPointItem(overrides: Partial<PointItem> = {}): PointItem {
  return { id: 1, kind: 'cash', name: 'Cash voucher 50,000 ₫', price: 500, amount: 50_000, stock: null, ...overrides };
}

export const pointItems: PointItem[] = [
  buildPointItem(),
  buildPointItem({ id: 3, kind: 'bonus', name: 'Bonus 100,000 ₫', price: 800, amount: 100_000 }),
  buildPointItem({ id: 4, kind: 'physical', name: 'Lotus Play T-shirt', price: 3000, amount: 0, stock: 20 }),
  buildPointItem({ id: 5, kind: 'physical', name: 'Bluetooth earbuds', price: 12_000, amount: 0, stock: 0 }),
];

interface PointsMock {
  points: number;
  redemptions: Redemption[];
  entries: PointEntry[];
}

export const pointsMock: PointsMock = { points: 0, redemptions: [], entries: [] };

export function resetPointsMock(points = 5000) {
  pointsMock.points = points;
  pointsMock.redemptions = [];
  pointsMock.entries = [{ id: 1, kind: 'earn', points, turnover: points * 1000, redemptionId: null, createdAt: '2026-11-27T10:05:00.000Z' }];
}
resetPointsMock();

const page = <T>(items: T[], input: { page?: number | undefined; pageSize?: number | undefined }) => {
  const size = input.pageSize ?? 20;
  const at = input.page ?? 1;
  return { items: items.slice((at - 1) * size, at * size), total: items.length, page: at, pageSize: size };
};

export const pointsHandlers = [
  contractHandler(api.pointsCatalogue, () => ({ items: pointItems, ratio: 1000, currencySymbol: '₫' })),
  contractHandler(api.pointsBalance, ({ request }) => requireSession(request) ?? { points: pointsMock.points, earned: 5000, ratio: 1000 }),
  contractHandler(api.redeemPoints, (args) => redeemInMock(args)),
  contractHandler(api.pointRedemptions, ({ request, body }) => requireSession(request) ?? page(pointsMock.redemptions, body)),
  contractHandler(api.pointsHistory, ({ request, body }) => requireSession(request) ?? page(pointsMock.entries, body)),
];

/** The mock's redeem (a test that watches the calls wraps it). */
export function redeemInMock({ request, body }: ResolverInput<typeof api.redeemPoints.request>) {
  const refused = requireSession(request);
  if (refused) return refused;
  const item = pointItems.find((i) => i.id === body.itemId);
  if (!item) return new MockFailure(404, 'NOT_FOUND', 'This item cannot be redeemed.', undefined, { reason: 'itemUnavailable' });
  if (item.kind === 'cash' && body.paymentPassword !== MOCK_PAYMENT_PASSWORD) {
    return new MockFailure(400, 'VALIDATION', 'Wrong payment password.', [{ field: 'paymentPassword', key: 'withdraw.errors.paymentPasswordWrong', params: { left: 4 } }]);
  }
  const cost = item.price * body.quantity;
  if (cost > pointsMock.points) return new MockFailure(403, 'FORBIDDEN', 'Not enough points.', undefined, { reason: 'notEnoughPoints', points: pointsMock.points });
  pointsMock.points -= cost;
  const redemption: Redemption = {
    id: pointsMock.redemptions.length + 1,
    itemId: item.id,
    name: item.name,
    type: item.kind,
    quantity: body.quantity,
    points: cost,
    amount: item.amount * body.quantity,
    status: item.kind === 'physical' ? 'in_process' : 'approved',
    remark: '',
    createdAt: '2026-11-28T08:00:00.000Z',
  };
  pointsMock.redemptions.unshift(redemption);
  pointsMock.entries.unshift({ id: pointsMock.entries.length + 1, kind: 'spend', points: -cost, turnover: null, redemptionId: redemption.id, createdAt: redemption.createdAt });
  return { redemption, points: pointsMock.points };
}

// ——— the console's side (points-operator.ts): redeems to decide, the catalogue ———

export function buildOperatorRedemption(overrides: Partial<OperatorRedemption> = {}): OperatorRedemption {
  return {
    id: 31,
    itemId: 4,
    name: 'Lotus Play T-shirt',
    type: 'physical',
    quantity: 1,
    points: 3000,
    amount: 0,
    status: 'in_process',
    remark: '',
    createdAt: '2026-11-27T11:00:00.000Z',
    member: { id: 1, account: 'demo' },
    merchantCode: 'LOTUS',
    reviewedBy: null,
    ...overrides,
  };
}

const operatorItemOf = (item: PointItem, active = true): OperatorPointItem => ({ ...item, active, merchantCode: 'LOTUS', currencySymbol: '₫' });

export const pointsConsoleMock = { redemptions: [buildOperatorRedemption()], items: pointItems.map((i) => operatorItemOf(i)) };

export function resetPointsConsoleMock() {
  pointsConsoleMock.redemptions = [buildOperatorRedemption()];
  pointsConsoleMock.items = pointItems.map((i) => operatorItemOf(i));
}

/** The signed-in operator's profile, if the request carries a console token. */
function staffOf(request: Request) {
  const username = operatorMock.tokens.get(bearer(request));
  return username ? mockOperators[username]?.profile : undefined;
}

const signInFirst = () => new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');

function decideInMock(id: number, change: Partial<OperatorRedemption>) {
  const r = pointsConsoleMock.redemptions.find((x) => x.id === id);
  if (!r) return new MockFailure(404, 'NOT_FOUND', 'There is no such redeem.');
  if (r.status !== 'in_process') return new MockFailure(409, 'CONFLICT', 'Decided.', undefined, { reason: 'redemptionClosed' });
  Object.assign(r, change, { reviewedBy: 'cashier' });
  return r;
}

export const consolePointsHandlers = [
  contractHandler(pointsOperatorApi.operatorMemberPoints, ({ request, body }) =>
    staffOf(request)
      ? {
          points: 4200,
          earned: 5000,
          ...page(
            [
              { id: 3, kind: 'spend' as const, points: -800, turnover: null, redemptionId: 7, createdAt: '2026-11-27T12:00:00.000Z' },
              { id: 2, kind: 'earn' as const, points: 5000, turnover: 5_000_000, redemptionId: null, createdAt: '2026-11-27T10:05:00.000Z' },
            ],
            body,
          ),
        }
      : signInFirst(),
  ),
  contractHandler(pointsOperatorApi.operatorPointRedemptions, ({ request, body }) => {
    if (!staffOf(request)) return signInFirst();
    return page(pointsConsoleMock.redemptions.filter((r) => !body.status || r.status === body.status), body);
  }),
  contractHandler(pointsOperatorApi.operatorApprovePointRedemption, ({ request, body }) => (staffOf(request) ? decideInMock(body.id, { status: 'approved' }) : signInFirst())),
  contractHandler(pointsOperatorApi.operatorRejectPointRedemption, ({ request, body }) =>
    staffOf(request) ? decideInMock(body.id, { status: 'rejected', remark: body.reason }) : signInFirst(),
  ),
  contractHandler(pointsOperatorApi.operatorPointItems, ({ request }) => (staffOf(request) ? { items: pointsConsoleMock.items } : signInFirst())),
  contractHandler(pointsOperatorApi.operatorUpdatePointItem, ({ request, body }) => {
    const staff = staffOf(request);
    if (!staff) return signInFirst();
    if (staff.role !== 'admin') return new MockFailure(403, 'FORBIDDEN', 'Not for your role.');
    const item = pointsConsoleMock.items.find((i) => i.id === body.id);
    if (!item) return new MockFailure(404, 'NOT_FOUND', 'There is no such item.');
    Object.assign(item, { price: body.price, stock: body.stock, active: body.active });
    return item;
  }),
];
