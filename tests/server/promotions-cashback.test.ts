import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { games, inhouseRounds, promotionParticipants, promotionRewards, promotionRules, promotions } from '../../server/src/db/schema';
import { runWindow } from '../../server/src/jobs/runner';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { cashbackJob, payCashbacks } from '../../server/src/modules/promotions/cashback';
import { cashbackAmount, periodEndingAt } from '../../server/src/modules/promotions/kinds';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { api } from '../../src/shared/contract/api';
import type { Reward } from '../../src/shared/contract/promotions';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

const HOUR = 3_600_000;
const minor = (major: number) => BigInt(Math.round(major * 100));

describe('cashback arithmetic, worked by hand', () => {
  const daily = { percent: 10, cap: 50_000_000, minLoss: 5_000_000 };
  it('percent of the net loss, capped, nothing under the minimum or on a win', () => {
    // stakes 400,000₫ − payouts 196,000₫ = 204,000₫ lost; 10 % → 20,400₫
    expect(cashbackAmount(minor(204_000), daily)).toBe(minor(20_400));
    // 8,000,000₫ lost → 800,000₫, capped at 500,000₫
    expect(cashbackAmount(minor(8_000_000), daily)).toBe(minor(500_000));
    // 40,000₫ lost is under the 50,000₫ minimum; exactly 50,000₫ → 5,000₫
    expect(cashbackAmount(minor(40_000), daily)).toBe(0n);
    expect(cashbackAmount(minor(50_000), daily)).toBe(minor(5_000));
    // a net win earns nothing
    expect(cashbackAmount(-minor(10_000), daily)).toBe(0n);
    // 12.5 % of 333,333₫ = 41,666.625₫ → 41,666.62₫
    expect(cashbackAmount(minor(333_333), { percent: 12.5, cap: 1e12, minLoss: 0 })).toBe(4_166_662n);
  });

  it('a day ends at midnight UTC+7 (17:00 UTC), a week at the midnight into Monday', () => {
    const mid = new Date('2030-02-10T17:00:00Z'); // Monday 11 February 2030, 00:00 in Vietnam
    expect(periodEndingAt('D', mid)).toEqual({ start: new Date('2030-02-09T17:00:00Z'), end: mid });
    expect(periodEndingAt('W', mid)).toEqual({ start: new Date('2030-02-03T17:00:00Z'), end: mid });
    // Tuesday's midnight ends a day, not a week; 18:00 UTC ends nothing
    expect(periodEndingAt('W', new Date('2030-02-11T17:00:00Z'))).toBeNull();
    expect(periodEndingAt('D', new Date('2030-02-11T18:00:00Z'))).toBeNull();
  });
});

