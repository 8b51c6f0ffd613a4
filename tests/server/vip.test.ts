import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses, clubLabels, members, vipBirthdayBonuses, vipRankUps } from '../../server/src/db/schema';
import { runWindow, startJobs } from '../../server/src/jobs/runner';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/src/lib/callback-signature';
import { sandboxSecret } from '../../server/src/modules/deposit/provider-secret';
import { SANDBOX_CALLBACK_PATH } from '../../server/src/modules/deposit/routes';
import { birthdaysOn, brandDay, levelReached, payBirthdayBonuses, promoteAfterDeposit, promoteMember, vipJob, vipLevelOf, VIP_JOB_SECONDS } from '../../server/src/modules/vip/ranks';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { postedBalance, transfer } from '../../server/src/modules/wallet/ledger';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { withdrawInfo } from '../../server/src/modules/withdraw/withdrawals';
import { api } from '../../src/shared/contract/api';
import type { DepositOrder } from '../../src/shared/contract/deposit';
import type { PlayerRank } from '../../src/shared/contract/account';
import type { Reward } from '../../src/shared/contract/promotions';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

/*
 * The seeded LOTUS ladder (server/src/seed/data/accounts.ts), major units:
 *   VIP 1: deposit 0,          turnover 0,           rank-up 0,       birthday 0
 *   VIP 2: deposit 2,000,000,  turnover 10,000,000,  rank-up 58,000,  birthday 88,000, 5 withdrawals / 80,000,000 a day
 *   VIP 3: deposit 10,000,000, turnover 50,000,000,  rank-up 188,000, birthday 188,000
 * Minor units are major × 100.
 */
const minor = (major: number) => BigInt(major) * 100n;

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
}

describe('the ladder, worked by hand', () => {
  const ladder = [
    { level: 1, requiredDeposit: 0n, requiredTurnover: 0n },
    { level: 2, requiredDeposit: minor(2_000_000), requiredTurnover: minor(10_000_000) },
    { level: 3, requiredDeposit: minor(10_000_000), requiredTurnover: minor(50_000_000) },
  ];
  it('reaches a level only when both its deposit and its turnover are met', () => {
    expect(levelReached(ladder, { deposit: 0n, turnover: 0n })).toBe(1);
    // 2,000,000 deposited but 9,999,999 staked: VIP 2's turnover is 1 short
    expect(levelReached(ladder, { deposit: minor(2_000_000), turnover: minor(9_999_999) })).toBe(1);
    expect(levelReached(ladder, { deposit: minor(2_000_000), turnover: minor(10_000_000) })).toBe(2);
    // VIP 3's deposit met, its turnover not: VIP 2
    expect(levelReached(ladder, { deposit: minor(12_000_000), turnover: minor(49_000_000) })).toBe(2);
    expect(levelReached(ladder, { deposit: minor(10_000_000), turnover: minor(50_000_000) })).toBe(3);
    expect(levelReached([], { deposit: minor(1), turnover: minor(1) })).toBe(0);
  });

  it('reads the birthday on the brand’s day (UTC+7), 29 February on the 28th of a common year', () => {
    // 17:30 UTC on 14 March is 00:30 on the 15th in the brand's clock
    expect(brandDay(new Date('2030-03-14T17:30:00Z'))).toEqual({ year: 2030, month: 3, day: 15 });
    expect(brandDay(new Date('2030-03-14T16:59:59Z'))).toEqual({ year: 2030, month: 3, day: 14 });
    expect(birthdaysOn({ year: 2031, month: 2, day: 28 })).toEqual(['02-28', '02-29']);
    expect(birthdaysOn({ year: 2032, month: 2, day: 28 })).toEqual(['02-28']);
    expect(birthdaysOn({ year: 2032, month: 2, day: 29 })).toEqual(['02-29']);
  });
});

