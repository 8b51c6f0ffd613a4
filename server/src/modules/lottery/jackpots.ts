import { and, eq, sql } from 'drizzle-orm';
import { kindOf, lineWin, type BetLine, type LotteryResult, type PlayTypeCode, type PoolRule } from '../../../../src/shared/contract/lottery-rules';
import { queryRows, type Db, type Tx } from '../../db/client';
import { ledgerTransactions, lotteryJackpots, lotterySettings } from '../../db/schema';
import { houseAccountOf, houseBalanceOf, jackpotAccountOf, type Account } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import type { LotteryDefinition } from './definition';

/*
 * Jackpots (docs/lottery.md, "Jackpots"), for every kind whose rules name
 * pools and for none by name. A pool is a house account of the ledger per
 * brand, lottery and pool: the house funds it with its starting amount, every
 * ticket pays its share of the stake into it in the bet's own movement,
 * and a cancelled ticket takes that share back. When a draw is settled,
 * what the pool holds for it (its balance less the shares of later draws'
 * tickets) is divided among the tickets that won it by their points; a pool
 * that was won is funded again with its starting amount.
 */

export const poolsOf = (def: Pick<LotteryDefinition, 'kind'>): readonly PoolRule[] => kindOf(def.kind)?.pools ?? [];

/** Parts per ten thousand: the shares of a stake are exact integers. */
const perTenThousand = (share: number) => BigInt(Math.round(share * 10_000));

/** The part of a stake (minor units) each pool takes. */
export function poolStakesOf(def: Pick<LotteryDefinition, 'kind'>, stake: bigint): Record<string, bigint> {
  return Object.fromEntries(poolsOf(def).map((p) => [p.code, (stake * perTenThousand(p.share)) / 10_000n]));
}

/** What a pool starts at for a brand: its starting units × the brand's unit price of the lottery (minor units). */
const startOf = (pool: PoolRule, unitPriceMinor: bigint) => BigInt(pool.startUnits) * unitPriceMinor;

/**
 * Funds a pool with its starting amount from the house, once per key
 * (`start`: the first funding; a draw's id: after that draw won it).
 */
async function fund(tx: Tx, merchantCode: string, def: LotteryDefinition, pool: PoolRule, unitPriceMinor: bigint, key: string): Promise<void> {
  const idempotencyKey = `lottery:jackpot:fund:${merchantCode}:${def.code}:${pool.code}:${key}`;
  // funded already (the usual case: a look, not a movement)
  const [done] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey)).limit(1);
  if (done) return;
  const account = await jackpotAccountOf(tx, merchantCode, def.code, pool.code);
  const house = await houseAccountOf(tx, merchantCode, 'games');
  await post(tx, {
    idempotencyKey,
    kind: 'adjustment',
    memberId: null,
    ref: { type: 'lottery_pool', id: `${def.code}:${pool.code}` },
    memo: `${def.name} ${pool.code}`,
    legs: [
      { account: house, amount: -startOf(pool, unitPriceMinor) },
      { account, amount: startOf(pool, unitPriceMinor) },
    ],
  });
}

/**
 * The pools of a lottery for a brand, each funded with its starting amount the first time: their accounts.
 * `funded`: the accounts of the pools already funded, read by the caller (a bet's draw statement); when every
 * pool is among them nothing is read (a kind without pools reads nothing either).
 */
export async function openPools(tx: Tx, merchantCode: string, def: LotteryDefinition, unitPriceMinor: bigint, funded?: ReadonlyMap<string, Account> | null): Promise<Map<string, Account>> {
  const accounts = new Map<string, Account>();
  const pools = poolsOf(def);
  if (funded && pools.every((pool) => funded.has(pool.code))) {
    for (const pool of pools) accounts.set(pool.code, funded.get(pool.code) as Account);
    return accounts;
  }
  for (const pool of pools) {
    await fund(tx, merchantCode, def, pool, unitPriceMinor, 'start');
    accounts.set(pool.code, await jackpotAccountOf(tx, merchantCode, def.code, pool.code));
  }
  return accounts;
}

/** What the pools of a lottery hold now for a brand (minor units): the jackpots the next draw is played for. */
export async function currentJackpots(db: Db, merchantCode: string, def: LotteryDefinition, unitPriceMinor: bigint): Promise<{ pool: string; amount: bigint }[]> {
  const out: { pool: string; amount: bigint }[] = [];
  for (const pool of poolsOf(def)) {
    const account = await jackpotAccountOf(db, merchantCode, def.code, pool.code);
    const held = await houseBalanceOf(db, account);
    // a pool nobody has bet into yet stands at its starting amount, funded with the first ticket
    out.push({ pool: pool.code, amount: held === 0n ? startOf(pool, unitPriceMinor) : held });
  }
  return out;
}

type JackpotTicket = { id: number | string; merchant_code: string; play_type: string; numbers: string[] | string; points: number; odds: { odds: number; paytable?: number[] } | string };

/** PostgreSQL text[] as node-postgres and PGlite may return it. */
export function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((s) => s.replace(/^"|"$/g, ''));
}

/** Per brand and pool: what the draw's jackpot is and the shares that won it. */
export type DrawJackpots = Map<string, Map<string, { amount: bigint; shares: bigint }>>;

/**
 * The jackpots of a drawn draw, written once in the caller's transaction
 * (the draw row locked): for every brand with tickets on it, each pool's
 * amount for this draw and the winning shares, judged by the kind's rules
 * over every pending ticket (`batchSize` at a time); a pool that was won is
 * funded again at once. Later calls read what was written.
 */
