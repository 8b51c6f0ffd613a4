import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, depositOrders, members, promotionParticipants, promotionRewards, promotionRules, promotions } from '../../server/src/db/schema';
import { onDepositCredited } from '../../server/src/modules/promotions/deposits';
import { streakLength } from '../../server/src/modules/promotions/kinds';
import { startTestServer, type TestServer } from './helpers';

const minor = (major: number) => BigInt(Math.round(major * 100));

describe('deposit streak, worked by hand', () => {
  it('counts the consecutive days that end today', () => {
    expect(streakLength(['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04'], '2030-03-04')).toBe(4);
    // the 3rd is missing: only today counts
    expect(streakLength(['2030-03-02', '2030-03-04'], '2030-03-04')).toBe(1);
    // nothing today: no streak
    expect(streakLength(['2030-03-02', '2030-03-03'], '2030-03-04')).toBe(0);
    // across a month's end: 28 Feb, 1 Mar, 2 Mar
    expect(streakLength(['2030-02-28', '2030-03-01', '2030-03-02'], '2030-03-02')).toBe(3);
  });
});

describe('deposit streak', () => {
  let s: TestServer;
  let seq = 0;
  let promotionId = 0;
  let channel: typeof depositChannels.$inferSelect;

  const member = async () => {
    seq += 1;
    const account = `streak${seq}${Date.now() % 100000}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning({ id: members.id });
    return m!.id;
  };
  /** A deposit credited at `at` (UTC), then the promotions told as the crediting transaction tells them. */
  const deposit = async (memberId: number, amountMajor: number, at: string) => {
    seq += 1;
    const settledAt = new Date(at);
    const [order] = await s.db
      .insert(depositOrders)
      .values({
        merchantCode: 'LOTUS',
        memberId,
        channelId: channel.id,
        kind: channel.kind,
        state: 'credited',
        amount: minor(amountMajor),
        paidAmount: minor(amountMajor),
        creditedAmount: minor(amountMajor),
        currency: 'VND',
        reference: `STREAK${seq}${Date.now()}`,
        requestKey: `streak-${seq}`,
        expiresAt: settledAt,
        settledAt,
      })
      .returning();
    await s.db.transaction(async (tx) => onDepositCredited(tx, { orderId: order!.id, memberId, merchantCode: 'LOTUS', paid: minor(amountMajor) }, settledAt));
  };
  const rewards = (memberId: number) => s.db.select().from(promotionRewards).where(and(eq(promotionRewards.memberId, memberId), eq(promotionRewards.promotionId, promotionId)));

  beforeAll(async () => {
    s = await startTestServer();
    const [c] = await s.db.select().from(depositChannels).where(eq(depositChannels.merchantCode, 'LOTUS')).limit(1);
    channel = c!;
    const [card] = await s.db
      .insert(promotions)
      .values({ code: `streak-${Date.now()}`, merchantCode: 'LOTUS', category: 'deposit', title: '3-day deposit streak', summary: '', imageUrl: '/media/promotions/x.webp', startsAt: new Date('2030-02-01T00:00:00Z') })
      .returning({ id: promotions.id });
    promotionId = card!.id;
    // deposit at least 100,000₫ a day on 3 consecutive days → 50,000₫, once a month, to claim within 7 days
    await s.db.insert(promotionRules).values({
      promotionId,
      kind: 'deposit_streak',
      joinMode: 'button',
      rewardType: 'cash',
      period: 'M',
      params: { days: 3, minDeposit: Number(minor(100_000)), amount: Number(minor(50_000)), claimDays: 7 },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('three days of deposits of at least 100,000₫ (UTC+7) earn 50,000₫ once a month, for who joined', async () => {
    const m = await member();
    const outsider = await member();
    await s.db.insert(promotionParticipants).values({ promotionId, memberId: m, joinedAt: new Date('2030-03-01T00:00:00Z') });
    // 1 March (UTC+7): 150,000₫
    await deposit(m, 150_000, '2030-03-01T03:00:00Z');
    // 2 March: 50,000₫ + 60,000₫ = 110,000₫, the day qualifies by its sum
    await deposit(m, 50_000, '2030-03-02T02:00:00Z');
    expect(await rewards(m)).toEqual([]);
    await deposit(m, 60_000, '2030-03-02T10:00:00Z');
    // 3 March begins at 17:00 UTC on the 2nd: 120,000₫ → the third day in a row
    await deposit(m, 120_000, '2030-03-02T17:30:00Z');
    const [reward] = await rewards(m);
    expect(reward).toMatchObject({ periodKey: '2030-03', state: 'claimable', amount: minor(50_000), sourceRef: 'deposit_streak:2030-03-03' });
    expect(reward!.expiresAt?.toISOString()).toBe('2030-03-09T17:30:00.000Z');
    // a fourth day in the same month earns nothing more
    await deposit(m, 200_000, '2030-03-04T03:00:00Z');
    expect(await rewards(m)).toHaveLength(1);
    // who did not join gets nothing for the same deposits
    await deposit(outsider, 150_000, '2030-03-01T03:00:00Z');
    await deposit(outsider, 150_000, '2030-03-02T03:00:00Z');
    await deposit(outsider, 150_000, '2030-03-03T03:00:00Z');
    expect(await rewards(outsider)).toEqual([]);
  });

  it('a day under the minimum or a day missed breaks the streak', async () => {
    const m = await member();
    await s.db.insert(promotionParticipants).values({ promotionId, memberId: m, joinedAt: new Date('2030-04-01T00:00:00Z') });
    await deposit(m, 150_000, '2030-04-01T03:00:00Z');
    // 2 April: 99,999₫, under the minimum
    await deposit(m, 99_999, '2030-04-02T03:00:00Z');
    await deposit(m, 150_000, '2030-04-03T03:00:00Z');
    await deposit(m, 150_000, '2030-04-04T03:00:00Z');
    expect(await rewards(m)).toEqual([]);
    // 6 April after a missed 5th: the streak starts again
    await deposit(m, 150_000, '2030-04-06T03:00:00Z');
    expect(await rewards(m)).toEqual([]);
    // 6, 7 and 8 April are three days in a row
    await deposit(m, 150_000, '2030-04-07T03:00:00Z');
    await deposit(m, 150_000, '2030-04-08T03:00:00Z');
    expect(await rewards(m)).toHaveLength(1);
  });

  it('reload bonus: from the second deposit, the first of each day of at least 100,000₫ earns 10%, capped at 1,000,000₫, once a day', async () => {
    const [card] = await s.db
      .insert(promotions)
      .values({ code: `reload-${Date.now()}`, merchantCode: 'LOTUS', category: 'deposit', title: 'Daily reload', summary: '', imageUrl: '/media/promotions/x.webp', startsAt: new Date('2030-05-01T00:00:00Z') })
      .returning({ id: promotions.id });
    const reloadId = card!.id;
    await s.db.insert(promotionRules).values({
      promotionId: reloadId,
      kind: 'reload',
      joinMode: 'auto',
      rewardType: 'bonus',
      period: 'D',
      turnoverMultiple: 5,
      params: { percent: 10, minDeposit: Number(minor(100_000)), cap: Number(minor(1_000_000)), claimDays: 7 },
    });
    const reloads = (memberId: number) =>
      s.db.select().from(promotionRewards).where(and(eq(promotionRewards.memberId, memberId), eq(promotionRewards.promotionId, reloadId))).orderBy(promotionRewards.periodKey);
    const m = await member();
    // the first deposit ever is the first-deposit bonus's, not a reload
    await deposit(m, 500_000, '2030-05-01T02:00:00Z');
    expect(await reloads(m)).toEqual([]);
    // the second, the same day: 10% of 300,000₫
    await deposit(m, 300_000, '2030-05-01T05:00:00Z');
    // a third the same day (two crediting at once) earns nothing more
    await Promise.all([deposit(m, 2_000_000, '2030-05-01T06:00:00Z'), deposit(m, 2_500_000, '2030-05-01T06:00:01Z')]);
    // 2 May (UTC+7): 50,000₫ is under the minimum; 20,000,000₫ earns the cap
    await deposit(m, 50_000, '2030-05-02T01:00:00Z');
    await deposit(m, 20_000_000, '2030-05-02T02:00:00Z');
    const rows = await reloads(m);
    expect(rows.map((r) => ({ periodKey: r.periodKey, amount: r.amount, turnoverMultiple: r.turnoverMultiple, extraTurnover: r.extraTurnover, state: r.state }))).toEqual([
      { periodKey: '2030-05-01', amount: minor(30_000), turnoverMultiple: 5, extraTurnover: 0n, state: 'claimable' },
      { periodKey: '2030-05-02', amount: minor(1_000_000), turnoverMultiple: 5, extraTurnover: 0n, state: 'claimable' },
    ]);
    expect(rows[0]!.expiresAt?.toISOString()).toBe('2030-05-08T05:00:00.000Z');
  });
});
