import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { firstKept, keptRange } from '../../server/src/modules/records/range';
import { checkLedger } from '../../server/src/modules/wallet/check';
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
        ['vip', 300_000, 20, 6_000_000],
        ['reload', 200_000, 5, 1_000_000],
        ['welcome', 500_000, 10, 5_000_000],
      ]);
      for (const bonus of page.items) {
        const since = await get<Bets>(api.betRecords, { from: bonus.createdAt, to: year.to, pageSize: 1 });
        expect(bonus.turnoverDone).toBe(Math.min(bonus.turnoverRequired, since.totals.validBet));
        expect(bonus.completed).toBe(bonus.turnoverDone >= bonus.turnoverRequired);
      }
      expect(page.locked).toBe(page.items.filter((b) => !b.completed).reduce((sum, b) => sum + b.amount, 0));
      expect(page.items[0]!.completed).toBe(false);
      const funds = await get<{ bonusLocked: number }>(api.consolidatedFunds, {});
      expect(funds.bonusLocked).toBe(page.locked);
    });
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(s.db)).toEqual([]);
  });
});
