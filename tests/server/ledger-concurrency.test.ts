import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { members, merchants } from '../../server/src/db/schema';
import { accountOf, houseAccountOf, type Account } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { post, postedBalance, type PostRequest, type PostResult } from '../../server/src/modules/wallet/ledger';
import { openTestDatabase, type TestDatabase } from './helpers';

/*
 * The ledger hammered: thousands of random movements at once from many
 * members — deposits, withdrawals (hold, then release or disbursement),
 * transfers between a member's wallets and between members, bets and
 * payouts, a few split in three — with replays of used keys (at once and
 * later) and conflicting reuses. A model applies each movement the ledger
 * reports as done exactly once; at the end the books must match it to the
 * unit, replays must have moved nothing, and the consistency check must find
 * nothing.
 */

const MERCHANT = 'HAMMER';
const MEMBERS = 40;
const OPERATIONS = 4000;

interface Wallets {
  main: Account;
  hold: Account;
  vendor: Account;
  memberId: number;
}

describe('ledger under concurrent load', () => {
  let t: TestDatabase;
  let wallets: Wallets[];
  let cash: Account;
  let games: Account;
  let bonus: Account;

  beforeAll(async () => {
    t = await openTestDatabase({ seed: false });
    await t.db.insert(merchants).values({
      code: MERCHANT,
      brandName: 'Hammer',
      platform: 'web',
      lotteryType: 'VN',
      device: 'pc',
      prizeModes: [],
      currency: 'VND',
      currencySymbol: '₫',
      defaultLanguage: 'EN',
      settings: {} as never,
      customerService: {} as never,
    });
    const created = await t.db
      .insert(members)
      .values(Array.from({ length: MEMBERS }, (_, i) => ({ merchantCode: MERCHANT, account: `hammer${i}`, nickname: `H${i}`, passwordHash: '!' })))
      .returning({ id: members.id });
    cash = await houseAccountOf(t.db, MERCHANT, 'cash');
    games = await houseAccountOf(t.db, MERCHANT, 'games');
    bonus = await houseAccountOf(t.db, MERCHANT, 'bonus');
    wallets = [];
    for (const m of created) {
      wallets.push({
        memberId: m.id,
        main: await accountOf(t.db, m.id, 'main'),
        hold: await accountOf(t.db, m.id, 'hold'),
        vendor: await accountOf(t.db, m.id, { vendor: 'XGS' }),
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`keeps the books to the unit through ${OPERATIONS} random concurrent movements, replays and conflicting reuses`, async () => {
    let seed = 20_261_124;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * n);
    };
    const amount = (max: number) => BigInt(1 + random(max));

    /** What the ledger should hold: every movement reported done, applied once. */
    const model = new Map<number, bigint>();
    const apply = (result: PostResult) => {
      for (const p of result.postings) model.set(p.accountId, (model.get(p.accountId) ?? 0n) + p.amount);
    };
    const done: { request: PostRequest; result: PostResult }[] = [];
    const stats = { moved: 0, refused: 0, replays: 0, concurrentReplays: 0, conflicts: 0 };

    /** One movement; a refusal for lack of money is part of the game, anything else fails the test. */
    const move = async (request: PostRequest): Promise<PostResult | null> => {
      try {
        const result = await post(t.db, request);
        if (result.replayed) throw new Error(`a fresh key was answered as a replay: ${request.idempotencyKey}`);
        apply(result);
        done.push({ request, result });
        stats.moved += 1;
        return result;
      } catch (error) {
        if ((error as { code?: string }).code !== 'INSUFFICIENT_FUNDS') throw error;
        stats.refused += 1;
        return null;
      }
    };
    const two = (key: string, kind: PostRequest['kind'], from: Account, to: Account, value: bigint, extra: Partial<PostRequest> = {}): PostRequest => ({
      idempotencyKey: key,
      kind,
      legs: [
        { account: from, amount: -value },
        { account: to, amount: value },
      ],
      ...extra,
    });

    const operation = async (i: number): Promise<void> => {
      const me = wallets[random(MEMBERS)] as Wallets;
      const other = wallets[random(MEMBERS)] as Wallets;
      const key = `hammer:${i}`;
      const roll = random(100);
      if (roll < 14) {
        await move(two(key, 'deposit', cash, me.main, amount(50_000), { ref: { type: 'deposit_order', id: `D${i}` } }));
      } else if (roll < 26) {
        // a withdrawal: held, then refused (released) or paid out (disbursed to the house cash)
        const ref = { type: 'withdrawal', id: `W${i}` };
        const value = amount(20_000);
        const held = await move(two(`${key}:hold`, 'hold', me.main, me.hold, value, { ref }));
        if (!held) return;
        if (random(3) === 0) await move(two(`${key}:release`, 'release', me.hold, me.main, value, { ref }));
        else await move(two(`${key}:disburse`, 'withdrawal', me.hold, cash, value, { ref }));
      } else if (roll < 36) {
        await move(two(key, 'transfer_in', me.main, me.vendor, amount(10_000)));
      } else if (roll < 44) {
        await move(two(key, 'transfer_out', me.vendor, me.main, amount(10_000)));
      } else if (roll < 54) {
        if (other.memberId === me.memberId) return;
        await move(two(key, random(2) ? 'transfer' : 'upline_transfer', me.main, other.main, amount(10_000)));
      } else if (roll < 72) {
        const ref = { type: 'round', id: `R${i}` };
        const stake = amount(5_000);
        const bet = await move(two(`${key}:bet`, 'bet', me.main, games, stake, { ref }));
        if (bet && random(2) === 0) await move(two(`${key}:win`, 'payout', games, me.main, stake * BigInt(1 + random(3)), { ref }));
      } else if (roll < 76) {
        // one movement of three legs: a member's win paid partly as a bonus
        const value = amount(3_000);
        await move({
          idempotencyKey: key,
          kind: 'payout',
          memberId: me.memberId,
          legs: [
            { account: games, amount: -value },
            { account: bonus, amount: -value },
            { account: me.main, amount: 2n * value },
          ],
        });
      } else if (roll < 88) {
        // a replay of a movement done before: the first answer, nothing moved
        const earlier = done[random(done.length)];
        if (!earlier) return;
        const again = await post(t.db, earlier.request);
        expect(again.replayed).toBe(true);
        expect(again.transactionId).toBe(earlier.result.transactionId);
        expect(again.postings).toEqual(earlier.result.postings);
        stats.replays += 1;
      } else if (roll < 94) {
        // the same new movement sent three times at once: done once at most
        const request = two(key, 'transfer_in', me.main, me.vendor, amount(2_000));
        const answers = await Promise.allSettled([post(t.db, request), post(t.db, request), post(t.db, request)]);
        const firsts = answers.filter((a) => a.status === 'fulfilled' && !a.value.replayed);
        expect(firsts.length).toBeLessThanOrEqual(1);
        for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        const first = firsts[0];
        if (first?.status === 'fulfilled') {
          apply(first.value);
          done.push({ request, result: first.value });
          stats.moved += 1;
          stats.concurrentReplays += answers.filter((a) => a.status === 'fulfilled' && a.value.replayed).length;
        }
      } else {
        // a used key for another movement: refused, nothing moved
        const earlier = done[random(done.length)];
        if (!earlier) return;
        // one unit more from a payer to a payee
        const payer = earlier.request.legs.findIndex((l) => l.amount < 0n);
        const payee = earlier.request.legs.findIndex((l) => l.amount > 0n);
        const legs = earlier.request.legs.map((l, at) => ({ ...l, amount: l.amount + (at === payer ? -1n : at === payee ? 1n : 0n) }));
        const changed = { ...earlier.request, legs };
        await expect(post(t.db, changed)).rejects.toMatchObject({ code: 'CONFLICT' });
        stats.conflicts += 1;
      }
    };

    const started = performance.now();
    // opening deposits so that most movements have money to move
    await Promise.all(wallets.map((w) => move(two(`hammer:open:${w.memberId}`, 'deposit', cash, w.main, 200_000n))));
    const concurrency = t.kind === 'postgres' ? 16 : 8;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < OPERATIONS) {
          const i = next;
          next += 1;
          await operation(i);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // the books match the model to the unit: no movement lost, none applied twice, no replay moved money
    const accounts = [cash, games, bonus, ...wallets.flatMap((w) => [w.main, w.hold, w.vendor])];
    for (const account of accounts) expect(await postedBalance(t.db, account)).toBe(model.get(account.id) ?? 0n);
    const cached = await queryRows<{ id: number; balance: string }>(
      t.db,
      sql`select id, balance::text as balance from wallet_accounts where merchant_code = ${MERCHANT} and kind <> 'house'`,
    );
    for (const row of cached) {
      expect(BigInt(row.balance)).toBe(model.get(row.id) ?? 0n);
      expect(BigInt(row.balance)).toBeGreaterThanOrEqual(0n);
    }
    const [count] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_transactions`);
    expect(count?.n).toBe(done.length);
    expect(await checkLedger(t.db)).toEqual([]);

    expect(stats.moved).toBeGreaterThan(OPERATIONS / 2);
    expect(stats.refused).toBeGreaterThan(0);
    expect(stats.replays).toBeGreaterThan(100);
    expect(stats.conflicts).toBeGreaterThan(50);
    console.info(
      `ledger hammer (${t.kind}, ${concurrency} at a time): ${OPERATIONS} operations in ${seconds.toFixed(1)} s — ` +
        `${stats.moved} movements, ${stats.refused} refused for funds, ${stats.replays} replays, ` +
        `${stats.concurrentReplays} concurrent repeats answered as replays, ${stats.conflicts} conflicting reuses; no drift`,
    );
  }, 120_000);
});
