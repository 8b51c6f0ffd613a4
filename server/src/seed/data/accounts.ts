import { agentTeamSeeds } from './agent';
/** Demo accounts of the reference server (also printed by main.ts and listed in docs/api.md). */
export interface AccountSeed {
  account: string;
  password: string;
  nickname: string;
  isAgent: number;
  /** opening balance in whole VND, deposited through the ledger */
  deposit: number;
  upline?: string;
  inviteCode?: string;
  clubLabel?: string;
  memberLabels?: string[];
  mustChangePassword?: boolean;
  email?: string;
  mobileNum?: string;
  /** base32 secret of an authenticator app (TOTP), for the new-network verification */
  authenticatorSecret?: string;
}

/** The demo member's authenticator secret (add it to any authenticator app; listed in README). */
export const DEMO_AUTHENTICATOR_SECRET = 'JBSWY3DPEHPK3PXPLOTUSDEMOTOTP234';

export const DEMO_PASSWORD = 'Demo1234';
export const AGENT_PASSWORD = 'Agent1234';
/** Downline members' passwords were set by their agent: they must change them at first login. */
export const DOWNLINE_PASSWORD = 'Player1234';

export const clubLabelSeeds = [
  { code: 'vip1', labelName: 'VIP 1', color: '#b0bec5', color2: '#78909c', rankLevel: 1 },
  { code: 'vip2', labelName: 'VIP 2', color: '#a5d6a7', color2: '#43a047', rankLevel: 2 },
  { code: 'vip3', labelName: 'VIP 3', color: '#e0a96d', color2: '#a0522d', rankLevel: 3 },
  { code: 'vip4', labelName: 'VIP 4', color: '#90caf9', color2: '#1e88e5', rankLevel: 4 },
  { code: 'vip5', labelName: 'VIP 5', color: '#ffe08a', color2: '#c9961a', rankLevel: 5 },
  { code: 'vip6', labelName: 'VIP 6', color: '#f48fb1', color2: '#d81b60', rankLevel: 6 },
  { code: 'vip7', labelName: 'VIP 7', color: '#e1c4ff', color2: '#7b2ff7', rankLevel: 7 },
];

/**
 * The VIP ladder (amounts in the currency's major unit): what each level
 * needs in total deposits and stakes, and what it gives.
 */
export const vipLevelSeeds = [
  { level: 1, name: 'VIP 1', color: '#b0bec5', color2: '#78909c', deposit: 0, turnover: 0, rebate: '0.40', withdrawalLimit: 50_000_000, withdrawals: 3, birthday: 0, upgrade: 0 },
  { level: 2, name: 'VIP 2', color: '#a5d6a7', color2: '#43a047', deposit: 2_000_000, turnover: 10_000_000, rebate: '0.50', withdrawalLimit: 80_000_000, withdrawals: 5, birthday: 88_000, upgrade: 58_000 },
  { level: 3, name: 'VIP 3', color: '#e0a96d', color2: '#a0522d', deposit: 10_000_000, turnover: 50_000_000, rebate: '0.60', withdrawalLimit: 150_000_000, withdrawals: 5, birthday: 188_000, upgrade: 188_000 },
  { level: 4, name: 'VIP 4', color: '#90caf9', color2: '#1e88e5', deposit: 50_000_000, turnover: 250_000_000, rebate: '0.70', withdrawalLimit: 300_000_000, withdrawals: 8, birthday: 388_000, upgrade: 588_000 },
  { level: 5, name: 'VIP 5', color: '#ffe08a', color2: '#c9961a', deposit: 200_000_000, turnover: 1_000_000_000, rebate: '0.80', withdrawalLimit: 500_000_000, withdrawals: 10, birthday: 888_000, upgrade: 1_888_000 },
  { level: 6, name: 'VIP 6', color: '#f48fb1', color2: '#d81b60', deposit: 800_000_000, turnover: 4_000_000_000, rebate: '0.90', withdrawalLimit: 1_000_000_000, withdrawals: 15, birthday: 1_888_000, upgrade: 5_888_000 },
  { level: 7, name: 'VIP 7', color: '#e1c4ff', color2: '#7b2ff7', deposit: 3_000_000_000, turnover: 15_000_000_000, rebate: '1.00', withdrawalLimit: 3_000_000_000, withdrawals: 20, birthday: 5_888_000, upgrade: 18_888_000 },
];

export const memberLabelSeeds = [
  { code: 'verified', labelName: 'Verified', textColor: '#1a0b2e', bgColor: '#f5c451' },
  { code: 'early-bird', labelName: 'Early Bird', textColor: '#ffffff', bgColor: '#7c3aed' },
];

export const accountSeeds: AccountSeed[] = [
  {
    account: 'demo',
    password: DEMO_PASSWORD,
    nickname: 'Demo Player',
    isAgent: 0,
    deposit: 5_000_000,
    clubLabel: 'vip5',
    memberLabels: ['verified'],
    email: 'demo@lotusplay.example',
    authenticatorSecret: DEMO_AUTHENTICATOR_SECRET,
  },
  {
    account: 'agent',
    password: AGENT_PASSWORD,
    nickname: 'Lotus Agent',
    isAgent: 1,
    deposit: 20_000_000,
    inviteCode: 'LOTUS88',
    clubLabel: 'vip7',
    memberLabels: ['verified', 'early-bird'],
  },
  // the demo member's upline (seedWithdraw links them), apart from the agent's five downline members
  { account: 'sponsor', password: AGENT_PASSWORD, nickname: 'Lotus Sponsor', isAgent: 1, deposit: 1_000_000, clubLabel: 'vip3' },
  { account: 'minhle', password: DOWNLINE_PASSWORD, nickname: 'Minh', isAgent: 0, deposit: 150_000, upline: 'agent', mustChangePassword: true, clubLabel: 'vip1' },
  { account: 'hoatran', password: DOWNLINE_PASSWORD, nickname: 'Hoa', isAgent: 0, deposit: 320_000, upline: 'agent', mustChangePassword: true, clubLabel: 'vip1' },
  { account: 'tuanvo', password: DOWNLINE_PASSWORD, nickname: 'Tuấn', isAgent: 0, deposit: 480_000, upline: 'agent', mustChangePassword: true, clubLabel: 'vip3' },
  { account: 'linhnguyen', password: DOWNLINE_PASSWORD, nickname: 'Linh', isAgent: 0, deposit: 75_000, upline: 'agent', mustChangePassword: true },
  { account: 'namphan', password: DOWNLINE_PASSWORD, nickname: 'Nam', isAgent: 0, deposit: 1_250_000, upline: 'agent', mustChangePassword: true },
  // the agent centre's team (data/agent.ts): sub-agents first, then the players under them
  ...agentTeamSeeds(AGENT_PASSWORD, DOWNLINE_PASSWORD),
];

/** The free-play guest template: never logs in itself; guest sessions will be cloned from it. */
export const GUEST_TEMPLATE = 'guest';
