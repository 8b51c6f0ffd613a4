import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { gamePlays, games, ledgerTransactions } from '../db/schema';
import { toMinor } from '../lib/money';
import { playRoundIn, type GameSessionInfo, type InhouseKind } from '../modules/inhouse/play';
import { findMemberByAccount } from '../modules/member/lookup';
import { grantBonus } from '../modules/records/bonuses';
import { accountOf, balancesOf, houseAccountOf } from '../modules/wallet/accounts';
import { transfer } from '../modules/wallet/ledger';
import type { BonusReason } from '../../../src/shared/contract/records';

/*
 * Six months of the demo member's life, so that every record page has
 * something true to show: deposits, in-house rounds (really played: drawn
 * from provably fair commitments, paid through the ledger), transfers to and
 * from vendor wallets, bonuses with their turnover, withdrawals. Everything
 * goes through the real services; then the history is dated back over the
 * six months (the ledger stamps a movement with the time it is written, so
 * the dates are set afterwards, in the same transaction, with the ledger's
 * append-only guard lifted for that one statement, as migration 0011 did).
 * The ids follow the dates, so every balance after stays the running sum.
 *
 * The history ends with the demo's main wallet where the seed left it
 * (5,000,000 ₫) and 500,000 ₫ in the Lotus Sports wallet. It is written
 * once, on a database where the demo has done nothing yet but the opening
 * deposit; the server's start runs it outside production (`seedOptionsFor` in seed.ts, DEMO_DATA),
 * the tests ask for it when they need it.
 */

const DAY = 86_400_000;
const HISTORY_LOCK = 7_145_003;
const HISTORY_DAYS = 180;
const KEY = (memberId: number, what: string) => `seed:demo-history:${memberId}:${what}`;

