import type { BannerGroup } from '../../../../src/shared/contract/models';

export interface BannerSeed {
  code: string;
  group: BannerGroup;
  title: string;
  subtitle: string;
  linkageType: 'url' | 'route' | 'promotion' | 'game' | null;
  link: string | null;
}

/** At least one banner per group of models.ts `bannerGroups`; the home carousel gets four. */
export const bannerSeeds: BannerSeed[] = [
  { code: 'home-welcome', group: 'home', title: 'Welcome Bonus 100%', subtitle: 'Double your first deposit, up to 5,000,000₫', linkageType: 'promotion', link: 'welcome-bonus' },
  { code: 'home-live', group: 'home', title: 'Live Casino Nights', subtitle: 'Real dealers, real tables, every night', linkageType: 'route', link: '/live' },
  { code: 'home-sports', group: 'home', title: 'Football Weekend', subtitle: 'Best odds on every match', linkageType: 'route', link: '/sports' },
  { code: 'home-lottery', group: 'home', title: 'Vietnam Lottery', subtitle: 'North, Central and South draws daily', linkageType: 'route', link: '/vnlottery' },
  { code: 'rng-jackpot', group: 'rng', title: 'Jackpot Week', subtitle: 'Spin the reels, chase the big prize', linkageType: 'route', link: '/rng' },
  { code: 'live-vip', group: 'live', title: 'VIP Baccarat Tables', subtitle: 'High limits, private rooms', linkageType: 'route', link: '/live' },
  { code: 'fish-ocean', group: 'fish', title: 'Ocean King', subtitle: 'Hunt the golden whale', linkageType: 'route', link: '/fish' },
  { code: 'pvp-tienlen', group: 'pvp', title: 'Tiến Lên Masters', subtitle: 'Play against real opponents', linkageType: 'route', link: '/pvp' },
  { code: 'sports-cashback', group: 'sports', title: 'Weekend Cashback', subtitle: '5% back on losing parlays', linkageType: 'promotion', link: 'sports-cashback' },
  { code: 'esports-cup', group: 'esports', title: 'Esports Cup', subtitle: 'LoL, Dota 2, CS2 and Valorant', linkageType: 'route', link: '/esports' },
  { code: 'lottery-draws', group: 'lottery', title: 'Lottery Every Minute', subtitle: 'Fast draws around the clock', linkageType: 'route', link: '/elott' },
  { code: 'down-app', group: 'down', title: 'Play On The Go', subtitle: 'Get the Lotus Play app for Android and iOS', linkageType: null, link: null },
  { code: 'promotions-main', group: 'promotions', title: 'Promotions', subtitle: 'New rewards every week', linkageType: null, link: null },
  { code: 'shop-points', group: 'shop', title: 'Points Mall', subtitle: 'Turn your points into rewards', linkageType: null, link: null },
  { code: 'help-center', group: 'help', title: 'How Can We Help?', subtitle: 'Answers about deposits, withdrawals and safety', linkageType: null, link: null },
  { code: 'register-gift', group: 'register', title: 'Join Lotus Play', subtitle: 'A gift of 1,000₫ is waiting for new members', linkageType: null, link: null },
  { code: 'inhouse-originals', group: 'inhouse', title: 'Lotus Originals', subtitle: 'Provably fair dice and slots', linkageType: 'route', link: '/inhouse' },
];

export interface AnnouncementSeed {
  code: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  popup: boolean;
  /** days before the seed run */
  daysAgo: number;
}

