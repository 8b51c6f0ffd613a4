import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { bonuses, depositChannels, depositOrders, games, inhouseRounds, members, missionClaims, missions, protectionBlocks, type Member } from '../../server/src/db/schema';
import { creditOrder, lockOrder } from '../../server/src/modules/deposit/settle';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { claimMission, missionLeaderboard, missionSummary } from '../../server/src/modules/missions/missions';
import { missionWindowOf } from '../../server/src/modules/missions/window';
import { pointsOf } from '../../server/src/modules/points/ledger';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { transfer } from '../../server/src/modules/wallet/ledger';
import { api } from '../../src/shared/contract/api';
import type { Mission, MissionClaim, MissionLeaderboard, MissionSummary } from '../../src/shared/contract/missions';
import { missionsOperatorApi, type OperatorMission, type OperatorMissionClaim } from '../../src/shared/contract/missions-operator';
import { operatorApi } from '../../src/shared/contract/operator';
import { call, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}

const minor = (major: number) => BigInt(Math.round(major * 100));

describe('the mission window, worked by hand (UTC+7)', () => {
  it('a day runs from 17:00 UTC to 17:00 UTC; its last millisecond and the next day’s first fall apart', () => {
    expect(missionWindowOf('D', new Date('2026-11-28T16:59:59.999Z'))).toEqual({
      key: '2026-11-28',
      start: new Date('2026-11-27T17:00:00Z'),
      end: new Date('2026-11-28T17:00:00Z'),
    });
    expect(missionWindowOf('D', new Date('2026-11-28T17:00:00Z')).key).toBe('2026-11-29');
    expect(missionWindowOf('D', new Date('2026-11-27T17:00:00Z')).start).toEqual(new Date('2026-11-27T17:00:00Z'));
  });

  it('a week runs from Monday 00:00 to Monday 00:00 in Vietnam (Sunday 17:00 UTC)', () => {
    // Saturday 28 November 2026: ISO week 48, Monday the 23rd to Sunday the 29th
    expect(missionWindowOf('W', new Date('2026-11-28T05:00:00Z'))).toEqual({
      key: '2026-W48',
      start: new Date('2026-11-22T17:00:00Z'),
      end: new Date('2026-11-29T17:00:00Z'),
    });
    // Sunday 23:59:59 in Vietnam is still week 48; midnight is week 49
    expect(missionWindowOf('W', new Date('2026-11-29T16:59:59Z')).key).toBe('2026-W48');
    expect(missionWindowOf('W', new Date('2026-11-29T17:00:00Z'))).toMatchObject({ key: '2026-W49', start: new Date('2026-11-29T17:00:00Z') });
    // Monday 00:30 in Vietnam is Sunday 17:30 UTC: already the new week
    expect(missionWindowOf('W', new Date('2026-11-22T17:30:00Z')).key).toBe('2026-W48');
    // 1 January 2027 is in 2026's 53rd week
    expect(missionWindowOf('W', new Date('2027-01-01T05:00:00Z'))).toMatchObject({ key: '2026-W53', start: new Date('2026-12-27T17:00:00Z') });
  });
});