/** A small deterministic generator (mulberry32): the same history on every new database. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Dated {
  key: string;
  at: Date;
}

export async function seedDemoHistory(db: Db, merchantCode: string, account: string, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // two instances starting together: one writes, the other then finds the history there
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    return writeHistory(tx, merchantCode, account, now);
  });
}

async function writeHistory(tx: Tx, merchantCode: string, account: string, now: number): Promise<boolean> {
  const member = await findMemberByAccount(tx, merchantCode, account);
  if (!member) return false;
  const memberId = member.id;
  const mine = await tx
    .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.memberId, memberId));
  // once, and only over an untouched demo: history written after real activity would break the order of dates
  if (mine.length !== 1 || mine.some((t) => t.key.startsWith('seed:demo-history:'))) return false;
  const opening = mine[0]!;

  const rng = random(20_260_524);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  const dated: Dated[] = [];
  const roundTimes: Array<{ roundId: string; at: Date }> = [];
  // days from midnight UTC, so that the hours below are the hours of the day (evening play in Vietnam, UTC+7)
  const start = Math.floor((now - HISTORY_DAYS * DAY) / DAY) * DAY;
  const main = await accountOf(tx, memberId, 'main');
  const cash = await houseAccountOf(tx, merchantCode, 'cash');
  const [playsBefore] = await tx.select({ id: sql<number>`coalesce(max(${gamePlays.id}), 0)` }).from(gamePlays);

  const inhouse = await tx
    .select({ id: games.id, name: games.name, nodeId: games.nodeId, gameCode: games.gameCode, kind: games.inhouseKind, minBet: games.minBet, vendor: games.vendorCode, category: games.category })
    .from(games)
    .where(and(eq(games.merchantCode, merchantCode), isNotNull(games.inhouseKind), eq(games.minBet, 1000)));
  const sessionOf = (g: (typeof inhouse)[number]): GameSessionInfo => ({
    sessionId: 0,
    memberId,
    merchantCode,
    vendorCode: g.vendor,
    language: null,
    game: { id: g.id, name: g.name, nodeId: g.nodeId, gameCode: g.gameCode, kind: g.kind as InhouseKind, minBet: g.minBet, category: g.category },
  });

  let step = 0;
  let inDay = 0;
  // the hours of a day are written in order, and each movement a minute after the last: ids follow the dates
  const at = (day: number, hour: number) => {
    step += 1;
    inDay += 1;
    return new Date(start + day * DAY + hour * 3_600_000 + inDay * 97_000);
  };
  // the main wallet's balance, followed from each movement's balance after (no query per movement)
  let mainNow = (await balancesOf(tx, memberId)).main;
  const mainBalance = async () => mainNow;

  const deposit = async (amount: bigint, when: Date) => {
    const key = KEY(memberId, `deposit:${step}`);
    const moved = await transfer(tx, { idempotencyKey: key, kind: 'deposit', from: cash, to: main, amount, memberId, memo: 'Bank transfer deposit' });
    mainNow = moved.to.balanceAfter ?? mainNow;
    dated.push({ key, at: when });
  };
  const withdraw = async (amount: bigint, when: Date) => {
    const hold = await accountOf(tx, memberId, 'hold');
    const id = `seed-${step}`;
    const holdKey = KEY(memberId, `withdrawal:${id}:hold`);
    const paidKey = KEY(memberId, `withdrawal:${id}:paid`);
    const ref = { type: 'withdrawal', id };
    const held = await transfer(tx, { idempotencyKey: holdKey, kind: 'hold', from: main, to: hold, amount, memberId, ref, memo: 'Withdrawal requested' });
    mainNow = held.from.balanceAfter ?? mainNow;
    await transfer(tx, { idempotencyKey: paidKey, kind: 'withdrawal', from: hold, to: cash, amount, memberId, ref, memo: 'Withdrawal paid' });
    dated.push({ key: holdKey, at: when }, { key: paidKey, at: new Date(when.getTime() + 40 * 60_000) });
  };
  const vendorMove = async (vendor: string, direction: 'in' | 'out', amount: bigint, when: Date) => {
    const wallet = await accountOf(tx, memberId, { vendor });
    const key = KEY(memberId, `wallet:${step}:${direction}`);
    const moved = await transfer(tx, {
      idempotencyKey: key,
      kind: direction === 'in' ? 'transfer_in' : 'transfer_out',
      from: direction === 'in' ? main : wallet,
      to: direction === 'in' ? wallet : main,
      amount,
      memberId,
      ref: { type: 'vendor_wallet', id: vendor },
      memo: direction === 'in' ? `To ${vendor}` : `From ${vendor}`,
    });
    mainNow = (direction === 'in' ? moved.from.balanceAfter : moved.to.balanceAfter) ?? mainNow;
    dated.push({ key, at: when });
  };
  const bonus = async (reason: BonusReason, amount: number, multiple: number, when: Date) => {
    const key = KEY(memberId, `bonus:${reason}:${step}`);
    await grantBonus(tx, { memberId, merchantCode, reason, amount: toMinor(amount), turnoverMultiple: multiple, key });
    mainNow += toMinor(amount);
    dated.push({ key: `bonus:${key}`, at: when });
  };
  const play = async (when: Date) => {
    const game = pick(inhouse);
    const stakes = [10_000, 20_000, 50_000, 100_000];
    const stake = pick(stakes);
    if ((await mainBalance()) < toMinor(stake)) return;
    const roundId = `seed-${memberId}-${step}`;
    const played = await playRoundIn(tx, sessionOf(game), {
      roundId,
      stake,
      // chances of 25, 50 and 75 %: every payout a whole amount of dong
      ...(game.kind === 'dice' ? { target: pick([25, 50, 50, 75]), direction: pick(['under', 'over'] as const) } : {}),
    });
    mainNow = toMinor(played.round.balance);
    roundTimes.push({ roundId, at: when });
    dated.push({ key: `inhouse:${memberId}:${roundId}:bet`, at: when }, { key: `inhouse:${memberId}:${roundId}:win`, at: when });
  };

  for (let day = 1; day < HISTORY_DAYS - 1; day += 1) {
    inDay = 0;
    if (day % 21 === 3) await deposit(toMinor(pick([1_000_000, 1_500_000, 2_000_000])), at(day, 2));
    if (day === 5) await bonus('welcome', 500_000, 10, at(day, 3));
    if (day === 96) await bonus('reload', 200_000, 5, at(day, 3));
    if (day === HISTORY_DAYS - 6) await bonus('vip', 300_000, 2, at(day, 3));
    const vendor = day % 9 === 4 ? pick(['RYL', 'LSP', 'JDS', 'TLC', 'IMES']) : null;
    const moved = toMinor(pick([200_000, 500_000, 1_000_000]));
    const toVendor = vendor !== null && (await mainBalance()) >= moved;
    if (vendor && toVendor) await vendorMove(vendor, 'in', moved, at(day, 10));
    // the member plays most days, and every day of the last week: each bonus's turnover is met, so the demo may withdraw
    if (inhouse.length > 0 && (rng() < 0.45 || day >= HISTORY_DAYS - 7)) {
      const rounds = 2 + Math.floor(rng() * 3);
      const hour = 11 + Math.floor(rng() * 5);
      for (let r = 0; r < rounds; r += 1) await play(at(day, hour));
    }
    if (day % 31 === 20) {
      const amount = toMinor(pick([1_500_000, 2_000_000]));
      if ((await mainBalance()) >= amount) await withdraw(amount, at(day, 16));
    }
    if (vendor && toVendor) await vendorMove(vendor, 'out', moved, at(day, 17));
  }

  // where the seed left the demo: 5,000,000 ₫ in the main wallet (what the docs and tests say), 500,000 ₫ at Lotus Sports
  const target = toMinor(5_000_000);
  const atVendor = toMinor(500_000);
  const last = HISTORY_DAYS - 1;
  inDay = 0;
  const balance = await mainBalance();
  if (balance < target + atVendor) await deposit(target + atVendor - balance, at(last, 1));
  else if (balance > target + atVendor) await withdraw(balance - target - atVendor, at(last, 1));
  await vendorMove('LSP', 'in', atVendor, at(last, 2));

  await redate(tx, memberId, opening.id, new Date(start), dated, roundTimes);
  // history does not make a game popular today: the plays of these rounds are not counted
  await tx.delete(gamePlays).where(gt(gamePlays.id, Number(playsBefore?.id ?? 0)));
  return true;
}

const BATCH = 500;

/** Dates the history back: the rounds, the ledger's transactions and postings, the bonuses and their turnover. */
async function redate(tx: Tx, memberId: number, openingId: number, openedAt: Date, dated: Dated[], rounds: Array<{ roundId: string; at: Date }>) {
  for (let i = 0; i < rounds.length; i += BATCH) {
    const values = sql.join(
      rounds.slice(i, i + BATCH).map((r) => sql`(${r.roundId}, ${r.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`update inhouse_rounds r set created_at = v.at from (values ${values}) as v(round_id, at)
                         where r.member_id = ${memberId} and r.round_id = v.round_id`);
  }
  // the deferred checks of what was written run now (every transaction balanced), so the guard can be lifted
  await tx.execute(sql`set constraints all immediate`);
  await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
  await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`);
  await tx.execute(sql`update ledger_transactions set created_at = ${openedAt.toISOString()}::timestamptz where id = ${openingId}`);
  for (let i = 0; i < dated.length; i += BATCH) {
    const values = sql.join(
      dated.slice(i, i + BATCH).map((d) => sql`(${d.key}, ${d.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`update ledger_transactions t set created_at = v.at from (values ${values}) as v(key, at)
                         where t.idempotency_key = v.key`);
  }
  await tx.execute(sql`update ledger_postings p set created_at = t.created_at from ledger_transactions t
                       where p.transaction_id = t.id and t.member_id = ${memberId} and p.created_at <> t.created_at`);
  await tx.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`);
  await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
  await tx.execute(sql`set constraints all deferred`);
  await tx.execute(sql`update bonuses b set created_at = t.created_at from ledger_transactions t
                       where b.transaction_id = t.id and b.member_id = ${memberId}`);
  // a bonus's turnover requirement dates from the bonus: the bets after it count towards it
  await tx.execute(sql`update turnover_requirements r set created_at = b.created_at from bonuses b
                       where r.source = 'bonus' and r.ref = b.id::text and b.member_id = ${memberId}`);
}
