/*
 * The arithmetic of the promotion kinds, apart from the tables so that it is
 * tested against hand-worked examples. Amounts are minor units (bigint).
 */

export interface RegistrationGiftParams {
  /** what the gift pays */
  amount: number;
  /** days from registration to claim it */
  claimDays: number;
}

export interface FirstDepositParams {
  /** bonus as a percentage of the deposit */
  percent: number;
  /** the smallest deposit that earns it */
  minDeposit: number;
  /** the most it pays */
  cap: number;
  /** days from the deposit to claim it */
  claimDays: number;
}

export interface ApplicationParams {
  /** the most an approval pays */
  cap: number;
  /** days from the approval for the member to claim it (default 7) */
  claimDays?: number;
}

export interface CashbackParams {
  /** percent of the period's net loss */
  percent: number;
  /** the most one period pays */
  cap: number;
  /** the smallest net loss that earns it */
  minLoss: number;
  /** the game categories counted (none: every category) */
  categories?: string[];
  /** days a reward joined by button waits to be claimed */
  claimDays?: number;
}

/**
 * Cashback on the net loss of a period (stakes − payouts): percent of it,
 * at most the cap, nothing under the minimum loss or on a net win. 10 % of
 * a 204,000₫ loss is 20,400₫; of 8,000,000₫ it is 800,000₫, capped at
 * 500,000₫; a 40,000₫ loss under a 50,000₫ minimum is nothing. Rounded
 * down to the minor unit.
 */
export function cashbackAmount(netLoss: bigint, params: Pick<CashbackParams, 'percent' | 'cap' | 'minLoss'>): bigint {
  if (netLoss <= 0n || netLoss < BigInt(params.minLoss)) return 0n;
  const amount = (netLoss * BigInt(Math.round(params.percent * 100))) / 10_000n;
  const cap = BigInt(params.cap);
  return amount > cap ? cap : amount;
}

export interface DepositStreakParams {
  /** consecutive days of deposits asked */
  days: number;
  /** the least a day's deposits must add up to */
  minDeposit: number;
  /** what the streak pays */
  amount: number;
  /** days from the streak to claim it */
  claimDays: number;
}

/**
 * How many consecutive days end at `today` among the days that qualify
 * (brand-local dates, YYYY-MM-DD, any order): 25, 26, 27 and today the
 * 28th → 4; 26 and 28 → 1 (the 27th is missing); without today → 0.
 */
export function streakLength(days: Iterable<string>, today: string): number {
  const set = new Set(days);
  let n = 0;
  const d = new Date(`${today}T00:00:00Z`);
  while (set.has(d.toISOString().slice(0, 10))) {
    n += 1;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return n;
}

const HOUR = 3_600_000;
const BRAND_OFFSET = 7 * HOUR;

/**
 * The day (D), ISO week (W) or month (M) of the brand's clock (UTC+7) that
 * ends at `end`, or null when `end` is not such an end: a day ends at
 * midnight UTC+7 (17:00 UTC), a week at midnight between Sunday and
 * Monday, a month at the midnight into its next month's 1st.
 */
export function periodEndingAt(period: string, end: Date): { start: Date; end: Date } | null {
  const local = new Date(end.getTime() + BRAND_OFFSET);
  if (local.getUTCHours() !== 0 || local.getUTCMinutes() !== 0 || local.getUTCSeconds() !== 0 || local.getUTCMilliseconds() !== 0) return null;
  if (period === 'D') return { start: new Date(end.getTime() - 24 * HOUR), end };
  if (period === 'W' && local.getUTCDay() === 1) return { start: new Date(end.getTime() - 7 * 24 * HOUR), end };
  if (period === 'M' && local.getUTCDate() === 1) {
    const start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1) - BRAND_OFFSET);
    return { start, end };
  }
  return null;
}

/**
 * The day (D), ISO week (W) or month (M) of the brand's clock that holds
 * `at`: 2030-02-13 10:00 UTC (17:00 in Vietnam, a Wednesday) is in the day
 * [12 Feb 17:00, 13 Feb 17:00) UTC, the week from Sunday 10 Feb 17:00 UTC and
 * the month from 31 Jan 17:00 UTC.
 */
