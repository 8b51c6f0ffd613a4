import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, ledgerTransactions, members, walletAccounts } from '../../server/src/db/schema';
import { ApiError } from '../../server/src/lib/errors';
import { houseAccountCode, houseAccount, postedBalance, transfer } from '../../server/src/modules/wallet/ledger';
import { openTestDatabase, type TestDatabase } from './helpers';

describe('ledger', () => {
  let t: TestDatabase;
  let cash: number;
  const wallets: number[] = [];

  /** A member wallet of its own for each test scenario, untouched by the seed. */
  async function newWallet(): Promise<number> {
    const [m] = await t.db
      .insert(members)
      .values({ merchantCode: 'LOTUS', account: `ledger${Math.random().toString(36).slice(2, 10)}`, nickname: 'x', passwordHash: '!' })
      .returning({ id: members.id });
    const [w] = await t.db
      .insert(walletAccounts)
      .values({ merchantCode: 'LOTUS', kind: 'member', memberId: m?.id, currency: 'VND' })
      .returning({ id: walletAccounts.id });
    if (!w) throw new Error('no wallet');
    return w.id;
  }

  async function balanceOf(id: number): Promise<bigint> {
    const [row] = await t.db.select({ b: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, id));
    return row?.b ?? -1n;
  }

  beforeAll(async () => {
    t = await openTestDatabase();
    cash = await houseAccount(t.db, houseAccountCode('LOTUS', 'CASH'));
    for (let i = 0; i < 3; i += 1) wallets.push(await newWallet());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves money once per idempotency key and returns the first result on a repeat', async () => {
    const [a] = wallets as [number];
    const req = { idempotencyKey: 'test:deposit:1', from: cash, to: a, amount: 10_000n, kind: 'deposit' as const };
    const first = await transfer(t.db, req);
    const again = await transfer(t.db, req);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.to.balanceAfter).toBe(10_000n);
    expect(await balanceOf(a)).toBe(10_000n);
    const rows = await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'test:deposit:1'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a repeat of a key with different terms', async () => {
    const [a] = wallets as [number];
    await expect(
      transfer(t.db, { idempotencyKey: 'test:deposit:1', from: cash, to: a, amount: 99n, kind: 'deposit' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses an overdraft of a member wallet and leaves no trace of it', async () => {
    const [a, b] = wallets as [number, number];
    const before = await balanceOf(a);
    const error = await transfer(t.db, { idempotencyKey: 'test:overdraft', from: a, to: b, amount: before + 1n, kind: 'transfer' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 409 });
    expect(await balanceOf(a)).toBe(before);
    const rows = await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'test:overdraft'));
    expect(rows).toHaveLength(0);
    // the same key can be used again once the money is there
    await transfer(t.db, { idempotencyKey: 'test:overdraft', from: a, to: b, amount: before, kind: 'transfer' });
    expect(await balanceOf(a)).toBe(0n);
  });

  it('refuses zero, negative and self transfers', async () => {
    const [a, b] = wallets as [number, number];
    await expect(transfer(t.db, { idempotencyKey: 'z', from: a, to: b, amount: 0n, kind: 'transfer' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(transfer(t.db, { idempotencyKey: 'n', from: a, to: b, amount: -5n, kind: 'transfer' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(transfer(t.db, { idempotencyKey: 's', from: a, to: a, amount: 5n, kind: 'transfer' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps the books balanced: the postings of every transaction sum to zero', async () => {
    const unbalanced = await t.db
      .select({ id: ledgerPostings.transactionId, sum: sql<string>`sum(${ledgerPostings.amount})::text` })
      .from(ledgerPostings)
      .groupBy(ledgerPostings.transactionId)
      .having(sql`sum(${ledgerPostings.amount}) <> 0 or count(*) <> 2`);
    expect(unbalanced).toEqual([]);
  });

  it('has the database refuse an unbalanced transaction and any rewrite of history', async () => {
    const [a] = wallets as [number];
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ idempotencyKey: 'test:unbalanced', kind: 'adjustment', fromAccountId: cash, toAccountId: a, amount: 1n, currency: 'VND' })
          .returning();
        await tx.insert(ledgerPostings).values({ transactionId: row?.id ?? 0, accountId: a, amount: 1n, balanceAfter: 1n });
      }),
    ).rejects.toThrow();
    await expect(t.db.update(ledgerPostings).set({ amount: 1n })).rejects.toThrow();
    await expect(t.db.delete(ledgerTransactions)).rejects.toThrow();
  });

  it('keeps the CHECK on member balances as a last line of defence', async () => {
    const [a] = wallets as [number];
    await expect(t.db.update(walletAccounts).set({ balance: -1n }).where(eq(walletAccounts.id, a))).rejects.toThrow();
  });

  it('conserves money under concurrent transfers and never overdraws', async () => {
    const [a, b, c] = wallets as [number, number, number];
    await transfer(t.db, { idempotencyKey: 'test:fund:a', from: cash, to: a, amount: 5_000n, kind: 'deposit' });
    await transfer(t.db, { idempotencyKey: 'test:fund:b', from: cash, to: b, amount: 5_000n, kind: 'deposit' });
    await transfer(t.db, { idempotencyKey: 'test:fund:c', from: cash, to: c, amount: 5_000n, kind: 'deposit' });
    const ids = [a, b, c];
    const total = async () => (await balanceOf(a)) + (await balanceOf(b)) + (await balanceOf(c));
    const before = await total();

    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const moves = Array.from({ length: 60 }, (_, i) => {
      const from = ids[next() % 3] as number;
      const to = ids.filter((id) => id !== from)[next() % 2] as number;
      // large enough that some must fail for lack of funds
      return { idempotencyKey: `test:concurrent:${i}`, from, to, amount: BigInt(500 + (next() % 3_000)), kind: 'transfer' as const };
    });
    // each move twice: the duplicate must not move money a second time
    const results = await Promise.allSettled([...moves, ...moves].map((m) => transfer(t.db, m)));
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    const applied = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.idempotencyKey} like 'test:concurrent:%'`);
    expect(applied[0]?.n).toBeLessThanOrEqual(60);
    expect(applied[0]?.n).toBeGreaterThan(0);

    expect(await total()).toBe(before);
    for (const id of ids) {
      const balance = await balanceOf(id);
      expect(balance).toBeGreaterThanOrEqual(0n);
      expect(await postedBalance(t.db, id)).toBe(balance);
    }
  });
});
