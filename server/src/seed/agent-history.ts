import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
import { gamePlays, games, ledgerTransactions, members } from '../db/schema';
import { hashPassword } from '../lib/password';
import { toMinor } from '../lib/money';
import { payDividends, payWindow } from '../modules/agent/payments';
import { playRoundIn, type GameSessionInfo, type InhouseKind } from '../modules/inhouse/play';
import { accountOf, houseAccountOf } from '../modules/wallet/accounts';
import { transfer } from '../modules/wallet/ledger';
import { AGENT_PAYMENT_PASSWORD } from './data/agent';

/*
 * Three months of the demo agent's team (docs/agent-centre.md), so that
 * every chart and report of the agent centre has something true to show:
 * the players register over the months, deposit, play in-house rounds
 * (really played and paid through the ledger), and now and then withdraw;
 * then the contracts' past windows are paid (a month of daily wages and
 * dividends, a day of hourly salary) by the payment jobs' own code. As in demo-history.ts, everything goes through
 * the real services and is then dated back, in the same transaction, with
 * the ledger's append-only guard lifted for those statements; each member's
 * movements are written in the order of their dates, so every balance after
 * stays the running sum. Opt-in with the demo member's history.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const HISTORY_DAYS = 90;
const HISTORY_LOCK = 7_145_015;
/** The past windows paid at seeding: a month of daily wages and dividends, a day of hourly salary. */
const PAID_DAYS = 31;
const PAID_HOURS = 24;
const KEY = (account: string, what: string) => `seed:agent-history:${account}:${what}`;

/** mulberry32: the same history on every new database. */
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

export async function seedAgentHistory(db: Db, merchantCode: string, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    return writeHistory(tx, merchantCode, now);
  });
}