export async function resolveJackpots(
  tx: Tx,
  draw: { id: number; lotteryCode: string; drawAt: Date },
  def: LotteryDefinition,
  result: LotteryResult,
  batchSize = 5000,
): Promise<DrawJackpots> {
  const out: DrawJackpots = new Map();
  const pools = poolsOf(def);
  if (pools.length === 0) return out;
  const written = await tx.select().from(lotteryJackpots).where(eq(lotteryJackpots.drawId, draw.id));
  if (written.length > 0) {
    for (const row of written) {
      const brand = out.get(row.merchantCode) ?? new Map();
      brand.set(row.pool, { amount: row.amount, shares: row.shares });
      out.set(row.merchantCode, brand);
    }
    return out;
  }
  // the winning shares per brand and pool, over every pending ticket of the draw
  const shares = new Map<string, Map<string, bigint>>();
  for (let after = 0; ; ) {
    const tickets = await queryRows<JackpotTicket>(
      tx,
      sql`select id, merchant_code, play_type, numbers, points, odds from lottery_tickets
          where draw_id = ${draw.id} and id > ${after} and state = 'pending' order by draw_id, id limit ${batchSize}`,
    );
    if (tickets.length === 0) break;
    for (const t of tickets) {
      const brand = shares.get(t.merchant_code) ?? new Map<string, bigint>();
      shares.set(t.merchant_code, brand);
      const line: BetLine = { playType: t.play_type as PlayTypeCode, numbers: textArray(t.numbers), points: t.points };
      const odds = typeof t.odds === 'string' ? (JSON.parse(t.odds) as { odds: number }) : t.odds;
      for (const [pool, weight] of Object.entries(lineWin(line, result, odds).pools ?? {})) {
        brand.set(pool, (brand.get(pool) ?? 0n) + BigInt(weight) * BigInt(t.points));
      }
    }
    after = Number(tickets[tickets.length - 1]?.id ?? after);
  }
  for (const [merchantCode, won] of shares) {
    const [settings] = await tx
      .select({ unitPrice: lotterySettings.unitPrice })
      .from(lotterySettings)
      .where(and(eq(lotterySettings.merchantCode, merchantCode), eq(lotterySettings.lotteryCode, def.code)));
    const unitPrice = settings?.unitPrice ?? 0n;
    const brand = new Map<string, { amount: bigint; shares: bigint }>();
    for (const pool of pools) {
      const account = await jackpotAccountOf(tx, merchantCode, def.code, pool.code);
      // one statement, one snapshot: the pool's postings less the shares of tickets on later draws of this lottery
      const [row] = await queryRows<{ amount: string }>(
        tx,
        sql`select ((select coalesce(sum(amount), 0) from ledger_postings where account_id = ${account.id})
                  - (select coalesce(sum((t.pool_stakes ->> ${pool.code})::bigint), 0)
                     from lottery_tickets t join lottery_draws d on d.id = t.draw_id
                     where d.lottery_code = ${def.code} and d.draw_at > ${draw.drawAt.toISOString()}::timestamptz
                       and t.merchant_code = ${merchantCode} and t.state = 'pending'))::text as amount`,
      );
      const amount = BigInt(row?.amount ?? '0');
      const winning = won.get(pool.code) ?? 0n;
      brand.set(pool.code, { amount: amount > 0n ? amount : 0n, shares: winning });
      await tx.insert(lotteryJackpots).values({ drawId: draw.id, merchantCode, pool: pool.code, amount: amount > 0n ? amount : 0n, shares: winning });
      // won: the pool starts again (what the division leaves stays in it)
      if (winning > 0n) await fund(tx, merchantCode, def, pool, unitPrice, String(draw.id));
    }
    out.set(merchantCode, brand);
  }
  return out;
}

/** A winner's part of each pool it won (minor units): the pool's amount × its shares ÷ the winning shares, rounded down. */
export function jackpotParts(jackpots: DrawJackpots, merchantCode: string, pools: Record<string, number> | undefined, points: number): Map<string, bigint> {
  const parts = new Map<string, bigint>();
  for (const [pool, weight] of Object.entries(pools ?? {})) {
    const j = jackpots.get(merchantCode)?.get(pool);
    if (!j || j.shares === 0n) continue;
    const part = (j.amount * BigInt(weight) * BigInt(points)) / j.shares;
    if (part > 0n) parts.set(pool, part);
  }
  return parts;
}

/** The jackpots of drawn draws for a brand, by draw id (what the results show). */
export async function jackpotsOfDraws(db: Db, merchantCode: string, drawIds: number[]): Promise<Map<number, { pool: string; amount: bigint; shares: bigint }[]>> {
  const out = new Map<number, { pool: string; amount: bigint; shares: bigint }[]>();
  if (drawIds.length === 0) return out;
  const rows = await queryRows<{ draw_id: number | string; pool: string; amount: string; shares: string }>(
    db,
    sql`select draw_id, pool, amount::text as amount, shares::text as shares from lottery_jackpots
        where merchant_code = ${merchantCode} and draw_id in (${sql.join(drawIds.map((id) => sql`${id}`), sql`, `)}) order by pool`,
  );
  for (const r of rows) {
    const list = out.get(Number(r.draw_id)) ?? [];
    list.push({ pool: r.pool, amount: BigInt(r.amount), shares: BigInt(r.shares) });
    out.set(Number(r.draw_id), list);
  }
  return out;
}