export function periodAround(period: string, at: Date): { start: Date; end: Date } {
  const local = new Date(at.getTime() + BRAND_OFFSET);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BRAND_OFFSET;
  if (period === 'W') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const start = dayStart - sinceMonday * 24 * HOUR;
    return { start: new Date(start), end: new Date(start + 7 * 24 * HOUR) };
  }
  if (period === 'M') {
    return {
      start: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BRAND_OFFSET),
      end: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - BRAND_OFFSET),
    };
  }
  return { start: new Date(dayStart), end: new Date(dayStart + 24 * HOUR) };
}

export interface LeaderboardParams {
  /** minor units by place: prizes[0] pays the first place */
  prizes: number[];
  /** the game categories counted (none: every category) */
  categories?: string[];
  /** how many places the standings show (default 10) */
  top?: number;
}

export interface RaffleParams {
  /** minor units staked for one ticket */
  ticketStake: number;
  /** minor units by winner: prizes[0] pays the first drawn */
  prizes: number[];
  categories?: string[];
}

export interface AppDownloadParams {
  amount: number;
  claimDays: number;
}

export interface Turnover {
  memberId: number;
  account: string;
  /** minor units */
  turnover: bigint;
  /** when the member's last counted stake was made: who reached a turnover first ranks first */
  reachedAt: Date;
}

/**
 * The standings: turnover down, then who reached it first (the earlier last
 * stake), then the account id. 500₫ at 10:05 and 500₫ at 10:02 → the
 * second first; a member without turnover has no place.
 */
export function rankTurnovers<T extends Turnover>(rows: T[]): Array<T & { place: number }> {
  return rows
    .filter((r) => r.turnover > 0n)
    .sort((a, b) => (a.turnover === b.turnover ? a.reachedAt.getTime() - b.reachedAt.getTime() || a.memberId - b.memberId : a.turnover > b.turnover ? -1 : 1))
    .map((r, i) => ({ ...r, place: i + 1 }));
}

/** Raffle tickets of a turnover: one per ticketStake staked, whole tickets only (250,000₫ at 100,000₫ a ticket → 2). */
export function ticketsOf(turnover: bigint, ticketStake: number): number {
  if (ticketStake <= 0 || turnover <= 0n) return 0;
  return Number(turnover / BigInt(ticketStake));
}

/**
 * The first-deposit bonus: percent of the deposit, at most the cap, nothing
 * under the minimum. 100 % of 300,000₫ capped at 5,000,000₫ is 300,000₫;
 * 100 % of 8,000,000₫ is the cap, 5,000,000₫; 99,999₫ under a 100,000₫
 * minimum is nothing. Rounded down to the minor unit.
 */
export function depositBonus(deposit: bigint, params: Pick<FirstDepositParams, 'percent' | 'minDeposit' | 'cap'>): bigint {
  if (deposit < BigInt(params.minDeposit)) return 0n;
  // percent may have two decimals: 12.5 % → 1250 / 10000
  const basisPoints = BigInt(Math.round(params.percent * 100));
  const bonus = (deposit * basisPoints) / 10_000n;
  const cap = BigInt(params.cap);
  return bonus > cap ? cap : bonus;
}

/**
 * The bet turnover a deposit bonus asks, as the welcome text says: the
 * multiple of the deposit and the bonus together. 300,000₫ + 300,000₫ at
 * 10 times is 6,000,000₫. Split in what the bonus row shows (bonus ×
 * multiple) and the deposit's share (deposit × multiple).
 */
export function depositBonusTurnover(deposit: bigint, bonus: bigint, multiple: number): { onBonus: bigint; onDeposit: bigint } {
  const m = BigInt(multiple);
  return { onBonus: bonus * m, onDeposit: deposit * m };
}

/**
 * What identifies the person behind an account for a once-per-person reward:
 * the account, the mobile number when known, and the device it registered
 * from (the hash of the browser's device id) when known.
 */