async function writeHistory(tx: Tx, merchantCode: string, now: number): Promise<boolean> {
  const [done] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, 'seed:agent-history:%')).limit(1);
  if (done) return false;
  const [agent] = await tx.select().from(members).where(and(eq(members.merchantCode, merchantCode), eq(members.account, 'agent')));
  if (!agent) return false;
  const team = await tx
    .select({ id: members.id, account: members.account, isAgent: members.isAgent })
    .from(members)
    .where(sql`${members.id} in (select descendant_id from agent_tree where ancestor_id = ${agent.id} and depth > 0)`)
    .orderBy(members.id);
  // anyone in the team who did something already: history written after real activity would break the order of dates
  const busy = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(and(inArray(ledgerTransactions.memberId, team.map((m) => m.id)), sql`${ledgerTransactions.idempotencyKey} not like 'seed:%:opening-deposit'`));
  if ((busy[0]?.n ?? 0) > 0) return false;

  // the agents' payment password, for transfers to the downline in the demo
  const paymentHash = await hashPassword(AGENT_PAYMENT_PASSWORD);
  await tx
    .update(members)
    .set({ paymentPasswordHash: paymentHash })
    .where(inArray(members.id, [agent.id, ...team.filter((m) => m.isAgent !== 0).map((m) => m.id)]));

  const rng = random(20_261_125);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  const start = Math.floor((now - HISTORY_DAYS * DAY) / DAY) * DAY;
  const cash = await houseAccountOf(tx, merchantCode, 'cash');
  const inhouse = await tx
    .select({ id: games.id, name: games.name, nodeId: games.nodeId, gameCode: games.gameCode, kind: games.inhouseKind, minBet: games.minBet, vendor: games.vendorCode, category: games.category })
    .from(games)
    .where(and(eq(games.merchantCode, merchantCode), isNotNull(games.inhouseKind), eq(games.minBet, 1000)));
  if (inhouse.length === 0) return false;
  const [playsBefore] = await tx.select({ id: sql<number>`coalesce(max(${gamePlays.id}), 0)` }).from(gamePlays);
  const dated: { key: string; at: Date }[] = [];
  const rounds: { memberId: number; roundId: string; at: Date }[] = [];
  const registered: { id: number; at: Date }[] = [];

  for (const [index, member] of team.entries()) {
    // players join over the three months (some this month); the sub-agents were there from the start
    const joinDay = member.isAgent === 0 ? Math.floor((index * 85) / team.length) : 0;
    const joined = new Date(start + joinDay * DAY + 9 * HOUR);
    registered.push({ id: member.id, at: joined });
    dated.push({ key: `seed:${merchantCode}:${member.account}:opening-deposit`, at: joined });
    const main = await accountOf(tx, member.id, 'main');
    const hold = await accountOf(tx, member.id, 'hold');
    const [opening] = await queryRows<{ balance: string | null }>(tx, sql`select balance::text from wallet_accounts where id = ${main.id}`);
    let mainNow = BigInt(opening?.balance ?? 0);
    let step = 0;
    const sessionOf = (g: (typeof inhouse)[number]): GameSessionInfo => ({
      sessionId: 0,
      memberId: member.id,
      merchantCode,
      vendorCode: g.vendor,
      language: null,
      game: { id: g.id, name: g.name, nodeId: g.nodeId, gameCode: g.gameCode, kind: g.kind as InhouseKind, minBet: g.minBet, category: g.category },
    });
    // a player's taste: how often and how big
    const keen = member.isAgent === 0 ? 0.06 + rng() * 0.1 : 0.03;
    const stakes = pick([[10_000, 20_000], [20_000, 50_000], [50_000, 100_000]] as const);
    for (let day = joinDay; day < HISTORY_DAYS; day += 1) {
      let minute = 0;
      const at = (hour: number) => {
        minute += 1 + Math.floor(rng() * 7);
        return new Date(start + day * DAY + hour * HOUR + minute * 60_000);
      };
      step += 1;
      if ((day - joinDay) % 17 === 1 || mainNow < toMinor(stakes[1] * 2)) {
        if (rng() < 0.6) {
          const key = KEY(member.account, `deposit:${step}`);
          const moved = await transfer(tx, { idempotencyKey: key, kind: 'deposit', from: cash, to: main, amount: toMinor(pick([300_000, 500_000, 1_000_000, 2_000_000])), memberId: member.id, memo: 'Bank transfer deposit' });
          mainNow = moved.to.balanceAfter ?? mainNow;
          dated.push({ key, at: at(10) });
        }
      }
      if (rng() < keen) {
        const hour = 12 + Math.floor(rng() * 10);
        const count = 2 + Math.floor(rng() * 3);
        for (let r = 0; r < count; r += 1) {
          const stake = pick(stakes);
          if (mainNow < toMinor(stake)) break;
          const game = pick(inhouse);
          const roundId = `seed-team-${member.id}-${step}-${r}`;
          const played = await playRoundIn(tx, sessionOf(game), {
            roundId,
            stake,
            ...(game.kind === 'dice' ? { target: pick([25, 50, 50, 75]), direction: pick(['under', 'over'] as const) } : {}),
          });
          mainNow = toMinor(played.round.balance);
          const when = at(hour);
          rounds.push({ memberId: member.id, roundId, at: when });
          dated.push({ key: `inhouse:${member.id}:${roundId}:bet`, at: when }, { key: `inhouse:${member.id}:${roundId}:win`, at: when });
        }
      }
      if (day % 29 === 20 && mainNow > toMinor(1_500_000)) {
        const amount = toMinor(pick([500_000, 1_000_000]));
        const id = `seed-team-${member.id}-${step}`;
        const holdKey = KEY(member.account, `withdrawal:${id}:hold`);
        const paidKey = KEY(member.account, `withdrawal:${id}:paid`);
        const ref = { type: 'withdrawal', id };
        const held = await transfer(tx, { idempotencyKey: holdKey, kind: 'hold', from: main, to: hold, amount, memberId: member.id, ref, memo: 'Withdrawal requested' });
        mainNow = held.from.balanceAfter ?? mainNow;
        await transfer(tx, { idempotencyKey: paidKey, kind: 'withdrawal', from: hold, to: cash, amount, memberId: member.id, ref, memo: 'Withdrawal paid' });
        const when = at(16);
        dated.push({ key: holdKey, at: when }, { key: paidKey, at: new Date(when.getTime() + 40 * 60_000) });
      }
    }
    // the month's luck may leave a player short: each ends it able to play (the browser suite bets as one of them)
    if (mainNow < toMinor(500_000)) {
      const key = KEY(member.account, 'deposit:closing');
      await transfer(tx, { idempotencyKey: key, kind: 'deposit', from: cash, to: main, amount: toMinor(1_000_000), memberId: member.id, memo: 'Bank transfer deposit' });
      dated.push({ key, at: new Date(now - HOUR) });
    }
  }
  dated.push({ key: `seed:${merchantCode}:agent:opening-deposit`, at: new Date(start) });

  await redate(tx, dated, rounds, registered);
  await tx.delete(gamePlays).where(sql`${gamePlays.id} > ${Number(playsBefore?.id ?? 0)}`);

  // the contracts' past windows, paid by the jobs' own code, then dated at each window's end
  const today = Math.floor(now / DAY) * DAY;
  for (let day = today - PAID_DAYS * DAY; day <= today; day += DAY) {
    await payWindow(tx, 'dailySalary', { start: new Date(day - DAY), end: new Date(day) });
    await payDividends(tx, { start: new Date(day - DAY), end: new Date(day) });
  }
  const thisHour = Math.floor(now / HOUR) * HOUR;
  for (let hour = thisHour - PAID_HOURS * HOUR; hour < thisHour; hour += HOUR) {
    await payWindow(tx, 'hourSalary', { start: new Date(hour), end: new Date(hour + HOUR) });
  }
  await tx.execute(sql`set constraints all immediate`);
  await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
  await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`);
  await tx.execute(sql`update ledger_transactions t set created_at = p.window_end from agent_payments p
                       where t.id = p.transaction_id and t.idempotency_key like 'agent-payment:%'`);
  await tx.execute(sql`update ledger_postings p set created_at = t.created_at from ledger_transactions t
                       where p.transaction_id = t.id and t.idempotency_key like 'agent-payment:%' and p.created_at <> t.created_at`);
  await tx.execute(sql`update agent_payments set created_at = window_end + interval '1 minute'`);
  await tx.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`);
  await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
  await tx.execute(sql`set constraints all deferred`);
  return true;
}

