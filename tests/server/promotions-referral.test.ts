import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { depositChannels, depositOrders, games, inhouseRounds, members, promotionRewards, promotionRules, promotions, protectionBlocks } from '../../server/src/db/schema';
import { runWindow } from '../../server/src/jobs/runner';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { onDepositCredited } from '../../server/src/modules/promotions/deposits';
import { referralDepositReward, referralTurnoverShare, samePerson } from '../../server/src/modules/promotions/kinds';
import { payReferralTurnover, referralJob } from '../../server/src/modules/promotions/referral';
import { api } from '../../src/shared/contract/api';
import type { ReferralFriend, ReferralSummary } from '../../src/shared/contract/referral';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

const HOUR = 3_600_000;
const minor = (major: number) => BigInt(Math.round(major * 100));

describe('referral arithmetic, worked by hand', () => {
  const seeded = { amount: 5_000_000, minDeposit: 10_000_000, percent: 0.5, cap: 100_000_000 };
  it('the amount once a deposit reaches the minimum, whatever its size', () => {
    expect(referralDepositReward(minor(100_000), seeded)).toBe(minor(50_000));
    expect(referralDepositReward(minor(99_999), seeded)).toBe(0n);
    expect(referralDepositReward(minor(3_000_000), seeded)).toBe(minor(50_000));
  });

  it('percent of a friend’s turnover, rounded down, at most the cap', () => {
    // 0.5 % of 1,234,567₫ = 6,172.835₫ → 6,172.83₫
    expect(referralTurnoverShare(minor(1_234_567), seeded)).toBe(617_283n);
    // 0.5 % of 400,000,000₫ = 2,000,000₫ → the 1,000,000₫ cap
    expect(referralTurnoverShare(minor(400_000_000), seeded)).toBe(minor(1_000_000));
    // no percent, no turnover: nothing
    expect(referralTurnoverShare(minor(1_000_000), { percent: undefined })).toBe(0n);
    expect(referralTurnoverShare(0n, seeded)).toBe(0n);
    // no cap: the share
    expect(referralTurnoverShare(minor(1_000_000), { percent: 2 })).toBe(minor(20_000));
  });

  it('the same account, mobile number however written, or registering device is one person', () => {
    const referrer = { id: 1, countryDialingCode: '+84', mobileNum: '912345678' };
    expect(samePerson(referrer, { id: 2, countryDialingCode: '84', mobileNum: '912 345 678' })).toBe(true);
    expect(samePerson(referrer, { ...referrer })).toBe(true);
    expect(samePerson(referrer, { id: 2, countryDialingCode: '+84', mobileNum: '912345679' })).toBe(false);
    // registered on the same device (its hashed id)
    expect(samePerson({ ...referrer, registerDevice: 'd1' }, { id: 3, countryDialingCode: null, mobileNum: null, registerDevice: 'd1' })).toBe(true);
    expect(samePerson({ ...referrer, registerDevice: 'd1' }, { id: 3, countryDialingCode: null, mobileNum: null, registerDevice: 'd2' })).toBe(false);
    // no mobile on either side: only the account decides
    expect(samePerson({ id: 1, countryDialingCode: null, mobileNum: null }, { id: 2, countryDialingCode: null, mobileNum: null })).toBe(false);
  });
});

