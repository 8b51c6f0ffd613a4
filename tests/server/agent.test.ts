import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { queryRows } from '../../server/src/db/client';
import { agentContracts, agentPayments, agentTree, games, ledgerTransactions, memberMessages, members, whitelabelModules } from '../../server/src/db/schema';
import { runWindow, startJobs } from '../../server/src/jobs/runner';
import { answerContract, offerContract, terminateContract } from '../../server/src/modules/agent/contracts';
import { agentJobs, payDividends, payWindow } from '../../server/src/modules/agent/payments';
import { income, teamBets, teamOverview, userLoss } from '../../server/src/modules/agent/reports';
import { rollUp } from '../../server/src/modules/agent/rollup';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { setPaymentPassword } from '../../server/src/modules/withdraw/payment-password';
import { accountOf, balancesOf } from '../../server/src/modules/wallet/accounts';
import { AGENT_PASSWORD } from '../../server/src/seed/data/accounts';
import { call, loginAs, openAnotherInstance, startTestServer, type TestServer } from './helpers';

/*
 * The agent centre's server: who may call it, the contract rules of spec
 * section 4, each payment kind against a hand-worked example over three
 * levels, exactly-once payment with two instances racing and a crash in the
 * middle of a window, and the reports against hand-computed totals.
 *
 * The hierarchy of the examples (apart from the seeded demo team):
 *
 *   top (agent, platform contracts)
 *   ├── pa (player)
 *   └── mid (sub-agent)
 *       ├── pb (player)
 *       └── low (sub-agent)
 *           └── pc (player)
 */

const W = Date.UTC(2026, 0, 5, 12, 0, 0);
const MIN = 60_000;
const win = (start: number, minutes = 5) => ({ start: new Date(start), end: new Date(start + minutes * MIN) });

