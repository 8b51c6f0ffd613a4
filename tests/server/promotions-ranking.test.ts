import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { bonuses, games, inhouseRounds, members, promotionDraws, promotionPersonKeys, promotionPrizes, promotionRewards, promotionRules, promotions } from '../../server/src/db/schema';
import { runWindow } from '../../server/src/jobs/runner';
import { hmacSha256, sha256 } from '../../server/src/modules/lottery/engine';
import { rewardAppLogin } from '../../server/src/modules/promotions/engine';
import { periodAround, periodEndingAt, periodKeyOf, rankTurnovers, ticketsOf } from '../../server/src/modules/promotions/kinds';
import { payRankedPromotions, rankedPrizesJob } from '../../server/src/modules/promotions/raffle';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { api } from '../../src/shared/contract/api';
import { drawRaffle, maskAccount, type Leaderboard, type Raffle, type Winner } from '../../src/shared/contract/promotions-ranking';
import type { ActivityDetail, Reward } from '../../src/shared/contract/promotions';
import { call, openAnotherInstance, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

const HOUR = 3_600_000;
const minor = (major: number) => BigInt(Math.round(major * 100));

describe('leaderboard and raffle arithmetic, worked by hand', () => {
  it('ranks by turnover, then by who reached it first', () => {
    const at = (m: number) => new Date(`2030-02-13T10:${String(m).padStart(2, '0')}:00Z`);
    const ranked = rankTurnovers([
      { memberId: 1, account: 'alpha', turnover: 50_000n, reachedAt: at(5) },
      { memberId: 2, account: 'bravo', turnover: 70_000n, reachedAt: at(9) },
      { memberId: 3, account: 'charlie', turnover: 50_000n, reachedAt: at(2) },
      { memberId: 4, account: 'delta', turnover: 0n, reachedAt: at(1) },
    ]);
    // 700₫ first; of the two 500₫, charlie reached it at 10:02, alpha at 10:05; delta has no turnover, no place
    expect(ranked.map((r) => [r.account, r.place])).toEqual([
      ['bravo', 1],
      ['charlie', 2],
      ['alpha', 3],
    ]);
  });

  it('a ticket per ticket stake, whole tickets only; masked names', () => {
    expect(ticketsOf(minor(250_000), Number(minor(100_000)))).toBe(2);
    expect(ticketsOf(minor(99_999), Number(minor(100_000)))).toBe(0);
    expect(maskAccount('team01')).toBe('te***01');
    expect(maskAccount('abc')).toBe('a***');
  });

  it('periods of the brand clock: the day, week and month around a time, and the month that ends at the 1st', () => {
    // Wednesday 13 February 2030, 17:00 in Vietnam
    const at = new Date('2030-02-13T10:00:00Z');
    expect(periodAround('D', at)).toEqual({ start: new Date('2030-02-12T17:00:00Z'), end: new Date('2030-02-13T17:00:00Z') });
    expect(periodAround('W', at)).toEqual({ start: new Date('2030-02-10T17:00:00Z'), end: new Date('2030-02-17T17:00:00Z') });
    expect(periodAround('M', at)).toEqual({ start: new Date('2030-01-31T17:00:00Z'), end: new Date('2030-02-28T17:00:00Z') });
    expect(periodEndingAt('M', new Date('2030-02-28T17:00:00Z'))).toEqual({ start: new Date('2030-01-31T17:00:00Z'), end: new Date('2030-02-28T17:00:00Z') });
    expect(periodEndingAt('M', new Date('2030-02-27T17:00:00Z'))).toBeNull();
    expect(periodKeyOf('W', new Date('2030-02-10T17:00:00Z'))).toBe('2030-W07');
  });

  it('the draw picks distinct winners from the stream, as the worked example says', () => {
    // a stream of four-byte picks: 4 (of 6 tickets), then 0 (of the 4 left)
    const picks = [4, 0];
    const hmac = () => new Uint8Array(picks.flatMap((p) => [0, 0, 0, p]).concat(Array<number>(24).fill(0)));
    expect(drawRaffle(hmac, 'seed', 'x', [3, 1, 2], 2)).toEqual([
      { entry: 2, ticket: 4 },
      { entry: 0, ticket: 0 },
    ]);
    // more prizes than entries: each entry wins once
    expect(drawRaffle(hmac, 'seed', 'x', [3, 1, 2], 5)).toHaveLength(3);
    // the same seed draws the same winners; another seed, in general, others
    const a = drawRaffle(hmacSha256, 'a'.repeat(64), '7:2030-02-13', [5, 1, 9, 3, 2], 3);
    expect(drawRaffle(hmacSha256, 'a'.repeat(64), '7:2030-02-13', [5, 1, 9, 3, 2], 3)).toEqual(a);
    expect(new Set(a.map((w) => w.entry)).size).toBe(3);
  });
});

describe('leaderboard, raffle and app-download promotions', () => {
  let s: TestServer;
  let seq = 0;
  let inhouseGame = 0;
  let slotGame = 0;

  /** A member with money in the main wallet, logged in (password Secret123). */
  const player = async (mobileNum: string | null = null) => {
    seq += 1;
    const account = `rk${seq}${Date.now() % 100000}`;
    const r = await call<Envelope<{ token: string }>>(s, api.register, {
      username: account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [m] = await s.db.select().from(members).where(and(eq(members.merchantCode, 'LOTUS'), eq(members.account, account)));
    if (mobileNum) await s.db.update(members).set({ countryDialingCode: '+84', mobileNum }).where(eq(members.id, m!.id));
    await transfer(s.db, { idempotencyKey: `test:fund:${account}`, from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, m!.id, 'main'), amount: minor(10_000_000), kind: 'deposit' });
    return { id: m!.id, account, token: r.body.value.token };
  };
  /** A stake as the in-house games make it: the round and its `bet` movement in the ledger. */
  const bet = async (memberId: number, gameId: number, stakeMajor: number) => {
    seq += 1;
    const roundId = `rk-${seq}-${Date.now()}`;
    await transfer(s.db, {
      idempotencyKey: `test:bet:${roundId}`,
      from: await accountOf(s.db, memberId, 'main'),
      to: await houseAccountOf(s.db, 'LOTUS', 'games'),
      amount: minor(stakeMajor),
      kind: 'bet',
      memberId,
      ref: { type: 'inhouse_round', id: roundId },
    });
    await s.db.insert(inhouseRounds).values({
      roundId,
      memberId,
      merchantCode: 'LOTUS',
      gameId,
      kind: 'dice',
      stake: minor(stakeMajor),
      payout: 0n,
      bet: {},
      outcome: {},
      serverSeed: 's',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: seq,
      balanceAfter: 0n,
    });
    // two stakes never share a millisecond: who reached a turnover first is well defined
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const paidBy = async (promotionId: number, memberId: number) => {
    const rows = await s.db
      .select({ amount: bonuses.amount, key: bonuses.grantKey })
      .from(bonuses)
      .where(and(eq(bonuses.memberId, memberId), like(bonuses.grantKey, `promotion:${promotionId}:%`)));
    return rows.map((r) => ({ amount: Number(r.amount) / 100, key: r.key }));
  };
  const newPromotion = async (kind: 'leaderboard' | 'raffle', params: Record<string, unknown>, startsAt = new Date(Date.now() - 2 * 86_400_000)) => {
    seq += 1;
    const [card] = await s.db
      .insert(promotions)
      .values({ code: `rk-${kind}-${seq}-${Date.now()}`, merchantCode: 'LOTUS', category: 'ranking', title: `Test ${kind}`, summary: kind, imageUrl: '/media/promotions/x.webp', startsAt })
      .returning({ id: promotions.id });
    await s.db.insert(promotionRules).values({ promotionId: card!.id, kind, joinMode: 'auto', rewardType: 'cash', period: 'D', turnoverMultiple: 0, allowStacking: true, params: params as Record<string, number[]> });
    return card!.id;
  };
  /** The hourly window that ends at today's brand midnight: it pays today's places. */
  const today = () => periodAround('D', new Date());

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

  it('a daily leaderboard: live standings with ties, then its places paid once with two instances racing and after a crash', async () => {
    const id = await newPromotion('leaderboard', { prizes: [Number(minor(300)), Number(minor(200)), Number(minor(100))], categories: ['INHOUSE'], top: 10 });
    const a = await player();
    const b = await player();
    const c = await player();
    const d = await player();
    // A 500 at once; B 300 + 200 = 500, reached after A; C 700; D 900 on slots, not a category of this leaderboard
    await bet(a.id, inhouseGame, 500);
    await bet(b.id, inhouseGame, 300);
    await bet(c.id, inhouseGame, 700);
    await bet(b.id, inhouseGame, 200);
    await bet(d.id, slotGame, 900);
    // E staked the most, then took a time-out: marketing leaves E alone, so no place and no prize
    const e = await player();
    await bet(e.id, inhouseGame, 1_000);
    expect((await call(s, api.takeTimeOut, { duration: '24h' }, { token: e.token })).status).toBe(200);

    const seen = await call<Envelope<Leaderboard>>(s, api.leaderboard, { id }, { token: a.token });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const board = seen.body.value;
    expect(board.period.key).toBe(periodKeyOf('D', today().start));
    expect(board.top.map((r) => [r.place, r.account, r.turnover, r.prize])).toEqual([
      [1, maskAccount(c.account), 700, 300],
      [2, maskAccount(a.account), 500, 200],
      [3, maskAccount(b.account), 500, 100],
    ]);
    expect(board.me).toEqual({ place: 2, turnover: 500 });
    expect(board.prizes).toEqual([
      { place: 1, amount: 300 },
      { place: 2, amount: 200 },
      { place: 3, amount: 100 },
    ]);
    // D bet on slots only: no place, no turnover; a visitor has no own standing
    expect((await call<Envelope<Leaderboard>>(s, api.leaderboard, { id }, { token: d.token })).body.value.me).toEqual({ place: null, turnover: 0 });
    expect((await call<Envelope<Leaderboard>>(s, api.leaderboard, { id })).body.value.me).toBeNull();
    // the detail says what it is
    expect((await call<Envelope<ActivityDetail>>(s, api.getActivity, { id })).body.value.kind).toBe('leaderboard');

    const { end } = today();
    // an instance that dies in the middle of the window: nothing of it stays
    await expect(
      s.db.transaction(async (tx) => {
        await payRankedPromotions(tx, end);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await paidBy(id, c.id)).toEqual([]);

    const start = new Date(end.getTime() - HOUR);
    const other = await openAnotherInstance(s);
    try {
      const outcomes = await Promise.all([runWindow(s.db, rankedPrizesJob, start), runWindow(other.db, rankedPrizesJob, start)]);
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    } finally {
      await other.close();
    }
    expect(await runWindow(s.db, rankedPrizesJob, start)).toBe('done-elsewhere');
    // the same period paid again by hand writes nothing
    await s.db.transaction(async (tx) => payRankedPromotions(tx, end));

    const key = periodKeyOf('D', today().start);
    expect(await paidBy(id, c.id)).toEqual([{ amount: 300, key: `promotion:${id}:${key}:place:1` }]);
    expect(await paidBy(id, a.id)).toEqual([{ amount: 200, key: `promotion:${id}:${key}:place:2` }]);
    expect(await paidBy(id, b.id)).toEqual([{ amount: 100, key: `promotion:${id}:${key}:place:3` }]);
    expect(await paidBy(id, d.id)).toEqual([]);
    expect(await paidBy(id, e.id)).toEqual([]);
    const places = await s.db.select().from(promotionPrizes).where(eq(promotionPrizes.promotionId, id));
    expect(places).toHaveLength(3);
    expect(await checkLedger(s.db)).toEqual([]);

    // the standings show the period paid; the winners board lists the places
    const after = await call<Envelope<Leaderboard>>(s, api.leaderboard, { id });
    expect(after.body.value.last?.places.map((p) => [p.place, p.account, p.prize])).toEqual([
      [1, maskAccount(c.account), 300],
      [2, maskAccount(a.account), 200],
      [3, maskAccount(b.account), 100],
    ]);
    const winners = await call<Envelope<{ items: Winner[] }>>(s, api.winnerBoard, {}, { headers: { language: 'EN' } });
    expect(winners.body.value.items.filter((w) => w.title === 'Test leaderboard').map((w) => [w.kind, w.account, w.amount])).toEqual(
      expect.arrayContaining([
        ['leaderboard', maskAccount(c.account), 300],
        ['leaderboard', maskAccount(a.account), 200],
        ['leaderboard', maskAccount(b.account), 100],
      ]),
    );
    // the centre shows the prize as issued
    const centre = await call<Envelope<{ waiting: Reward[]; history: Reward[] }>>(s, api.rewardCentre, {}, { token: c.token });
    expect(centre.body.value.history.find((r) => r.promotionId === id)).toMatchObject({ amount: 300, state: 'issued' });
  });

  it('a daily raffle: tickets by turnover, the seed committed before and revealed after, winners reproducible, paid once', async () => {
    // it starts now: the stakes of the test before are not its
    const id = await newPromotion('raffle', { ticketStake: Number(minor(100)), prizes: [Number(minor(50)), Number(minor(20))], categories: ['INHOUSE'] }, new Date());
    const e = await player();
    const f = await player();
    const g = await player();
    await bet(e.id, inhouseGame, 250); // 2 tickets
    await bet(f.id, inhouseGame, 100); // 1 ticket
    await bet(g.id, inhouseGame, 50); // none

    const before = await call<Envelope<Raffle>>(s, api.raffle, { id }, { token: e.token });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const committed = before.body.value.current.seedHash;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    expect(before.body.value.me).toEqual({ tickets: 2, turnover: 250 });
    expect(before.body.value.current).toMatchObject({ totalTickets: 3, entrants: 2 });
    expect(before.body.value.last).toBeNull();
    // the commitment does not change from one view to the next
    expect((await call<Envelope<Raffle>>(s, api.raffle, { id })).body.value.current.seedHash).toBe(committed);

    const { end } = today();
    const start = new Date(end.getTime() - HOUR);
    const other = await openAnotherInstance(s);
    try {
      await Promise.all([
        s.db.transaction(async (tx) => payRankedPromotions(tx, end)).catch(() => 0),
        other.db.transaction(async (tx) => payRankedPromotions(tx, end)).catch(() => 0),
      ]);
    } finally {
      await other.close();
    }
    await runWindow(s.db, rankedPrizesJob, start);

    const after = (await call<Envelope<Raffle>>(s, api.raffle, { id })).body.value;
    const last = after.last!;
    expect(last.seedHash).toBe(committed);
    expect(sha256(last.seed)).toBe(committed);
    // the entries in member order: E's 2 tickets, then F's 1; G has none
    expect(last.entries).toEqual([
      { account: maskAccount(e.account), tickets: 2 },
      { account: maskAccount(f.account), tickets: 1 },
    ]);
    // anyone recomputes the winners from the revealed seed and the entries
    const key = periodKeyOf('D', today().start);
    const drawn = drawRaffle(hmacSha256, last.seed, `${id}:${key}`, last.entries.map((x) => x.tickets), 2);
    expect(last.winners.map((w) => [w.place, w.account, w.ticket, w.amount])).toEqual(
      drawn.map((w, i) => [i + 1, last.entries[w.entry]!.account, w.ticket, [50, 20][i]]),
    );
    // two entries, two prizes: both win, once each, paid once whatever the racing
    const paid = [...(await paidBy(id, e.id)), ...(await paidBy(id, f.id))].map((p) => p.amount).sort((x, y) => x - y);
    expect(paid).toEqual([20, 50]);
    expect(await paidBy(id, g.id)).toEqual([]);
    const [draw] = await s.db.select().from(promotionDraws).where(and(eq(promotionDraws.promotionId, id), eq(promotionDraws.periodKey, key)));
    expect(draw?.drawnAt?.getTime()).toBe(end.getTime());
    expect(await checkLedger(s.db)).toEqual([]);
  });

  it('the app-download bonus: written at the first login from the app, claimed once per person', async () => {
    const [seeded] = await s.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.code, 'app-download'));
    const appPromo = seeded!.id;
    const x = await player('912345678');
    const y = await player();
    // a login from the browser earns nothing; from the app, the reward waits in the centre
    const web = await call<Envelope<{ token: string }>>(s, api.login, { username: x.account, password: 'Secret123', type: 'username', platform: 'web' });
    expect(web.status).toBe(200);
    expect(await s.db.select().from(promotionRewards).where(and(eq(promotionRewards.memberId, x.id), eq(promotionRewards.promotionId, appPromo)))).toHaveLength(0);
    const app = await call<Envelope<{ token: string }>>(s, api.login, { username: x.account, password: 'Secret123', type: 'username', platform: 'app' });
    expect(app.status).toBe(200);
    await call(s, api.login, { username: x.account, password: 'Secret123', type: 'username', platform: 'app' });
    const centre = await call<Envelope<{ waiting: Reward[] }>>(s, api.rewardCentre, {}, { token: app.body.value.token });
    const waiting = centre.body.value.waiting.filter((r) => r.promotionId === appPromo);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ amount: 20_000, turnoverMultiple: 1 });
    const claimed = await call<Envelope<Reward>>(s, api.claimReward, { rewardId: waiting[0]!.id }, { token: app.body.value.token, headers: { 'idempotency-key': `claim-app-${Date.now()}-abcdef` } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.value.state).toBe('claimed');
    expect(await s.db.select().from(promotionPersonKeys).where(eq(promotionPersonKeys.promotionId, appPromo))).toHaveLength(2);
    // the same person (the same mobile number, moved to a new account) on another account: nothing
    await s.db.update(members).set({ mobileNum: null }).where(eq(members.id, x.id));
    await s.db.update(members).set({ countryDialingCode: '+84', mobileNum: '912345678' }).where(eq(members.id, y.id));
    expect(await rewardAppLogin(s.db, (await s.db.select().from(members).where(eq(members.id, y.id)))[0]!)).toBe(0);
    const [row] = await queryRows<{ n: string }>(s.db, sql`select count(*)::text as n from promotion_rewards where promotion_id = ${appPromo} and member_id = ${y.id}`);
    expect(row?.n).toBe('0');
  });
});
