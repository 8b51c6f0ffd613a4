import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { clubLabels, ledgerPostings, ledgerTransactions, members, vipBirthdayBonuses, vipLevels, vipRankUps, walletAccounts, type Member } from '../../db/schema';
import { defineJob, type JobWindow } from '../../jobs/runner';
import { grantBonus } from '../records/bonuses';
import { marketingStopped } from '../protection/marketing';

/*
 * VIP ranks that move (docs/api.md, "VIP ranks"). A player's level is the
 * `rank_level` of its club label. When the player's ledger totals — the
 * deposits into its wallets and the stakes of its bets, as the rank page
 * shows them — reach a higher level's two thresholds, the player is raised
 * to the highest such level: its club label becomes that level's (made
 * from the ladder when the brand has none), and each level passed on the
 * way is written once in `vip_rank_ups` with its rank-up reward
 * (`upgrade_bonus`), paid through the ledger as a bonus (reason `vip`, key
 * `vip:rankup:<member>:<level>`). Ranks are never lowered here.
 *
 * Who raises: the deposit's credit, right after its transaction commits
 * (`promoteAfterDeposit`), and the scheduled job (`vipJob`, every five
 * minutes, once per window across instances) for stakes and anything
 * missed. Both lock the member's row first (as a withdrawal request does),
 * then move money: the row lock makes concurrent raises wait for each
 * other, the second one finding the level already reached. The job skips a
 * row another transaction holds (that one raises it, or the next window).
 *
 * The same job pays the birthday bonus of the member's level on its
 * birthday (brand time, UTC+7; 29 February on the 28th in other years),
 * once a year (`vip_birthday_bonuses`, key `vip:birthday:<member>:<year>`).
 * A member under a time-out or self-exclusion is neither raised nor paid
 * (RTS 14): the job raises it once that ends.
 */

const HOUR = 3_600_000;
/** The brand's clock, as the rebate's: UTC+7. */
const BRAND_OFFSET = 7 * HOUR;
/** The turnover a VIP reward asks before it may be withdrawn, as a multiple of its amount. */
export const VIP_REWARD_TURNOVER_MULTIPLE = 1;
export const VIP_JOB_SECONDS = 300;

export interface LedgerTotals {
  /** minor units: money deposited into the member's wallets */
  deposit: bigint;
  /** minor units: stakes of the member's bets */
  turnover: bigint;
}

/** The member's totals from the ledger: deposits into its main and vendor wallets, stakes out of them. */
export async function ledgerTotals(db: Db, memberId: number): Promise<LedgerTotals> {
  const [row] = await db
    .select({
      deposit: sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerTransactions.kind} = 'deposit' and ${ledgerPostings.amount} > 0), 0)::text`,
      turnover: sql<string>`coalesce(-sum(${ledgerPostings.amount}) filter (where ${ledgerTransactions.kind} = 'bet' and ${ledgerPostings.amount} < 0), 0)::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
    .where(and(eq(walletAccounts.memberId, memberId), inArray(walletAccounts.kind, ['main', 'vendor'])));
  return { deposit: BigInt(row?.deposit ?? '0'), turnover: BigInt(row?.turnover ?? '0') };
}

/** The member's VIP level: its club label's rank (0 without one). */
export async function vipLevelOf(db: Db, member: Pick<Member, 'clubLabelId'>): Promise<number> {
  if (member.clubLabelId === null) return 0;
  const [club] = await db.select({ level: clubLabels.rankLevel }).from(clubLabels).where(eq(clubLabels.id, member.clubLabelId)).limit(1);
  return club?.level ?? 0;
}

type LevelRow = typeof vipLevels.$inferSelect;

/** The highest level of the ladder whose two thresholds the totals reach (0: none). */
export function levelReached(levels: Pick<LevelRow, 'level' | 'requiredDeposit' | 'requiredTurnover'>[], totals: LedgerTotals): number {
  let reached = 0;
  for (const l of levels) if (l.requiredDeposit <= totals.deposit && l.requiredTurnover <= totals.turnover && l.level > reached) reached = l.level;
  return reached;
}

/**
 * Makes the brand's club labels of every level of its ladder that has none
 * (from the ladder's name and colours). The job calls it before it locks
 * any member's row: the labels are shared by the brand's members, and two
 * raises inserting the same label would wait on each other while holding
 * their members' rows. The brand's advisory lock makes the makers take turns.
 */
export async function ensureClubLabels(tx: Db, merchantCode: string): Promise<void> {
  const missing = await queryRows<{ level: number }>(
    tx,
    sql`select v.level from vip_levels v where v.merchant_code = ${merchantCode}
        and not exists (select 1 from club_labels c where c.merchant_code = v.merchant_code and c.rank_level = v.level)`,
  );
  if (missing.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vip:club-labels:${merchantCode}`}, 0))`);
  const levels = await tx.select().from(vipLevels).where(eq(vipLevels.merchantCode, merchantCode));
  for (const level of levels) {
    if (!missing.some((m) => Number(m.level) === level.level)) continue;
    const [found] = await tx
      .select({ id: clubLabels.id })
      .from(clubLabels)
      .where(and(eq(clubLabels.merchantCode, merchantCode), eq(clubLabels.rankLevel, level.level)))
      .limit(1);
    if (found) continue;
    await tx
      .insert(clubLabels)
      .values({ code: `${merchantCode.toLowerCase()}-vip${level.level}`, merchantCode, labelName: level.name, color: level.color, color2: level.color2, rankLevel: level.level })
      .onConflictDoNothing();
  }
}

