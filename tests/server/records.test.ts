import { createHash } from 'node:crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { games, members } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { firstKept, keptRange } from '../../server/src/modules/records/range';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { turnoverRemaining } from '../../server/src/modules/withdraw/turnover';
import { seedDemoHistory } from '../../server/src/seed/demo-history';
import { api } from '../../src/shared/contract/api';
import type { ResponseOf } from '../../src/shared/contract/endpoint';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
}

type Bets = ResponseOf<typeof api.betRecords>;
type Transactions = ResponseOf<typeof api.transactionRecords>;
type ProfitLoss = ResponseOf<typeof api.profitLoss>;
type Bonuses = ResponseOf<typeof api.bonusRecords>;

const DAY = 86_400_000;

describe('member records', () => {
  let s: TestServer;
  let token: string;
  let demoId: number;
  const now = Date.now();
  const year = { from: new Date(now - 360 * DAY).toISOString(), to: new Date(now + DAY).toISOString() };

  const get = async <T,>(endpoint: (typeof api)[keyof typeof api], input: Record<string, unknown>) => {
    const r = await call<Envelope<T>>(s, endpoint, input, { token });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return r.body.value;
  };
  /** A sum of the demo's postings of a kind in the ledger, major units: the truth the records must agree with. */
  const ledgerSum = async (kind: string) => {
    const [row] = await queryRows<{ total: string }>(
      s.db,
      sql`select coalesce(sum(p.amount), 0)::text as total from ledger_postings p
          join wallet_accounts a on a.id = p.account_id join ledger_transactions t on t.id = p.transaction_id
          where a.member_id = ${demoId} and t.kind = ${kind}`,
    );
    return Number(BigInt(row?.total ?? '0')) / 100;
  };

  beforeAll(async () => {
    s = await startTestServer();
    demoId = (await findMemberByAccount(s.db, 'LOTUS', 'demo'))!.id;
    expect(await seedDemoHistory(s.db, 'LOTUS', 'demo', now)).toBe(true);
    token = await loginAs(s, 'demo', 'Demo1234');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('the demo history is written once and leaves the demo where the seed left it', async () => {
    expect(await seedDemoHistory(s.db, 'LOTUS', 'demo', now)).toBe(false);
    const balance = await get<{ sumBalance: number }>(api.balance, {});
    expect(balance.sumBalance).toBe(5_000_000);
    const [oldest] = await queryRows<{ at: Date | string }>(s.db, sql`select min(created_at) as at from ledger_transactions where member_id = ${demoId}`);
    expect(now - new Date(oldest!.at).getTime()).toBeGreaterThan(150 * DAY);
  });

  it("dates each seeded bonus's turnover from the bonus, and the demo's bets since have met it", async () => {
    const rows = await queryRows<{ n: number | string; misdated: number | string }>(
      s.db,
      sql`select count(*) as n, count(*) filter (where r.created_at <> b.created_at) as misdated
          from turnover_requirements r join bonuses b on r.source = 'bonus' and r.ref = b.id::text where b.member_id = ${demoId}`,
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    expect(Number(rows[0]!.misdated)).toBe(0);
    expect(await turnoverRemaining(s.db, demoId)).toBe(0n);
  });

  describe('betting record', () => {
    it('lists every round, newest first, with totals equal to the ledger', async () => {
      const page = await get<Bets>(api.betRecords, { ...year, pageSize: 25 });
      const [rounds] = await queryRows<{ n: number | string }>(s.db, sql`select count(*) as n from inhouse_rounds where member_id = ${demoId}`);
      expect(page.totalCount).toBe(Number(rounds!.n));
      expect(page.totals.count).toBe(page.totalCount);
      expect(page.totals.stake).toBe(-(await ledgerSum('bet')));
      expect(page.totals.winLoss).toBeCloseTo((await ledgerSum('payout')) + (await ledgerSum('bet')), 2);
      expect(page.items).toHaveLength(25);
      const times = page.items.map((b) => Date.parse(b.betAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      for (const bet of page.items) {
        expect(bet.winLoss).toBeCloseTo(bet.payout - bet.stake, 2);
        expect(bet.validBet).toBe(bet.status === 'draw' ? 0 : bet.stake);
        expect(bet).toMatchObject({ source: 'inhouse', category: 'INHOUSE', vendor: 'XGS', vendorName: 'XGS Originals' });
        // the detail carries the proof: the revealed seed hashes to the commitment shown before the round
        expect(createHash('sha256').update(bet.fair!.serverSeed).digest('hex')).toBe(bet.fair!.serverSeedHash);
      }
      expect(page.totalPages).toBe(Math.ceil(page.totalCount / 25));
    });

    it('pages without overlap and filters by status, category and vendor', async () => {
      const first = await get<Bets>(api.betRecords, { ...year, pageSize: 10, pageNo: 1 });
      const second = await get<Bets>(api.betRecords, { ...year, pageSize: 10, pageNo: 2 });
      const ids = new Set(first.items.map((b) => b.id));
      expect(second.items.some((b) => ids.has(b.id))).toBe(false);
      expect(second.totals).toEqual(first.totals);

      const won = await get<Bets>(api.betRecords, { ...year, status: 'won', pageSize: 1000 });
      expect(won.items.length).toBeGreaterThan(0);
      expect(won.items.every((b) => b.status === 'won' && b.payout > b.stake)).toBe(true);
      const lost = await get<Bets>(api.betRecords, { ...year, status: 'lost', pageSize: 1 });
      const draw = await get<Bets>(api.betRecords, { ...year, status: 'draw', pageSize: 1 });
      expect(won.totalCount + lost.totalCount + draw.totalCount).toBe(first.totalCount);
      expect(won.totals.winLoss).toBeGreaterThan(0);

      expect((await get<Bets>(api.betRecords, { ...year, category: 'INHOUSE', vendor: 'XGS' })).totalCount).toBe(first.totalCount);
      const none = await get<Bets>(api.betRecords, { ...year, category: 'LIVE' });
      expect(none).toMatchObject({ items: [], totalCount: 0, totals: { count: 0, stake: 0, validBet: 0, winLoss: 0 } });
      expect((await get<Bets>(api.betRecords, { ...year, vendor: 'RYL' })).totalCount).toBe(0);
    });

    it('a range of the last week holds only the last week', async () => {
      const week = await get<Bets>(api.betRecords, { from: new Date(now - 7 * DAY).toISOString(), to: new Date(now + DAY).toISOString(), pageSize: 1000 });
      expect(week.items.every((b) => Date.parse(b.betAt) >= now - 7 * DAY)).toBe(true);
      const all = await get<Bets>(api.betRecords, { ...year, pageSize: 1 });
      expect(week.totalCount).toBeLessThan(all.totalCount);
    });
  });

  describe('12 months', () => {
    it('cuts a range that starts earlier and says where, and answers nothing for a range wholly older', async () => {
      const first = firstKept(new Date(now));
      const twoYears = await get<Bets>(api.betRecords, { from: new Date(now - 730 * DAY).toISOString(), to: year.to });
      expect(Date.parse(twoYears.clampedFrom!)).toBeGreaterThanOrEqual(first.getTime());
      // the server cuts at its own clock: at most the time the suite has run since \`now\`, plus a minute
      expect(Date.parse(twoYears.clampedFrom!) - first.getTime()).toBeLessThan(Date.now() - now + 60_000);
      expect(twoYears.totalCount).toBe((await get<Bets>(api.betRecords, year)).totalCount);
      const old = { from: new Date(now - 700 * DAY).toISOString(), to: new Date(now - 400 * DAY).toISOString() };
      for (const endpoint of [api.betRecords, api.transactionRecords] as const) {
        const answer = await get<{ items: unknown[]; clampedFrom: string | null }>(endpoint, old);
        expect(answer.items).toEqual([]);
        expect(answer.clampedFrom).not.toBeNull();
      }
      expect((await get<ProfitLoss>(api.profitLoss, old)).bets).toBe(0);
      expect((await get<Bets>(api.betRecords, year)).clampedFrom).toBeNull();
    });

    it('a round older than 12 months is not listed', async () => {
      const [round] = await queryRows<{ round_id: string; created_at: Date | string }>(
        s.db,
        sql`select round_id, created_at from inhouse_rounds where member_id = ${demoId} order by id limit 1`,
      );
      const before = (await get<Bets>(api.betRecords, { from: new Date(now - 730 * DAY).toISOString(), to: year.to })).totalCount;
      await s.db.execute(sql`update inhouse_rounds set created_at = now() - interval '13 months' where member_id = ${demoId} and round_id = ${round!.round_id}`);
      const after = (await get<Bets>(api.betRecords, { from: new Date(now - 730 * DAY).toISOString(), to: year.to })).totalCount;
      expect(after).toBe(before - 1);
      await s.db.execute(sql`update inhouse_rounds set created_at = ${new Date(round!.created_at).toISOString()}::timestamptz where member_id = ${demoId} and round_id = ${round!.round_id}`);
    });

    it('keptRange refuses an end before the start', () => {
      expect(() => keptRange({ from: '2026-05-02T00:00:00Z', to: '2026-05-01T00:00:00Z' })).toThrow();
    });

    it('refuses a malformed range and an oversized page', async () => {
      expect((await call(s, api.betRecords, { from: 'yesterday', to: year.to }, { token })).status).toBe(400);
      expect((await call(s, api.betRecords, { ...year, pageSize: 5000 }, { token })).status).toBe(400);
      expect((await call(s, api.transactionRecords, { from: year.to, to: year.from }, { token })).status).toBe(400);
      expect((await call(s, api.betRecords, year)).status).toBe(401);
    });
  });

  describe('account record', () => {
    it('lists each movement once, typed, with the balance after it on the main wallet', async () => {
      const page = await get<Transactions>(api.transactionRecords, { ...year, pageSize: 1000 });
      const [count] = await queryRows<{ n: number | string }>(
        s.db,
        sql`select count(distinct p.transaction_id) as n from ledger_postings p join wallet_accounts a on a.id = p.account_id where a.member_id = ${demoId}`,
      );
      expect(page.totalCount).toBe(Number(count!.n));
      expect(new Set(page.items.map((i) => i.id)).size).toBe(page.items.length);
      // newest first: each main-wallet balance is the one before it plus the movement
      const main = page.items.filter((i) => i.wallet === 'main');
      for (let i = 0; i + 1 < main.length; i += 1) {
        expect(Math.round((main[i + 1]!.balanceAfter + main[i]!.amount) * 100)).toBe(Math.round(main[i]!.balanceAfter * 100));
      }
      expect(main[0]!.balanceAfter).toBe(5_000_000);
      const kinds = new Set(page.items.map((i) => i.type));
      for (const kind of ['deposit', 'hold', 'withdrawal', 'transfer_in', 'transfer_out', 'bet', 'payout', 'bonus']) expect(kinds.has(kind as never), kind).toBe(true);
      // a paid withdrawal leaves the hold account, not the main wallet
      expect(page.items.filter((i) => i.type === 'withdrawal').every((i) => i.wallet === 'hold' && i.amount < 0)).toBe(true);
      const bet = page.items.find((i) => i.type === 'bet')!;
      expect(bet.reference?.type).toBe('inhouse_round');
      expect(bet.amount).toBeLessThan(0);
    });

    it('filters by type and pages', async () => {
      const ins = await get<Transactions>(api.transactionRecords, { ...year, type: 'transfer_in', pageSize: 5 });
      expect(ins.items.length).toBeGreaterThan(0);
      expect(ins.items.every((i) => i.type === 'transfer_in' && i.amount < 0 && i.wallet === 'main')).toBe(true);
      const bonuses = await get<Transactions>(api.transactionRecords, { ...year, type: 'bonus' });
      expect(bonuses.items.map((b) => b.amount).sort((a, b) => a - b)).toEqual([200_000, 300_000, 500_000]);
      const second = await get<Transactions>(api.transactionRecords, { ...year, pageSize: 5, pageNo: 2 });
      const first = await get<Transactions>(api.transactionRecords, { ...year, pageSize: 5, pageNo: 1 });
      expect(second.items.some((i) => first.items.some((f) => f.id === i.id))).toBe(false);
      const beyond = await get<Transactions>(api.transactionRecords, { ...year, pageSize: 5, pageNo: 10_000 });
      expect(beyond.items).toEqual([]);
      expect(beyond.totalCount).toBe(first.totalCount);
    });
  });

  describe('profit and loss', () => {
    it('sums the ledger by kind and splits the bets by category', async () => {
      const pl = await get<ProfitLoss>(api.profitLoss, year);
      expect(pl.bets).toBe(-(await ledgerSum('bet')));
      expect(pl.payouts).toBe(await ledgerSum('payout'));
      expect(pl.winLoss).toBeCloseTo(pl.payouts - pl.bets, 2);
      expect(pl.bonuses).toBe(1_000_000);
      expect(pl.deposits).toBe(await ledgerSum('deposit'));
      expect(pl.withdrawals).toBe(-(await ledgerSum('withdrawal')));
      expect(pl.netDeposits).toBeCloseTo(pl.deposits - pl.withdrawals, 2);
      expect(pl.rebates).toBe(0);
      expect(pl.byCategory).toHaveLength(1);
      const [inhouse] = pl.byCategory;
      expect(inhouse?.category).toBe('INHOUSE');
      expect(inhouse?.stake).toBeCloseTo(pl.bets, 2);
      expect(inhouse?.payout).toBeCloseTo(pl.payouts, 2);
      expect(inhouse?.validBet).toBeCloseTo(pl.validBets, 2);
      const bets = await get<Bets>(api.betRecords, { ...year, pageSize: 1 });
      expect(pl.validBets).toBe(bets.totals.validBet);
      expect(pl).toMatchObject({ currency: 'VND', currencySymbol: '₫', clampedFrom: null });
    });
  });

  describe('bonus details', () => {
    it('lists the bonuses with their turnover, met or not, and what is still locked', async () => {
      const page = await get<Bonuses>(api.bonusRecords, {});
      expect(page.items.map((b) => [b.reason, b.amount, b.turnoverMultiple, b.turnoverRequired])).toEqual([
        ['vip', 300_000, 2, 600_000],
        ['reload', 200_000, 5, 1_000_000],
        ['welcome', 500_000, 10, 5_000_000],
      ]);
      for (const bonus of page.items) {
        const since = await get<Bets>(api.betRecords, { from: bonus.createdAt, to: year.to, pageSize: 1 });
        expect(bonus.turnoverDone).toBe(Math.min(bonus.turnoverRequired, since.totals.validBet));
        expect(bonus.completed).toBe(bonus.turnoverDone >= bonus.turnoverRequired);
      }
      expect(page.locked).toBe(page.items.filter((b) => !b.completed).reduce((sum, b) => sum + b.amount, 0));
      // the seeded member has met every turnover (the page's unfinished state is a component test's)
      expect(page.items.every((b) => b.completed)).toBe(true);
      const funds = await get<{ bonusLocked: number }>(api.consolidatedFunds, {});
      expect(funds.bonusLocked).toBe(page.locked);
    });
  });

  describe('credit report', () => {
    /*
     * A member of its own with hand-placed bets and gifts over three days of
     * Vietnam (UTC+7), worked by hand:
     *
     *   day (UTC+7)  bets (stake → payout)                   valid  win/loss  rebates  bonuses  net
     *   2026-11-20   100 → 250, 200 → 0                        300     −50      5.5        0   −44.5
     *   2026-11-21   50 → 50 (00:30, a draw), 300 → 0          300    −300        0       20    −280
     *   2026-11-23   —                                           0       0        0       30      30
     *   totals       4 bets, 650 staked                        600    −350      5.5       50  −294.5
     *
     * The draw at 00:30 on the 21st is 17:30 UTC on the 20th: a UTC report
     * counts it on the 20th. A bet at 23:00 on the 19th is before the range.
     */
    let memberToken: string;
    let memberId: number;
    const at = (local: string) => new Date(`${local}+07:00`);
    const range = { from: at('2026-11-20T00:00:00').toISOString(), to: at('2026-11-24T00:00:00').toISOString() };
    type Report = ResponseOf<typeof api.creditReport>;

    beforeAll(async () => {
      const demo = (await findMemberByAccount(s.db, 'LOTUS', 'demo'))!;
      const [row] = await s.db
        .insert(members)
        .values({ merchantCode: 'LOTUS', account: 'statement', nickname: 'statement', passwordHash: demo.passwordHash, isAgent: 0 })
        .returning({ id: members.id });
      memberId = row!.id;
      const main = await accountOf(s.db, memberId, 'main');
      const [game] = await s.db.select({ id: games.id }).from(games).where(isNotNull(games.inhouseKind)).limit(1);
      const bets: Array<[string, number, number]> = [
        ['2026-11-19T23:00:00', 999, 0],
        ['2026-11-20T09:00:00', 100, 250],
        ['2026-11-20T23:30:00', 200, 0],
        ['2026-11-21T00:30:00', 50, 50],
        ['2026-11-21T12:00:00', 300, 0],
      ];
      for (const [i, [when, stake, payout]] of bets.entries()) {
        await s.db.execute(sql`insert into inhouse_rounds (round_id, member_id, merchant_code, game_id, kind, stake, payout, bet, outcome,
                                 server_seed, server_seed_hash, client_seed, nonce, balance_after, created_at)
                               values (${`statement-${i}`}, ${memberId}, 'LOTUS', ${game!.id}, 'dice', ${stake * 100}, ${payout * 100}, '{}'::jsonb,
                                 '{}'::jsonb, 's', 'h', 'c', ${i}, 0, ${at(when).toISOString()}::timestamptz)`);
      }
      // the gifts through the ledger, in the order of their days, then dated
      const gifts: Array<['rebate' | 'bonus', number, string]> = [
        ['rebate', 5.5, '2026-11-20T10:00:00'],
        ['bonus', 20, '2026-11-21T08:00:00'],
        ['bonus', 30, '2026-11-23T20:00:00'],
      ];
      for (const [kind, amount, when] of gifts) {
        const moved = await transfer(s.db, {
          idempotencyKey: `test:statement:${kind}:${when}`,
          kind,
          from: await houseAccountOf(s.db, 'LOTUS', kind),
          to: main,
          amount: toMinor(amount),
        });
        // dated back as the demo's history is (seed/demo-history.ts): the append-only guard lifted for this transaction only
        await s.db.transaction(async (tx) => {
          await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
          await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`);
          await tx.execute(sql`update ledger_transactions set created_at = ${at(when).toISOString()}::timestamptz where id = ${moved.transactionId}`);
          await tx.execute(sql`update ledger_postings set created_at = ${at(when).toISOString()}::timestamptz where transaction_id = ${moved.transactionId}`);
          await tx.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`);
          await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
        });
      }
      memberToken = await loginAs(s, 'statement', 'Demo1234');
    });

    const report = async (input: Record<string, unknown>) => {
      const r = await call<Envelope<Report>>(s, api.creditReport, input, { token: memberToken });
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      return r.body.value;
    };

    it('sums each local day of the member: bets, valid turnover, win/loss, rebates, bonuses, and the totals', async () => {
      const vn = await report({ ...range, utcOffset: 420 });
      expect(vn.days).toEqual([
        { day: '2026-11-23', betCount: 0, stake: 0, validBet: 0, winLoss: 0, rebates: 0, bonuses: 30, net: 30 },
        { day: '2026-11-21', betCount: 2, stake: 350, validBet: 300, winLoss: -300, rebates: 0, bonuses: 20, net: -280 },
        { day: '2026-11-20', betCount: 2, stake: 300, validBet: 300, winLoss: -50, rebates: 5.5, bonuses: 0, net: -44.5 },
      ]);
      expect(vn.totals).toEqual({ betCount: 4, stake: 650, validBet: 600, winLoss: -350, rebates: 5.5, bonuses: 50, net: -294.5 });
      expect(vn).toMatchObject({ currencySymbol: '₫', clampedFrom: null });
    });

    it('makes the days the member’s own: in UTC the draw of 00:30 falls on the day before', async () => {
      const utc = await report(range);
      expect(utc.days.map((d) => [d.day, d.betCount, d.stake])).toEqual([
        ['2026-11-23', 0, 0],
        ['2026-11-21', 1, 300],
        ['2026-11-20', 3, 350],
      ]);
      // the same money, split another way
      expect(utc.totals).toEqual({ betCount: 4, stake: 650, validBet: 600, winLoss: -350, rebates: 5.5, bonuses: 50, net: -294.5 });
    });

    it('shows only the member’s own play, and the demo’s its own', async () => {
      // the demo's seeded history covers these days too; none of it is the new member's, and none of the new member's is the demo's
      const mine = await report({ ...range, utcOffset: 420 });
      expect(mine.totals.betCount).toBe(4);
      const demoReport = await get<Report>(api.creditReport, { ...range, utcOffset: 420 });
      const [demoBets] = await queryRows<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from inhouse_rounds where member_id = ${demoId} and created_at >= ${range.from}::timestamptz and created_at < ${range.to}::timestamptz`,
      );
      expect(demoReport.totals.betCount).toBe(demoBets?.n);
      expect(demoReport.days.some((d) => d.rebates === 5.5)).toBe(false);
    });

    it('keeps 12 months and refuses an offset beyond any time zone or a range that ends before it starts', async () => {
      const old = await report({ from: new Date(now - 500 * DAY).toISOString(), to: range.to, utcOffset: 420 });
      expect(old.clampedFrom).not.toBeNull();
      expect(old.totals.betCount).toBe(5);
      const far = await call<Envelope<unknown>>(s, api.creditReport, { ...range, utcOffset: 900 }, { token: memberToken });
      expect(far.status).toBe(400);
      const backwards = await call<Envelope<unknown>>(s, api.creditReport, { from: range.to, to: range.from }, { token: memberToken });
      expect(backwards.status).toBe(400);
      const anonymous = await call<Envelope<unknown>>(s, api.creditReport, range);
      expect(anonymous.status).toBe(401);
    });
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(s.db)).toEqual([]);
  });
});
