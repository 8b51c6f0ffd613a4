import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/db/migrate';
import { accountOf, balancesOf, houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { checkLedger } from '../../server/src/modules/wallet/check';
import { postedBalance, transfer } from '../../server/src/modules/wallet/ledger';
import { migrationsBefore, openTestDatabase, type TestDatabase } from './helpers';

describe('ledger v2 migration', () => {
  let t: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    t = await openTestDatabase({ migrate: false });
    folder = migrationsBefore('0011_ledger_v2');
    await migrateDatabase(t.handle, folder);
    // a v1 ledger: one wallet per member, house accounts named by code, two-posting transfers
    await t.db.execute(sql`
      insert into merchants (code, brand_name, platform, lottery_type, device, prize_modes, currency, currency_symbol, default_language, settings, customer_service)
      values ('OLD', 'Old brand', 'web', 'VN', 'pc', '[]', 'VND', '₫', 'EN', '{}', '{}')`);
    await t.db.execute(sql`
      insert into members (merchant_code, account, nickname, password_hash) values ('OLD', 'alice', 'Alice', '!'), ('OLD', 'bob', 'Bob', '!')`);
    await t.db.execute(sql`
      insert into wallet_accounts (merchant_code, kind, member_id, code, currency, balance) values
        ('OLD', 'member', (select id from members where account = 'alice'), null, 'VND', 0),
        ('OLD', 'member', (select id from members where account = 'bob'), null, 'VND', 0),
        ('OLD', 'house', null, 'OLD:HOUSE:CASH', 'VND', 0),
        ('OLD', 'house', null, 'OLD:HOUSE:GAMES', 'VND', 0)`);
    const id = async (where: string) =>
      (await queryRows<{ id: number }>(t.db, sql.raw(`select w.id from wallet_accounts w left join members m on m.id = w.member_id where ${where}`)))[0]?.id ?? -1;
    const alice = await id(`m.account = 'alice'`);
    const bob = await id(`m.account = 'bob'`);
    const cash = await id(`w.code = 'OLD:HOUSE:CASH'`);
    const games = await id(`w.code = 'OLD:HOUSE:GAMES'`);
    // what the v1 transfer() wrote: a transaction, two postings with balances after, the cached balances
    const moves: [string, string, number, number, number][] = [
      ['v1:deposit:alice', 'deposit', cash, alice, 10_000],
      ['v1:deposit:bob', 'deposit', cash, bob, 5_000],
      ['v1:bet:alice', 'bet', alice, games, 3_000],
      ['v1:win:alice', 'payout', games, alice, 6_000],
      ['v1:transfer', 'transfer', bob, alice, 1_000],
    ];
    const balances = new Map<number, number>([[alice, 0], [bob, 0], [cash, 0], [games, 0]]);
    for (const [key, kind, from, to, amount] of moves) {
      balances.set(from, (balances.get(from) ?? 0) - amount);
      balances.set(to, (balances.get(to) ?? 0) + amount);
      await t.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into ledger_transactions (idempotency_key, kind, from_account_id, to_account_id, amount, currency)
              values (${key}, ${kind}, ${from}, ${to}, ${amount}, 'VND') returning id`,
        );
        await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after) values
          (${row?.id}, ${from}, ${-amount}, ${balances.get(from)}), (${row?.id}, ${to}, ${amount}, ${balances.get(to)})`);
        for (const account of [from, to]) await tx.execute(sql`update wallet_accounts set balance = ${balances.get(account)} where id = ${account}`);
      });
    }
    await migrateDatabase(t.handle);
  });
  afterAll(async () => {
    await t?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('moves a v1 ledger forward: main wallets, house purposes without cached balances, members on transactions', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    const accounts = await queryRows<{ kind: string; purpose: string | null; balance: string | null; account: string | null }>(
      t.db,
      sql`select w.kind, w.purpose, w.balance::text as balance, m.account from wallet_accounts w left join members m on m.id = w.member_id order by w.id`,
    );
    expect(accounts).toEqual([
      { kind: 'main', purpose: null, balance: '14000', account: 'alice' },
      { kind: 'main', purpose: null, balance: '4000', account: 'bob' },
      { kind: 'house', purpose: 'cash', balance: null, account: null },
      { kind: 'house', purpose: 'games', balance: null, account: null },
    ]);
    const transactions = await queryRows<{ key: string; account: string }>(
      t.db,
      sql`select t.idempotency_key as key, m.account from ledger_transactions t join members m on m.id = t.member_id order by t.id`,
    );
    // the member a movement concerns; a transfer between members is the payer's
    expect(transactions.map((r) => `${r.key}:${r.account}`)).toEqual([
      'v1:deposit:alice:alice',
      'v1:deposit:bob:bob',
      'v1:bet:alice:alice',
      'v1:win:alice:alice',
      'v1:transfer:bob',
    ]);
  });

  it('goes on with the v2 ledger where v1 stopped', async () => {
    const [alice] = await queryRows<{ id: number }>(t.db, sql`select id from members where account = 'alice'`);
    const main = await accountOf(t.db, alice?.id ?? -1, 'main');
    const cash = await houseAccountOf(t.db, 'OLD', 'cash');
    expect(await postedBalance(t.db, cash)).toBe(-15_000n);
    // a v1 key is still taken: its replay moves nothing
    const replay = await transfer(t.db, { idempotencyKey: 'v1:deposit:alice', kind: 'deposit', from: cash, to: main, amount: 10_000n });
    expect(replay.replayed).toBe(true);
    await transfer(t.db, { idempotencyKey: 'v2:deposit:alice', kind: 'deposit', from: cash, to: main, amount: 500n });
    expect((await balancesOf(t.db, alice?.id ?? -1)).main).toBe(14_500n);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