/**
 * The brand's club label of a level. The seed and migration 0045 give every
 * level one, and the job makes those missing before it locks anyone
 * (`ensureClubLabels`); a raise that still finds none makes it.
 */
async function clubLabelOf(tx: Db, level: LevelRow): Promise<number> {
  const find = () =>
    tx
      .select({ id: clubLabels.id })
      .from(clubLabels)
      .where(and(eq(clubLabels.merchantCode, level.merchantCode), eq(clubLabels.rankLevel, level.level)))
      .orderBy(asc(clubLabels.id))
      .limit(1);
  const [found] = await find();
  if (found) return found.id;
  await tx
    .insert(clubLabels)
    .values({ code: `${level.merchantCode.toLowerCase()}-vip${level.level}`, merchantCode: level.merchantCode, labelName: level.name, color: level.color, color2: level.color2, rankLevel: level.level })
    .onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error(`no club label for VIP ${level.level} of ${level.merchantCode}`);
  return made.id;
}

/** Only players move on the ladder: agents, guests and the guest template keep what they have. */
const isPlayer = (m: Member) => m.isAgent === 0 && m.status !== 'template';

export interface RankUp {
  from: number;
  to: number;
  /** the levels whose rank-up reward this raise paid, with the amounts (minor units) */
  paid: Array<{ level: number; amount: bigint; bonusId: number }>;
}

/**
 * Raises one member to the highest level its totals reach, in the caller's
 * transaction, the member's row locked first; pays each level passed its
 * rank-up reward once. Answers null when nothing moved.
 */
export async function promoteMember(tx: Db, memberId: number, source: 'deposit' | 'job'): Promise<RankUp | null> {
  // the job never waits for a member's row (a deposit's raise, a withdrawal hold it): it would hold the
  // rows of the members before while waiting; a member it skips is raised by whoever holds it, or next window.
  // NO KEY UPDATE: the raises exclude each other, but the member's bets, rounds and ledger movements, whose
  // inserts check the member's key (FOR KEY SHARE), do not wait for the job's transaction
  const locking = tx.select().from(members).where(eq(members.id, memberId));
  const [member] = await (source === 'job' ? locking.for('no key update', { skipLocked: true }) : locking.for('no key update'));
  if (!member || !isPlayer(member)) return null;
  const [current, levels, totals] = await Promise.all([
    vipLevelOf(tx, member),
    tx.select().from(vipLevels).where(eq(vipLevels.merchantCode, member.merchantCode)).orderBy(asc(vipLevels.level)),
    ledgerTotals(tx, member.id),
  ]);
  const target = levelReached(levels, totals);
  if (target <= current) return null;
  if (await marketingStopped(tx, member.id)) return null;
  const paid: RankUp['paid'] = [];
  for (const level of levels) {
    if (level.level <= current || level.level > target) continue;
    const [written] = await tx
      .insert(vipRankUps)
      .values({ memberId: member.id, level: level.level, fromLevel: current, amount: level.upgradeBonus, source })
      .onConflictDoNothing()
      .returning({ level: vipRankUps.level });
    // reached before (a rank set back by staff, then earned again): its reward was paid then
    if (!written || level.upgradeBonus <= 0n) continue;
    const bonus = await grantBonus(tx, {
      memberId: member.id,
      merchantCode: member.merchantCode,
      reason: 'vip',
      amount: level.upgradeBonus,
      turnoverMultiple: VIP_REWARD_TURNOVER_MULTIPLE,
      key: `vip:rankup:${member.id}:${level.level}`,
    });
    await tx
      .update(vipRankUps)
      .set({ bonusId: bonus.id, transactionId: bonus.transactionId })
      .where(and(eq(vipRankUps.memberId, member.id), eq(vipRankUps.level, level.level)));
    paid.push({ level: level.level, amount: level.upgradeBonus, bonusId: bonus.id });
  }
  const targetLevel = levels.find((l) => l.level === target);
  if (!targetLevel) throw new Error(`VIP ${target} vanished`);
  await tx.update(members).set({ clubLabelId: await clubLabelOf(tx, targetLevel), updatedAt: new Date() }).where(eq(members.id, member.id));
  return { from: current, to: target, paid };
}

/**
 * After a deposit's credit has committed: the member may have reached a
 * level. Its own transaction, so a deposit never waits for (or fails by) a
 * raise; a raise that fails here is made by the next run of the job.
 */
export async function promoteAfterDeposit(db: Db, memberId: number): Promise<RankUp | null> {
  try {
    return await db.transaction((tx) => promoteMember(tx, memberId, 'deposit'));
  } catch {
    return null;
  }
}