const BATCH = 500;

/** Dates the history back: the registrations, the rounds, the ledger's transactions and postings. */
async function redate(tx: Tx, dated: { key: string; at: Date }[], rounds: { memberId: number; roundId: string; at: Date }[], registered: { id: number; at: Date }[]) {
  for (let i = 0; i < registered.length; i += BATCH) {
    const values = sql.join(
      registered.slice(i, i + BATCH).map((r) => sql`(${r.id}::int, ${r.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`update members m set created_at = v.at from (values ${values}) as v(id, at) where m.id = v.id`);
  }
  for (let i = 0; i < rounds.length; i += BATCH) {
    const values = sql.join(
      rounds.slice(i, i + BATCH).map((r) => sql`(${r.memberId}::int, ${r.roundId}, ${r.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`update inhouse_rounds r set created_at = v.at from (values ${values}) as v(member_id, round_id, at)
                         where r.member_id = v.member_id and r.round_id = v.round_id`);
  }
  await tx.execute(sql`set constraints all immediate`);
  await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
  await tx.execute(sql`alter table ledger_postings disable trigger ledger_postings_append_only`);
  for (let i = 0; i < dated.length; i += BATCH) {
    const values = sql.join(
      dated.slice(i, i + BATCH).map((d) => sql`(${d.key}, ${d.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`update ledger_transactions t set created_at = v.at from (values ${values}) as v(key, at) where t.idempotency_key = v.key`);
  }
  const ids = [...new Set(registered.map((r) => r.id))];
  await tx.execute(sql`update ledger_postings p set created_at = t.created_at from ledger_transactions t
                       where p.transaction_id = t.id and t.member_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and p.created_at <> t.created_at`);
  await tx.execute(sql`alter table ledger_postings enable trigger ledger_postings_append_only`);
  await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
  await tx.execute(sql`set constraints all deferred`);
}
