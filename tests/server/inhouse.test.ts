import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/contract/api';
import { games, inhouseRounds, ledgerTransactions, members, walletAccounts } from '../../server/src/db/schema';
import { toMinor } from '../../server/src/lib/money';
import {
  diceChance,
  dicePayout,
  diceRoll,
  seedHash,
  slotPayout,
  slotReels,
  slotRtp,
} from '../../server/src/modules/inhouse/fair';
import { foldPlays } from '../../server/src/modules/games/popularity';
import { readCacheStats } from '../../server/src/db/read-cache';
import { findGameSession, playRound, playRoundIn, type GameSessionInfo } from '../../server/src/modules/inhouse/play';
import { accountOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { postedBalance, transfer } from '../../server/src/modules/wallet/ledger';
import { call, loginAs, startTestServer, type TestServer } from './helpers';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}
interface Round {
  roundId: string;
  stake: number;
  payout: number;
  bet: { target?: number; direction?: 'under' | 'over' };
  outcome: { roll?: number; reels?: string[] };
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  balance: number;
}
type Fair = { serverSeedHash: string; clientSeed: string; nonce: number };

describe('in-house games', () => {
  let s: TestServer;
  let token: string;

  /** A fresh member with `deposit` in the wallet, logged in, with a game session of `nodeId`. */
  async function player(deposit: number, nodeId: string) {
    const account = `p${Math.random().toString(36).slice(2, 10)}`;
    const [m] = await s.db
      .insert(members)
      .values({ merchantCode: 'LOTUS', account, nickname: account, passwordHash: '!' })
      .returning({ id: members.id });
    const memberId = m?.id ?? 0;
    const wallet = await accountOf(s.db, memberId, 'main');
    const walletId = wallet.id;
    const cash = await houseAccountOf(s.db, 'LOTUS', 'cash');
    if (deposit > 0) await transfer(s.db, { idempotencyKey: `test:${account}`, from: cash, to: wallet, amount: toMinor(deposit), kind: 'deposit' });
    const { launchGame } = await import('../../server/src/modules/games/launch');
    const [vendor, code] = nodeId.split('-') as [string, string];
    const launched = await launchGame(s.db, { id: memberId, merchantCode: 'LOTUS', sessionId: null }, { nodeId, vassalage: vendor, gameId: `${vendor}_${code}` }, 'EN');
    const sessionToken = new URL(launched.game_url, 'http://x').searchParams.get('session') ?? '';
    const session = (await findGameSession(s.db, sessionToken)) as GameSessionInfo;
    return { memberId, walletId, sessionToken, session };
  }

  async function balance(walletId: number) {
    const [row] = await s.db.select({ b: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, walletId));
    if (!row) return -1n;
    // a house account caches no balance: its balance is the sum of its postings
    return row.b ?? (await postedBalance(s.db, walletId));
  }

  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s, 'demo', 'Demo1234');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the slot returns between 90 % and 99 % over all its stops; dice pays 99 / chance', () => {
    const rtp = slotRtp();
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.99);
    expect(dicePayout(10_000n, 10, { target: 50, direction: 'under' })).toBe(19_800n);
    expect(dicePayout(10_000n, 50, { target: 50, direction: 'under' })).toBe(0n);
    expect(dicePayout(10_000n, 50, { target: 50, direction: 'over' })).toBe(19_800n);
    expect(diceChance({ target: 90, direction: 'over' })).toBe(10);
  });

  it('plays a dice round through the HTTP calls: hash before, seed after, verifiable, balance moved through the ledger', async () => {
    const launched = await call<Envelope<{ game_url: string }>>(s, api.launchGameV2, { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' }, { token });
    const session = new URL(launched.body.value.game_url, 'http://x').searchParams.get('session') ?? '';
    const headers = { 'x-game-session': session };
    const before = (await call<Envelope<{ balance: number; fair: Fair }>>(s, api.inhouseState, {}, { headers })).body.value;
    expect(before.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const played = await call<Envelope<{ round: Round; next: Fair }>>(s, api.inhousePlay, { roundId: 'http-round-0001', stake: 10_000, target: 50, direction: 'under' }, { headers });
    expect(played.status).toBe(200);
    const { round, next } = played.body.value;
    // the commitment shown before the round is the hash of the seed revealed after it
    expect(round.serverSeedHash).toBe(before.fair.serverSeedHash);
    expect(seedHash(round.serverSeed)).toBe(before.fair.serverSeedHash);
    expect(round.outcome.roll).toBe(diceRoll(round.serverSeed, round.clientSeed, round.nonce));
    expect(toMinor(round.payout)).toBe(dicePayout(toMinor(round.stake), round.outcome.roll ?? -1, { target: 50, direction: 'under' }));
    expect(round.balance).toBe(before.balance - 10_000 + round.payout);
    expect(next.serverSeedHash).not.toBe(before.fair.serverSeedHash);
    expect(next.nonce).toBe(before.fair.nonce + 1);
    const balanceNow = (await call<Envelope<{ sumBalance: number }>>(s, api.balance, {}, { token })).body.value.sumBalance;
    expect(balanceNow).toBe(round.balance);
    // without a valid game session nothing is played
    expect((await call(s, api.inhousePlay, { roundId: 'http-round-0002', stake: 10_000, target: 50, direction: 'under' }, { headers: { 'x-game-session': 'x'.repeat(43) } })).status).toBe(401);
  });

  it('answers a round without waiting for the read cache when its writes bumped no version (PostgreSQL), and waits when they did', async () => {
    const p = await player(100_000, 'XGS-DICE');
    const play = (roundId: string) =>
      call(s, api.inhousePlay, { roundId, stake: 10_000, target: 50, direction: 'under' }, { headers: { 'x-game-session': p.sessionToken } });
    const settled = async (roundId: string) => {
      const before = readCacheStats(s.db).settles;
      expect((await play(roundId)).status).toBe(200);
      return readCacheStats(s.db).settles - before;
    };
    // a round writes the ledger, the round and the commitment: no table a read cache keeps (on PGlite every
    // write settles, which costs nothing there)
    expect(await settled('settle-round-0001')).toBe(s.kind === 'postgres' ? 0 : 1);
    // a round whose writes bump a version (a trigger of the test's own) waits for this instance to see it
    await s.db.execute(sql`create trigger test_round_bumps after insert on inhouse_rounds for each statement execute function cache_bump('content')`);
    try {
      expect(await settled('settle-round-0002')).toBe(1);
    } finally {
      await s.db.execute(sql`drop trigger test_round_bumps on inhouse_rounds`);
    }
    // a refusal settles as any call
    const before = readCacheStats(s.db).settles;
    expect((await call(s, api.inhousePlay, { roundId: 'settle-round-0003', stake: 1, target: 50, direction: 'under' }, { headers: { 'x-game-session': p.sessionToken } })).status).toBe(400);
    expect(readCacheStats(s.db).settles - before).toBe(1);
  });

  it('applies a repeated round id once, and refuses it for a different bet', async () => {
    const p = await player(100_000, 'XGS-DICE');
    const first = await playRound(s.db, p.session, { roundId: 'repeat-0001', stake: 5000, target: 60, direction: 'under' });
    const again = await playRound(s.db, p.session, { roundId: 'repeat-0001', stake: 5000, target: 60, direction: 'under' });
    expect(again.round).toEqual(first.round);
    expect(await balance(p.walletId)).toBe(toMinor(first.round.balance));
    const rows = await s.db.select().from(inhouseRounds).where(eq(inhouseRounds.memberId, p.memberId));
    expect(rows).toHaveLength(1);
    const moves = await s.db.select().from(ledgerTransactions).where(sql`${ledgerTransactions.idempotencyKey} like ${`inhouse:${p.memberId}:repeat-0001:%`}`);
    expect(moves.length).toBe(first.round.payout > 0 ? 2 : 1);
    await expect(playRound(s.db, p.session, { roundId: 'repeat-0001', stake: 6000, target: 60, direction: 'under' })).rejects.toMatchObject({ code: 'CONFLICT' });
    // concurrent repeats of one new round: still one round
    const same = { roundId: 'repeat-0002', stake: 5000, target: 30, direction: 'over' as const };
    await Promise.all([playRound(s.db, p.session, same), playRound(s.db, p.session, same), playRound(s.db, p.session, same)]);
    expect(await s.db.select().from(inhouseRounds).where(eq(inhouseRounds.memberId, p.memberId))).toHaveLength(2);
  });

  it('refuses a bet beyond the balance and below the minimum; the balance never goes negative', async () => {
    const p = await player(3000, 'XGS-SLOT');
    await expect(playRound(s.db, p.session, { roundId: 'broke-0001', stake: 5000 })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(playRound(s.db, p.session, { roundId: 'small-0001', stake: 10 })).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await balance(p.walletId)).toBe(toMinor(3000));
    expect(await s.db.select().from(inhouseRounds).where(eq(inhouseRounds.memberId, p.memberId))).toHaveLength(0);
    // bet everything until the money runs out
    let n = 0;
    for (;;) {
      try {
        await playRound(s.db, p.session, { roundId: `allin-${String(n).padStart(4, '0')}`, stake: 1000 });
      } catch (error) {
        expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        break;
      }
      n += 1;
      expect(await balance(p.walletId)).toBeGreaterThanOrEqual(0n);
      if (n > 500) break;
    }
    expect(await balance(p.walletId)).toBeGreaterThanOrEqual(0n);
  });

  it('counts rounds in the popularity off the round: appended with it, folded in by the job', async () => {
    const p = await player(100_000, 'XGS-DICE');
    const popularity = async () =>
      (await s.db.select({ n: games.popularity }).from(games).where(eq(games.id, p.session.game?.id ?? -1)))[0]?.n ?? -1;
    await foldPlays(s.db);
    const before = await popularity();
    for (let i = 0; i < 3; i += 1) await playRound(s.db, p.session, { roundId: `popular-${i}-0000`, stake: 1000, target: 50, direction: 'under' });
    // the round updates no shared counter
    expect(await popularity()).toBe(before);
    await foldPlays(s.db);
    expect(await popularity()).toBe(before + 3);
    await foldPlays(s.db);
    expect(await popularity()).toBe(before + 3);
  });

  it('a round never waits for a round of another member (PostgreSQL: one held open, the other completes)', async () => {
    if (s.kind !== 'postgres') return;
    const a = await player(100_000, 'XGS-DICE');
    const b = await player(100_000, 'XGS-DICE');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let aPlayed: () => void = () => {};
    const aInside = new Promise<void>((resolve) => (aPlayed = resolve));
    // a's round is played and its transaction left open: its locks are held
    const held = s.db.transaction(async (tx) => {
      await playRoundIn(tx, a.session, { roundId: 'held-open-0001', stake: 1000, target: 50, direction: 'under' });
      aPlayed();
      await gate;
    });
    await aInside;
    const other = playRound(s.db, b.session, { roundId: 'other-0001', stake: 1000, target: 50, direction: 'over' }).then(() => 'played');
    const outcome = await Promise.race([other, new Promise((resolve) => setTimeout(() => resolve('blocked'), 3000))]);
    release();
    await held;
    expect(outcome).toBe('played');
  });

  it('conserves money over 2,000 rounds of dice and slot: member + house unchanged, every round verifiable', async () => {
    const dice = await player(1_000_000, 'XGS-DICE');
    const slot = await player(1_000_000, 'SS-FRUIT');
    const house = (await houseAccountOf(s.db, 'LOTUS', 'games')).id;
    const houseBefore = await balance(house);
    const total = async () => (await balance(dice.walletId)) + (await balance(slot.walletId)) + (await balance(house));
    const before = await total();
    let played = 0;
    for (let i = 0; i < 1000; i += 1) {
      const target = 5 + (i % 90);
      for (const [p, extra] of [
        [dice, { target, direction: i % 2 ? 'over' : 'under' }],
        [slot, {}],
      ] as const) {
        try {
          await playRound(s.db, p.session, { roundId: `cons-${p.memberId}-${i}`, stake: 2000, ...extra });
          played += 1;
        } catch (error) {
          expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        }
      }
    }
    expect(played).toBeGreaterThan(1500);
    expect(await total()).toBe(before);
    // the cached balances equal the postings
    for (const id of [dice.walletId, slot.walletId, house]) expect(await postedBalance(s.db, id)).toBe(await balance(id));
    // the record: stakes and payouts explain every change of the house account
    const [sums] = await s.db
      .select({ stake: sql<string>`sum(${inhouseRounds.stake})::text`, payout: sql<string>`sum(${inhouseRounds.payout})::text` })
      .from(inhouseRounds)
      .where(sql`${inhouseRounds.memberId} in (${dice.memberId}, ${slot.memberId})`);
    expect((await balance(house)) - houseBefore).toBe(BigInt(sums?.stake ?? '0') - BigInt(sums?.payout ?? '0'));
    // every recorded round is reproduced from its revealed seed
    const rounds = await s.db.select().from(inhouseRounds).where(sql`${inhouseRounds.memberId} in (${dice.memberId}, ${slot.memberId})`);
    for (const r of rounds) {
      expect(seedHash(r.serverSeed)).toBe(r.serverSeedHash);
      if (r.kind === 'dice') {
        const bet = r.bet as { target: number; direction: 'under' | 'over' };
        const roll = diceRoll(r.serverSeed, r.clientSeed, r.nonce);
        expect(r.outcome.roll).toBe(roll);
        expect(r.payout).toBe(dicePayout(r.stake, roll, bet));
      } else {
        const reels = slotReels(r.serverSeed, r.clientSeed, r.nonce);
        expect(r.outcome.reels).toEqual(reels);
        expect(r.payout).toBe(slotPayout(r.stake, reels));
      }
    }
    // nonces count up with no gap and seeds never repeat
    const diceNonces = rounds.filter((r) => r.memberId === dice.memberId).map((r) => r.nonce).sort((a, b) => a - b);
    expect(diceNonces).toEqual(diceNonces.map((_, i) => i));
    expect(new Set(rounds.map((r) => r.serverSeed)).size).toBe(rounds.length);
    // 2,000 transactions on embedded PGlite take about a minute on two busy cores
  }, 240_000);

  it('serves the game pages with the session, and a verify page', async () => {
    const p = await player(10_000, 'XGS-SLOT');
    const page = await s.app.inject({ method: 'GET', url: `/games/slot?session=${p.sessionToken}&lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Triple Lotus Slot');
    expect((await s.app.inject({ method: 'GET', url: '/games/dice?session=nope' })).statusCode).toBe(401);
    const verify = await s.app.inject({ method: 'GET', url: '/games/verify?lang=TY' });
    expect(verify.body).toContain('Kiểm tra một ván');
  });
});