/** The players whose totals reach a level above theirs, in id order (the order the job locks them in). */
export async function membersToPromote(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with totals as (
          select wa.member_id,
                 coalesce(sum(p.amount) filter (where t.kind = 'deposit' and p.amount > 0), 0) as deposit,
                 coalesce(-sum(p.amount) filter (where t.kind = 'bet' and p.amount < 0), 0) as turnover
          from ledger_postings p
          join ledger_transactions t on t.id = p.transaction_id
          join wallet_accounts wa on wa.id = p.account_id
          where wa.member_id is not null and wa.kind in ('main', 'vendor') and t.kind in ('deposit', 'bet')
          group by wa.member_id
        )
        select m.id from members m
        left join club_labels c on c.id = m.club_label_id
        left join totals tt on tt.member_id = m.id
        where m.is_agent = 0 and m.status <> 'template'
          and exists (select 1 from vip_levels v
                      where v.merchant_code = m.merchant_code and v.level > coalesce(c.rank_level, 0)
                        and v.required_deposit <= coalesce(tt.deposit, 0) and v.required_turnover <= coalesce(tt.turnover, 0))
        order by m.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The brand's calendar day of an instant: year, month (1–12), day. */
export function brandDay(at: Date): { year: number; month: number; day: number } {
  const d = new Date(at.getTime() + BRAND_OFFSET);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The month-days that are a birthday on this brand day: 28 February also stands for the 29th in a year without one. */
export function birthdaysOn(day: { year: number; month: number; day: number }): string[] {
  const md = (m: number, d: number) => `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const days = [md(day.month, day.day)];
  if (day.month === 2 && day.day === 28 && !isLeap(day.year)) days.push('02-29');
  return days;
}

/**
 * Pays the birthday bonus of their level to the players whose birthday is
 * the brand day of `at` and who have not had it this year. Answers the
 * members paid.
 */
export async function payBirthdayBonuses(tx: Db, at: Date): Promise<number[]> {
  const day = brandDay(at);
  const monthDays = birthdaysOn(day);
  const due = await queryRows<{ id: number }>(
    tx,
    sql`select m.id from members m
        join club_labels c on c.id = m.club_label_id
        join vip_levels v on v.merchant_code = m.merchant_code and v.level = c.rank_level
        where m.is_agent = 0 and m.status <> 'template' and m.birthday is not null
          and to_char(m.birthday, 'MM-DD') in (${sql.join(
            monthDays.map((d) => sql`${d}`),
            sql`, `,
          )})
          and v.birthday_bonus > 0
          and not exists (select 1 from vip_birthday_bonuses b where b.member_id = m.id and b.year = ${day.year})
        order by m.id`,
  );
  const paid: number[] = [];
  for (const { id } of due) {
    const memberId = Number(id);
    // as the raises: a member whose row is held now is paid by a later window of the same day
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('no key update', { skipLocked: true });
    if (!member || !isPlayer(member) || (await marketingStopped(tx, memberId))) continue;
    const level = await vipLevelOf(tx, member);
    const [row] = await tx.select().from(vipLevels).where(and(eq(vipLevels.merchantCode, member.merchantCode), eq(vipLevels.level, level)));
    if (!row || row.birthdayBonus <= 0n) continue;
    const [written] = await tx
      .insert(vipBirthdayBonuses)
      .values({ memberId, year: day.year, level, amount: row.birthdayBonus })
      .onConflictDoNothing()
      .returning({ memberId: vipBirthdayBonuses.memberId });
    if (!written) continue;
    const bonus = await grantBonus(tx, {
      memberId,
      merchantCode: member.merchantCode,
      reason: 'birthday',
      amount: row.birthdayBonus,
      turnoverMultiple: VIP_REWARD_TURNOVER_MULTIPLE,
      key: `vip:birthday:${memberId}:${day.year}`,
    });
    await tx
      .update(vipBirthdayBonuses)
      .set({ bonusId: bonus.id, transactionId: bonus.transactionId })
      .where(and(eq(vipBirthdayBonuses.memberId, memberId), eq(vipBirthdayBonuses.year, day.year)));
    paid.push(memberId);
  }
  return paid;
}

/** One window of the VIP job: raise whoever reached a level, then the birthday bonuses of the window's brand day. */
export async function runVipWindow(tx: Db, window: JobWindow): Promise<{ promoted: number[]; birthdays: number[] }> {
  const promoted: number[] = [];
  const ids = await membersToPromote(tx);
  // every label first, before the first member's row is locked
  const brands = await tx.selectDistinct({ code: vipLevels.merchantCode }).from(vipLevels);
  for (const brand of brands) await ensureClubLabels(tx, brand.code);
  for (const id of ids) {
    if (await promoteMember(tx, id, 'job')) promoted.push(id);
  }
  // the window's last instant: a window across midnight counts for the new day
  const birthdays = await payBirthdayBonuses(tx, new Date(window.end.getTime() - 1));
  return { promoted, birthdays };
}

export const vipJob = defineJob({
  name: 'vip-ranks',
  everySeconds: VIP_JOB_SECONDS,
  catchUp: 12,
  run: async (tx, window) => {
    await runVipWindow(tx, window);
  },
});