describe('missions', () => {
  let s: TestServer;
  const ids = new Map<string, number>();
  const gameIds = new Map<string, number>();
  let seq = 0;

  /** A fresh member with 1,000,000₫ in the wallet. */
  async function member(): Promise<Member> {
    seq += 1;
    const account = `mi${seq}${Math.random().toString(36).slice(2, 8)}`;
    const [m] = await s.db.insert(members).values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' }).returning();
    const wallet = await accountOf(s.db, m!.id, 'main');
    await transfer(s.db, { idempotencyKey: `test:${account}`, from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: wallet, amount: minor(1_000_000), kind: 'deposit' });
    return m!;
  }

  /** A played in-house round as the game writes it, at a chosen time (whole VND). */
  async function round(m: Member, kind: 'dice' | 'slot', stake: number, payout: number, at: string) {
    seq += 1;
    await s.db.insert(inhouseRounds).values({
      roundId: `mission-round-${seq}`,
      memberId: m.id,
      merchantCode: 'LOTUS',
      gameId: gameIds.get(kind)!,
      kind,
      stake: minor(stake),
      payout: minor(payout),
      bet: {},
      outcome: {},
      serverSeed: 's',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: seq,
      balanceAfter: 0n,
      createdAt: new Date(at),
    });
  }

  /** A deposit order credited by the deposit module, then dated. */
  async function deposit(m: Member, amount: number, settledAt: string) {
    const [channel] = await s.db.select().from(depositChannels).where(eq(depositChannels.merchantCode, 'LOTUS')).limit(1);
    seq += 1;
    const [order] = await s.db
      .insert(depositOrders)
      .values({
        merchantCode: 'LOTUS',
        memberId: m.id,
        channelId: channel!.id,
        kind: channel!.kind,
        amount: minor(amount),
        currency: 'VND',
        reference: `MISSION${seq}${Date.now()}`,
        requestKey: `mission-${seq}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await s.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, eq(depositOrders.id, order!.id));
      await creditOrder(tx, locked!, { paid: minor(amount) });
    });
    await s.db.update(depositOrders).set({ settledAt: new Date(settledAt) }).where(eq(depositOrders.id, order!.id));
  }

  const mainOf = async (m: Member) => Number((await balancesOf(s.db, m.id)).main) / 100;
  const missionIn = (summary: MissionSummary, code: string) => summary.missions.find((x) => x.code === code) as Mission;

  beforeAll(async () => {
    s = await startTestServer();
    for (const m of await s.db.select({ id: missions.id, code: missions.code }).from(missions)) ids.set(m.code, m.id);
    for (const g of await s.db.select({ id: games.id, code: games.gameCode }).from(games).where(and(eq(games.merchantCode, 'LOTUS'), eq(games.vendorCode, 'XGS')))) {
      if (g.code === 'XGS_DICE') gameIds.set('dice', g.id);
      if (g.code === 'XGS_SLOT') gameIds.set('slot', g.id);
    }
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('seeds the brand’s daily and weekly missions', async () => {
    expect([...ids.keys()].sort()).toEqual(['daily-inhouse-wins', 'daily-live-turnover', 'daily-slot-rounds', 'weekly-deposits', 'weekly-turnover']);
  });

  // Saturday 28 November 2026, 17:00 in Vietnam: the day is [27th 17:00Z, 28th 17:00Z), the week [22nd 17:00Z, 29th 17:00Z)
  const now = new Date('2026-11-28T10:00:00Z');

  it('measures progress from the played rounds of the day and the week, edges included', async () => {
    const m = await member();
    await round(m, 'slot', 10_000, 0, '2026-11-28T09:00:00Z'); // today, lost
    await round(m, 'slot', 10_000, 5_000, '2026-11-27T17:00:00Z'); // the day's first instant, lost (half back)
    await round(m, 'slot', 10_000, 10_000, '2026-11-28T08:00:00Z'); // today, a draw: a round, no valid bet
    await round(m, 'slot', 10_000, 50_000, '2026-11-27T16:59:59.999Z'); // yesterday's last instant, won: this week only
    await round(m, 'dice', 20_000, 39_600, '2026-11-28T05:00:00Z'); // today, won
    await round(m, 'dice', 20_000, 39_600, '2026-11-28T06:00:00Z'); // today, won
    await round(m, 'dice', 20_000, 0, '2026-11-28T07:00:00Z'); // today, lost
    await round(m, 'dice', 20_000, 39_600, '2026-11-28T17:00:00Z'); // tomorrow's first instant, won: this week only
    await round(m, 'dice', 20_000, 39_600, '2026-11-22T16:59:59Z'); // last week: nowhere

    const summary = await missionSummary(s.db, m, 'EN', now);
    // slot rounds today: the loss, the first instant's loss and the draw (the dice are no slot)
    expect(missionIn(summary, 'daily-slot-rounds')).toMatchObject({ progress: 3, target: 20, state: 'inProgress', rewardType: 'points', reward: 50, periodKey: '2026-11-28', endsAt: '2026-11-28T17:00:00.000Z' });
    // in-house wins today: the dice at 05:00 and 06:00 (yesterday's slot win and tomorrow's dice win are other days)
    expect(missionIn(summary, 'daily-inhouse-wins')).toMatchObject({ progress: 2, target: 3, state: 'inProgress', rewardType: 'cash', reward: 5_000, title: 'Win 3 in-house rounds' });
    // valid turnover this week: slots 10,000 + 10,000 + 0 (draw) + 10,000; dice 4 × 20,000 → 110,000₫
    expect(missionIn(summary, 'weekly-turnover')).toMatchObject({ progress: 110_000, target: 1_000_000, periodKey: '2026-W48', endsAt: '2026-11-29T17:00:00.000Z' });
    // no live casino bets
    expect(missionIn(summary, 'daily-live-turnover')).toMatchObject({ progress: 0, target: 500_000, rewardType: 'bonus', turnoverMultiple: 3 });
    expect(summary.pendingCount).toBe(0);
    expect(summary.claimBlocked).toBeNull();
    // titles in the member's language
    expect(missionIn(await missionSummary(s.db, m, 'VI', now), 'daily-slot-rounds').title).toBe('Chơi 20 lượt quay slot');

    // not complete: refused, with the progress
    await expect(claimMission(s.db, m, ids.get('daily-inhouse-wins')!, 'EN', now)).rejects.toMatchObject({ code: 'CONFLICT', value: { reason: 'notComplete', progress: 2, target: 3 } });

    // a win in the day's last millisecond completes it
    await round(m, 'dice', 20_000, 39_600, '2026-11-28T16:59:59.999Z');
    const done = await missionSummary(s.db, m, 'EN', now);
    expect(missionIn(done, 'daily-inhouse-wins')).toMatchObject({ progress: 3, state: 'claimable' });
    expect(done.pendingCount).toBe(1);
  });

  it('pays a cash mission once, however many claims race, and the day after it is a new mission', async () => {
    const m = await member();
    for (const hour of ['02', '03', '04']) await round(m, 'dice', 10_000, 19_800, `2026-11-28T${hour}:00:00Z`);
    const before = await mainOf(m);
    const results = await Promise.all(Array.from({ length: 8 }, () => claimMission(s.db, m, ids.get('daily-inhouse-wins')!, 'EN', now)));
    for (const r of results) expect(r).toMatchObject({ rewardType: 'cash', amount: 5_000, turnoverMultiple: 0, pendingCount: 0, mission: { state: 'claimed', periodKey: '2026-11-28' } });
    expect(await mainOf(m)).toBe(before + 5_000);
    const key = `mission:${m.id}:${ids.get('daily-inhouse-wins')}:2026-11-28`;
    const moved = await queryRows<{ n: number | string }>(s.db, sql`select count(*) as n from ledger_transactions where idempotency_key = ${`bonus:${key}`}`);
    expect(Number(moved[0]?.n)).toBe(1);
    expect(await s.db.select().from(bonuses).where(eq(bonuses.grantKey, key))).toHaveLength(1);
    expect(await s.db.select().from(missionClaims).where(eq(missionClaims.memberId, m.id))).toHaveLength(1);
    // a repeat later answers the paid claim and pays nothing
    expect((await claimMission(s.db, m, ids.get('daily-inhouse-wins')!, 'EN', now)).amount).toBe(5_000);
    expect(await mainOf(m)).toBe(before + 5_000);
    // tomorrow the mission starts over
    const tomorrow = new Date('2026-11-29T02:00:00Z');
    expect(missionIn(await missionSummary(s.db, m, 'EN', tomorrow), 'daily-inhouse-wins')).toMatchObject({ progress: 0, state: 'inProgress', periodKey: '2026-11-29' });
  });

  it('pays points through the points ledger and a bonus with its turnover, once each', async () => {
    const m = await member();
    for (let i = 0; i < 20; i += 1) await round(m, 'slot', 1_000, 0, `2026-11-28T0${i % 10}:${String(10 + i).padStart(2, '0')}:00Z`);
    const points = (await pointsOf(s.db, m.id)).points;
    const claims = await Promise.all([0, 1, 2].map(() => claimMission(s.db, m, ids.get('daily-slot-rounds')!, 'EN', now)));
    expect(claims.map((c) => c.amount)).toEqual([50, 50, 50]);
    expect((await pointsOf(s.db, m.id)).points).toBe(points + 50);

    // two credited deposits this week: one at the week's first instant, one the week before does not count
    await deposit(m, 100_000, '2026-11-22T16:59:59Z');
    await deposit(m, 100_000, '2026-11-22T17:00:00Z');
    expect(missionIn(await missionSummary(s.db, m, 'EN', now), 'weekly-deposits')).toMatchObject({ progress: 1, target: 2, state: 'inProgress' });
    await deposit(m, 100_000, '2026-11-29T16:59:59Z');
    expect(missionIn(await missionSummary(s.db, m, 'EN', now), 'weekly-deposits')).toMatchObject({ progress: 2, state: 'claimable' });
    const paid = await claimMission(s.db, m, ids.get('weekly-deposits')!, 'EN', now);
    expect(paid).toMatchObject({ rewardType: 'bonus', amount: 50_000, turnoverMultiple: 5 });
    const [bonus] = await s.db.select().from(bonuses).where(eq(bonuses.grantKey, `mission:${m.id}:${ids.get('weekly-deposits')}:2026-W48`));
    // 50,000₫ × 5 to bet before a withdrawal
    expect(bonus).toMatchObject({ amount: minor(50_000), turnoverMultiple: 5, turnoverRequired: minor(250_000) });
  });

  it('closes claims to a member in a time-out or self-exclusion and leaves them off the leaderboard', async () => {
    const m = await member();
    for (const hour of ['02', '03', '04']) await round(m, 'dice', 10_000, 19_800, `2026-11-28T${hour}:00:00Z`);
    await claimMission(s.db, m, ids.get('daily-inhouse-wins')!, 'EN', now);
    const other = await member();
    for (const hour of ['02', '03', '04']) await round(other, 'dice', 10_000, 19_800, `2026-11-28T${hour}:00:00Z`);
    await s.db.insert(protectionBlocks).values({ memberId: other.id, merchantCode: 'LOTUS', kind: 'timeOut', duration: '7d', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 7 * 86_400_000), source: 'member' });
    const summary = await missionSummary(s.db, other, 'EN', now);
    expect(missionIn(summary, 'daily-inhouse-wins').state).toBe('claimable');
    expect(summary).toMatchObject({ pendingCount: 0, claimBlocked: 'marketingStopped' });
    await expect(claimMission(s.db, other, ids.get('daily-inhouse-wins')!, 'EN', now)).rejects.toMatchObject({ code: 'FORBIDDEN', value: { reason: 'marketingStopped' } });
    // a claim made before the block stays, but the member is not listed
    await s.db.insert(missionClaims).values({ missionId: ids.get('daily-slot-rounds')!, memberId: other.id, merchantCode: 'LOTUS', periodKey: '2026-11-27', weekKey: '2026-W48', progress: 20n, rewardType: 'points', rewardAmount: 50n });
    const board = await missionLeaderboard(s.db, m, now);
    expect(board.entries.some((e) => e.account === `${other.account.slice(0, 2)}***${other.account.slice(-2)}`)).toBe(false);
    expect((await missionLeaderboard(s.db, other, now)).me).toEqual({ rank: null, completed: 1, points: 50 });
  });

  it('ranks the week by missions claimed, then points, accounts masked', async () => {
    const board = await missionLeaderboard(s.db, (await member()), now);
    expect(board).toMatchObject({ week: '2026-W48', from: '2026-11-22T17:00:00.000Z', to: '2026-11-29T17:00:00.000Z', me: { rank: null, completed: 0, points: 0 } });
    // the points member of the test above claimed two missions (slot rounds 50 points, deposits); the cash-only members one each
    const [first] = board.entries;
    expect(first).toMatchObject({ rank: 1, completed: 2, points: 50 });
    expect(first!.account).toMatch(/^mi\*\*\*[a-z0-9]{2}$/);
    expect(board.entries.map((e) => e.rank)).toEqual(board.entries.map((_, i) => i + 1));
    for (let i = 1; i < board.entries.length; i += 1) {
      const [a, b] = [board.entries[i - 1]!, board.entries[i]!];
      expect(a.completed > b.completed || (a.completed === b.completed && a.points >= b.points)).toBe(true);
    }
    // claims of another week are not this week's
    expect((await missionLeaderboard(s.db, (await member()), new Date('2026-12-01T05:00:00Z'))).entries).toEqual([]);
  });

  it('through HTTP: real dice rounds complete the mission, concurrent claims with different keys pay it once', async () => {
    seq += 1;
    const username = `mhttp${seq}${Date.now() % 100000}`;
    const registered = await call<Envelope<{ token: string }>>(s, api.register, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(registered.status).toBe(200);
    const token = registered.body.value.token;
    const m = (await findMemberByAccount(s.db, 'LOTUS', username))!;
    await transfer(s.db, { idempotencyKey: `test:${username}`, from: await houseAccountOf(s.db, 'LOTUS', 'cash'), to: await accountOf(s.db, m.id, 'main'), amount: minor(200_000), kind: 'deposit' });
    const launched = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' }, { token });
    const headers = { 'x-game-session': new URL(launched.body.value.game_url, 'http://x').searchParams.get('session') ?? '' };
    let wins = 0;
    for (let i = 0; i < 40 && wins < 3; i += 1) {
      // under 95: a 95 % chance to win 1.04 times the stake
      const played = await call<Envelope<{ round: { stake: number; payout: number } }>>(s, api.inhousePlay, { roundId: `mission-http-${String(i).padStart(4, '0')}`, stake: 2_000, target: 95, direction: 'under' }, { headers });
      expect(played.status).toBe(200);
      if (played.body.value.round.payout > played.body.value.round.stake) wins += 1;
    }
    expect(wins).toBe(3);
    const summary = (await call<Envelope<MissionSummary>>(s, api.missionSummary, {}, { token })).body.value;
    expect(missionIn(summary, 'daily-inhouse-wins')).toMatchObject({ progress: 3, state: 'claimable' });
    expect(summary.pendingCount).toBe(1);
    const before = await mainOf(m);
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => call<Envelope<MissionClaim>>(s, api.claimMission, { missionId: ids.get('daily-inhouse-wins')! }, { token, headers: { 'idempotency-key': `mission-claim-${i}-${Date.now()}-abcdef` } })),
    );
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.value).toMatchObject({ amount: 5_000, pendingCount: 0, mission: { state: 'claimed' } });
    }
    expect(await mainOf(m)).toBe(before + 5_000);
    const board = (await call<Envelope<MissionLeaderboard>>(s, api.missionLeaderboard, {}, { token })).body.value;
    expect(board.me.completed).toBe(1);
    expect(board.entries.find((e) => e.rank === board.me.rank)?.account).toBe(`${username.slice(0, 2)}***${username.slice(-2)}`);
    // a mission of another brand, or none: not found
    const missing = await call<Envelope<{ reason: string }>>(s, api.claimMission, { missionId: 999_999 }, { token, headers: { 'idempotency-key': `mission-claim-missing-${Date.now()}` } });
    expect(missing.status).toBe(404);
    expect(missing.body.value.reason).toBe('missionNotFound');
  });

  it('shows staff the brand’s missions and the latest claims, read-only', async () => {
    const login = await call<Envelope<{ token: string }>>(s, operatorApi.operatorLogin, { username: 'cashier', password: 'Cashier1234' });
    const list = await call<Envelope<{ missions: OperatorMission[]; claims: OperatorMissionClaim[] }>>(s, missionsOperatorApi.operatorMissions, {}, { token: login.body.value.token });
    expect(list.status).toBe(200);
    const wins = list.body.value.missions.find((m) => m.code === 'daily-inhouse-wins');
    expect(wins).toMatchObject({ merchantCode: 'LOTUS', period: 'D', metric: 'wins', target: 3, rewardType: 'cash', reward: 5_000, enabled: true });
    const paid = await s.db.select().from(missionClaims).where(eq(missionClaims.missionId, ids.get('daily-inhouse-wins')!));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(wins!.claims).toBe(paid.length);
    expect(list.body.value.missions.find((m) => m.code === 'weekly-turnover')).toMatchObject({ target: 1_000_000, rewardType: 'points', reward: 200 });
    const [latest] = list.body.value.claims;
    expect(latest).toMatchObject({ merchantCode: 'LOTUS', title: 'Win 3 in-house rounds', rewardType: 'cash', amount: 5_000 });
    // a member's session is no operator's
    expect((await call(s, missionsOperatorApi.operatorMissions, {}, { token: 'x'.repeat(43) })).status).toBe(401);
  });
});
