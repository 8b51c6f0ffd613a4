import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { clubLabels, games, inhouseRounds, members, rebatePayouts, rebateWatermarks } from '../../server/src/db/schema';
import { runWindow } from '../../server/src/jobs/runner';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { brandMidnightBefore, claimRebate, payDailyRebates, rebateAmount, rebateDailyJob } from '../../server/src/modules/promotions/rebate';
import { balancesOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { api } from '../../src/shared/contract/api';
import type { RebateClaim, RebateSummary } from '../../src/shared/contract/promotions';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

const HOUR = 3_600_000;

describe('rebate arithmetic, worked by hand', () => {
  it('rate × valid turnover, rounded down to the minor unit', () => {
    // 150,000₫ at 0.8 % = 1,200₫ (minor: 15,000,000 × 80 / 10,000 = 120,000)
    expect(rebateAmount(15_000_000n, 0.8)).toBe(120_000n);
    // 333,333₫ at 1.2 % = 3,999.996₫ → 3,999.99₫ (399,999 minor, the 0.6 minor left)
    expect(rebateAmount(33_333_300n, 1.2)).toBe(399_999n);
    // 0.35 % of 1₫ (100 minor) = 0.35 minor → 0
    expect(rebateAmount(100n, 0.35)).toBe(0n);
    expect(rebateAmount(0n, 1.2)).toBe(0n);
  });

  it('the brand day ends at midnight UTC+7 (17:00 UTC)', () => {
    // 05:00 UTC on the 28th is noon in Vietnam: the day that ended is the 27th, at 17:00 UTC
    expect(brandMidnightBefore(new Date('2026-11-28T05:00:00Z')).toISOString()).toBe('2026-11-27T17:00:00.000Z');
    // 18:00 UTC on the 28th is 01:00 on the 29th: midnight was 17:00 UTC on the 28th
    expect(brandMidnightBefore(new Date('2026-11-28T18:00:00Z')).toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });
});

describe('rebate on turnover by category', () => {
  let s: TestServer;
  let seq = 0;
  let inhouseGame = 0;
  let slotGame = 0;

  const register = async () => {
    seq += 1;
    const username = `rb${seq}${Date.now() % 100000}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const member = await findMemberByAccount(s.db, 'LOTUS', username);
    return { token: r.body.value.token, member: member! };
  };
  /** A settled round of the betting record's in-house source, `at` ago. */
  const round = async (memberId: number, gameId: number, stakeMajor: number, payoutMajor: number, at: Date) => {
    seq += 1;
    await s.db.insert(inhouseRounds).values({
      roundId: `rb-${seq}-${Date.now()}`,
      memberId,
      merchantCode: 'LOTUS',
      gameId,
      kind: 'dice',
      stake: BigInt(Math.round(stakeMajor * 100)),
      payout: BigInt(Math.round(payoutMajor * 100)),
      bet: {},
      outcome: {},
      serverSeed: 's',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: seq,
      balanceAfter: 0n,
      createdAt: at,
    });
  };
  const main = async (memberId: number) => Number((await balancesOf(s.db, memberId)).main) / 100;
  let keys = 0;
  const claim = (token: string) => {
    keys += 1;
    return call<Envelope<RebateClaim>>(s, api.claimRebate, {}, { token, headers: { 'idempotency-key': `rebate-${keys}-${Date.now()}-abcdef` } });
  };
  const summary = async (token: string) => (await call<Envelope<RebateSummary>>(s, api.rebateSummary, {}, { token })).body.value;
  const rebatesPaid = async (memberId: number) => {
    const [row] = await queryRows<{ total: string; n: string }>(
      s.db,
      sql`select coalesce(sum(p.amount), 0)::text as total, count(*)::text as n
          from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
          join wallet_accounts a on a.id = p.account_id
          where t.kind = 'rebate' and a.member_id = ${memberId} and a.kind = 'main'`,
    );
    return { total: Number(row!.total) / 100, count: Number(row!.n) };
  };

  beforeAll(async () => {
    s = await startTestServer();
    const [dice] = await s.db.select({ id: games.id }).from(games).where(and(eq(games.merchantCode, 'LOTUS'), eq(games.category, 'INHOUSE'))).limit(1);
    const [slot] = await s.db.select({ id: games.id }).from(games).where(and(eq(games.merchantCode, 'LOTUS'), eq(games.category, 'RNG'))).limit(1);
    inhouseGame = dice!.id;
    slotGame = slot!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('owes each category its rate on valid turnover since the last payment; a claim pays it once', async () => {
    const { token, member } = await register();
    const before = new Date(Date.now() - 2 * HOUR);
    // in-house (0.8 %): 100,000₫ won, 50,000₫ lost, a 20,000₫ draw (stake back: no valid bet) → valid 150,000₫ → 1,200₫
    await round(member.id, inhouseGame, 100_000, 196_000, before);
    await round(member.id, inhouseGame, 50_000, 0, before);
    await round(member.id, inhouseGame, 20_000, 20_000, before);
    // slots (1.2 %): 333,333₫ → 3,999.996₫ → 3,999.99₫
    await round(member.id, slotGame, 333_333, 0, before);

    const owed = await summary(token);
    const byCategory = new Map(owed.categories.map((c) => [c.category, c]));
    expect(byCategory.get('INHOUSE')).toMatchObject({ rate: 0.8, turnover: 150_000, amount: 1_200, since: null });
    expect(byCategory.get('RNG')).toMatchObject({ rate: 1.2, turnover: 333_333, amount: 3_999.99, since: null });
    expect(byCategory.get('LIVE')).toMatchObject({ rate: 0.6, turnover: 0, amount: 0 });
    // 1,200 + 3,999.99
    expect(owed.total).toBe(5_199.99);
    expect(owed.history).toEqual([]);

    const balance = await main(member.id);
    const first = await claim(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value.amount).toBe(5_199.99);
    expect(first.body.value.payouts.map((p) => [p.category, p.amount, p.source]).sort()).toEqual([
      ['INHOUSE', 1_200, 'claim'],
      ['RNG', 3_999.99, 'claim'],
    ]);
    expect(await main(member.id)).toBeCloseTo(balance + 5_199.99, 2);

    // the same turnover is not owed again
    const again = await claim(token);
    expect(again.body.value.amount).toBe(0);
    const after = await summary(token);
    expect(after.total).toBe(0);
    expect(after.categories.find((c) => c.category === 'INHOUSE')?.since).not.toBeNull();
    expect(after.history).toHaveLength(2);
    // one movement per category
    expect(await rebatesPaid(member.id)).toEqual({ total: 5_199.99, count: 2 });
  });

  it('a VIP 3 member gets the rate of its level (in-house 1.0 %)', async () => {
    const { token, member } = await register();
    const [vip3] = await s.db.select({ id: clubLabels.id }).from(clubLabels).where(eq(clubLabels.rankLevel, 3)).limit(1);
    await s.db.update(members).set({ clubLabelId: vip3!.id }).where(eq(members.id, member.id));
    // 150,000₫ at 1.0 % = 1,500₫
    await round(member.id, inhouseGame, 150_000, 0, new Date(Date.now() - HOUR));
    const owed = await summary(token);
    expect(owed.categories.find((c) => c.category === 'INHOUSE')).toMatchObject({ rate: 1, amount: 1_500 });
  });

  it('a burst of claims pays once', async () => {
    const { token, member } = await register();
    // 1,000,000₫ of in-house at 0.8 % = 8,000₫
    await round(member.id, inhouseGame, 1_000_000, 0, new Date(Date.now() - HOUR));
    const results = await Promise.all(Array.from({ length: 8 }, () => claim(token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const amounts = results.map((r) => r.body.value.amount).sort((a, b) => b - a);
    expect(amounts[0]).toBe(8_000);
    expect(amounts.slice(1).every((a) => a === 0)).toBe(true);
    expect(await rebatesPaid(member.id)).toEqual({ total: 8_000, count: 1 });
  });

  it('the daily job and the claim never pay the same turnover twice', async () => {
    const { member } = await register();
    const midnight = brandMidnightBefore(new Date());
    // yesterday (brand day): 200,000₫ in-house → 1,600₫; today after midnight: 100,000₫ → 800₫
    await round(member.id, inhouseGame, 200_000, 0, new Date(midnight.getTime() - 2 * HOUR));
    await round(member.id, inhouseGame, 100_000, 0, new Date(midnight.getTime() + 60_000));
    // the daily run pays yesterday only, up to midnight
    await s.db.transaction(async (tx) => payDailyRebates(tx, midnight));
    expect(await rebatesPaid(member.id)).toEqual({ total: 1_600, count: 1 });
    // the same day again pays nothing (the watermark is at midnight)
    await s.db.transaction(async (tx) => payDailyRebates(tx, midnight));
    expect(await rebatesPaid(member.id)).toEqual({ total: 1_600, count: 1 });
    // the member's claim pays what came after midnight: 800₫
    const claimed = await claimRebate(s.db, member);
    expect(claimed.amount).toBe(800);
    expect(claimed.payouts[0]?.from).toBe(midnight.toISOString());
    expect(await rebatesPaid(member.id)).toEqual({ total: 2_400, count: 2 });
    // a job for a day that ends before the claim's watermark pays nothing more
    await s.db.transaction(async (tx) => payDailyRebates(tx, new Date(Date.now() - 1000)));
    expect(await rebatesPaid(member.id)).toEqual({ total: 2_400, count: 2 });
    const [mark] = await s.db.select().from(rebateWatermarks).where(and(eq(rebateWatermarks.memberId, member.id), eq(rebateWatermarks.category, 'INHOUSE')));
    expect(mark!.paidUntil.getTime()).toBeGreaterThan(midnight.getTime());
  });

  it('the noon window of the daily job runs once with two instances racing', async () => {
    const { member } = await register();
    // the window ending at 12:00 UTC+7 (05:00 UTC) of a day ahead, so no other test has run it: it pays up to that midnight
    const noon = new Date(Date.UTC(2030, 0, 15, 5));
    const start = new Date(noon.getTime() - HOUR);
    const midnight = brandMidnightBefore(noon);
    // 500,000₫ the brand day before → 4,000₫
    await round(member.id, inhouseGame, 500_000, 0, new Date(midnight.getTime() - HOUR));
    const other = await openAnotherInstance(s);
    try {
      const outcomes = await Promise.all([runWindow(s.db, rebateDailyJob, start), runWindow(other.db, rebateDailyJob, start), runWindow(s.db, rebateDailyJob, start)]);
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    } finally {
      await other.close();
    }
    const paid = await s.db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, member.id));
    expect(paid.map((p) => [p.category, Number(p.amount) / 100, p.source])).toEqual([['INHOUSE', 4_000, 'auto']]);
    // a window at another hour does nothing
    expect(await runWindow(s.db, rebateDailyJob, new Date(noon.getTime()))).toBe('ran');
    expect(await rebatesPaid(member.id)).toEqual({ total: 4_000, count: 1 });
  });

  it('leaves the books balanced', async () => {
    expect(await checkLedger(s.db)).toEqual([]);
  });
});
