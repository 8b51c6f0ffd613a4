import { api } from '@/shared/contract/api';
import type { PointEntry, PointItem, Redemption } from '@/shared/contract/points';
import { contractHandler, MockFailure, type ResolverInput } from '../contract-handler';
import { requireSession } from '../session-guard';

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
