import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, ledgerTransactions, members, walletAccounts } from '../../server/src/db/schema';
import { ApiError } from '../../server/src/lib/errors';
import { accountOf, houseAccountOf, type Account } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { post, postedBalance, transfer } from '../../server/src/modules/wallet/ledger';
import { openTestDatabase, type TestDatabase } from './helpers';

describe('ledger', () => {
  let t: TestDatabase;
  let cash: Account;
  const wallets: Account[] = [];

  /** A member wallet of its own for each test scenario, untouched by the seed. */
  async function newWallet(): Promise<Account> {
    const [m] = await t.db
      .insert(members)
      .values({ merchantCode: 'LOTUS', account: `ledger${Math.random().toString(36).slice(2, 10)}`, nickname: 'x', passwordHash: '!' })
      .returning({ id: members.id });
    if (!m) throw new Error('no member');
    return accountOf(t.db, m.id, 'main');
  }

  async function balanceOf(account: Account): Promise<bigint> {
    const [row] = await t.db.select({ b: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, account.id));
    return row?.b ?? -1n;
  }

  beforeAll(async () => {
    t = await openTestDatabase();
    cash = await houseAccountOf(t.db, 'LOTUS', 'cash');
    for (let i = 0; i < 3; i += 1) wallets.push(await newWallet());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves money once per idempotency key and returns the first result on a repeat', async () => {
    const [a] = wallets as [Account];
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
    const [a] = wallets as [Account];
    await expect(
      transfer(t.db, { idempotencyKey: 'test:deposit:1', from: cash, to: a, amount: 99n, kind: 'deposit' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses an overdraft of a member wallet and leaves no trace of it', async () => {
    const [a, b] = wallets as [Account, Account];
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
    const [a, b] = wallets as [Account, Account];
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
    const [a] = wallets as [Account];
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ idempotencyKey: 'test:unbalanced', kind: 'adjustment', memberId: a.memberId, currency: 'VND' })
          .returning();
        await tx.insert(ledgerPostings).values({ transactionId: row?.id ?? 0, accountId: a.id, accountKind: a.kind, amount: 1n, balanceAfter: 1n });
      }),
    ).rejects.toThrow();
    await expect(t.db.update(ledgerPostings).set({ amount: 1n })).rejects.toThrow();
    await expect(t.db.delete(ledgerTransactions)).rejects.toThrow();
  });

  it('keeps the CHECK on member balances as a last line of defence', async () => {
    const [a] = wallets as [Account];
    await expect(t.db.update(walletAccounts).set({ balance: -1n }).where(eq(walletAccounts.id, a.id))).rejects.toThrow();
  });

  it('conserves money under concurrent transfers and never overdraws', async () => {
    const [a, b, c] = wallets as [Account, Account, Account];
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
      const from = ids[next() % 3] as Account;
      const to = ids.filter((id) => id !== from)[next() % 2] as Account;
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

  it('moves money between N accounts at once, and the house account caches nothing', async () => {
    const [a, b, c] = wallets as [Account, Account, Account];
    await transfer(t.db, { idempotencyKey: 'test:n:fund', kind: 'deposit', from: cash, to: a, amount: 900n });
    const games = await houseAccountOf(t.db, 'LOTUS', 'games');
    const before = { b: await balanceOf(b), c: await balanceOf(c), games: await postedBalance(t.db, games) };
    const result = await post(t.db, {
      idempotencyKey: 'test:n:split',
      kind: 'adjustment',
      ref: { type: 'test', id: 'split-1' },
      memo: 'one payer, three payees',
      legs: [
        { account: a, amount: -900n },
        { account: b, amount: 200n },
        { account: c, amount: 300n },
        { account: games, amount: 400n },
      ],
    });
    expect(result.memberId).toBe(a.memberId);
    expect(result.postings.map((p) => p.accountId)).toEqual([a, b, c, games].map((x) => x.id).sort((x, y) => x - y));
    expect(result.postings.find((p) => p.accountId === games.id)?.balanceAfter).toBeNull();
    expect(await balanceOf(b)).toBe(before.b + 200n);
    expect(await balanceOf(c)).toBe(before.c + 300n);
    expect(await postedBalance(t.db, games)).toBe(before.games + 400n);
    const [house] = await t.db.select({ b: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, games.id));
    expect(house?.b).toBeNull();
    // the same key for other legs is a conflict; for the same legs, a replay
    await expect(
      post(t.db, { idempotencyKey: 'test:n:split', kind: 'adjustment', ref: { type: 'test', id: 'split-1' }, legs: [{ account: a, amount: -1n }, { account: b, amount: 1n }] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const again = await post(t.db, {
      idempotencyKey: 'test:n:split',
      kind: 'adjustment',
      ref: { type: 'test', id: 'split-1' },
      legs: [
        { account: games, amount: 400n },
        { account: c, amount: 300n },
        { account: b, amount: 200n },
        { account: a, amount: -900n },
      ],
    });
    expect(again.replayed).toBe(true);
    expect(again.postings).toEqual(result.postings);
    await expect(post(t.db, { idempotencyKey: 'test:n:odd', kind: 'adjustment', legs: [{ account: a, amount: -1n }, { account: b, amount: 2n }] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(post(t.db, { idempotencyKey: 'test:n:one', kind: 'adjustment', legs: [{ account: a, amount: 0n }, { account: b, amount: 0n }] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('opens hold and vendor accounts on first use and keeps them apart', async () => {
    const [a] = wallets as [Account];
    const memberId = a.memberId ?? -1;
    const hold = await accountOf(t.db, memberId, 'hold');
    const vendor = await accountOf(t.db, memberId, { vendor: 'XGS' });
    expect(hold.kind).toBe('hold');
    expect(vendor).toMatchObject({ kind: 'vendor', vendorCode: 'XGS' });
    expect((await accountOf(t.db, memberId, 'hold')).id).toBe(hold.id);
    const [h2, h3] = await Promise.all([accountOf(t.db, memberId, { vendor: 'SS' }), accountOf(t.db, memberId, { vendor: 'SS' })]);
    expect(h2.id).toBe(h3.id);
    await expect(accountOf(t.db, 999_999, 'main')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("moves money in the caller's transaction: with the state change it belongs to, or not at all", async () => {
    const [a] = wallets as [Account];
    await transfer(t.db, { idempotencyKey: 'test:tx:fund', kind: 'deposit', from: cash, to: a, amount: 1_000n });
    const hold = await accountOf(t.db, a.memberId ?? -1, 'hold');
    const before = { main: await balanceOf(a), hold: await balanceOf(hold) };
    const request = { idempotencyKey: 'test:tx:hold', kind: 'hold' as const, from: a, to: hold, amount: 300n, ref: { type: 'withdrawal', id: 'W-1' } };
    await expect(
      t.db.transaction(async (tx) => {
        await transfer(tx, request);
        throw new Error('the withdrawal could not become held');
      }),
    ).rejects.toThrow('held');
    expect(await balanceOf(a)).toBe(before.main);
    expect(await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'test:tx:hold'))).toHaveLength(0);
    await t.db.transaction(async (tx) => {
      const held = await transfer(tx, request);
      expect(held.from.balanceAfter).toBe(before.main - 300n);
    });
    expect(await balanceOf(a)).toBe(before.main - 300n);
    expect(await balanceOf(hold)).toBe(before.hold + 300n);
  });

  it('refuses an account that is not what it claims to be, without calling it a lack of funds', async () => {
    const [a, b] = wallets as [Account, Account];
    const forged: Account = { ...a, kind: 'house' };
    const error = await transfer(t.db, { idempotencyKey: 'test:forged', kind: 'adjustment', from: forged, to: b, amount: 1n }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const disguised: Account = { ...cash, kind: 'main' };
    const again = await transfer(t.db, { idempotencyKey: 'test:disguised', kind: 'adjustment', from: disguised, to: b, amount: 1n }).catch((e: unknown) => e);
    expect(again).not.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await t.db.select().from(ledgerTransactions).where(sql`${ledgerTransactions.idempotencyKey} in ('test:forged', 'test:disguised')`)).toHaveLength(0);
  });

  it('the consistency check finds nothing on a sound ledger, and each kind of tampering', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    const [a, b] = wallets as [Account, Account];
    const tampered = await t.db
      .transaction(async (tx) => {
        // what only a bug or a hand on the database could do: the guards are lifted in this transaction
        await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_balanced`);
        await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_balanced`);
        await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`);
        await tx.update(walletAccounts).set({ balance: sql`${walletAccounts.balance} + 5` }).where(eq(walletAccounts.id, a.id));
        const [lone] = await tx.insert(ledgerTransactions).values({ idempotencyKey: 'test:lone', kind: 'adjustment', currency: 'VND' }).returning();
        const [odd] = await tx.insert(ledgerTransactions).values({ idempotencyKey: 'test:odd', kind: 'adjustment', currency: 'VND' }).returning();
        const [bNow] = await tx.select({ b: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.id, b.id));
        await tx.insert(ledgerPostings).values([
          { transactionId: odd?.id ?? 0, accountId: cash.id, accountKind: 'house', amount: -7n, balanceAfter: null },
          { transactionId: odd?.id ?? 0, accountId: b.id, accountKind: b.kind, amount: 8n, balanceAfter: (bNow?.b ?? 0n) + 8n },
        ]);
        await tx.execute(sql`update ledger_postings set balance_after = balance_after + 1 where id = (select max(id) from ledger_postings where account_id = ${b.id})`);
        const problems = await checkLedger(tx);
        throw Object.assign(new Error('roll back'), { problems, lone: lone?.id, odd: odd?.id });
      })
      .catch((error: { problems: Awaited<ReturnType<typeof checkLedger>>; lone: number; odd: number }) => error);
    const kinds = tampered.problems.map((p) => `${p.kind}:${p.transactionId ?? p.accountId}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        `too_few_postings:${tampered.lone}`,
        `unbalanced:${tampered.odd}`,
        `balance_drift:${a.id}`,
        `balance_drift:${b.id}`,
        `running_balance:${b.id}`,
      ]),
    );
    // rolled back: the ledger is sound again
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
