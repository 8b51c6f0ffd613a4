import { toMinor } from '../../lib/money';

/**
 * The rules behind the brand's seeded promotions (data/content.ts holds
 * their cards): what the home page and the registration carousel promise is
 * what the engine pays. Amounts in minor units.
 */
export interface PromotionRuleSeed {
  /** the promotion's code in data/content.ts */
  code: string;
  kind: 'registration_gift' | 'first_deposit' | 'reload' | 'application' | 'cashback' | 'deposit_streak' | 'referral' | 'leaderboard' | 'raffle' | 'app_download';
  joinMode: 'auto' | 'button' | 'application' | 'code';
  rewardType: 'cash' | 'bonus';
  period: 'once' | 'D' | 'W';
  turnoverMultiple: number;
  allowStacking: boolean;
  params: Record<string, number | string[] | number[]>;
}

export const promotionRuleSeeds: PromotionRuleSeed[] = [
  {
    // "Every new member receives 1,000₫ after registering. One gift per person."
    code: 'registration-gift',
    kind: 'registration_gift',
    joinMode: 'auto',
    rewardType: 'cash',
    period: 'once',
    turnoverMultiple: 0,
    allowStacking: true,
    params: { amount: Number(toMinor(1_000)), claimDays: 7 },
  },
  {
    // "Deposit at least 100,000₫ and receive a 100% bonus up to 5,000,000₫. Play-through: 10 times the deposit and bonus."
    code: 'welcome-bonus',
    kind: 'first_deposit',
    joinMode: 'button',
    rewardType: 'bonus',
    period: 'once',
    turnoverMultiple: 10,
    allowStacking: false,
    params: { percent: 100, minDeposit: Number(toMinor(100_000)), cap: Number(toMinor(5_000_000)), claimDays: 7 },
  },
  {
    // "From your second deposit on, the first deposit of each day of at least 100,000₫ earns a 10% bonus, up to 1,000,000₫ per day. Play-through: 5 times the bonus."
    code: 'daily-reload',
    kind: 'reload',
    joinMode: 'auto',
    rewardType: 'bonus',
    period: 'D',
    turnoverMultiple: 5,
    allowStacking: false,
    params: { percent: 10, minDeposit: Number(toMinor(100_000)), cap: Number(toMinor(1_000_000)), claimDays: 7 },
  },
  {
    // "Deposit 200,000₫ or more three days in a row and get 100,000₫", once a week, joined by button
    code: 'deposit-streak',
    kind: 'deposit_streak',
    joinMode: 'button',
    rewardType: 'cash',
    period: 'W',
    turnoverMultiple: 1,
    allowStacking: true,
    params: { days: 3, minDeposit: Number(toMinor(200_000)), amount: Number(toMinor(100_000)), claimDays: 7 },
  },
  {
    // "Zalo reward up to 131K": staff review the application and pay at most the cap
    code: 'zalo-reward',
    kind: 'application',
    joinMode: 'application',
    rewardType: 'cash',
    period: 'once',
    turnoverMultiple: 0,
    allowStacking: true,
    params: { cap: Number(toMinor(131_000)) },
  },
  {
    // "10% of your net loss on Lotus Originals back every day, up to 500,000₫", from a 50,000₫ net loss, paid after midnight
    code: 'daily-cashback',
    kind: 'cashback',
    joinMode: 'auto',
    rewardType: 'cash',
    period: 'D',
    turnoverMultiple: 1,
    allowStacking: true,
    params: { percent: 10, cap: Number(toMinor(500_000)), minLoss: Number(toMinor(50_000)), categories: ['INHOUSE'] },
  },
  {
    // "Earn 50,000₫ for each friend who joins and deposits" (a deposit of at least 100,000₫), and 0.5% of each friend's bets every week, up to 1,000,000₫ a friend
    code: 'invite-friends',
    kind: 'referral',
    joinMode: 'auto',
    rewardType: 'cash',
    period: 'W',
    turnoverMultiple: 1,
    allowStacking: true,
    params: { amount: Number(toMinor(50_000)), minDeposit: Number(toMinor(100_000)), percent: 0.5, cap: Number(toMinor(1_000_000)), claimDays: 7 },
  },
  {
    // "The 10 biggest players of the week share 5,200,000₫": stakes Monday to Sunday, paid after the week
    code: 'turnover-race',
    kind: 'leaderboard',
    joinMode: 'auto',
    rewardType: 'cash',
    period: 'W',
    turnoverMultiple: 0,
    allowStacking: true,
    params: { prizes: [2_000_000, 1_000_000, 500_000, ...Array<number>(7).fill(100_000)].map((p) => Number(toMinor(p))), top: 10 },
  },
  {
    // "A ticket for every 100,000₫ you stake: 5 winners every Monday"
    code: 'weekly-raffle',
    kind: 'raffle',
    joinMode: 'auto',
    rewardType: 'cash',
    period: 'W',
    turnoverMultiple: 0,
    allowStacking: true,
    params: { ticketStake: Number(toMinor(100_000)), prizes: [1_000_000, 500_000, 200_000, 200_000, 200_000].map((p) => Number(toMinor(p))) },
  },
  {
    // "Log in from the app for a 20,000₫ bonus", once per person, claimed in the reward centre
    code: 'app-download',
    kind: 'app_download',
    joinMode: 'auto',
    rewardType: 'cash',
    period: 'once',
    turnoverMultiple: 1,
    allowStacking: true,
    params: { amount: Number(toMinor(20_000)), claimDays: 7 },
  },
];

/**
 * The brand's rebate rates (percent of valid turnover) per game category,
 * from a VIP level up: the seeded "Unlimited 1.2% Rebate" on slots and
 * fishing for everyone, a little more from VIP 3, and the other categories.
 */
export const rebateRateSeeds: Array<{ category: string; vipLevel: number; ratePercent: string }> = [
  { category: 'RNG', vipLevel: 0, ratePercent: '1.20' },
  { category: 'FISH', vipLevel: 0, ratePercent: '1.20' },
  { category: 'INHOUSE', vipLevel: 0, ratePercent: '0.80' },
  { category: 'LIVE', vipLevel: 0, ratePercent: '0.60' },
  { category: 'SPORTS', vipLevel: 0, ratePercent: '0.50' },
  { category: 'PVP', vipLevel: 0, ratePercent: '0.70' },
  { category: 'LOTT', vipLevel: 0, ratePercent: '0.30' },
  { category: 'RNG', vipLevel: 3, ratePercent: '1.50' },
  { category: 'FISH', vipLevel: 3, ratePercent: '1.50' },
  { category: 'INHOUSE', vipLevel: 3, ratePercent: '1.00' },
];
