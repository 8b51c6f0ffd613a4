import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, ledgerTransactions, members, operatorAudit, operatorSessions, sessions, walletAccounts } from '../../server/src/db/schema';
import { sha256Hex } from '../../server/src/lib/hash';
import { createOperator } from '../../server/src/modules/operator/accounts';
import { accountSeeds } from '../../server/src/seed/data/accounts';
import { api } from '../../src/shared/contract/api';
import { envelopeOf } from '../../src/shared/contract/envelope';
import type { Endpoint } from '../../src/shared/contract/endpoint';
import { operatorApi, type AuditEntry, type OperatorEndpointName } from '../../src/shared/contract/operator';
import { call, encryptBody, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  code?: string;
  message: string;
  value: T;
}

/** The start of today for the dashboard, as the console sends it (local midnight). */
const todayStart = () => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
};

let requestSeq = 0;
const requestId = () => `test-request-${Date.now()}-${(requestSeq += 1)}`.padEnd(16, 'x');

describe('the operator console', () => {
  let s: TestServer;
  let admin: string;
  let cashier: string;
  let demoId: number;
  /** Today's start as it was when the seed ran: a run that crosses midnight still counts the seed's movements. */
  let seededDay: string;
  const answered = new Set<OperatorEndpointName>();

  /** Calls an operator endpoint and, on success, checks the answer against the contract. */
  async function op<T = Record<string, unknown>>(name: OperatorEndpointName, input: Record<string, unknown>, token?: string) {
    const endpoint: Endpoint = operatorApi[name];
    const r = await call<Envelope<T>>(s, endpoint, input, token ? { token } : {});
    if (r.status === 200) {
      const parsed = envelopeOf(endpoint.response).safeParse(r.body);
      expect(parsed.success, `${name}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
      answered.add(name);
    }
    return r;
  }

  async function signIn(username: string, password: string): Promise<string> {
    const r = await op<{ token: string }>('operatorLogin', { username, password });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.value.token;
  }

  async function balanceOf(memberId: number): Promise<number> {
    const r = await op<{ member: { balance: number } }>('operatorMember', { memberId }, admin);
    return r.body.value.member.balance;
  }

  async function auditRows(action: string) {
    return s.db.select().from(operatorAudit).where(eq(operatorAudit.action, action));
  }

  beforeAll(async () => {
    seededDay = todayStart();
    s = await startTestServer();
    admin = await signIn('operator', 'Operator1234');
    cashier = await signIn('cashier', 'Cashier1234');
    const [demo] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));
    demoId = demo!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('sign-in and sessions', () => {
    it('signs in the seeded staff with their roles and brands, never answering a hash', async () => {
      const r = await op<{ token: string; operator: Record<string, unknown>; idleMinutes: number }>('operatorLogin', {
        username: 'Operator',
        password: 'Operator1234',
      });
      expect(r.status).toBe(200);
      expect(r.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.body.value.operator).toMatchObject({ username: 'operator', role: 'admin', merchantCode: null });
      expect(r.body.value.idleMinutes).toBe(30);
      expect(JSON.stringify(r.body)).not.toMatch(/argon2|Operator1234/);
      const me = await op<{ operator: Record<string, unknown> }>('operatorMe', {}, cashier);
      expect(me.body.value.operator).toMatchObject({ username: 'cashier', role: 'finance', merchantCode: 'LOTUS' });
      const stored = await s.db.select({ hash: operatorSessions.tokenHash }).from(operatorSessions);
      expect(stored.some((row) => row.hash === r.body.value.token)).toBe(false);
    });

    it('answers a wrong password and an unknown name alike, and audits the wrong password of a known operator', async () => {
      const before = (await auditRows('operator.signInFailed')).length;
      const wrong = await op('operatorLogin', { username: 'cashier', password: 'nope-nope' });
      const unknown = await op('operatorLogin', { username: 'nobody-here', password: 'nope-nope' });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
      expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([401, 'INVALID_CREDENTIALS', wrong.body.message]);
      expect((await auditRows('operator.signInFailed')).length).toBe(before + 1);
    });

    it('takes the password only encrypted', async () => {
      const r = await call<Envelope>(s, operatorApi.operatorLogin, { username: 'operator', password: 'Operator1234' }, { raw: true });
      expect([r.status, r.body.code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
    });

    it('refuses a call without a token or with a member token; a member call refuses an operator token', async () => {
      expect((await op('operatorMe', {})).status).toBe(401);
      const member = await loginAs(s, 'demo', 'Demo1234');
      const withMemberToken = await op('operatorMembers', { query: 'demo' }, member);
      expect([withMemberToken.status, withMemberToken.body.code]).toEqual([401, 'UNAUTHORIZED']);
      for (const endpoint of [api.memberInfo, api.balance, api.favouriteIds]) {
        const r = await call<Envelope>(s, endpoint, {}, { token: admin });
        expect([endpoint.path, r.status, r.body.code]).toEqual([endpoint.path, 401, 'UNAUTHORIZED']);
      }
      // the member's token still works where it belongs
      expect((await call(s, api.balance, {}, { token: member })).status).toBe(200);
    });

    it('answers 401 (or 403) before it looks at the body: a caller without the right learns nothing of the call', async () => {
      const bad = { memberId: 'x', direction: 'sideways', amount: -1, reason: '', requestId: 'short' };
      const anonymous = await op('operatorAdjustBalance', bad);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHORIZED']);
      const member = await loginAs(s, 'demo', 'Demo1234');
      const withMemberToken = await op('operatorAdjustBalance', bad, member);
      expect([withMemberToken.status, withMemberToken.body.code]).toEqual([401, 'UNAUTHORIZED']);
      const finance = await op('operatorSetMemberStatus', { memberId: 'x', status: 'gone', reason: '' }, cashier);
      expect([finance.status, finance.body.code]).toEqual([403, 'FORBIDDEN']);
      // signed in with the right role, the body is judged
      const judged = await op('operatorAdjustBalance', bad, admin);
      expect([judged.status, judged.body.code]).toEqual([400, 'VALIDATION']);
    });

    it('ends a session at sign-out (audited) and after 30 idle minutes', async () => {
      const token = await signIn('operator', 'Operator1234');
      expect((await op('operatorLogout', {}, token)).status).toBe(200);
      expect((await op('operatorMe', {}, token)).status).toBe(401);
      const [out] = await s.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'operator.signOut'));
      expect(out).toMatchObject({ targetType: 'operator' });

      const idle = await signIn('operator', 'Operator1234');
      expect((await op('operatorMe', {}, idle)).status).toBe(200);
      const idleSession = eq(operatorSessions.tokenHash, sha256Hex(idle));
      await s.db.update(operatorSessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` }).where(idleSession);
      // a call inside the 30 minutes counts as activity and starts the count again
      expect((await op('operatorMe', {}, idle)).status).toBe(200);
      const [touched] = await s.db.select({ idleFor: sql<number>`extract(epoch from now() - ${operatorSessions.lastSeenAt})::float8` }).from(operatorSessions).where(idleSession);
      expect(touched!.idleFor).toBeLessThan(60);
      await s.db.update(operatorSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(idleSession);
      expect((await op('operatorMe', {}, idle)).status).toBe(401);
      // the other sessions were touched a moment ago and go on
      expect((await op('operatorMe', {}, admin)).status).toBe(200);
    });

    it('limits wrong passwords per operator (the right one waits too) and sign-ins per address', async () => {
      await createOperator(s.db, { username: 'slowtypist', displayName: 'Slow', password: 'Typist1234', role: 'finance', merchantCode: 'LOTUS' });
      const attempt = async (password: string, ip: string, username = 'slowtypist') => {
        const r = await s.app.inject({
          method: 'POST',
          url: operatorApi.operatorLogin.path,
          remoteAddress: ip,
          payload: encryptBody({ username, password }, s.keys) as never,
        });
        return { status: r.statusCode, code: r.json<Envelope>().code, retryAfter: r.headers['retry-after'] };
      };
      for (let i = 0; i < 10; i += 1) expect((await attempt('wrong-password', `198.51.100.${i + 1}`)).status).toBe(401);
      const refused = await attempt('Typist1234', '198.51.100.50');
      expect([refused.status, refused.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);

      // one address: 30 sign-ins in 10 minutes, whatever the account
      for (let i = 0; i < 30; i += 1) expect((await attempt('wrong-password', '203.0.113.77', `someone${i}`)).status).toBe(401);
      expect((await attempt('wrong-password', '203.0.113.77', 'someone-else')).status).toBe(429);
    });
  });

  describe('roles', () => {
    it('lets finance read and adjust, and refuses it the status change and the audit log', async () => {
      expect((await op('operatorMembers', { query: 'demo' }, cashier)).status).toBe(200);
      const lock = await op('operatorSetMemberStatus', { memberId: demoId, status: 'locked', reason: 'finance may not' }, cashier);
      expect([lock.status, lock.body.code]).toEqual([403, 'FORBIDDEN']);
      const log = await op('operatorAudit', {}, cashier);
      expect([log.status, log.body.code]).toEqual([403, 'FORBIDDEN']);
      const [demo] = await s.db.select({ status: members.status }).from(members).where(eq(members.id, demoId));
      expect(demo?.status).toBe('active');
    });
  });

  describe('members', () => {
    it('finds members by part of the account, the e-mail address or the mobile number, not guests', async () => {
      await s.db.update(members).set({ countryDialingCode: '+84', mobileNum: '912345678' }).where(eq(members.account, 'namphan'));
      type Page = { items: Array<{ account: string; balance: number | null; status: string }>; total: number };
      const byAccount = await op<Page>('operatorMembers', { query: 'DEM' }, admin);
      expect(byAccount.body.value.items[0]).toMatchObject({ account: 'demo', status: 'active', balance: expect.any(Number) });
      const byEmail = await op<Page>('operatorMembers', { query: 'lotusplay.example' }, admin);
      expect(byEmail.body.value.items.map((m) => m.account)).toEqual(['demo']);
      for (const query of ['912345', '84912345678', '+84 912']) {
        const byMobile = await op<Page>('operatorMembers', { query }, admin);
        expect(byMobile.body.value.items.map((m) => m.account), query).toEqual(['namphan']);
      }
      const wildcard = await op<Page>('operatorMembers', { query: '%' }, admin);
      expect(wildcard.body.value.total).toBe(0);
      const all = await op<Page>('operatorMembers', { pageSize: 3 }, admin);
      expect(all.body.value.items).toHaveLength(3);
      expect(all.body.value.total).toBeGreaterThanOrEqual(7);
      expect(JSON.stringify(all.body.value)).not.toMatch(/"account":"guest"/);
    });

    it("shows a member's profile, balance, latest movements and login history", async () => {
      const r = await op<{ member: Record<string, unknown>; movements: Array<{ kind: string; amount: number }>; logins: unknown[] }>(
        'operatorMember',
        { memberId: demoId },
        cashier,
      );
      expect(r.status).toBe(200);
      expect(r.body.value.member).toMatchObject({ account: 'demo', email: 'demo@lotusplay.example', clubLabel: 'VIP 5', currencySymbol: '₫' });
      expect(r.body.value.movements.at(-1)).toMatchObject({ kind: 'deposit', amount: 5_000_000 });
      expect(r.body.value.logins.length).toBeGreaterThan(0);
      expect((await op('operatorMember', { memberId: 999_999 }, admin)).status).toBe(404);
    });
  });

  describe('manual adjustments', () => {
    it('credits through the ledger (kind adjustment, against the adjustment house account) and audits it with the reason', async () => {
      const before = await balanceOf(demoId);
      const id = requestId();
      const r = await op<{ balanceBefore: number; balanceAfter: number; replayed: boolean; transactionId: number }>(
        'operatorAdjustBalance',
        { memberId: demoId, direction: 'credit', amount: 100_000, reason: 'Goodwill for a failed deposit', requestId: id },
        cashier,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.value).toMatchObject({ balanceBefore: before, balanceAfter: before + 100_000, replayed: false });
      expect(await balanceOf(demoId)).toBe(before + 100_000);
      const [tx] = await s.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, r.body.value.transactionId));
      expect(tx).toMatchObject({ kind: 'adjustment', memberId: demoId });
      expect(tx?.idempotencyKey).toMatch(new RegExp(`^operator:adjust:\\d+:${id}$`));
      // 100,000 ₫ (minor units) into the member's main wallet, out of the brand's adjustment house account
      const legs = await s.db
        .select({ amount: ledgerPostings.amount, kind: walletAccounts.kind, purpose: walletAccounts.purpose })
        .from(ledgerPostings)
        .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
        .where(eq(ledgerPostings.transactionId, r.body.value.transactionId));
      expect(legs.sort((a, b) => Number(a.amount - b.amount))).toEqual([
        { amount: -10_000_000n, kind: 'house', purpose: 'adjustment' },
        { amount: 10_000_000n, kind: 'main', purpose: null },
      ]);
      // the member sees it in the header's balance
      const member = await loginAs(s, 'demo', 'Demo1234');
      const balance = await call<Envelope<{ sumBalance: number }>>(s, api.balance, {}, { token: member });
      expect(balance.body.value.sumBalance).toBe(before + 100_000);

      const rows = await s.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'member.balance.adjust'), eq(operatorAudit.targetId, String(demoId))));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        targetType: 'member',
        merchantCode: 'LOTUS',
        reason: 'Goodwill for a failed deposit',
        details: { before: { balance: before }, after: { balance: before + 100_000 }, direction: 'credit', amount: 100_000, requestId: id },
      });
    });

    it('debits, and refuses (audited) a debit beyond the balance', async () => {
      const before = await balanceOf(demoId);
      const debit = await op<{ balanceAfter: number }>(
        'operatorAdjustBalance',
        { memberId: demoId, direction: 'debit', amount: 50_000, reason: 'Reversal of a duplicate credit', requestId: requestId() },
        admin,
      );
      expect(debit.status).toBe(200);
      expect(debit.body.value.balanceAfter).toBe(before - 50_000);
      const refusedBefore = (await auditRows('member.balance.adjustRefused')).length;
      const tooMuch = await op(
        'operatorAdjustBalance',
        { memberId: demoId, direction: 'debit', amount: before * 10, reason: 'More than there is', requestId: requestId() },
        admin,
      );
      expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
      expect(await balanceOf(demoId)).toBe(before - 50_000);
      const refused = await auditRows('member.balance.adjustRefused');
      expect(refused).toHaveLength(refusedBefore + 1);
      expect(refused.at(-1)).toMatchObject({ reason: 'More than there is', details: { before: { balance: before - 50_000 } } });
    });

    it('applies a request id once: a replay moves nothing and records nothing; the same id for another amount is a conflict', async () => {
      const before = await balanceOf(demoId);
      const id = requestId();
      const input = { memberId: demoId, direction: 'credit', amount: 1_234, reason: 'Replayed by a flaky network', requestId: id };
      const first = await op<{ transactionId: number; replayed: boolean }>('operatorAdjustBalance', input, admin);
      const again = await op<{ transactionId: number; replayed: boolean; balanceAfter: number }>('operatorAdjustBalance', input, admin);
      expect(first.body.value.replayed).toBe(false);
      expect(again.body.value).toMatchObject({ transactionId: first.body.value.transactionId, replayed: true, balanceAfter: before + 1_234 });
      expect(await balanceOf(demoId)).toBe(before + 1_234);
      const rows = await s.db.select().from(operatorAudit).where(sql`${operatorAudit.details}->>'requestId' = ${id}`);
      expect(rows).toHaveLength(1);
      const conflict = await op('operatorAdjustBalance', { ...input, amount: 9_999 }, admin);
      expect([conflict.status, conflict.body.code]).toEqual([409, 'CONFLICT']);
    });

    it('scopes a request id to its operator: the same id from another operator is another adjustment', async () => {
      const before = await balanceOf(demoId);
      const id = requestId();
      const input = { memberId: demoId, direction: 'credit', amount: 2_000, reason: 'Same request id, two desks', requestId: id };
      const byAdmin = await op<{ transactionId: number; replayed: boolean }>('operatorAdjustBalance', input, admin);
      const byCashier = await op<{ transactionId: number; replayed: boolean }>('operatorAdjustBalance', { ...input, amount: 3_000 }, cashier);
      expect([byAdmin.status, byCashier.status]).toEqual([200, 200]);
      expect(byCashier.body.value.replayed).toBe(false);
      expect(byCashier.body.value.transactionId).not.toBe(byAdmin.body.value.transactionId);
      expect(await balanceOf(demoId)).toBe(before + 5_000);
      // each operator's repeat is still a replay of their own
      const again = await op<{ transactionId: number; replayed: boolean }>('operatorAdjustBalance', { ...input, amount: 3_000 }, cashier);
      expect(again.body.value).toMatchObject({ transactionId: byCashier.body.value.transactionId, replayed: true });
      expect(await balanceOf(demoId)).toBe(before + 5_000);
    });

    it('refuses a fraction of a đồng with the translated field error', async () => {
      const r = await op<unknown>('operatorAdjustBalance', { memberId: demoId, direction: 'credit', amount: 10.5, reason: 'Half a dong', requestId: requestId() }, admin);
      expect([r.status, r.body.code]).toEqual([400, 'VALIDATION']);
      expect((r.body as { fieldErrors?: Array<{ field: string; key: string }> }).fieldErrors?.[0]).toMatchObject({ field: 'amount', key: 'form.amount.wholeUnits' });
    });

    it('requires a reason and a sensible amount', async () => {
      const base = { memberId: demoId, direction: 'credit', amount: 10, reason: 'A good reason', requestId: requestId() };
      for (const bad of [{ reason: '  ' }, { amount: 0 }, { amount: -5 }, { amount: 1.005 }, { amount: 2e12 }, { requestId: 'short' }]) {
        const r = await op('operatorAdjustBalance', { ...base, ...bad }, admin);
        expect([JSON.stringify(bad), r.status, r.body.code]).toEqual([JSON.stringify(bad), 400, 'VALIDATION']);
      }
    });
  });

  describe('account status', () => {
    it('locks a member: every session ends, the login is refused; unlocking lets the member log in again; both audited', async () => {
      const [hoa] = await s.db.select({ id: members.id }).from(members).where(eq(members.account, 'hoatran'));
      const memberToken = await loginAs(s, 'hoatran', 'Player1234');
      const other = await loginAs(s, 'hoatran', 'Player1234');
      expect((await call(s, api.balance, {}, { token: memberToken })).status).toBe(200);

      const lock = await op<{ status: string; sessionsEnded: number }>('operatorSetMemberStatus', { memberId: hoa!.id, status: 'locked', reason: 'Chargeback under review' }, admin);
      expect(lock.body.value).toEqual({ status: 'locked', sessionsEnded: 2 });
      for (const token of [memberToken, other]) expect((await call(s, api.balance, {}, { token })).status).toBe(401);
      const open = await s.db.select().from(sessions).where(and(eq(sessions.memberId, hoa!.id), sql`revoked_at is null`));
      expect(open).toEqual([]);
      const login = await call<Envelope>(s, api.login, { username: 'hoatran', password: 'Player1234', type: 'username' });
      expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_LOCKED']);
      const detail = await op<{ member: { status: string } }>('operatorMember', { memberId: hoa!.id }, admin);
      expect(detail.body.value.member.status).toBe('locked');

      // locking again changes nothing and records nothing
      const again = await op<{ sessionsEnded: number }>('operatorSetMemberStatus', { memberId: hoa!.id, status: 'locked', reason: 'Twice' }, admin);
      expect(again.body.value.sessionsEnded).toBe(0);

      const unlock = await op('operatorSetMemberStatus', { memberId: hoa!.id, status: 'active', reason: 'Chargeback withdrawn' }, admin);
      expect(unlock.status).toBe(200);
      expect((await call(s, api.login, { username: 'hoatran', password: 'Player1234', type: 'username' })).status).toBe(200);
      // what the lock ended stays ended
      expect((await call(s, api.balance, {}, { token: memberToken })).status).toBe(401);

      const rows = await s.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, String(hoa!.id)));
      expect(rows.map((r) => [r.action, r.reason, r.details])).toEqual([
        ['member.lock', 'Chargeback under review', { before: { status: 'active' }, after: { status: 'locked' }, account: 'hoatran', sessionsEnded: 2 }],
        ['member.unlock', 'Chargeback withdrawn', { before: { status: 'locked' }, after: { status: 'active' }, account: 'hoatran' }],
      ]);
    });
  });

  describe('the audit log', () => {
    it('records every action with operator, target, reason, address and time, filters and pages it, and never changes', async () => {
      type Log = { items: AuditEntry[]; total: number; actions: string[] };
      const all = await op<Log>('operatorAudit', { pageSize: 100 }, admin);
      expect(all.status).toBe(200);
      const actions = new Set(all.body.value.items.map((e) => e.action));
      for (const action of ['operator.signIn', 'operator.signInFailed', 'operator.signOut', 'member.balance.adjust', 'member.balance.adjustRefused', 'member.lock', 'member.unlock']) {
        expect(actions.has(action), action).toBe(true);
        expect(all.body.value.actions).toContain(action);
      }
      const entry = all.body.value.items.find((e) => e.reason === 'Goodwill for a failed deposit')!;
      expect(entry).toMatchObject({ operator: { username: 'cashier' }, targetType: 'member', ip: '127.0.0.1' });
      expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 600_000);

      const filtered = await op<Log>('operatorAudit', { action: 'member.lock', targetType: 'member' }, admin);
      expect(filtered.body.value.items.map((e) => e.action)).toEqual(['member.lock']);
      const byOperator = await op<Log>('operatorAudit', { operator: 'CASHIER', pageSize: 100 }, admin);
      expect(byOperator.body.value.items.every((e) => e.operator.username === 'cashier')).toBe(true);
      const paged = await op<Log>('operatorAudit', { pageSize: 2, page: 2 }, admin);
      expect(paged.body.value.items).toHaveLength(2);
      expect(paged.body.value.items[0]?.id).toBe(all.body.value.items[2]?.id);
      const future = await op<Log>('operatorAudit', { from: new Date(Date.now() + 3_600_000).toISOString() }, admin);
      expect(future.body.value.total).toBe(0);

      await expect(s.db.update(operatorAudit).set({ reason: 'rewritten' })).rejects.toThrow();
      await expect(s.db.delete(operatorAudit)).rejects.toThrow();
    });
  });

  describe('the dashboard', () => {
    it("shows members, what they hold and today's movements by kind, as they are", async () => {
      type Dash = { merchants: Array<{ merchantCode: string; members: number; heldByMembers: number; today: Array<{ kind: string; count: number; amount: number }> }> };
      const r = await op<Dash>('operatorDashboard', { since: seededDay }, cashier);
      expect(r.status).toBe(200);
      const [lotus] = r.body.value.merchants;
      expect(lotus?.merchantCode).toBe('LOTUS');
      const [count] = await s.db.select({ n: sql<number>`count(*)::int` }).from(members).where(sql`is_agent <> 4 and status <> 'template'`);
      expect(lotus?.members).toBe(count?.n);
      const [held] = await s.db
        .select({ total: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)::text` })
        .from(walletAccounts)
        .innerJoin(members, eq(members.id, walletAccounts.memberId))
        .where(sql`${walletAccounts.kind} <> 'house' and ${members.isAgent} <> 4`);
      expect(lotus?.heldByMembers).toBe(Number(held?.total) / 100);
      const kinds = Object.fromEntries(lotus!.today.map((t) => [t.kind, t]));
      // the seed's opening deposits, one per demo account
      expect(kinds.deposit?.count).toBe(accountSeeds.length);
      expect(kinds.adjustment?.count).toBeGreaterThanOrEqual(3);
      expect(kinds.withdrawal).toBeUndefined();
      const tooOld = await op('operatorDashboard', { since: new Date(Date.now() - 3 * 86_400_000).toISOString() }, cashier);
      expect(tooOld.status).toBe(400);
    });
  });

  it('answers every call of the console in the shape of the contract', () => {
    expect([...answered].sort()).toEqual(Object.keys(operatorApi).sort());
  });
});