describe('cashback on net loss', () => {
  let s: TestServer;
  let seq = 0;
  let inhouseGame = 0;
  let slotGame = 0;
  // Sunday 10 February 2030 in Vietnam: [09 Feb 17:00 UTC, 10 Feb 17:00 UTC); the week of 4–10 February
  const dayEnd = new Date('2030-02-10T17:00:00Z');
  const inDay = new Date(dayEnd.getTime() - 5 * HOUR);

  const register = async () => {
    seq += 1;
    const username = `cb${seq}${Date.now() % 100000}`;
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
    return { token: r.body.value.token, id: member!.id };
  };
  const round = async (memberId: number, gameId: number, stakeMajor: number, payoutMajor: number, at: Date) => {
    seq += 1;
    await s.db.insert(inhouseRounds).values({
      roundId: `cb-${seq}-${Date.now()}`,
      memberId,
      merchantCode: 'LOTUS',
      gameId,
      kind: 'dice',
      stake: minor(stakeMajor),
      payout: minor(payoutMajor),
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
  const bonusPaid = async (memberId: number) => {
    const [row] = await queryRows<{ total: string; n: string }>(
      s.db,
      sql`select coalesce(sum(p.amount), 0)::text as total, count(*)::text as n
          from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
          join wallet_accounts a on a.id = p.account_id
          where t.kind = 'bonus' and a.member_id = ${memberId} and a.kind = 'main'`,
    );
    return { total: Number(row!.total) / 100, count: Number(row!.n) };
  };
  const rewardsOf = async (memberId: number, promotionId: number) =>
    s.db.select().from(promotionRewards).where(and(eq(promotionRewards.memberId, memberId), eq(promotionRewards.promotionId, promotionId)));
  let daily = 0;

  beforeAll(async () => {
    s = await startTestServer();
    const [dice] = await s.db.select({ id: games.id }).from(games).where(and(eq(games.merchantCode, 'LOTUS'), eq(games.category, 'INHOUSE'))).limit(1);
    const [slot] = await s.db.select({ id: games.id }).from(games).where(and(eq(games.merchantCode, 'LOTUS'), eq(games.category, 'RNG'))).limit(1);
    inhouseGame = dice!.id;
    slotGame = slot!.id;
    const [seeded] = await s.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, 'daily-cashback'));
    daily = seeded!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the seeded daily cashback pays 10 % of the day’s in-house net loss once, with two instances racing and after a crash', async () => {
    const a = await register();
    const b = await register();
    const c = await register();
    // A: 300,000₫ lost, 100,000₫ staked and 196,000₫ paid back → net loss 204,000₫ → 20,400₫
    await round(a.id, inhouseGame, 300_000, 0, inDay);
    await round(a.id, inhouseGame, 100_000, 196_000, inDay);
    // …and a loss the day after, which is not this day's
    await round(a.id, inhouseGame, 900_000, 0, new Date(dayEnd.getTime() + HOUR));
    // B: 30,000₫ lost, under the 50,000₫ minimum
    await round(b.id, inhouseGame, 30_000, 0, inDay);
    // C: 1,000,000₫ lost on slots, not a category of this promotion
    await round(c.id, slotGame, 1_000_000, 0, inDay);

    // an instance that dies in the middle of the window: nothing of it stays
    await expect(
      s.db.transaction(async (tx) => {
        await payCashbacks(tx, dayEnd);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await bonusPaid(a.id)).toEqual({ total: 0, count: 0 });

    // two instances race on the window that ends at the day's midnight
    const start = new Date(dayEnd.getTime() - HOUR);
    const other = await openAnotherInstance(s);
    try {
      const outcomes = await Promise.all([runWindow(s.db, cashbackJob, start), runWindow(other.db, cashbackJob, start)]);
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    } finally {
      await other.close();
    }
    // a restart finds the window done
    expect(await runWindow(s.db, cashbackJob, start)).toBe('done-elsewhere');
    // and the same day paid again by hand writes nothing
    expect(await s.db.transaction(async (tx) => payCashbacks(tx, dayEnd))).toBe(0);

    expect(await bonusPaid(a.id)).toEqual({ total: 20_400, count: 1 });
    expect(await bonusPaid(b.id)).toEqual({ total: 0, count: 0 });
    expect(await bonusPaid(c.id)).toEqual({ total: 0, count: 0 });
    const [reward] = await rewardsOf(a.id, daily);
    expect(reward).toMatchObject({ periodKey: '2030-02-10', state: 'issued', amount: minor(20_400), turnoverMultiple: 1 });

    // the reward centre shows it issued
    const centre = await call<Envelope<{ waiting: Reward[]; history: Reward[] }>>(s, api.rewardCentre, {}, { token: a.token });
    expect(centre.body.value.history.find((r) => r.promotionId === daily)).toMatchObject({ amount: 20_400, state: 'issued', title: 'Daily Cashback 10%' });
  });

  it('a weekly cashback joined by button waits to be claimed by who joined, and pays once', async () => {
    const [card] = await s.db
      .insert(promotions)
      .values({ code: `weekly-cb-${Date.now()}`, merchantCode: 'LOTUS', category: 'slots', title: 'Weekly slots cashback', summary: '5 %', imageUrl: '/media/promotions/x.webp', startsAt: new Date('2030-01-01T00:00:00Z') })
      .returning({ id: promotions.id });
    const weekly = card!.id;
    await s.db.insert(promotionRules).values({
      promotionId: weekly,
      kind: 'cashback',
      joinMode: 'button',
      rewardType: 'cash',
      period: 'W',
      params: { percent: 5, cap: Number(minor(100_000)), minLoss: 0, categories: ['RNG'], claimDays: 3 },
    });
    const joined = await register();
    const not = await register();
    await s.db.insert(promotionParticipants).values({ promotionId: weekly, memberId: joined.id, joinedAt: new Date('2030-02-05T00:00:00Z') });
    // the week of 4–10 February: 600,000₫ and 400,000₫ lost on slots, 250,000₫ back → net loss 750,000₫ → 5 % = 37,500₫
    await round(joined.id, slotGame, 600_000, 0, new Date('2030-02-06T03:00:00Z'));
    await round(joined.id, slotGame, 400_000, 250_000, inDay);
    await round(not.id, slotGame, 600_000, 0, inDay);

    await s.db.transaction(async (tx) => payCashbacks(tx, dayEnd));
    const [waiting] = await rewardsOf(joined.id, weekly);
    expect(waiting).toMatchObject({ periodKey: '2030-W06', state: 'claimable', amount: minor(37_500) });
    expect(waiting!.expiresAt?.toISOString()).toBe('2030-02-13T17:00:00.000Z');
    expect(await rewardsOf(not.id, weekly)).toEqual([]);

    // the claim pays it (the claim's clock is now, well before its 2030 expiry)
    const claim = (key: string) => call<Envelope<Reward>>(s, api.claimReward, { rewardId: waiting!.id }, { token: joined.token, headers: { 'idempotency-key': key } });
    const claims = await Promise.all([claim(`cb-claim-1-${Date.now()}-abcdef`), claim(`cb-claim-2-${Date.now()}-abcdef`)]);
    expect(claims.map((r) => r.body.value.state)).toEqual(['claimed', 'claimed']);
    expect(await bonusPaid(joined.id)).toEqual({ total: 37_500, count: 1 });
  });

  it('leaves the books balanced', async () => {
    expect(await checkLedger(s.db)).toEqual([]);
  });
});