describe('agent centre', () => {
  let s: TestServer;
  let ids: Record<string, number>;
  let gameId: number;
  let hash: string;

  async function addMember(account: string, isAgent: number, upline: number | null): Promise<number> {
    const [row] = await s.db
      .insert(members)
      .values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: hash, isAgent, uplineId: upline })
      .returning({ id: members.id });
    await accountOf(s.db, row!.id, 'main');
    return row!.id;
  }

  let round = 0;
  async function bet(memberId: number, at: number, stake: number, payout: number) {
    round += 1;
    await s.db.execute(sql`insert into inhouse_rounds (round_id, member_id, merchant_code, game_id, kind, stake, payout, bet, outcome,
                             server_seed, server_seed_hash, client_seed, nonce, balance_after, created_at)
                           values (${`t-${round}`}, ${memberId}, 'LOTUS', ${gameId}, 'dice', ${stake * 100}, ${payout * 100}, '{}'::jsonb, '{}'::jsonb,
                             's', 'h', 'c', ${round}, 0, ${new Date(at).toISOString()}::timestamptz)`);
  }

  /** A contract straight into the table (thresholds in major units / members, as the seed writes them). */
  async function contract(kind: string, holder: string, upline: string | null, tiers: { threshold: number; rate: number }[], period: string | null = null) {
    const [row] = await s.db
      .insert(agentContracts)
      .values({
        merchantCode: 'LOTUS',
        kind,
        state: 'active',
        period,
        tiers: tiers.map((t) => ({ threshold: kind === 'dividend' ? t.threshold : t.threshold * 100, rate: t.rate })),
        uplineId: upline === null ? null : ids[upline]!,
        holderId: ids[holder]!,
        validFrom: new Date(Date.UTC(2025, 0, 1)),
        decidedAt: new Date(Date.UTC(2025, 0, 1)),
      })
      .returning();
    return row!;
  }

  async function paymentsOf(kind: string) {
    const rows = await s.db.select().from(agentPayments).where(eq(agentPayments.kind, kind));
    const byAccount: Record<string, { amount: number; gross: number; basis: number; rate: number; deductions: unknown[]; tx: number | null }> = {};
    for (const r of rows) {
      const account = Object.entries(ids).find(([, id]) => id === r.holderId)?.[0] ?? String(r.holderId);
      byAccount[account] = { amount: Number(r.amount) / 100, gross: Number(r.gross) / 100, basis: Number(r.basis) / 100, rate: Number(r.rate), deductions: r.deductions, tx: r.transactionId };
    }
    return byAccount;
  }

  beforeAll(async () => {
    s = await startTestServer();
    const [g] = await s.db.select({ id: games.id }).from(games).where(isNotNull(games.inhouseKind)).limit(1);
    gameId = g!.id;
    const agent = await findMemberByAccount(s.db, 'LOTUS', 'agent');
    hash = agent!.passwordHash;
    ids = {};
    ids.top = await addMember('top', 1, null);
    ids.pa = await addMember('pa', 0, ids.top);
    ids.mid = await addMember('mid', 2, ids.top);
    ids.pb = await addMember('pb', 0, ids.mid);
    ids.low = await addMember('low', 2, ids.mid);
    ids.pc = await addMember('pc', 0, ids.low);
    // the window's bets: every one a loss of the player (valid turnover = stake)
    await bet(ids.pa, W + 1 * MIN, 300, 0);
    await bet(ids.pb, W + 2 * MIN, 400, 600);
    await bet(ids.pc, W + 3 * MIN, 500, 100);
    // outside the window: counted by nothing below
    await bet(ids.pc, W + 5 * MIN, 10_000, 0);
    await bet(ids.pc, W - 1, 10_000, 0);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('the hierarchy', () => {
    it('keeps the closure of the uplines at every depth, and moves a subtree with its member', async () => {
      const tree = await s.db.select().from(agentTree).where(eq(agentTree.descendantId, ids.pc!));
      expect(tree.map((t) => [t.ancestorId, t.depth]).sort((a, b) => a[1]! - b[1]!)).toEqual([
        [ids.pc, 0],
        [ids.low, 1],
        [ids.mid, 2],
        [ids.top, 3],
      ]);
      // the seeded demo team: two levels of sub-agents under the agent, and the players of the lower one
      const agent = await findMemberByAccount(s.db, 'LOTUS', 'agent');
      const [depth] = await queryRows<{ d: number }>(s.db, sql`select max(depth)::int as d from agent_tree where ancestor_id = ${agent!.id}`);
      expect(depth?.d).toBe(3);
      // a member placed under its own downline is refused
      await expect(s.db.update(members).set({ uplineId: ids.pc }).where(eq(members.id, ids.mid!))).rejects.toThrow();
    });
  });

  describe('access', () => {
    it('refuses non-agents and guests on every agent call, and answers agents', async () => {
      const demo = await loginAs(s, 'demo', 'Demo1234');
      const refused = await call<{ value: { reason: string } }>(s, api.agentTeamOverview, {}, { token: demo });
      expect(refused.status).toBe(403);
      expect(refused.body.value.reason).toBe('nonAgent');
      const guest = await call<{ value: { token: string } }>(s, api.freePlayLogin, {});
      const asGuest = await call<{ value: { reason: string } }>(s, api.agentProfile, {}, { token: guest.body.value.token });
      expect(asGuest.status).toBe(403);
      expect(asGuest.body.value.reason).toBe('guestRefused');
      expect((await call(s, api.agentProfile, {})).status).toBe(401);
      const agent = await loginAs(s, 'agent', 'Agent1234');
      const profile = await call<{ value: { flags: Record<string, number>; switches: Record<string, boolean> } }>(s, api.agentProfile, {}, { token: agent });
      expect(profile.status).toBe(200);
      expect(profile.body.value.flags.divtypeinfo).toBe(1);
      expect(profile.body.value.flags.realtimesalinfotype).toBe(1);
      expect(profile.body.value.flags.realtimesalreqtype).toBe(0);
      expect(profile.body.value.switches.agentRealtimeSalary).toBe(true);
      // another agent's downline is out of reach
      const sub = await loginAs(s, 'subagent', 'Agent1234');
      const outside = await call(s, api.agentDownlineTree, { parentId: ids.pa! }, { token: sub });
      expect(outside.status).toBe(404);
    });
  });

  describe('the downline', () => {
    it('creates a member under the agent with the brand’s rules, and transfers to it once per key with a receipt', async () => {
      const token = await loginAs(s, 'subagent', 'Agent1234');
      const sub = (await findMemberByAccount(s.db, 'LOTUS', 'subagent'))!;
      const bad = await call<{ fieldErrors: { field: string; key: string }[] }>(
        s,
        api.agentCreateDownline,
        { kind: 'member', username: 'x', password: 'short', confirmPassword: 'other' },
        { token },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.map((e) => e.field).sort()).toEqual(['confirmPassword', 'password', 'username']);
      const created = await call<{ value: { account: string; level: number; uplineAccount: string; kind: string } }>(
        s,
        api.agentCreateDownline,
        { kind: 'member', username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123' },
        { token },
      );
      expect(created.status).toBe(200);
      expect(created.body.value).toMatchObject({ account: 'newplayer1', level: 1, uplineAccount: 'subagent', kind: 'member' });
      const taken = await call(s, api.agentCreateDownline, { kind: 'member', username: 'NewPlayer1', password: 'Secret123', confirmPassword: 'Secret123' }, { token });
      expect(taken.status).toBe(409);

      await setPaymentPassword(s.db, sub.id, { loginPassword: 'Agent1234', paymentPassword: '246810', confirmPaymentPassword: '246810' });
      const headers = { 'idempotency-key': 'downline-transfer-0001' };
      const input = { toAccount: 'newplayer1', amount: 30_000, paymentPassword: '246810' };
      const first = await call<{ value: { transactionId: number; amount: number; toAccount: string } }>(s, api.agentTransferToDownline, input, { token, headers });
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ amount: 30_000, toAccount: 'newplayer1' });
      const again = await call<{ value: { transactionId: number } }>(s, api.agentTransferToDownline, input, { token, headers });
      expect(again.body.value.transactionId).toBe(first.body.value.transactionId);
      const player = (await findMemberByAccount(s.db, 'LOTUS', 'newplayer1'))!;
      expect((await balancesOf(s.db, player.id)).main).toBe(3_000_000n);
      // a deeper level is the agent's too; someone else's member is not
      const deep = await call(s, api.agentTransferToDownline, { ...input, toAccount: 'team06' }, { token, headers: { 'idempotency-key': 'downline-transfer-0002' } });
      expect(deep.status).toBe(200);
      const outside = await call(s, api.agentTransferToDownline, { ...input, toAccount: 'team01' }, { token, headers: { 'idempotency-key': 'downline-transfer-0003' } });
      expect(outside.status).toBe(400);
      const wrong = await call(s, api.agentTransferToDownline, { ...input, paymentPassword: '111111' }, { token, headers: { 'idempotency-key': 'downline-transfer-0004' } });
      expect(wrong.status).toBe(400);
      const list = await call<{ value: { items: { account: string; level: number }[]; totalCount: number } }>(s, api.agentDownline, { account: 'team', sort: 'account', order: 'asc' }, { token });
      expect(list.body.value.items.map((m) => [m.account, m.level])).toContainEqual(['team06', 2]);
    });
  });

  it('counts a registration through an invitation link, and a sub-agent link makes a sub-agent', async () => {
    const token = await loginAs(s, 'hanhdo', 'Agent1234');
    const link = await call<{ value: { id: number; affiliateCode: string; url: string } }>(s, api.agentCreateInviteLink, { kind: 'agent', note: 'Zalo' }, { token });
    expect(link.body.value.url).toContain(`affiliateCode=${link.body.value.affiliateCode}`);
    const registered = await call(s, api.register, {
      username: 'linkedagent1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: link.body.value.affiliateCode,
      registerMethod: 'WEB',
      login: false,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(registered.status).toBe(200);
    const joined = (await findMemberByAccount(s.db, 'LOTUS', 'linkedagent1'))!;
    const hanh = (await findMemberByAccount(s.db, 'LOTUS', 'hanhdo'))!;
    expect([joined.uplineId, joined.isAgent]).toEqual([hanh.id, 2]);
    const regs = await call<{ value: { items: { account: string; kind: string }[] } }>(s, api.agentInviteRegistrations, { id: link.body.value.id }, { token });
    expect(regs.body.value.items).toMatchObject([{ account: 'linkedagent1', kind: 'agent' }]);
    const check = () => call<{ value: { valid: boolean } }>(s, api.affiliateCheck, { code: link.body.value.affiliateCode });
    expect((await check()).body.value.valid).toBe(true);
    await call(s, api.agentDeleteInviteLink, { id: link.body.value.id }, { token });
    expect((await check()).body.value.valid).toBe(false);
  });

  describe('contract rules', () => {
    it('refuses an offer above the own rate, to a non-direct sub-agent, or without an own contract', async () => {
      const agent = (await findMemberByAccount(s.db, 'LOTUS', 'agent'))!;
      const sub = (await findMemberByAccount(s.db, 'LOTUS', 'subagent'))!;
      const quang = (await findMemberByAccount(s.db, 'LOTUS', 'quangly'))!;
      // the agent's own real-time tiers: 0 → 0.3 %, 5,000,000 → 0.5 %, 50,000,000 → 0.8 %
      await expect(offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.4 }] })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      // higher only between the agent's steps: still refused
      await expect(
        offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.3 }, { threshold: 1_000_000, rate: 0.5 }] }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
      await expect(offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: quang.id, tiers: [{ threshold: 0, rate: 0.1 }] })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      await expect(offerContract(s.db, sub, { kind: 'realtimeSalary', holderId: quang.id, tiers: [{ threshold: 0, rate: 0.1 }] })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      // through HTTP: the field error the form shows
      const token = await loginAs(s, 'agent', 'Agent1234');
      const refused = await call<{ fieldErrors: { field: string; key: string }[] }>(
        s,
        api.agentSetSubAgentRates,
        { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.9 }] },
        { token },
      );
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('agent.errors.rateAboveOwn');
    });

    it('accepts, rejects and terminates, and a lower contract accepted ends a higher one below', async () => {
      const agent = (await findMemberByAccount(s.db, 'LOTUS', 'agent'))!;
      const sub = (await findMemberByAccount(s.db, 'LOTUS', 'subagent'))!;
      const quang = (await findMemberByAccount(s.db, 'LOTUS', 'quangly'))!;
      // rejected
      const first = await offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.2 }] });
      expect(first.state).toBe('pending');
      await expect(offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.1 }] })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      expect((await answerContract(s.db, sub, first.id, false)).state).toBe('rejected');
      await expect(answerContract(s.db, sub, first.id, true)).rejects.toMatchObject({ code: 'CONFLICT' });
      // accepted, then the sub-agent offers below it, then terminates its own: the one below ends with it
      const second = await offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.25 }] });
      expect((await answerContract(s.db, sub, second.id, true)).state).toBe('active');
      const below = await offerContract(s.db, sub, { kind: 'realtimeSalary', holderId: quang.id, tiers: [{ threshold: 0, rate: 0.2 }] });
      await answerContract(s.db, quang, below.id, true);
      // the spec's rule: the sub-agent accepts a lower contract; quangly's 0.2 % is now above it and ends
      const lower = await offerContract(s.db, agent, { kind: 'realtimeSalary', holderId: sub.id, tiers: [{ threshold: 0, rate: 0.15 }] });
      const accepted = await answerContract(s.db, sub, lower.id, true);
      expect(accepted.state).toBe('active');
      const [old] = await s.db.select().from(agentContracts).where(eq(agentContracts.id, second.id));
      expect([old?.state, old?.endReason]).toEqual(['superseded', 'replaced']);
      const [ended] = await s.db.select().from(agentContracts).where(eq(agentContracts.id, below.id));
      expect([ended?.state, ended?.endReason]).toEqual(['superseded', 'supersededByLower']);
      const told = await s.db.select().from(memberMessages).where(eq(memberMessages.memberId, quang.id));
      expect(told.some((m) => m.content.includes(`#${below.id}`))).toBe(true);
      // terminated by the holder
      const gone = await terminateContract(s.db, sub, lower.id);
      expect([gone.state, gone.endReason]).toEqual(['terminated', 'terminatedByHolder']);
      await expect(terminateContract(s.db, sub, lower.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    });
  });

  describe('payments', () => {
    beforeAll(async () => {
      // real-time salary: valid turnover tiers (major units)
      await contract('realtimeSalary', 'top', null, [{ threshold: 0, rate: 1 }, { threshold: 1000, rate: 2 }]);
      await contract('realtimeSalary', 'mid', 'top', [{ threshold: 0, rate: 0.5 }, { threshold: 1000, rate: 1.5 }]);
      await contract('realtimeSalary', 'low', 'mid', [{ threshold: 0, rate: 0.5 }]);
      await contract('hourSalary', 'top', null, [{ threshold: 0, rate: 0.8 }]);
      await contract('hourSalary', 'mid', 'top', [{ threshold: 0, rate: 0.3 }]);
      await contract('dailySalary', 'top', null, [{ threshold: 0, rate: 0.6 }, { threshold: 20_000, rate: 1 }]);
      await contract('dailySalary', 'low', null, [{ threshold: 0, rate: 0.2 }]);
      await contract('dividend', 'top', null, [{ threshold: 1, rate: 10 }, { threshold: 3, rate: 20 }], 'D');
      await contract('dividend', 'mid', 'top', [{ threshold: 1, rate: 10 }], 'D');
    });

    it('pays the real-time salary of a window over three levels: each earns its rate less its sub-agent’s', async () => {
      const before = (await balancesOf(s.db, ids.top!)).main;
      await s.db.transaction((tx) => payWindow(tx, 'realtimeSalary', win(W)));
      const paid = await paymentsOf('realtimeSalary');
      // low: 500 × 0.5 % = 2.5; mid: team 900 (< 1000) × 0.5 % = 4.5 − 2.5 = 2; top: team 1200 × 2 % = 24 − 4.5 = 19.5
      expect(paid.low).toMatchObject({ basis: 500, rate: 0.5, gross: 2.5, amount: 2.5 });
      expect(paid.mid).toMatchObject({ basis: 900, rate: 0.5, gross: 4.5, amount: 2 });
      expect(paid.top).toMatchObject({ basis: 1200, rate: 2, gross: 24, amount: 19.5 });
      expect(paid.top?.deductions).toMatchObject([{ account: 'mid', basis: '90000', amount: '450' }]);
      expect((await balancesOf(s.db, ids.top!)).main - before).toBe(1950n);
    });

    it('pays the hourly salary and the daily wages on their windows', async () => {
      await s.db.transaction((tx) => payWindow(tx, 'hourSalary', win(W, 60)));
      const hour = await paymentsOf('hourSalary');
      // the hour also has pc's 10,000 at 12:05: mid 400 + 500 + 10,000 = 10,900 × 0.3 % = 32.7 (low holds none: mid
      // is paid on pc too); top 11,200 × 0.8 % = 89.6 − 32.7 = 56.9
      expect(hour.mid).toMatchObject({ basis: 10_900, gross: 32.7, amount: 32.7 });
      expect(hour.top).toMatchObject({ basis: 11_200, gross: 89.6, amount: 56.9 });
      const day = Date.UTC(2026, 0, 5);
      await s.db.transaction((tx) => payWindow(tx, 'dailySalary', win(day, 24 * 60)));
      const daily = await paymentsOf('dailySalary');
      // the day also has the two bets of 10,000 beside the window: top's team 21,200 ≥ 20,000 → 1 %; low's 20,500 × 0.2 %
      expect(daily.top).toMatchObject({ basis: 21_200, rate: 1, gross: 212, amount: 212 });
      expect(daily.low).toMatchObject({ basis: 20_500, gross: 41, amount: 41 });
    });

    it('pays a dividend on the team’s net loss at the end of its period, the tier by active members', async () => {
      const dayEnd = Date.UTC(2026, 0, 6);
      await s.db.transaction((tx) => payDividends(tx, { start: new Date(dayEnd - 86_400_000), end: new Date(dayEnd) }));
      const div = await paymentsOf('dividend');
      // net losses of the day: pa 300, pb −200, pc 400 + 10,000 + 10,000 = 20,400
      // mid: team −200 + 20,400 = 20,200, 2 active → 10 % = 2,020; top: 20,500, 3 active → 20 % = 4,100 − 2,020 = 2,080
      expect(div.mid).toMatchObject({ basis: 20_200, rate: 10, gross: 2020, amount: 2020 });
      expect(div.top).toMatchObject({ basis: 20_500, rate: 20, gross: 4100, amount: 2080 });
    });

    it('pays each window once with two instances racing, and once after a crash in the middle of a window', async () => {
      const other = await openAnotherInstance(s);
      try {
        const W2 = W + 10 * MIN;
        await bet(ids.pa!, W2 + MIN, 1000, 0);
        const jobs = agentJobs({ realtimeWindowSeconds: 300 });
        const realtime = jobs.find((j) => j.name === 'agent:realtime-salary')!;
        const now = () => new Date(W2 + 5 * MIN + 1000);
        const a = startJobs(s.db, [realtime], { autoStart: false, now });
        const b = startJobs(other.db, [realtime], { autoStart: false, now });
        await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
        const rows = await s.db.select().from(agentPayments).where(and(eq(agentPayments.kind, 'realtimeSalary'), eq(agentPayments.windowStart, new Date(W2))));
        // pa is top's direct member: top alone earns, 1000 × 2 % = 20
        expect(rows.map((r) => [r.holderId, Number(r.amount)])).toEqual([[ids.top, 2000]]);
        const [moved] = await queryRows<{ n: number }>(
          s.db,
          sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`agent-payment:%:${new Date(W2).toISOString()}`}`,
        );
        expect(moved?.n).toBe(1);
        await Promise.all([a.stop(), b.stop()]);

        // a crash after the payments were written: the window's transaction rolls back, the next tick pays it once
        const W3 = W + 20 * MIN;
        await bet(ids.pa!, W3 + MIN, 500, 0);
        let crash = true;
        const crashing = { ...realtime, run: async (tx: Parameters<typeof realtime.run>[0], w: Parameters<typeof realtime.run>[1]) => {
          await realtime.run(tx, w);
          if (crash) throw new Error('the instance died');
        } };
        await expect(runWindow(s.db, crashing, new Date(W3))).rejects.toThrow('the instance died');
        expect(await s.db.select().from(agentPayments).where(eq(agentPayments.windowStart, new Date(W3)))).toHaveLength(0);
        crash = false;
        const restarted = startJobs(other.db, [realtime], { autoStart: false, now: () => new Date(W3 + 5 * MIN + 1000) });
        await restarted.tick();
        await restarted.tick();
        await restarted.stop();
        const paid = await s.db.select().from(agentPayments).where(eq(agentPayments.windowStart, new Date(W3)));
        // 500 × 1 % (below top's 1,000 step) = 5
        expect(paid.map((r) => Number(r.amount))).toEqual([500]);
        // and a window paid is never paid again, even called by hand
        await s.db.transaction((tx) => payWindow(tx, 'realtimeSalary', win(W3)));
        expect(await s.db.select().from(agentPayments).where(eq(agentPayments.windowStart, new Date(W3)))).toHaveLength(1);
        const [keys] = await queryRows<{ n: number }>(s.db, sql`select count(*)::int as n from ${ledgerTransactions} where idempotency_key like 'agent-payment:%'`);
        const [payments] = await queryRows<{ n: number }>(s.db, sql`select count(*)::int as n from agent_payments where amount > 0`);
        expect(keys?.n).toBe(payments?.n);
      } finally {
        await other.close();
      }
    });
  });

  describe('reports', () => {
    it('sums the team’s play by hand: overview, team bets, user loss', async () => {
      // the day of the examples: pa 300 + 1000 + 500, pb 400 (payout 600), pc 500 (payout 100) + 10,000 + 10,000
      const overview = await teamOverview(s.db, ids.top!, 'today', new Date(Date.UTC(2026, 0, 5, 23, 0)));
      expect(overview.totals).toMatchObject({
        teamSize: 5,
        directMembers: 2,
        subAgents: 2,
        levels: 3,
        activeMembers: 3,
        bets: 22_700,
        betCount: 7,
        validBets: 22_700,
        payouts: 700,
        netProfitLoss: -22_000,
      });
      expect(overview.series).toHaveLength(24);
      // 12:00–13:00: 300, 400, 500, then pc's 10,000 at 12:05, pa's 1,000 and 500 of the racing windows
      expect(overview.series[12]).toMatchObject({ bets: 12_700, activeMembers: 3 });
      expect(overview.series[11]).toMatchObject({ bets: 10_000 });
      const at = new Date(Date.UTC(2026, 0, 5, 23, 0));
      const week = await teamOverview(s.db, ids.top!, '7d', at);
      expect(week.totals).toMatchObject({ bets: 22_700, activeMembers: 3, netProfitLoss: -22_000 });
      expect(week.series.at(-1)).toMatchObject({ bets: 22_700, activeMembers: 3 });
      // the same from the hourly rollup, whole or in part: every bet counted once
      await s.db.transaction((tx) => rollUp(tx, new Date(Date.UTC(2026, 0, 5, 12, 0))));
      const weekHalf = await teamOverview(s.db, ids.top!, '7d', at);
      expect(weekHalf.totals).toEqual(week.totals);
      expect(weekHalf.series).toEqual(week.series);
      const half = await teamOverview(s.db, ids.top!, 'today', new Date(Date.UTC(2026, 0, 5, 23, 0)));
      expect(half.totals).toEqual(overview.totals);
      expect(half.series).toEqual(overview.series);
      await s.db.transaction((tx) => rollUp(tx, new Date(Date.UTC(2026, 0, 5, 23, 0))));
      const rolled = await teamOverview(s.db, ids.top!, 'today', new Date(Date.UTC(2026, 0, 5, 23, 0)));
      expect(rolled.totals).toEqual(overview.totals);
      expect(rolled.series).toEqual(overview.series);
      const weekRolled = await teamOverview(s.db, ids.top!, '7d', at);
      expect(weekRolled.totals).toEqual(week.totals);
      expect(weekRolled.series).toEqual(week.series);
      const [rows] = await queryRows<{ n: number }>(s.db, sql`select count(*)::int as n from agent_member_hours where member_id = ${ids.pc!}`);
      expect(rows?.n).toBe(2);
      const mid = await teamOverview(s.db, ids.mid!, 'today', new Date(Date.UTC(2026, 0, 5, 23, 0)));
      expect(mid.totals).toMatchObject({ teamSize: 3, bets: 20_900, activeMembers: 2 });

      const range = { from: new Date(Date.UTC(2026, 0, 5)).toISOString(), to: new Date(Date.UTC(2026, 0, 6)).toISOString() };
      const bets = await teamBets(s.db, ids.top!, { ...range, pageSize: 3 });
      expect(bets.totals).toMatchObject({ count: 7, members: 3, stake: 22_700, payout: 700, winLoss: -22_000 });
      expect(bets.items).toHaveLength(3);
      expect(bets.totalPages).toBe(3);
      const onlyPc = await teamBets(s.db, ids.top!, { ...range, account: 'pc' });
      expect(onlyPc.items.map((b) => [b.account, b.level])).toContainEqual(['pc', 3]);
      expect(onlyPc.totals.stake).toBe(20_500);

      const loss = await userLoss(s.db, ids.top!, range);
      expect(loss.items.map((r) => [r.rank, r.account, r.loss])).toEqual([
        [1, 'pc', 20_400],
        [2, 'pa', 1800],
        [3, 'pb', -200],
      ]);
      const wins = await userLoss(s.db, ids.top!, { ...range, order: 'win' });
      expect(wins.items[0]?.account).toBe('pb');
      expect(loss.totals.loss).toBe(22_000);
    });

    it('sums the income of the kinds of pay the brand switches on, as the menu shows them, and no other', async () => {
      const range = { from: new Date(Date.UTC(2026, 0, 5)).toISOString(), to: new Date(Date.UTC(2026, 0, 7)).toISOString() };
      const top = { id: ids.top!, merchantCode: 'LOTUS' };
      // the brand is seeded with the hourly salary off (its menu entry hidden): top's 56.9 of hourly salary is not there
      const off = await income(s.db, top, range);
      expect(off.sources).toEqual(['dividend', 'dailySalary', 'realtimeSalary', 'rebate']);
      expect(off.totals).not.toHaveProperty('hourSalary');
      expect(off.rows.every((r) => !('hourSalary' in r))).toBe(true);
      // real-time: 19.5 + 20 (the racing window) + 5 (the crashed one); daily wages 212
      expect(off.totals).toMatchObject({ realtimeSalary: 44.5, dailySalary: 212 });
      try {
        await s.db.update(whitelabelModules).set({ enabled: true }).where(and(eq(whitelabelModules.merchantCode, 'LOTUS'), eq(whitelabelModules.modId, 'HOURSALARY')));
        const on = await income(s.db, top, range);
        expect(on.sources).toEqual(['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary', 'rebate']);
        expect(on.totals.hourSalary).toBe(56.9);
        expect(on.totals.total).toBeCloseTo(off.totals.total + 56.9, 6);
        // switched off above it (the agent centre's group): off again, as the menu's entry
        await s.db.update(whitelabelModules).set({ enabled: false }).where(and(eq(whitelabelModules.merchantCode, 'LOTUS'), eq(whitelabelModules.modId, 'AGENTCENTER')));
        expect((await income(s.db, top, range)).sources).toEqual(['rebate']);
      } finally {
        await s.db.update(whitelabelModules).set({ enabled: false }).where(and(eq(whitelabelModules.merchantCode, 'LOTUS'), eq(whitelabelModules.modId, 'HOURSALARY')));
        await s.db.update(whitelabelModules).set({ enabled: true }).where(and(eq(whitelabelModules.merchantCode, 'LOTUS'), eq(whitelabelModules.modId, 'AGENTCENTER')));
      }
      // through the call: what the site is sent
      // through the call (top signs in with the password of the seeded agent, whose hash it was given): what the site is sent
      const token = await loginAs(s, 'top', AGENT_PASSWORD);
      const answer = await call<{ value: { sources: string[]; totals: Record<string, number>; rows: Array<Record<string, number>> } }>(s, api.agentIncome, range, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.value.sources).not.toContain('hourSalary');
      expect(answer.body.value.totals).toEqual(off.totals);
      expect(answer.body.value.rows.every((r) => !('hourSalary' in r))).toBe(true);
    });
  });
});
