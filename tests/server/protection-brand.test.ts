import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, operatorAudit, protectionLimitHits } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { protectionClock } from '../../server/src/modules/protection/clock';
import { passGate } from '../../server/src/modules/protection/gate';
import { createSession } from '../../server/src/modules/session/sessions';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { api } from '../../src/shared/contract/api';
import { operatorApi } from '../../src/shared/contract/operator';
import { noBrandRules, type BrandRules, type Protection } from '../../src/shared/contract/protection';
import { protectionOperatorApi } from '../../src/shared/contract/protection-operator';
import { call, startTestServer, type TestServer } from './helpers';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string; fieldErrors?: { field: string; key: string }[] };

/** The brand's own rules (brand-wide, so this file's tests set them one after the other) and the session time limit's choices. */
describe('player protection: the brand’s rules and the session time choices', () => {
  let s: TestServer;
  let admin: string;
  let cashier: string;
  const realNow = protectionClock.now;

  async function player(funds = 0) {
    const account = `pb${Math.random().toString(36).slice(2, 10)}`;
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
  const deposit = (token: string, amount: number) =>
    call<Envelope<unknown>>(s, api.createDeposit, { channel: 'bank', amount }, { token, headers: { 'idempotency-key': randomUUID() } });
  const setRules = (rules: Partial<BrandRules>, token = admin) =>
    call<Envelope<{ rules: BrandRules }>>(s, protectionOperatorApi.operatorSetBrandRules, { merchantCode: 'LOTUS', rules: { ...noBrandRules, ...rules }, reason: 'Licence conditions of the brand' }, { token });
  const gate = (id: number, action: 'bet' | 'lotteryBet' | 'transfer' | 'deposit', amount: number) =>
    s.db.transaction((tx) => passGate(tx, { member: { id, merchantCode: 'LOTUS' }, action, amount: toMinor(amount) }));

  beforeAll(async () => {
    s = await startTestServer();
    const login = (username: string, password: string) => call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username, password });
    admin = (await login('operator', 'Operator1234')).body.value.token;
    cashier = (await login('cashier', 'Cashier1234')).body.value.token;
  }, 60_000);
  afterEach(async () => {
    protectionClock.now = realNow;
    await setRules({});
  });
  afterAll(async () => {
    await s?.close();
  });

  it('are the demo brand’s seeded rules, shown to staff and to the member', async () => {
    const listed = await call<Envelope<{ brands: { merchantCode: string; rules: BrandRules }[] }>>(s, protectionOperatorApi.operatorBrandRules, {}, { token: cashier });
    expect(listed.status).toBe(200);
    expect(listed.body.value.brands.find((b) => b.merchantCode === 'LOTUS')?.rules).toEqual({ ...noBrandRules, depositDay: 500_000_000, maxStake: 100_000_000 });
    const p = await player();
    expect((await call<Envelope<Protection>>(s, api.protection, {}, { token: p.token })).body.value.brandRules).toMatchObject({ depositDay: 500_000_000 });
  });

  it('refuses a bet above the brand’s stake cap with BRAND_MAX_STAKE, but not a transfer into a game', async () => {
    const p = await player(1_000);
    await setRules({ maxStake: 200 });
    await expect(gate(p.id, 'bet', 201)).rejects.toMatchObject({ code: 'BRAND_MAX_STAKE', status: 403, value: { limit: 200 } });
    await expect(gate(p.id, 'lotteryBet', 250)).rejects.toMatchObject({ code: 'BRAND_MAX_STAKE' });
    await expect(gate(p.id, 'bet', 200)).resolves.toBeUndefined();
    await expect(gate(p.id, 'transfer', 900)).resolves.toBeUndefined();
  });

  it('caps deposits for every player per rolling window, counted from the ledger and pending orders', async () => {
    const p = await player();
    await setRules({ depositDay: 250_000 });
    expect((await deposit(p.token, 200_000)).status).toBe(200);
    const over = await deposit(p.token, 100_000);
    expect(over.status).toBe(403);
    // the refused order counted in its own check (it was written first, under the member's lock)
    expect(over.body).toMatchObject({ code: 'BRAND_LIMIT_DEPOSIT', value: { period: 'day', limit: 250_000, used: 300_000 } });

    // a credited deposit counts in the week's cap as well
    const q = await player(200_000);
    await setRules({ depositDay: 1_000_000, depositWeek: 250_000 });
    expect((await deposit(q.token, 100_000)).body).toMatchObject({ code: 'BRAND_LIMIT_DEPOSIT', value: { period: 'week', limit: 250_000 } });
    expect((await deposit(q.token, 50_000)).status).toBe(200);
  });

  it('lets concurrent deposits pass the brand’s cap together never', async () => {
    const p = await player();
    await setRules({ depositDay: 250_000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => deposit(p.token, 100_000)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.code === 'BRAND_LIMIT_DEPOSIT')).toBe(true);
    const hits = await s.db.select().from(protectionLimitHits).where(eq(protectionLimitHits.memberId, p.id));
    expect(hits.map((h) => h.code)).toEqual(Array(4).fill('BRAND_LIMIT_DEPOSIT'));
  });

  it('checks the member’s own limit first where it is the stricter', async () => {
    const p = await player();
    await setRules({ depositDay: 500_000 });
    await call(s, api.setLimit, { kind: 'deposit', period: 'day', value: 100_000 }, { token: p.token });
    expect((await deposit(p.token, 150_000)).body.code).toBe('LIMIT_DEPOSIT');
  });

  it('gives every player the brand’s reality check: when they chose none, and as the longest interval', async () => {
    await setRules({ realityCheckMinutes: 30 });
    const interval = async (token: string) => (await call<Envelope<{ intervalMinutes: number | null }>>(s, api.realityCheck, {}, { token })).body.value.intervalMinutes;
    const p = await player();
    expect(await interval(p.token)).toBe(30);
    await call(s, api.setRealityCheck, { minutes: 60 }, { token: p.token });
    expect(await interval(p.token)).toBe(30);
    await call(s, api.setRealityCheck, { minutes: 15 }, { token: p.token });
    expect(await interval(p.token)).toBe(15);
    await setRules({});
    await call(s, api.setRealityCheck, { minutes: null }, { token: p.token });
    expect(await interval(p.token)).toBeNull();
  });

  it('lets only an admin of the brand change the rules, with a reason, audited', async () => {
    expect((await setRules({ maxStake: 5 }, cashier)).status).toBe(403);
    const noReason = await call<Envelope<unknown>>(s, protectionOperatorApi.operatorSetBrandRules, { merchantCode: 'LOTUS', rules: noBrandRules, reason: '' }, { token: admin });
    expect(noReason.status).toBe(400);
    const bad = await call<Envelope<unknown>>(s, protectionOperatorApi.operatorSetBrandRules, { merchantCode: 'LOTUS', rules: { ...noBrandRules, realityCheckMinutes: 45 }, reason: 'Licence' }, { token: admin });
    expect(bad.status).toBe(400);
    expect((await call<Envelope<unknown>>(s, protectionOperatorApi.operatorSetBrandRules, { merchantCode: 'NOPE', rules: noBrandRules, reason: 'Licence' }, { token: admin })).status).toBe(404);

    const set = await setRules({ maxStake: 5_000, depositMonth: 9_000_000 });
    expect(set.status).toBe(200);
    expect(set.body.value.rules).toMatchObject({ maxStake: 5_000, depositMonth: 9_000_000, depositDay: null });
    const [row] = await s.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'brand.protection.rules'), eq(operatorAudit.targetId, 'LOTUS')))
      .orderBy(operatorAudit.id);
    expect(row).toMatchObject({ targetType: 'brand', reason: 'Licence conditions of the brand' });
    // the site's brand settings follow at once (the read cache's brand topic moved on)
    const status = await call<Envelope<{ info: { settings: { protection?: BrandRules } } }>>(s, api.systemStatus, { url: 'localhost' });
    expect(status.body.value.info.settings.protection).toMatchObject({ maxStake: 5_000 });
  });

  it('offers the session time limit as fixed choices, refusing any other, with the 24-hour wait to raise or remove it', async () => {
    const p = await player();
    const odd = await call<Envelope<{ reason: string }>>(s, api.setLimit, { kind: 'session', period: 'session', value: 45 }, { token: p.token });
    expect(odd.status).toBe(400);
    expect(odd.body).toMatchObject({ code: 'VALIDATION', value: { reason: 'sessionChoice', choices: [30, 60, 120, 240, 480] } });
    expect(odd.body.fieldErrors).toEqual([{ field: 'value', key: 'validation.invalid' }]);

    const set = await call<Envelope<Protection>>(s, api.setLimit, { kind: 'session', period: 'session', value: 60 }, { token: p.token });
    expect(set.body.value.limits).toEqual([expect.objectContaining({ kind: 'session', value: 60, pending: null })]);
    expect((await call<Envelope<Protection>>(s, api.setLimit, { kind: 'session', period: 'session', value: 30 }, { token: p.token })).body.value.limits[0]).toMatchObject({ value: 30, pending: null });
    const raised = await call<Envelope<Protection>>(s, api.setLimit, { kind: 'session', period: 'session', value: 480 }, { token: p.token });
    expect(raised.body.value.limits[0]).toMatchObject({ value: 30, pending: { value: 480, confirmable: false } });
    expect((await call(s, api.confirmLimit, { kind: 'session', period: 'session' }, { token: p.token })).status).toBe(409);
    protectionClock.now = () => new Date(Date.now() + 25 * 3_600_000);
    const confirmed = await call<Envelope<Protection>>(s, api.confirmLimit, { kind: 'session', period: 'session' }, { token: p.token });
    expect(confirmed.body.value.limits[0]).toMatchObject({ value: 480, pending: null });
    const removal = await call<Envelope<Protection>>(s, api.setLimit, { kind: 'session', period: 'session', value: null }, { token: p.token });
    expect(removal.body.value.limits[0]).toMatchObject({ value: 480, pending: { value: null } });
  });
});