export const announcementSeeds: AnnouncementSeed[] = [
  {
    code: 'welcome-2026',
    type: 'PU',
    title: 'Welcome to Lotus Play',
    content: '<p>Thank you for choosing Lotus Play. New members receive a <strong>1,000₫ registration gift</strong> and a <strong>100% welcome bonus</strong> on the first deposit.</p><p>Please play responsibly. Players must be 21 or older.</p>',
    popup: true,
    daysAgo: 1,
  },
  {
    code: 'maintenance-notice',
    type: 'PL',
    title: 'Scheduled maintenance on Tuesday 02:00–04:00',
    content: '<p>Our systems will be upgraded on Tuesday from 02:00 to 04:00 (GMT+7). Games will be briefly unavailable; balances and open bets are safe.</p>',
    popup: false,
    daysAgo: 3,
  },
  {
    code: 'new-payment-method',
    type: 'B',
    title: 'New deposit method: instant bank QR',
    content: '<p>You can now deposit by scanning a bank QR code. Deposits arrive within a minute, 24 hours a day.</p>',
    popup: false,
    daysAgo: 5,
  },
  {
    code: 'responsible-gaming',
    type: 'H',
    title: 'Set your own limits',
    content: '<p>Deposit, loss and session limits are available in the member centre. Lower limits apply at once.</p>',
    popup: false,
    daysAgo: 8,
  },
  {
    code: 'promo-rebate',
    type: 'PR',
    title: 'Unlimited 1.2% rebate is back',
    content: '<p>Every bet on slots and fishing games earns a 1.2% rebate, paid daily with no play-through.</p>',
    popup: true,
    daysAgo: 2,
  },
  {
    code: 'security-reminder',
    type: 'B',
    title: 'We will never ask for your password',
    content: '<p>Lotus Play staff never ask for your password or payment password. Report any such request to customer service.</p>',
    popup: false,
    daysAgo: 12,
  },
];

export interface PromotionSeed {
  code: string;
  category: string;
  title: string;
  summary: string;
  content: string;
  /** days from the seed run until the end; null for open-ended */
  endsInDays: number | null;
}

export const promotionSeeds: PromotionSeed[] = [
  {
    code: 'welcome-bonus',
    category: 'new_player',
    title: 'Welcome Bonus 100%',
    summary: 'Double your first deposit, up to 5,000,000₫.',
    content: '<p>Deposit at least 100,000₫ and receive a 100% bonus up to 5,000,000₫. Play-through: 10 times the deposit and bonus.</p>',
    endsInDays: null,
  },
  {
    code: 'registration-gift',
    category: 'new_player',
    title: 'Registration Gift 1,000₫',
    summary: 'A small thank-you for joining, credited when you register.',
    content: '<p>Every new member receives 1,000₫ after registering. One gift per person, household and device.</p>',
    endsInDays: null,
  },
  {
    code: 'first-deposit-spins',
    category: 'new_player',
    title: '50 Free Spins',
    summary: 'On your first deposit of 200,000₫ or more.',
    content: '<p>50 free spins on selected slots, valid for 7 days after the deposit.</p>',
    endsInDays: 90,
  },
  {
    code: 'daily-reload',
    category: 'deposit',
    title: 'Daily Reload 10%',
    summary: 'A 10% bonus on your first deposit of each day.',
    content: '<p>Up to 1,000,000₫ per day. Play-through: 5 times the bonus.</p>',
    endsInDays: 30,
  },
  {
    code: 'unlimited-rebate',
    category: 'rebate',
    title: 'Unlimited 1.2% Rebate',
    summary: 'Paid daily on slots and fishing, with no play-through.',
    content: '<p>Rebate is calculated on valid bets and credited every day at 12:00 (GMT+7).</p>',
    endsInDays: null,
  },
  {
    code: 'sports-cashback',
    category: 'sports',
    title: 'Weekend Cashback 5%',
    summary: 'Back on losing parlays every Saturday and Sunday.',
    content: '<p>Parlays of 3 legs or more qualify. Cashback is credited on Monday.</p>',
    endsInDays: 60,
  },
  {
    code: 'live-streak',
    category: 'live',
    title: 'Live Casino Lucky Streak',
    summary: 'Win 5 baccarat hands in a row for a bonus.',
    content: '<p>Minimum bet 50,000₫ per hand. Bonus up to 2,000,000₫.</p>',
    endsInDays: 45,
  },
  {
    code: 'slots-tournament',
    category: 'ranking',
    title: 'Slots Tournament',
    summary: 'Climb the weekly leaderboard for a share of 100,000,000₫.',
    content: '<p>Points for every spin; the top 100 players share the prize pool every Sunday.</p>',
    endsInDays: 21,
  },
  {
    code: 'invite-friends',
    category: 'referral',
    title: 'Invite Friends, Earn 50K',
    summary: 'Earn 50,000₫ for each friend who joins and deposits.',
    content: '<p>Share your invitation link from the member centre.</p>',
    endsInDays: null,
  },
  {
    code: 'app-download',
    category: 'app',
    title: 'App Download Bonus',
    summary: 'Log in from the app for a 20,000₫ bonus.',
    content: '<p>Download the app from the download page and log in once to claim.</p>',
    endsInDays: null,
  },
];