describe('VIP ranks that move', () => {
  let s: TestServer;
  let seq = 0;

  const newMember = async (values: Partial<typeof members.$inferInsert> = {}) => {
    seq += 1;
    const account = `vip${seq}x${Date.now() % 100000}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!', ...values }).returning();
    return m!;
  };
  const move = async (memberId: number, kind: 'deposit' | 'bet', major: number) => {
    seq += 1;
    const main = await accountOf(s.db, memberId, 'main');
    // the stakes' money comes from an adjustment: no deposit of the member's
    if (kind === 'bet') {
      await transfer(s.db, { idempotencyKey: `vip-test:fund:${memberId}:${seq}`, kind: 'adjustment', memberId, from: await houseAccountOf(s.db, 'LOTUS', 'adjustment'), to: main, amount: minor(major) });
    }
    const house = await houseAccountOf(s.db, 'LOTUS', kind === 'deposit' ? 'cash' : 'games');
    await transfer(s.db, {
      idempotencyKey: `vip-test:${kind}:${memberId}:${seq}`,
      kind,
      memberId,
      from: kind === 'deposit' ? house : main,
      to: kind === 'deposit' ? main : house,
      amount: minor(major),
    });
  };
  const levelOf = async (memberId: number) => {
    const [m] = await s.db.select().from(members).where(eq(members.id, memberId));
    return vipLevelOf(s.db, m!);
  };
  const vipBonuses = (memberId: number) => s.db.select().from(bonuses).where(and(eq(bonuses.memberId, memberId), like(bonuses.grantKey, 'vip:%')));
  const mainBalance = async (memberId: number) => postedBalance(s.db, await accountOf(s.db, memberId, 'main'));

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('raises a member after a credited deposit reaches VIP 2: its label, the reward of 58,000 once, shown on the rank page and in the reward centre', async () => {
    const username = `vipd${Math.random().toString(36).slice(2, 9)}`;
    const reg = await call<Envelope<{ token: string }>>(s, api.register, { username, password: 'Secret123', confirmPassword: 'Secret123', login: true, ageConfirmed: true, termsAccepted: true });
    const token = reg.body.value.token;
    const [m] = await s.db.select().from(members).where(eq(members.account, username));
    const id = m!.id;
    // 10,000,000 staked and 1,500,001 deposited before: VIP 1 (deposit 499,999 short of VIP 2)
    await move(id, 'deposit', 1_500_001);
    await move(id, 'bet', 10_000_000);
    expect(await promoteMember(s.db, id, 'job')).toMatchObject({ from: 0, to: 1, paid: [] });
    expect(await levelOf(id)).toBe(1);

    // the remaining 499,999 through the provider's callback: deposited 2,000,000 → VIP 2
    const order = await call<Envelope<DepositOrder>>(s, api.createDeposit, { channel: 'ewallet', amount: 499_999 }, { token, headers: { 'idempotency-key': `vip-order-${Date.now()}-aaaaaaaa` } });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const secret = await sandboxSecret(s.db, s.config);
    const raw = JSON.stringify({ callbackId: `vipcb${Date.now()}`, reference: order.body.value.reference, status: 'paid', amount: 499_999, currency: 'VND' });
    const timestamp = Math.floor(Date.now() / 1000);
    const cb = await s.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(secret, timestamp, raw) },
      payload: raw,
    });
    expect(cb.statusCode, cb.body).toBe(200);

    expect(await levelOf(id)).toBe(2);
    const paid = await vipBonuses(id);
    expect(paid.map((b) => [b.reason, b.amount, b.grantKey, b.turnoverMultiple])).toEqual([['vip', minor(58_000), `vip:rankup:${id}:2`, 1]]);
    const rankUps = await s.db.select().from(vipRankUps).where(eq(vipRankUps.memberId, id));
    expect(rankUps.map((r) => [r.level, r.fromLevel, r.amount, r.source]).sort()).toEqual([
      [1, 0, 0n, 'job'],
      [2, 1, minor(58_000), 'deposit'],
    ]);
    // the member's label is now the brand's VIP 2 (made from the ladder: the seed has none)
    const [fresh] = await s.db.select().from(members).where(eq(members.id, id));
    const [label] = await s.db.select().from(clubLabels).where(eq(clubLabels.id, fresh!.clubLabelId!));
    expect(label).toMatchObject({ rankLevel: 2, labelName: 'VIP 2', merchantCode: 'LOTUS' });

    const rank = await call<Envelope<PlayerRank>>(s, api.playerRank, {}, { token });
    expect(rank.body.value).toMatchObject({ currentLevel: 2, deposit: 2_000_000, turnover: 10_000_000 });
    const centre = await call<Envelope<{ waiting: Reward[]; history: Reward[] }>>(s, api.rewardCentre, {}, { token });
    expect(centre.body.value.history).toEqual([expect.objectContaining({ source: 'rankUp', title: 'VIP 2', amount: 58_000, state: 'issued', promotionId: 0 })]);
    // the header's label
    const info = await call<Envelope<{ clubLabel: { rankLevel: number; labelName: string } | null }>>(s, api.memberInfo, {}, { token });
    expect(info.body.value.clubLabel).toMatchObject({ rankLevel: 2, labelName: 'VIP 2' });
  });

  it('pays both rewards once when one raise passes two levels (0 → VIP 3: 58,000 + 188,000), never again', async () => {
    const m = await newMember();
    await move(m.id, 'deposit', 10_000_000);
    await move(m.id, 'bet', 50_000_000);
    const before = await mainBalance(m.id);
    const up = await promoteMember(s.db, m.id, 'job');
    expect(up).toMatchObject({ from: 0, to: 3 });
    expect(up!.paid.map((p) => [p.level, p.amount])).toEqual([
      [2, minor(58_000)],
      [3, minor(188_000)],
    ]);
    expect((await mainBalance(m.id)) - before).toBe(minor(246_000));
    // again, and after the deposit's trigger: nothing more
    expect(await promoteMember(s.db, m.id, 'job')).toBeNull();
    expect(await promoteAfterDeposit(s.db, m.id)).toBeNull();
    expect((await vipBonuses(m.id)).length).toBe(2);
    expect(await levelOf(m.id)).toBe(3);
  });

  it('never lowers a rank: a VIP 3 label with the totals of VIP 1 stays VIP 3, and pays nothing', async () => {
    const [vip3] = await s.db.select().from(clubLabels).where(eq(clubLabels.code, 'vip3'));
    const m = await newMember({ clubLabelId: vip3!.id });
    await move(m.id, 'deposit', 2_500_000);
    await move(m.id, 'bet', 12_000_000);
    expect(await promoteMember(s.db, m.id, 'job')).toBeNull();
    expect(await levelOf(m.id)).toBe(3);
    expect(await vipBonuses(m.id)).toEqual([]);
  });

  it('leaves agents and free-play guests where they are', async () => {
    const agent = await newMember({ isAgent: 1 });
    await move(agent.id, 'deposit', 10_000_000);
    await move(agent.id, 'bet', 50_000_000);
    expect(await promoteMember(s.db, agent.id, 'job')).toBeNull();
    expect(await levelOf(agent.id)).toBe(0);
  });

  it('pays a level once whatever the number of triggers at the same time: deposits and two instances of the job', async () => {
    const m = await newMember();
    await move(m.id, 'deposit', 2_000_000);
    await move(m.id, 'bet', 10_000_000);
    const other = await openAnotherInstance(s);
    try {
      const window = new Date(Math.floor(Date.now() / (VIP_JOB_SECONDS * 1000)) * VIP_JOB_SECONDS * 1000 - 5 * VIP_JOB_SECONDS * 1000);
      const outcomes = await Promise.all([
        promoteAfterDeposit(s.db, m.id),
        promoteAfterDeposit(other.db, m.id),
        runWindow(s.db, vipJob, window),
        runWindow(other.db, vipJob, window),
        promoteAfterDeposit(s.db, m.id),
      ]);
      // the window ran on one instance; the other found it busy or done
      expect(outcomes.filter((o) => o === 'ran').length).toBe(1);
    } finally {
      await other.close();
    }
    const paid = await vipBonuses(m.id);
    expect(paid.map((b) => b.amount)).toEqual([minor(58_000)]);
    expect(await levelOf(m.id)).toBe(2);
    expect((await s.db.select().from(vipRankUps).where(eq(vipRankUps.memberId, m.id))).map((r) => r.level).sort()).toEqual([1, 2]);
  });

  it('keeps no bet of the member waiting on the member’s row while a raise holds it (PostgreSQL: two connections)', async (ctx) => {
    if (!s.url) return ctx.skip();
    // a member with no label yet: the raise to VIP 1 pays nothing, so it holds the member's row and no wallet
    const m = await newMember();
    await move(m.id, 'deposit', 1_000);
    const main = await accountOf(s.db, m.id, 'main');
    const games = await houseAccountOf(s.db, 'LOTUS', 'games');
    const other = await openAnotherInstance(s);
    try {
      await s.db.transaction(async (tx) => {
        expect(await promoteMember(tx, m.id, 'job')).toMatchObject({ to: 1, paid: [] });
        // meanwhile another instance moves a stake of the member: its ledger row checks the member's key
        // (FOR KEY SHARE), which a raise locking the row FOR UPDATE blocked until the window's end
        await other.db.transaction(async (bet) => {
          await bet.execute(sql`set local lock_timeout = '3s'`);
          await transfer(bet, { idempotencyKey: `vip-test:held:${m.id}`, kind: 'bet', memberId: m.id, from: main, to: games, amount: minor(100) });
        });
      });
    } finally {
      await other.close();
    }
    expect(await levelOf(m.id)).toBe(1);
    expect(await mainBalance(m.id)).toBe(minor(900));
  });

  it('the job raises on stakes alone, once per window, and a restart neither repeats nor loses a raise', async () => {
    const m = await newMember();
    await move(m.id, 'deposit', 2_000_000);
    await move(m.id, 'bet', 9_000_000);
    // the job under a name of its own: the windows of this test only
    const job = { ...vipJob, name: 'vip-ranks-restart' };
    const W = Math.floor(Date.now() / (VIP_JOB_SECONDS * 1000)) * VIP_JOB_SECONDS * 1000 - 20 * VIP_JOB_SECONDS * 1000;
    let clock = W + VIP_JOB_SECONDS * 1000 + 1;
    const a = startJobs(s.db, [job], { autoStart: false, now: () => new Date(clock) });
    expect((await a.tick())['vip-ranks-restart']).toEqual([{ start: new Date(W).toISOString(), outcome: 'ran' }]);
    expect(await levelOf(m.id)).toBe(1);
    // the last 1,000,000 staked: the next window raises to VIP 2
    await move(m.id, 'bet', 1_000_000);
    // a window that dies after its raise: rolled back with it, nothing paid, nothing raised
    const crashing = { ...job, run: async (tx: Parameters<typeof vipJob.run>[0], w: Parameters<typeof vipJob.run>[1]) => {
      await vipJob.run(tx, w);
      throw new Error('the instance died');
    } };
    await expect(runWindow(s.db, crashing, new Date(W + VIP_JOB_SECONDS * 1000))).rejects.toThrow('the instance died');
    expect(await levelOf(m.id)).toBe(1);
    expect(await vipBonuses(m.id)).toEqual([]);
    await a.stop();
    // another instance starts: it runs the window again and raises once
    const other = await openAnotherInstance(s);
    try {
      clock = W + 2 * VIP_JOB_SECONDS * 1000 + 1;
      const b = startJobs(other.db, [job], { autoStart: false, now: () => new Date(clock) });
      expect((await b.tick())['vip-ranks-restart']).toEqual([{ start: new Date(W + VIP_JOB_SECONDS * 1000).toISOString(), outcome: 'ran' }]);
      expect((await b.tick())['vip-ranks-restart']).toEqual([]);
      await b.stop();
    } finally {
      await other.close();
    }
    expect(await levelOf(m.id)).toBe(2);
    expect((await vipBonuses(m.id)).map((b) => b.amount)).toEqual([minor(58_000)]);
    expect(await checkLedger(s.db)).toEqual([]);
  });

  it('pays the birthday bonus of the member’s level once a year, on the birthday of the brand’s clock', async () => {
    const [vip3] = await s.db.select().from(clubLabels).where(eq(clubLabels.code, 'vip3'));
    const m = await newMember({ clubLabelId: vip3!.id, birthday: '1990-03-15' });
    const leap = await newMember({ clubLabelId: vip3!.id, birthday: '2000-02-29' });
    const none = await newMember({ birthday: '1990-03-15' });
    const run = async (at: string) => s.db.transaction(async (tx) => payBirthdayBonuses(tx, new Date(at)));
    // 14 March in the brand's clock: not yet
    expect(await run('2030-03-14T16:00:00Z')).not.toContain(m.id);
    // 00:30 on 15 March in the brand's clock: VIP 3's 188,000
    expect(await run('2030-03-14T17:30:00Z')).toContain(m.id);
    // later that day, and the next: nothing more this year
    expect(await run('2030-03-15T10:00:00Z')).not.toContain(m.id);
    expect(await run('2030-03-15T18:00:00Z')).not.toContain(m.id);
    // the next year's birthday pays again
    expect(await run('2031-03-15T05:00:00Z')).toContain(m.id);
    const paid = await s.db.select().from(vipBirthdayBonuses).where(eq(vipBirthdayBonuses.memberId, m.id));
    expect(paid.map((p) => [p.year, p.level, p.amount]).sort()).toEqual([
      [2030, 3, minor(188_000)],
      [2031, 3, minor(188_000)],
    ]);
    expect((await vipBonuses(m.id)).map((b) => [b.reason, b.grantKey]).sort()).toEqual([
      ['birthday', `vip:birthday:${m.id}:2030`],
      ['birthday', `vip:birthday:${m.id}:2031`],
    ]);
    // 29 February: on the 28th in 2031, on the 29th in 2032
    expect(await run('2031-02-28T05:00:00Z')).toContain(leap.id);
    expect(await run('2032-02-28T05:00:00Z')).not.toContain(leap.id);
    expect(await run('2032-02-29T05:00:00Z')).toContain(leap.id);
    // no level, no birthday bonus
    expect(await vipBonuses(none.id)).toEqual([]);
  });

  it('uses the member’s level’s daily withdrawals instead of the brand’s count', async () => {
    const [vip5] = await s.db.select().from(clubLabels).where(eq(clubLabels.code, 'vip5'));
    const m = await newMember({ clubLabelId: vip5!.id });
    await accountOf(s.db, m.id, 'main');
    // VIP 5: 10 withdrawals a day (the brand's rule says 5)
    expect((await withdrawInfo(s.db, m)).dailyCount).toBe(10);
    const plain = await newMember();
    await accountOf(s.db, plain.id, 'main');
    expect((await withdrawInfo(s.db, plain)).dailyCount).toBe(5);
  });
});
