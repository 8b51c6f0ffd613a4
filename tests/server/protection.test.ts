import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, protectionLimitHits, withdrawals } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { protectionClock } from '../../server/src/modules/protection/clock';
import { passGate } from '../../server/src/modules/protection/gate';
import { createSession } from '../../server/src/modules/session/sessions';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { api } from '../../src/shared/contract/api';
import { GUEST_TYPE } from '../../src/shared/contract/member';
import type { Protection } from '../../src/shared/contract/protection';
import { call, startTestServer, type TestServer } from './helpers';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

describe('player protection', () => {
  let s: TestServer;
  const realNow = protectionClock.now;
  /** moves the protection rules' clock forward (the ledger keeps the database's time) */
  const later = (hours: number) => {
    const at = new Date(Date.now() + hours * 3_600_000);
    protectionClock.now = () => at;
  };

  /** A fresh member of the demo brand, logged in, with `funds` in the main wallet. */
  async function player(funds = 0) {
    const account = `pp${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    const id = m!.id;
    if (funds > 0) {
      await transfer(s.db, {
        idempotencyKey: `test:${account}`,
        kind: 'deposit',
        from: await houseAccountOf(s.db, 'LOTUS', 'cash'),
        to: await accountOf(s.db, id, 'main'),
        amount: toMinor(funds),
      });
    }
    const token = await createSession(s.db, id, 1, { ip: '127.0.0.1', userAgent: 'test' });
    return { id, account, token };
  }
  const overview = async (token: string) => (await call<Envelope<Protection>>(s, api.protection, {}, { token })).body.value;
  const deposit = (token: string, amount: number) =>
    call<Envelope<unknown>>(s, api.createDeposit, { channel: 'bank', amount }, { token, headers: { 'idempotency-key': randomUUID() } });

  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterEach(() => {
    protectionClock.now = realNow;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('applies a lower limit at once; a raise waits 24 hours, then needs a confirmation', async () => {
    const p = await player();
    expect((await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 500_000 }, { token: p.token })).status).toBe(200);
    expect((await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 300_000 }, { token: p.token })).status).toBe(200);
    expect((await overview(p.token)).limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'day', value: 300_000, pending: null })]);

    const raise = await call<Envelope<Protection>>(s, api.setLimit, { kind: 'deposit', period: 'day', value: 800_000 }, { token: p.token });
    const pending = raise.body.value.limits[0]!;
    expect(pending.value).toBe(300_000);
    expect(pending.pending).toMatchObject({ value: 800_000, confirmable: false });
    expect(Date.parse(pending.pending!.effectiveAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const early = await call<Envelope<{ reason: string }>>(s, api.confirmLimit, { kind: 'deposit', period: 'day' }, { token: p.token });
    expect(early.status).toBe(409);
    expect(early.body.value).toMatchObject({ reason: 'limitPending' });
    // still the lower limit: a deposit over it is refused meanwhile
    expect((await deposit(p.token, 400_000)).body.code).toBe('LIMIT_DEPOSIT');

    later(25);
    expect((await overview(p.token)).limits[0]!.pending).toMatchObject({ confirmable: true });
    const confirmed = await call<Envelope<Protection>>(s, api.confirmLimit, { kind: 'deposit', period: 'day' }, { token: p.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.value.limits[0]).toMatchObject({ value: 800_000, pending: null });

    // a removal waits the same way
    await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: null }, { token: p.token });
    expect((await overview(p.token)).limits[0]!.pending).toMatchObject({ value: null });
    later(50);
    await call(s, api.confirmLimit, { kind: 'deposit', period: 'day' }, { token: p.token });
    expect((await overview(p.token)).limits).toEqual([]);
  });

  it('lets concurrent deposits pass a limit together never: one order at a time is checked under the member’s lock', async () => {
    const p = await player();
    await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 250_000 }, { token: p.token });
    const results = await Promise.all(Array.from({ length: 6 }, () => deposit(p.token, 100_000)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.code === 'LIMIT_DEPOSIT')).toBe(true);
    // each refusal is kept for the console's report
    const hits = await s.db.select().from(protectionLimitHits).where(eq(protectionLimitHits.memberId, p.id));
    expect(hits.map((h) => h.code)).toEqual(['LIMIT_DEPOSIT', 'LIMIT_DEPOSIT', 'LIMIT_DEPOSIT', 'LIMIT_DEPOSIT']);
  });

  it('counts the loss limit as deposits less withdrawals, and the wager limit on stakes and transfers into games', async () => {
    const p = await player();
    await call(s, api.setLimit, { kind: 'loss', period: 'week', value: 150_000 }, { token: p.token });
    expect((await deposit(p.token, 100_000)).status).toBe(200);
    expect((await deposit(p.token, 100_000)).body.code).toBe('LIMIT_LOSS');

    const q = await player(1_000);
    await s.db.transaction(async (tx) => {
      await passGate(tx, { member: { id: q.id, merchantCode: 'LOTUS' }, action: 'bet', amount: toMinor(100) });
    });
    await call(s, api.setLimit, { kind: 'wager', period: 'day', value: 100 }, { token: q.token });
    await transfer(s.db, { idempotencyKey: `test:bet:${q.id}`, kind: 'bet', from: await accountOf(s.db, q.id, 'main'), to: await houseAccountOf(s.db, 'LOTUS', 'games'), amount: toMinor(80) });
    const refused = s.db.transaction((tx) => passGate(tx, { member: { id: q.id, merchantCode: 'LOTUS' }, action: 'bet', amount: toMinor(30) }));
    await expect(refused).rejects.toMatchObject({ code: 'LIMIT_WAGER', value: { limit: 100, used: 80 } });
    await s.db.transaction((tx) => passGate(tx, { member: { id: q.id, merchantCode: 'LOTUS' }, action: 'bet', amount: toMinor(20) }));
  });

  it("refuses a free-play account what the brand does not let trials play, with the site's reason guestRefused", async () => {
    const q = await player();
    const brand = { trialCategories: ['RNG', 'LOTT'] };
    const gate = (isAgent: number, action: 'launch' | 'lotteryBet', category: string) =>
      s.db.transaction((tx) => passGate(tx, { member: { id: q.id, merchantCode: 'LOTUS', isAgent }, action, play: { category, brand } }));
    await expect(gate(GUEST_TYPE, 'launch', 'LIVE')).rejects.toMatchObject({ code: 'FORBIDDEN', value: { reason: 'guestRefused' } });
    await expect(gate(GUEST_TYPE, 'launch', 'RNG')).resolves.toBeUndefined();
    await expect(gate(GUEST_TYPE, 'lotteryBet', 'LOTT')).resolves.toBeUndefined();
    // a member plays whatever the trial categories say
    await expect(gate(0, 'launch', 'LIVE')).resolves.toBeUndefined();
  });

  it('ends every session at once on a self-exclusion, refuses the login with its end, and never shortens it', async () => {
    const p = await player();
    const other = await createSession(s.db, p.id, 1, { ip: '127.0.0.1', userAgent: 'second device' });
    const excluded = await call<Envelope<{ endsAt: string }>>(s, api.selfExclude, { duration: '6m' }, { token: p.token });
    expect(excluded.status).toBe(200);
    for (const token of [p.token, other]) expect((await call(s, api.memberInfo, {}, { token })).status).toBe(401);

    const { finishLogin } = await import('../../server/src/modules/session/login');
    const [row] = await s.db.select().from(members).where(eq(members.id, p.id));
    const login = finishLogin(s.db, row!, { ip: '127.0.0.1', userAgent: null, ttlHours: 1 }, { deviceChecked: true });
    await expect(login).rejects.toMatchObject({ code: 'SELF_EXCLUDED', value: { until: excluded.body.value.endsAt, permanent: false } });

    // no way back before the end: a return is refused, and the gate refuses play
    const again = await createSession(s.db, p.id, 1, { ip: '127.0.0.1', userAgent: 'test' });
    expect((await call<Envelope<unknown>>(s, api.returnFromExclusion, {}, { token: again })).body.code).toBe('SELF_EXCLUDED');
    expect((await deposit(again, 100_000)).body.code).toBe('SELF_EXCLUDED');

    // past its end: the login opens, play waits for the return and a day of cooling-off
    later(24 * 190);
    await expect(finishLogin(s.db, row!, { ip: '127.0.0.1', userAgent: null, ttlHours: 1 }, { deviceChecked: true })).resolves.toBeTruthy();
    await expect(s.db.transaction((tx) => passGate(tx, { member: { id: p.id, merchantCode: 'LOTUS' }, action: 'launch' }))).rejects.toMatchObject({
      code: 'SELF_EXCLUDED',
      value: { awaitingReturn: true },
    });
    const asked = await call<Envelope<{ returnAt: string }>>(s, api.returnFromExclusion, {}, { token: again });
    expect(asked.status).toBe(200);
    later(24 * 190 + 25);
    await s.db.transaction((tx) => passGate(tx, { member: { id: p.id, merchantCode: 'LOTUS' }, action: 'launch' }));
  });

  it('stops marketing and play on a time-out, at once, and still lets a withdrawal already asked be paid', async () => {
    const p = await player(500_000);
    const hold = await accountOf(s.db, p.id, 'hold');
    await transfer(s.db, { idempotencyKey: `test:hold:${p.id}`, kind: 'hold', from: await accountOf(s.db, p.id, 'main'), to: hold, amount: toMinor(200_000) });
    const taken = await call<Envelope<{ kind: string }>>(s, api.takeTimeOut, { duration: '7d' }, { token: p.token });
    expect(taken.status).toBe(200);
    expect((await call(s, api.balance, {}, { token: p.token })).status).toBe(401);
    const { marketingStopped } = await import('../../server/src/modules/protection/marketing');
    expect(await marketingStopped(s.db, p.id)).toBe(true);
    // the money goes out all the same: the gate guards money in and play, never a withdrawal
    await transfer(s.db, { idempotencyKey: `test:paid:${p.id}`, kind: 'withdrawal', from: hold, to: await houseAccountOf(s.db, 'LOTUS', 'cash'), amount: toMinor(200_000) });
    expect(await s.db.select().from(withdrawals).where(eq(withdrawals.memberId, p.id))).toEqual([]);
    expect(await checkLedger(s.db)).toEqual([]);
  });

  it('gives the reality check and the account history from the ledger', async () => {
    const p = await player(300_000);
    await call(s, api.setRealityCheck, { minutes: 15 }, { token: p.token });
    const check = (await call<Envelope<{ intervalMinutes: number; netResult: number }>>(s, api.realityCheck, {}, { token: p.token })).body.value;
    expect(check).toMatchObject({ intervalMinutes: 15, netResult: 0 });
    expect((await overview(p.token)).history).toMatchObject({ netDeposits30Days: 300_000, netDeposits6Months: 300_000, netDeposits12Months: 300_000 });
  });
});
