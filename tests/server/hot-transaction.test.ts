import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotTransaction, sqlLiteral, type CacheWrites } from '../../server/src/db/hot-transaction';
import { openTestDatabase, type TestDatabase } from './helpers';

const INSERT = 'insert into hot_tx_probe (id, note) values ($1::int, $2) returning id, note';
const notesOf = async (t: TestDatabase) =>
  ((await t.db.execute(sql`select id, note from hot_tx_probe order by id`)) as unknown as { rows: { id: number; note: string }[] }).rows.map((r) => `${r.id}:${r.note}`);

/** The text of every query node-postgres's clients send from now on (the spy is restored after each test). */
function queriesSent(): string[] {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    sent.push(typeof first === 'string' ? first : String((first as { text?: string })?.text));
    return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  return sent;
}

describe('hot transactions: begin with the first statement, commit with the last', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase({ seed: false });
    await t.db.execute(sql`create table hot_tx_probe (id int primary key, note text not null)`);
  }, 60_000);
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.db.execute(sql`delete from hot_tx_probe`);
  });
  afterAll(async () => t?.close());

  it('writes every value as a literal the statement reads back exactly', async () => {
    const values = ["it's a \\ test \"quoted\" – Tiếng Việt", ['a', 'b,c', 'd"e', 'f\\g', null, "h'i"], '9007199254740993', new Date('2026-12-06T11:30:00.123Z'), JSON.stringify({ k: "v'\\\"" }), -42, true, null];
    const [row] = await hotTransaction(t.db, (hot) =>
      hot.commitWith<Record<string, unknown>>(
        'probe_literals',
        'select $1::text as s, $2::text[] as a, $3::bigint::text as b, $4::timestamptz as d, $5::jsonb as j, $6::int as n, $7::boolean as f, $8::text as z',
        values,
      ),
    );
    expect(row).toMatchObject({ s: values[0], a: values[1], b: '9007199254740993', j: { k: "v'\\\"" }, f: true, z: null });
    expect(Number(row?.n)).toBe(-42);
    expect(new Date(String(row?.d instanceof Date ? row.d.toISOString() : row?.d)).toISOString()).toBe('2026-12-06T11:30:00.123Z');
    expect(sqlLiteral([1, 2n, null])).toBe(`'{"1","2",NULL}'`);
    expect(() => sqlLiteral({ a: 1 })).toThrow(/write JSON as text/);
    expect(() => sqlLiteral(Number.NaN)).toThrow(/not finite/);
  });

  it('commits what the first, the middle and the last statements wrote', async () => {
    const answer = await hotTransaction(t.db, async (hot) => {
      await hot.query('probe_insert', INSERT, [1, 'first']);
      await hot.tx.execute(sql`insert into hot_tx_probe (id, note) values (2, 'through drizzle')`);
      return hot.commitWith<{ id: number; note: string }>('probe_insert', INSERT, [3, 'last']);
    });
    expect(answer.map((r) => r.note)).toEqual(['last']);
    expect(await notesOf(t)).toEqual(['1:first', '2:through drizzle', '3:last']);
  });

  it('rolls everything back when the last statement fails, and says why', async () => {
    await t.db.execute(sql`insert into hot_tx_probe (id, note) values (9, 'already there')`);
    const failure = await hotTransaction(t.db, async (hot) => {
      await hot.query('probe_insert', INSERT, [1, 'first']);
      return hot.commitWith('probe_insert', INSERT, [9, 'taken']);
    }).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('23505');
    expect(await notesOf(t)).toEqual(['9:already there']);
    // the connection is clean again: the next transaction commits
    await hotTransaction(t.db, (hot) => hot.commitWith('probe_insert', INSERT, [2, 'after']));
    expect(await notesOf(t)).toEqual(['2:after', '9:already there']);
  });

  it('rolls back when the work throws between its statements', async () => {
    await expect(
      hotTransaction(t.db, async (hot) => {
        await hot.query('probe_insert', INSERT, [1, 'first']);
        throw new Error('refused by the rules');
      }),
    ).rejects.toThrow('refused by the rules');
    expect(await notesOf(t)).toEqual([]);
  });

  it('commits at the end a transaction whose work never called commitWith (a repeat answered from what it read)', async () => {
    const [row] = await hotTransaction(t.db, (hot) => hot.query<{ id: number }>('probe_insert', INSERT, [4, 'only']));
    expect(Number(row?.id)).toBe(4);
    expect(await notesOf(t)).toEqual(['4:only']);
  });

  describe('on PostgreSQL', () => {
    it('costs two round trips once its statements are prepared on the connection', async ({ skip }) => {
      if (t.kind !== 'postgres') skip();
      const run = () =>
        hotTransaction(t.db, async (hot) => {
          await hot.query('probe_insert', INSERT, [Math.floor(Math.random() * 1e9), 'a']);
          await hot.commitWith('probe_insert', INSERT, [Math.floor(Math.random() * 1e9), 'b']);
        });
      // warm every pooled connection (10)
      await Promise.all(Array.from({ length: 12 }, run));
      const sent = queriesSent();
      await run();
      const own = sent.filter((text) => !text.startsWith('prepare '));
      expect(own).toHaveLength(2);
      expect(own[0]).toMatch(/^begin; execute hot_probe_insert\('\d+', 'a'\)$/);
      expect(own[1]).toMatch(/^execute hot_probe_insert\('\d+', 'b'\); commit$/);
    });

    it('tells whether its committed writes bumped a read cache version, in the commit round trip', async ({ skip }) => {
      if (t.kind !== 'postgres') skip();
      const sent = queriesSent();
      // writes to a table no read cache keeps: nothing bumped
      const quiet: CacheWrites = { bumped: null };
      await hotTransaction(t.db, async (hot) => {
        await hot.query('probe_insert', INSERT, [1, 'a']);
        await hot.commitWith('probe_insert', INSERT, [2, 'b']);
      }, { cacheWrites: quiet });
      expect(quiet.bumped).toBe(false);
      expect(sent.filter((text) => !text.startsWith('prepare ')).at(-1)).toMatch(/lotus\.cache_bumped.*; commit$/);
      // a statement on a cached table (the brand's: its statement trigger fires even for no row) bumps
      const loud: CacheWrites = { bumped: null };
      await hotTransaction(t.db, async (hot) => {
        await hot.query('probe_insert', INSERT, [3, 'c']);
        await hot.tx.execute(sql`update merchants set code = code where false`);
        await hot.commitWith('probe_insert', INSERT, [4, 'd']);
      }, { cacheWrites: loud });
      expect(loud.bumped).toBe(true);
      // committed by the end of the work rather than by commitWith: told as well
      const atTheEnd: CacheWrites = { bumped: null };
      await hotTransaction(t.db, async (hot) => {
        await hot.query('probe_insert', INSERT, [5, 'e']);
        await hot.tx.execute(sql`update merchants set code = code where false`);
      }, { cacheWrites: atTheEnd });
      expect(atTheEnd.bumped).toBe(true);
      // the note is the transaction's own: the next one on the same connection starts without it
      const after: CacheWrites = { bumped: null };
      await hotTransaction(t.db, (hot) => hot.commitWith('probe_insert', INSERT, [6, 'f']), { cacheWrites: after });
      expect(after.bumped).toBe(false);
      // rolled back: nothing to tell
      const failed: CacheWrites = { bumped: null };
      await hotTransaction(t.db, (hot) => hot.commitWith('probe_insert', INSERT, [6, 'again']), { cacheWrites: failed }).catch(() => undefined);
      expect(failed.bumped).toBeNull();
    });

    it('refuses a statement of the work before the transaction began or after it committed', async ({ skip }) => {
      if (t.kind !== 'postgres') skip();
      // drizzle wraps the refusal ("Failed query: …"), its cause says why
      const causeOf = (error: unknown) => String((error as { cause?: Error }).cause?.message);
      expect(causeOf(await hotTransaction(t.db, (hot) => hot.tx.execute(sql`select 1`)).catch((e: unknown) => e))).toContain('before the first query');
      const after = await hotTransaction(t.db, async (hot) => {
          await hot.query('probe_insert', INSERT, [5, 'five']);
          await hot.commitWith('probe_insert', INSERT, [6, 'six']);
          await hot.tx.execute(sql`insert into hot_tx_probe (id, note) values (7, 'outside')`);
        }).catch((e: unknown) => e);
      expect(causeOf(after)).toContain('after the commit');
      expect(await notesOf(t)).toEqual(['5:five', '6:six']);
    });
  });
});
