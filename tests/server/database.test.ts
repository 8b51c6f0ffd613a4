import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../server/src/db/migrate';
import * as schema from '../../server/src/db/schema';
import { seedDatabase } from '../../server/src/seed/seed';
import { accountSeeds } from '../../server/src/seed/data/accounts';
import { vendorSeeds } from '../../server/src/seed/data/vendors';
import { houseAccountOf } from '../../server/src/modules/wallet/accounts';
import { postedBalance } from '../../server/src/modules/wallet/ledger';
import { loadPayloadKeys } from '../../server/src/db/payload-keys';
import { openTestDatabase, testConfig, type TestDatabase } from './helpers';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

async function countAll(t: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}

describe('migrations and seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are idempotent: a second (and a concurrent third and fourth) run changes nothing', async () => {
    const before = await countAll(t);
    expect(before.members).toBe(accountSeeds.length + 1);
    await migrateDatabase(t.handle);
    await seedDatabase(t.db);
    // instances starting together: the advisory locks serialise them
    await Promise.all([seedDatabase(t.db), seedDatabase(t.db)]);
    expect(await countAll(t)).toEqual(before);
  });

  it('skips the ranked prizes of the periods before the first seed only: a later start leaves a missed period to the job', async () => {
    const name = 'promotions:ranked-prizes';
    const windows = async () =>
      (await t.db.select({ at: schema.jobWindows.windowStart }).from(schema.jobWindows).where(eq(schema.jobWindows.jobName, name))).map((w) => w.at.getTime());
    const first = await windows();
    // the first seed marked the hour that had ended before it
    expect(first).toHaveLength(1);
    // a start three hours later (the server was down meanwhile): the hours since are the job's to catch up
    await seedDatabase(t.db, { now: Date.now() + 3 * 3_600_000 });
    expect(await windows()).toEqual(first);
  });

  it('seeds the demo balances through the ledger, with postings that explain every balance', async () => {
    const wallets = await t.db
      .select({ id: schema.walletAccounts.id, account: schema.members.account, balance: schema.walletAccounts.balance })
      .from(schema.walletAccounts)
      .innerJoin(schema.members, eq(schema.members.id, schema.walletAccounts.memberId));
    const byAccount = new Map(wallets.map((w) => [w.account, w]));
    expect(byAccount.get('demo')?.balance).toBe(500_000_000n);
    expect(byAccount.get('agent')?.balance).toBe(2_000_000_000n);
    for (const w of wallets) expect(await postedBalance(t.db, w.id)).toBe(w.balance);

    const [total] = await t.db.select({ sum: sql<string>`sum(${schema.ledgerPostings.amount})::text` }).from(schema.ledgerPostings);
    expect(total?.sum).toBe('0');
    // a house account caches no balance: its balance is the sum of its postings
    const cash = { balance: await postedBalance(t.db, await houseAccountOf(t.db, 'LOTUS', 'cash')) };
    const deposited = accountSeeds.reduce((sum, a) => sum + BigInt(a.deposit) * 100n, 0n);
    expect(cash?.balance).toBe(-deposited);
  });

  it("puts the agent's team under the agent and seeds the catalogue", async () => {
    const [agent] = await t.db.select().from(schema.members).where(eq(schema.members.account, 'agent'));
    const downline = await t.db.select().from(schema.members).where(eq(schema.members.uplineId, agent?.id ?? -1));
    // five members of its own, two sub-agents, and the team's players placed directly under it
    expect(downline).toHaveLength(accountSeeds.filter((a) => a.upline === 'agent').length);
    expect(downline.length).toBeGreaterThanOrEqual(5);
    const vendors = await t.db.select().from(schema.gameVendors);
    expect(vendors.length).toBe(vendorSeeds.length);
    expect(vendors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(vendors.map((v) => v.category)).size).toBe(9);
  });

  it('stores one payload key pair that every instance reads back', async () => {
    const config = testConfig();
    const [a, b] = await Promise.all([loadPayloadKeys(t.db, config), loadPayloadKeys(t.db, config)]);
    const c = await loadPayloadKeys(t.db, config);
    expect(a.keyId).toBe(b.keyId);
    expect(c.publicKey).toBe(a.publicKey);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.payloadKeys);
    expect(row?.n).toBe(1);
  });
});