describe('referral rewards', () => {
  let s: TestServer;
  let seq = 0;
  let invite = 0;
  let channel: typeof depositChannels.$inferSelect;

  const register = async (extra: Record<string, unknown> = {}) => {
    seq += 1;
    const username = `rf${seq}${Date.now() % 100000}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const member = await findMemberByAccount(s.db, 'LOTUS', username);
    return { token: r.body.value.token, id: member!.id, username };
  };
  /** A member written directly (a mobile number in another spelling than registration allows), referred by `referrerId`. */
  const insertFriend = async (referrerId: number, mobile: { countryDialingCode: string; mobileNum: string }) => {
    seq += 1;
    const account = `rfx${seq}${Date.now() % 100000}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!', referrerId, ...mobile }).returning();
    return m!;
  };
  const creditedOrder = async (memberId: number, amountMajor: number) => {
    seq += 1;
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
        reference: `REF${seq}${Date.now()}`,
        requestKey: `referral-${seq}-${Date.now()}`,
        expiresAt: new Date(),
        settledAt: new Date(),
      })
      .returning();
    return order!;
  };
  /** A deposit credited, the promotions told in the crediting transaction as deposit/settle.ts tells them. */
  const deposit = async (memberId: number, amountMajor: number, db = s.db) => {
    const order = await creditedOrder(memberId, amountMajor);
    await db.transaction(async (tx) => onDepositCredited(tx, { orderId: order.id, memberId, merchantCode: 'LOTUS', paid: minor(amountMajor) }));
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
  const rewardsOf = (memberId: number, promotionId: number) =>
    s.db.select().from(promotionRewards).where(and(eq(promotionRewards.memberId, memberId), eq(promotionRewards.promotionId, promotionId)));
  const summary = async (token: string) => {
    const r = await call<Envelope<ReferralSummary>>(s, api.referralSummary, {}, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.value;
  };
  const friends = async (token: string, pageNo = 1) =>
    (await call<Envelope<{ items: ReferralFriend[]; totalCount: number; totalPages: number }>>(s, api.referralFriends, { pageNo, pageSize: 2 }, { token })).body.value;

  beforeAll(async () => {
    s = await startTestServer();
    const [c] = await s.db.select().from(depositChannels).where(eq(depositChannels.merchantCode, 'LOTUS')).limit(1);
    channel = c!;
    const [seeded] = await s.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, 'invite-friends'));
    invite = seeded!.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the seeded Invite friends pays 50,000₫ once when a referred friend’s deposit reaches 100,000₫', async () => {
    const referrer = await register();
    const before = await summary(referrer.token);
    expect(before).toMatchObject({ friends: 0, deposited: 0, earned: 0, waiting: 0 });
    expect(before.referralCode).toBe(`LOTUS${String(referrer.id).padStart(8, '0')}`);
    expect(before.link).toMatch(new RegExp(`/register\\?referralCode=${before.referralCode}$`));
    expect(before.promotion).toMatchObject({ id: invite, category: 'referral', state: 'joined' });
    expect(before.terms).toEqual({ amount: 50_000, minDeposit: 100_000, percent: 0.5, cap: 1_000_000, period: 'W', turnoverMultiple: 1 });

    // the friend registers with the link's code
    const friend = await register({ referralCode: before.referralCode });
    expect((await findMemberByAccount(s.db, 'LOTUS', friend.username))!.referrerId).toBe(referrer.id);
    expect(await summary(referrer.token)).toMatchObject({ friends: 1, deposited: 0, earned: 0 });

    // 99,999₫ is under the minimum: nothing
    await deposit(friend.id, 99_999);
    expect(await rewardsOf(referrer.id, invite)).toEqual([]);
    // 100,000₫: 50,000₫ paid at once through the ledger, with 1 time its turnover
    await deposit(friend.id, 100_000);
    // a third deposit earns nothing more
    await deposit(friend.id, 500_000);
    const rewards = await rewardsOf(referrer.id, invite);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ periodKey: `friend:${friend.id}`, state: 'issued', amount: minor(50_000), referredMemberId: friend.id, turnoverMultiple: 1 });
    expect(await bonusPaid(referrer.id)).toEqual({ total: 50_000, count: 1 });
    // the friend earns nothing by their own deposits
    expect(await bonusPaid(friend.id)).toEqual({ total: 0, count: 0 });

    expect(await summary(referrer.token)).toMatchObject({ friends: 1, deposited: 1, earned: 50_000, waiting: 0 });
    const list = await friends(referrer.token);
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ deposited: true, earned: 50_000 });
    expect(list.items[0]!.name).toBe(`${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`);
  });

  it('two deposits of one friend credited at the same time pay the referrer once', async () => {
    const referrer = await register();
    const friend = await register({ referralCode: `LOTUS${String(referrer.id).padStart(8, '0')}` });
    const other = await openAnotherInstance(s);
    try {
      await Promise.all([deposit(friend.id, 200_000), deposit(friend.id, 300_000, other.db)]);
    } finally {
      await other.close();
    }
    expect(await rewardsOf(referrer.id, invite)).toHaveLength(1);
    expect(await bonusPaid(referrer.id)).toEqual({ total: 50_000, count: 1 });
  });

  it('no reward for the referrer’s own mobile number, a second account of a counted friend, or during a time-out', async () => {
    const referrer = await register();
    await s.db.update(members).set({ countryDialingCode: '+84', mobileNum: '912345678' }).where(eq(members.id, referrer.id));
    // the referrer's own number written another way
    const self = await insertFriend(referrer.id, { countryDialingCode: '84', mobileNum: '912 345 678' });
    await deposit(self.id, 1_000_000);
    expect(await rewardsOf(referrer.id, invite)).toEqual([]);

    // a friend, then a second account of the same person (the same number written another way)
    const friend = await insertFriend(referrer.id, { countryDialingCode: '+84', mobileNum: '987654321' });
    const again = await insertFriend(referrer.id, { countryDialingCode: '84', mobileNum: '987-654-321' });
    await deposit(friend.id, 100_000);
    await deposit(again.id, 100_000);
    const rewards = await rewardsOf(referrer.id, invite);
    expect(rewards.map((r) => r.referredMemberId)).toEqual([friend.id]);

    // a referrer on a time-out earns nothing from a friend depositing meanwhile
    const resting = await register();
    await s.db.insert(protectionBlocks).values({ memberId: resting.id, merchantCode: 'LOTUS', kind: 'timeOut', duration: '7d', startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 7 * 24 * HOUR), source: 'member' });
    const restingFriend = await register({ referralCode: `LOTUS${String(resting.id).padStart(8, '0')}` });
    await deposit(restingFriend.id, 100_000);
    expect(await rewardsOf(resting.id, invite)).toEqual([]);
  });

  it('a daily share of friends’ turnover is paid once per referrer, friend and day', async () => {
    const [dice] = await s.db.select({ id: games.id }).from(games).where(and(eq(games.merchantCode, 'LOTUS'), eq(games.category, 'INHOUSE'))).limit(1);
    const [card] = await s.db
      .insert(promotions)
      .values({ code: `ref-daily-${Date.now()}`, merchantCode: 'LOTUS', category: 'referral', title: 'Daily referral share', summary: '1 %', imageUrl: '/media/promotions/x.webp', startsAt: new Date('2030-01-01T00:00:00Z') })
      .returning({ id: promotions.id });
    const daily = card!.id;
    // 1 % of each friend's valid turnover of the day, at most 5,000₫ a friend; no deposit reward (amount 0)
    await s.db.insert(promotionRules).values({
      promotionId: daily,
      kind: 'referral',
      joinMode: 'auto',
      rewardType: 'cash',
      period: 'D',
      allowStacking: true,
      params: { amount: 0, minDeposit: 0, percent: 1, cap: Number(minor(5_000)) },
    });
    const referrer = await register();
    const code = `LOTUS${String(referrer.id).padStart(8, '0')}`;
    const a = await register({ referralCode: code });
    const b = await register({ referralCode: code });
    // Wednesday 13 February 2030 00:00 in Vietnam ends the 12th (not a week)
    const dayEnd = new Date('2030-02-12T17:00:00Z');
    const inDay = new Date(dayEnd.getTime() - 5 * HOUR);
    const round = async (memberId: number, stakeMajor: number, payoutMajor: number, at: Date) => {
      seq += 1;
      await s.db.insert(inhouseRounds).values({
        roundId: `rf-${seq}-${Date.now()}`,
        memberId,
        merchantCode: 'LOTUS',
        gameId: dice!.id,
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
    // A: 200,000₫ + 100,000₫ staked (a win counts as turnover) → 1 % = 3,000₫
    await round(a.id, 200_000, 0, inDay);
    await round(a.id, 100_000, 190_000, inDay);
    // a draw (payout = stake) is not valid turnover
    await round(a.id, 50_000, 50_000, inDay);
    // B: 1,000,000₫ → 10,000₫, capped at 5,000₫; a bet of the next day is not this day's
    await round(b.id, 1_000_000, 0, inDay);
    await round(b.id, 900_000, 0, new Date(dayEnd.getTime() + HOUR));

    // two instances race on the window ending at the brand's midnight; a rerun by hand writes nothing
    const start = new Date(dayEnd.getTime() - HOUR);
    const other = await openAnotherInstance(s);
    try {
      const outcomes = await Promise.all([runWindow(s.db, referralJob, start), runWindow(other.db, referralJob, start)]);
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    } finally {
      await other.close();
    }
    expect(await s.db.transaction(async (tx) => payReferralTurnover(tx, dayEnd))).toBe(0);

    const rewards = (await rewardsOf(referrer.id, daily)).sort((x, y) => x.id - y.id);
    expect(rewards.map((r) => ({ key: r.periodKey, amount: r.amount, state: r.state }))).toEqual([
      { key: `turnover:${a.id}:2030-02-12`, amount: minor(3_000), state: 'issued' },
      { key: `turnover:${b.id}:2030-02-12`, amount: minor(5_000), state: 'issued' },
    ]);
    expect(await bonusPaid(referrer.id)).toEqual({ total: 8_000, count: 2 });
    const list = await friends(referrer.token);
    expect(list.totalCount).toBe(2);
    expect(list.items.map((f) => f.earned).sort()).toEqual([3_000, 5_000]);
  });
});