export function personKeysOf(member: { id: number; countryDialingCode: string | null; mobileNum: string | null; registerDevice?: string | null }): string[] {
  const keys = [`member:${member.id}`];
  if (member.mobileNum) keys.push(`mobile:${member.countryDialingCode ?? ''}${member.mobileNum.replace(/\D/g, '')}`);
  if (member.registerDevice) keys.push(`device:${member.registerDevice}`);
  return keys;
}

/** The period a reward belongs to: `once`, or the start of the day, ISO week, hour or month (UTC+7, the brand's clock). */
export function periodKeyOf(period: string, at: Date): string {
  if (period === 'once') return 'once';
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const day = local.toISOString().slice(0, 10);
  switch (period) {
    case 'H':
      return local.toISOString().slice(0, 13);
    case 'D':
      return day;
    case 'M':
      return day.slice(0, 7);
    case 'W': {
      // ISO week: the week's Thursday names its year
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
      const week = Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
      return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
    }
    default:
      throw new Error(`unknown period ${period}`);
  }
}

export interface ReferralParams {
  /** what the referrer earns once per friend whose credited deposit reaches minDeposit */
  amount: number;
  minDeposit: number;
  /** percent of each friend's valid bet turnover of a period (D or W), paid after it */
  percent?: number;
  /** the most the turnover share pays per friend and period */
  cap?: number;
  /** days a reward the engine could not pay at once waits to be claimed (default 7) */
  claimDays?: number;
}

/**
 * The referrer's reward for a friend's credited deposit: the amount, when
 * the deposit reaches the minimum. 50,000₫ for a 100,000₫ deposit under a
 * 100,000₫ minimum; nothing for 99,999₫; 50,000₫ for 3,000,000₫ (the
 * reward does not grow with the deposit).
 */
export function referralDepositReward(deposit: bigint, params: Pick<ReferralParams, 'amount' | 'minDeposit'>): bigint {
  if (params.amount <= 0 || deposit < BigInt(params.minDeposit)) return 0n;
  return BigInt(params.amount);
}

/**
 * The referrer's share of one friend's valid turnover of a period: percent
 * of it, at most the cap (none: no cap), rounded down. 0.5 % of 1,234,567₫
 * is 6,172₫ (6,172.835 rounded down); of 400,000,000₫ it is 2,000,000₫,
 * capped at 1,000,000₫; no percent: nothing.
 */
export function referralTurnoverShare(turnover: bigint, params: Pick<ReferralParams, 'percent' | 'cap'>): bigint {
  if (!params.percent || params.percent <= 0 || turnover <= 0n) return 0n;
  const share = (turnover * BigInt(Math.round(params.percent * 100))) / 10_000n;
  if (params.cap === undefined || params.cap === null) return share;
  const cap = BigInt(params.cap);
  return share > cap ? cap : share;
}

type PersonFacts = { id: number; countryDialingCode: string | null; mobileNum: string | null; registerDevice?: string | null };

/**
 * Whether a friend and the member who referred them are one person: the
 * same account, the same mobile number however it is written (+84 912 345
 * 678 and 84912345678 are one), or the same registering device. Such a
 * referral earns nothing.
 */
export function samePerson(a: PersonFacts, b: PersonFacts): boolean {
  if (a.id === b.id) return true;
  const ma = mobileDigitsOf(a);
  if (ma !== null && ma === mobileDigitsOf(b)) return true;
  return !!a.registerDevice && a.registerDevice === b.registerDevice;
}

/** A mobile number as digits only, dialing code first (`+84`, `912 345 678` → `84912345678`); null without one. */
export function mobileDigitsOf(member: { countryDialingCode: string | null; mobileNum: string | null }): string | null {
  if (!member.mobileNum) return null;
  const digits = `${member.countryDialingCode ?? ''}${member.mobileNum}`.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/** What identifies a referred friend as a person: the account, the mobile number in digits however it was written, the registering device. */
export function friendKeysOf(member: PersonFacts): string[] {
  const mobile = mobileDigitsOf(member);
  return [`referred:member:${member.id}`, ...(mobile ? [`referred:mobile:${mobile}`] : []), ...(member.registerDevice ? [`referred:device:${member.registerDevice}`] : [])];
}
