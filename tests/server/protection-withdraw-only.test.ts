import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { finishLogin } from '../../server/src/modules/session/login';
import { rememberNetwork } from '../../server/src/modules/identity/device';
import { verifyDevice } from '../../server/src/modules/identity/device-verify';
import { createSession } from '../../server/src/modules/session/sessions';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { api } from '../../src/shared/contract/api';
import type { Protection } from '../../src/shared/contract/protection';
import { call, startTestServer, type TestServer } from './helpers';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

/**
 * A member on a time-out or self-exclusion with money left may still take it
 * out: the login's refusal offers a withdraw-only session, which reaches only
 * the balance, the withdrawal, its records and the logout.
 */
describe('the withdraw-only session of a blocked member', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  async function player(funds: number) {
    const account = `wo${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning();
    const member = m!;
    await accountOf(s.db, member.id, 'main');
    if (funds > 0) {
      await transfer(s.db, { idempotencyKey: `test:${account}`, kind: 'deposit', from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, member.id, 'main'), amount: toMinor(funds) });
    }
    const token = await createSession(s.db, member.id, 1, { ip: '127.0.0.1', userAgent: 'test' });
    return { member, token };
  }
  const meta = { ip: '127.0.0.1', userAgent: null, ttlHours: 1 };
  const fresh = async (id: number) => (await s.db.select().from(members).where(eq(members.id, id)))[0]!;

  it('offers it with money left, scopes it to withdrawal, and refuses everything else with the block code', async () => {
    const p = await player(300_000);
    expect((await call(s, api.takeTimeOut, { duration: '7d' }, { token: p.token })).status).toBe(200);

    // the plain login is refused with the end date, and says a withdraw-only session is open to it
    await expect(finishLogin(s.db, await fresh(p.member.id), meta, { deviceChecked: true })).rejects.toMatchObject({
      code: 'TIMED_OUT',
      value: { withdrawOnly: true, permanent: false, until: expect.any(String) as unknown },
    });

    const login = await finishLogin(s.db, await fresh(p.member.id), meta, { deviceChecked: true, withdrawOnly: true });
    expect(login.user.withdrawOnly).toBe(true);
    const token = login.token;

    const info = await call<Envelope<{ withdrawOnly?: boolean }>>(s, api.memberInfo, {}, { token });
    expect(info.body.value.withdrawOnly).toBe(true);
    const balance = await call<Envelope<{ sumBalance: number }>>(s, api.balance, {}, { token });
    expect(balance.body.value.sumBalance).toBe(300_000);
    expect((await call(s, api.withdrawInfo, {}, { token })).status).toBe(200);
    expect((await call(s, api.withdrawals, { page: 1, pageSize: 10 }, { token })).status).toBe(200);

    // anything else answers the block's code
    const refused = [
      await call<Envelope<unknown>>(s, api.accountOverview, {}, { token }),
      await call<Envelope<unknown>>(s, api.betRecords, {}, { token }),
      await call<Envelope<unknown>>(s, api.setLimit, { kind: 'deposit', period: 'day', value: 1 }, { token }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('TIMED_OUT');
    }
    expect((await call(s, api.logout, {}, { token })).status).toBe(200);
  });

  it('refuses the login outright without money to withdraw, and lets an ordinary member in as before', async () => {
    const p = await player(0);
    expect((await call(s, api.selfExclude, { duration: '6m' }, { token: p.token })).status).toBe(200);
    const plain = finishLogin(s.db, await fresh(p.member.id), meta, { deviceChecked: true, withdrawOnly: true });
    await expect(plain).rejects.toMatchObject({ code: 'SELF_EXCLUDED' });
    await plain.catch((error: { value: Record<string, unknown> }) => expect(error.value.withdrawOnly).toBeUndefined());

    const other = await player(0);
    const login = await finishLogin(s.db, await fresh(other.member.id), meta, { deviceChecked: true, withdrawOnly: true });
    expect(login.user.withdrawOnly).toBeUndefined();
    expect((await call(s, api.accountOverview, {}, { token: login.token })).status).toBe(200);
  });

  it('stays withdraw-only through the new-network step: the verification ends the login as it was asked', async () => {
    const p = await player(150_000);
    await s.db.update(members).set({ payeeName: 'Tran Thi Hoa' }).where(eq(members.id, p.member.id));
    await rememberNetwork(s.db, p.member.id, '10.9.0.1');
    expect((await call(s, api.takeTimeOut, { duration: '24h' }, { token: p.token })).status).toBe(200);
    const fromNewNetwork = { ...meta, ip: '10.9.0.2' };
    // asked withdraw-only from a network the member never used: the extra step first
    const asked = finishLogin(s.db, await fresh(p.member.id), fromNewNetwork, { withdrawOnly: true });
    await expect(asked).rejects.toMatchObject({ code: 'VERIFICATION_REQUIRED' });
    const ticket = await asked.then(
      () => '',
      (error: { value: { ticket: string } }) => error.value.ticket,
    );
    const merchant = { code: 'LOTUS' } as Parameters<typeof verifyDevice>[1];
    const login = await verifyDevice(s.db, merchant, { ticket, method: 'payeeName', answer: 'tran thi hoa', withdrawOnly: true }, { ...fromNewNetwork, userAgent: null });
    expect(login.user.withdrawOnly).toBe(true);
    expect((await call(s, api.accountOverview, {}, { token: login.token })).body).toMatchObject({ code: 'TIMED_OUT' });

    // without it, the step's end is the block's refusal, with its offer
    const again = finishLogin(s.db, await fresh(p.member.id), { ...meta, ip: '10.9.0.3' }, { withdrawOnly: true });
    const second = await again.then(
      () => '',
      (error: { value: { ticket: string } }) => error.value.ticket,
    );
    await expect(
      verifyDevice(s.db, merchant, { ticket: second, method: 'payeeName', answer: 'Tran Thi Hoa' }, { ...meta, ip: '10.9.0.3', userAgent: null }),
    ).rejects.toMatchObject({ code: 'TIMED_OUT', value: { withdrawOnly: true } });
  });

  it('keeps the responsible gaming information as seen, once', async () => {
    const p = await player(0);
    expect((await call<Envelope<Protection>>(s, api.protection, {}, { token: p.token })).body.value.infoSeen).toBe(false);
    expect((await call<Envelope<Protection>>(s, api.protectionInfoSeen, {}, { token: p.token })).body.value.infoSeen).toBe(true);
    expect((await call<Envelope<Protection>>(s, api.protection, {}, { token: p.token })).body.value.infoSeen).toBe(true);
  });
});
