import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  games,
  inhouseRounds,
  ledgerTransactions,
  lotteryDraws,
  lotteryTickets,
  operatorAudit,
  pointCarries,
  pointEntries,
  pointItems,
  turnoverRequirements,
} from '../../server/src/db/schema';
import { runWindow } from '../../server/src/jobs/runner';
import { toMinor } from '../../server/src/lib/money';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { earnForWindow, pointsEarnJob } from '../../server/src/modules/points/earn';
import { addPointEntry, pointsOf } from '../../server/src/modules/points/ledger';
import { redeem } from '../../server/src/modules/points/redeem';
import { balancesOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { api } from '../../src/shared/contract/api';
import { type Endpoint } from '../../src/shared/contract/endpoint';
import { envelopeOf } from '../../src/shared/contract/envelope';
import { operatorApi } from '../../src/shared/contract/operator';
import { pointsOperatorApi, type OperatorPointItem } from '../../src/shared/contract/points-operator';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  code?: string;
  message: string;
  value: T;
  fieldErrors?: Array<{ field: string; key: string; params?: Record<string, string | number> }>;
}
interface R {
  id: number;
  status: string;
  points: number;
  amount: number;
  quantity: number;
  remark: string;
}

const PIN = '246810';

describe('points mall', () => {
  let s: TestServer;
  let cashier: string;
  let keyNo = 0;
  const newKey = () => `points-test-key-${Date.now()}-${(keyNo += 1)}`;

  async function member<T = Record<string, unknown>>(endpoint: Endpoint, token: string | undefined, input: Record<string, unknown> = {}, key?: string, headers: Record<string, string> = {}) {
    const r = await call<Envelope<T>>(s, endpoint, input, {
      ...(token ? { token } : {}),
      headers: { ...headers, ...(endpoint.idempotent ? { 'idempotency-key': key ?? newKey() } : {}) },
    });
    if (r.status === 200) expect(envelopeOf(endpoint.response).safeParse(r.body).success, JSON.stringify(r.body).slice(0, 300)).toBe(true);
    return r;
  }

  /** A fresh registered member with `points`, and a payment password unless `pin` is null. */
  async function newMember(name: string, points: number, pin: string | null = PIN) {
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username: name,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await findMemberByAccount(s.db, 'LOTUS', name);
    if (!row) throw new Error('no member');
    if (points > 0) await addPointEntry(s.db, { memberId: row.id, kind: 'earn', points, idempotencyKey: `test:points:${name}` });
    if (pin) {
      const set = await member(api.setPaymentPassword, r.body.value.token, { loginPassword: 'Secret123', paymentPassword: pin, confirmPaymentPassword: pin });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    return { token: r.body.value.token, id: row.id, row };
  }

  async function itemOf(kind: 'cash' | 'bonus' | 'physical', price?: number) {
    const rows = await s.db.select().from(pointItems).where(and(eq(pointItems.merchantCode, 'LOTUS'), eq(pointItems.kind, kind)));
    const item = price === undefined ? rows[0] : rows.find((r) => r.price === price);
    if (!item) throw new Error(`no ${kind} item`);
    return item;
  }

  async function newItem(kind: 'cash' | 'physical', price: number, stock: number | null, amount = 0) {
    const [row] = await s.db
      .insert(pointItems)
      .values({ merchantCode: 'LOTUS', kind, names: { EN: `Test ${kind} ${price}` }, price, amount: toMinor(amount), stock, sortOrder: 100 })
      .returning();
    if (!row) throw new Error('no item');
    return row;
  }

  const mainOf = async (memberId: number) => Number((await balancesOf(s.db, memberId)).main) / 100;

  beforeAll(async () => {
    s = await startTestServer();
    const r = await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' });
    cashier = r.body.value.token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('shows visitors the seeded catalogue in their language, at the brand ratio', async () => {
    const r = await member<{ items: Array<{ kind: string; name: string; price: number; amount: number; stock: number | null }>; ratio: number }>(
      api.pointsCatalogue,
      undefined,
      {},
      undefined,
      { language: 'CN' },
    );
    expect(r.status).toBe(200);
    expect(r.body.value.ratio).toBe(1000);
    expect(r.body.value.items.map((i) => i.kind)).toEqual(['cash', 'cash', 'bonus', 'physical', 'physical']);
    expect(r.body.value.items[0]).toMatchObject({ name: '现金券 50,000 ₫', price: 500, amount: 50_000, stock: null });
    expect(r.body.value.items[3]).toMatchObject({ price: 3000, amount: 0, stock: 20 });
  });

  it('gives the demo member starting points, and asks a visitor to log in for a balance', async () => {
    const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
    expect((await pointsOf(s.db, demo!.id)).points).toBe(5000);
    expect((await member(api.pointsBalance, undefined)).status).toBe(401);
  });

  describe('earning', () => {
    // a window long past, so that no other test's bets fall in it
    const W1 = new Date('2021-03-01T10:00:00.000Z');
    const W2 = new Date('2021-03-01T10:05:00.000Z');
    const at = (window: Date, minutes: number) => new Date(window.getTime() + minutes * 60_000);

    it('credits valid turnover settled in the window at the ratio, once per window, carrying what is short of a point', async () => {
      const p = await newMember('pointsearn', 0, null);
      const [game] = await s.db.select({ id: games.id }).from(games).where(eq(games.category, 'INHOUSE')).limit(1);
      if (!game) throw new Error('no in-house game');
      const round = (id: string, when: Date, stake: number, payout: number) => ({
        roundId: id,
        memberId: p.id,
        merchantCode: 'LOTUS',
        gameId: game.id,
        kind: 'dice',
        stake: toMinor(stake),
        payout: toMinor(payout),
        bet: {},
        outcome: {},
        serverSeed: 's',
        serverSeedHash: 'h',
        clientSeed: 'c',
        nonce: 1,
        balanceAfter: 0n,
        createdAt: when,
      });
      await s.db.insert(inhouseRounds).values([
        // lost: 250,500 valid
        round('earn-r1', at(W1, 1), 250_500, 0),
        // won: the whole stake is valid, 20,000
        round('earn-r2', at(W1, 2), 20_000, 39_000),
        // a draw (stake back): no valid bet
        round('earn-r3', at(W1, 3), 100_000, 100_000),
        // before the window: not this window's
        round('earn-r4', at(W1, -1), 999_000, 0),
        // next window: 700
        round('earn-r5', at(W2, 1), 700, 0),
      ]);
      const [draw] = await s.db
        .insert(lotteryDraws)
        .values({
          lotteryCode: 'TESTLOT',
          period: 'points-earn-1',
          state: 'settled',
          openAt: at(W1, -60),
          closeAt: at(W1, -30),
          drawAt: at(W1, -30),
          stations: [],
          seed: 's',
          seedHash: 'h',
        })
        .returning({ id: lotteryDraws.id });
      let ticketNo = 0;
      const ticket = (state: string, stake: number, settledAt: Date | null) => ({
        orderNo: `POINTS-EARN-${(ticketNo += 1)}`,
        memberId: p.id,
        merchantCode: 'LOTUS',
        drawId: draw!.id,
        lotteryCode: 'TESTLOT',
        gameCode: 'TESTLOT',
        playType: 'x',
        numbers: ['01'],
        stations: [],
        points: 1,
        combos: 1,
        unitPrice: toMinor(stake),
        stake: toMinor(stake),
        odds: { odds: 1 },
        state,
        // placed well before the window: a ticket counts when it settles
        createdAt: at(W1, -50),
        settledAt,
      });
      await s.db.insert(lotteryTickets).values([
        // won, settled in the window: 80,000 valid
        ticket('won', 80_000, at(W1, 4)),
        // refunded in the window: no valid bet
        ticket('refunded', 50_000, at(W1, 4)),
        // lost but settled after the window: the next one's... in W2 (10,000)
        ticket('lost', 10_000, at(W2, 2)),
      ]);

      // W1: 250,500 + 20,000 + 80,000 = 350,500 ₫ at 1,000 ₫ a point = 350 points, 500 ₫ carried
      expect(await runWindow(s.db, pointsEarnJob, W1)).toBe('ran');
      expect((await pointsOf(s.db, p.id)).points).toBe(350);
      const [carry] = await s.db.select().from(pointCarries).where(eq(pointCarries.memberId, p.id));
      expect(carry?.carry).toBe(toMinor(500));
      // the same window again, by the runner or by hand: nothing more
      expect(await runWindow(s.db, pointsEarnJob, W1)).toBe('done-elsewhere');
      expect((await earnForWindow(s.db, { start: W1, end: W2 })).size).toBe(0);
      expect((await pointsOf(s.db, p.id)).points).toBe(350);

      // W2: 500 carried + 700 + 10,000 = 11,200 ₫ = 11 points, 200 ₫ carried
      expect(await runWindow(s.db, pointsEarnJob, W2)).toBe('ran');
      expect((await pointsOf(s.db, p.id)).points).toBe(361);
      const [carry2] = await s.db.select().from(pointCarries).where(eq(pointCarries.memberId, p.id));
      expect(carry2?.carry).toBe(toMinor(200));

      const history = await member<{ items: Array<{ kind: string; points: number; turnover: number | null }> }>(api.pointsHistory, p.token, {});
      expect(history.body.value.items.map((e) => [e.kind, e.points, e.turnover])).toEqual([
        ['earn', 11, 10_700],
        ['earn', 350, 350_500],
      ]);
      const balance = await member<{ points: number; earned: number; ratio: number }>(api.pointsBalance, p.token);
      expect(balance.body.value).toEqual({ points: 361, earned: 361, ratio: 1000 });
    });
  });

  describe('redeeming', () => {
    it('converts points to cash once, with the payment password, through the ledger', async () => {
      const p = await newMember('pointscash', 2000);
      const item = await itemOf('cash', 500);
      const before = await mainOf(p.id);
      const key = newKey();
      const r = await member<{ redemption: R; points: number }>(api.redeemPoints, p.token, { itemId: item.id, quantity: 2, paymentPassword: PIN }, key);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.value.redemption).toMatchObject({ status: 'approved', points: 1000, amount: 100_000, quantity: 2, type: 'cash' });
      expect(r.body.value.points).toBe(1000);
      expect(await mainOf(p.id)).toBe(before + 100_000);

      // the same action again (same key), over HTTP and in the service: the first answer, nothing moves
      const again = await member<{ redemption: R; points: number }>(api.redeemPoints, p.token, { itemId: item.id, quantity: 2, paymentPassword: PIN }, key);
      expect(again.body.value.redemption.id).toBe(r.body.value.redemption.id);
      const direct = await redeem(s.db, { member: p.row, idempotencyKey: key, language: null }, { itemId: item.id, quantity: 2, paymentPassword: PIN });
      expect(direct.redemption.id).toBe(r.body.value.redemption.id);
      expect(await mainOf(p.id)).toBe(before + 100_000);
      expect((await pointsOf(s.db, p.id)).points).toBe(1000);
      const moves = await s.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.refType, 'points_redemption'), eq(ledgerTransactions.refId, String(r.body.value.redemption.id))));
      expect(moves).toHaveLength(1);
      expect(moves[0]?.kind).toBe('bonus');

      const list = await member<{ items: R[]; total: number }>(api.pointRedemptions, p.token, {});
      expect(list.body.value.total).toBe(1);
      const history = await member<{ items: Array<{ kind: string; points: number; redemptionId: number | null }> }>(api.pointsHistory, p.token, {});
      expect(history.body.value.items[0]).toMatchObject({ kind: 'spend', points: -1000, redemptionId: r.body.value.redemption.id });
      expect(await checkLedger(s.db)).toEqual([]);
    });

    it('refuses a cash conversion without the payment password or with a wrong one, and moves nothing', async () => {
      const p = await newMember('pointspin', 2000);
      const item = await itemOf('cash', 500);
      const before = await mainOf(p.id);
      const missing = await member(api.redeemPoints, p.token, { itemId: item.id, quantity: 1 });
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual([{ field: 'paymentPassword', key: 'validation.notEmpty' }]);
      const wrong = await member(api.redeemPoints, p.token, { itemId: item.id, quantity: 1, paymentPassword: '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors?.[0]).toMatchObject({ field: 'paymentPassword', key: 'withdraw.errors.paymentPasswordWrong', params: { left: 4 } });
      expect(await mainOf(p.id)).toBe(before);
      expect((await pointsOf(s.db, p.id)).points).toBe(2000);

      const noPin = await newMember('pointsnopin', 2000, null);
      const notSet = await member<{ reason: string }>(api.redeemPoints, noPin.token, { itemId: item.id, quantity: 1, paymentPassword: '123456' });
      expect(notSet.status).toBe(403);
      expect(notSet.body.value.reason).toBe('paymentPasswordNotSet');
      // an unencrypted body is refused before anything is read
      const plain = await call<Envelope>(s, api.redeemPoints, { itemId: item.id, quantity: 1, paymentPassword: PIN }, { token: p.token, raw: true, headers: { 'idempotency-key': newKey() } });
      expect(plain.status).toBe(400);
      expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    });

    it('refuses more points than the balance', async () => {
      const p = await newMember('pointspoor', 400);
      const item = await itemOf('cash', 500);
      const r = await member<{ reason: string; points: number }>(api.redeemPoints, p.token, { itemId: item.id, quantity: 1, paymentPassword: PIN });
      expect(r.status).toBe(403);
      expect(r.body.value).toMatchObject({ reason: 'notEnoughPoints', points: 400 });
      expect((await pointsOf(s.db, p.id)).points).toBe(400);
    });

    it('never sells more than the stock, nor spends more points than the balance, under concurrent redeems', async () => {
      const item = await newItem('physical', 10, 3);
      const members = await Promise.all([newMember('pointsrush1', 1000, null), newMember('pointsrush2', 1000, null)]);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => member<{ reason?: string }>(api.redeemPoints, members[i % 2]!.token, { itemId: item.id, quantity: 1 })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(5);
      for (const r of refused) expect([r.status, r.body.value.reason]).toEqual([409, 'outOfStock']);
      const [after] = await s.db.select({ stock: pointItems.stock }).from(pointItems).where(eq(pointItems.id, item.id));
      expect(after?.stock).toBe(0);
      const spent = (await pointsOf(s.db, members[0].id)).points + (await pointsOf(s.db, members[1].id)).points;
      expect(spent).toBe(2000 - 30);

      // 25 points, five concurrent redeems of 10: two pass
      const unlimited = await newItem('physical', 10, null);
      const p = await newMember('pointsrush3', 25, null);
      const rush = await Promise.all(Array.from({ length: 5 }, () => member<{ reason?: string }>(api.redeemPoints, p.token, { itemId: unlimited.id, quantity: 1 })));
      expect(rush.filter((r) => r.status === 200)).toHaveLength(2);
      expect(rush.filter((r) => r.body.value.reason === 'notEnoughPoints')).toHaveLength(3);
      expect((await pointsOf(s.db, p.id)).points).toBe(5);
      const [{ n } = { n: 0 }] = await s.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pointEntries)
        .where(and(eq(pointEntries.memberId, p.id), eq(pointEntries.kind, 'spend')));
      expect(n).toBe(2);
    });

    it('adds a bonus to the turnover the member owes', async () => {
      const p = await newMember('pointsbonus', 1000, null);
      const item = await itemOf('bonus');
      const r = await member<{ redemption: R }>(api.redeemPoints, p.token, { itemId: item.id, quantity: 1 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.value.redemption).toMatchObject({ status: 'approved', amount: 100_000 });
      const owed = await s.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, p.id));
      expect(owed.map((o) => [o.source, o.amount])).toEqual([['points', toMinor(100_000)]]);
    });
  });

  describe('staff review of physical items', () => {
    it('keeps a physical item in process; approval and rejection (points and stock back) are audited, once', async () => {
      const p = await newMember('pointsshirt', 7000, null);
      const item = await itemOf('physical', 3000);
      const stock = item.stock ?? 0;
      const first = await member<{ redemption: R }>(api.redeemPoints, p.token, { itemId: item.id, quantity: 1 });
      const second = await member<{ redemption: R }>(api.redeemPoints, p.token, { itemId: item.id, quantity: 1 });
      expect(first.body.value.redemption.status).toBe('in_process');
      expect((await pointsOf(s.db, p.id)).points).toBe(1000);

      const waiting = await call<Envelope<{ items: Array<R & { member: { account: string } }> }>>(
        s,
        pointsOperatorApi.operatorPointRedemptions,
        { status: 'in_process', query: 'pointsshirt' },
        { token: cashier },
      );
      expect(waiting.status).toBe(200);
      expect(waiting.body.value.items.map((i) => i.member.account)).toEqual(['pointsshirt', 'pointsshirt']);

      const approved = await call<Envelope<R>>(s, pointsOperatorApi.operatorApprovePointRedemption, { id: first.body.value.redemption.id }, { token: cashier });
      expect(approved.body.value.status).toBe('approved');
      const rejected = await call<Envelope<R>>(
        s,
        pointsOperatorApi.operatorRejectPointRedemption,
        { id: second.body.value.redemption.id, reason: 'Out of this size' },
        { token: cashier },
      );
      expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'Out of this size' });
      const twice = await call<Envelope<{ reason: string }>>(
        s,
        pointsOperatorApi.operatorRejectPointRedemption,
        { id: second.body.value.redemption.id, reason: 'Again' },
        { token: cashier },
      );
      expect(twice.status).toBe(409);
      expect((await pointsOf(s.db, p.id)).points).toBe(4000);
      const [after] = await s.db.select({ stock: pointItems.stock }).from(pointItems).where(eq(pointItems.id, item.id));
      expect(after?.stock).toBe(stock - 1);

      const mine = await member<{ items: R[] }>(api.pointRedemptions, p.token, {});
      expect(mine.body.value.items.map((i) => i.status)).toEqual(['rejected', 'approved']);
      const audits = await s.db.select().from(operatorAudit).where(eq(operatorAudit.targetType, 'points_redemption'));
      expect(audits.map((a) => a.action).sort()).toEqual(['points.redemption.approve', 'points.redemption.reject']);
      expect(audits.find((a) => a.action === 'points.redemption.reject')?.reason).toBe('Out of this size');

      // the member page: the balance and the points' history, newest first (the refund on top)
      const history = await call<Envelope<{ points: number; items: Array<{ kind: string; points: number }> }>>(s, pointsOperatorApi.operatorMemberPoints, { memberId: p.id }, { token: cashier });
      expect(history.status).toBe(200);
      expect(history.body.value.points).toBe(4000);
      expect(history.body.value.items[0]).toMatchObject({ kind: 'refund', points: 3000 });
      expect((await call(s, pointsOperatorApi.operatorMemberPoints, { memberId: 2_000_000 }, { token: cashier })).status).toBe(404);
      // a member's token is no staff token
      const notStaff = await call(s, pointsOperatorApi.operatorPointRedemptions, {}, { token: p.token });
      expect(notStaff.status).toBe(401);
    });
  });

  describe('the catalogue in the console', () => {
    it('lists every item to staff; only an admin changes price, stock and active, audited with before and after', async () => {
      const admin = (await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' })).body.value.token;
      const listed = await call<Envelope<{ items: OperatorPointItem[] }>>(s, pointsOperatorApi.operatorPointItems, {}, { token: cashier });
      expect(listed.status).toBe(200);
      const item = listed.body.value.items.find((i) => i.kind === 'physical')!;
      expect(item).toMatchObject({ merchantCode: 'LOTUS', currencySymbol: '₫', active: true });

      const change = { id: item.id, price: item.price + 500, stock: 2, active: false };
      const refused = await call(s, pointsOperatorApi.operatorUpdatePointItem, change, { token: cashier });
      expect(refused.status).toBe(403);
      const updated = await call<Envelope<OperatorPointItem>>(s, pointsOperatorApi.operatorUpdatePointItem, change, { token: admin });
      expect(updated.status).toBe(200);
      expect(updated.body.value).toMatchObject({ price: item.price + 500, stock: 2, active: false });
      // the site no longer offers it
      const site = await call<Envelope<{ items: Array<{ id: number }> }>>(s, api.pointsCatalogue, {});
      expect(site.body.value.items.some((i) => i.id === item.id)).toBe(false);
      const [row] = await s.db.select().from(operatorAudit).where(and(eq(operatorAudit.targetType, 'points_item'), eq(operatorAudit.targetId, String(item.id))));
      expect(row).toMatchObject({ action: 'points.item.update' });
      expect(row?.details).toMatchObject({ before: { price: item.price, stock: item.stock, active: true }, after: { price: item.price + 500, stock: 2, active: false } });
      // a negative stock is refused by the contract
      expect((await call(s, pointsOperatorApi.operatorUpdatePointItem, { ...change, stock: -1 }, { token: admin })).status).toBe(400);
      expect((await call(s, pointsOperatorApi.operatorUpdatePointItem, { ...change, id: 2_000_000 }, { token: admin })).status).toBe(404);
      // back as it was, for the other tests
      await call(s, pointsOperatorApi.operatorUpdatePointItem, { id: item.id, price: item.price, stock: item.stock, active: true }, { token: admin });
    });
  });
});
