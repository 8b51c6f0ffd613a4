import type { AgentPeriod, ContractKind } from '../../../../src/shared/contract/agent';
import type { AccountSeed } from './accounts';

/*
 * The demo agent's team (docs/agent-centre.md): three sub-agents, two levels
 * deep, and two dozen players spread over them, besides the agent's five
 * direct members of accounts.ts. Their months of play are written by
 * seed/agent-history.ts when the demo server asks for history.
 */

/** The agents' payment password in the demo (set with the history). */
export const AGENT_PAYMENT_PASSWORD = '246810';

const uplines = ['agent', 'agent', 'subagent', 'subagent', 'hanhdo', 'quangly'] as const;
const names = ['an', 'binh', 'chi', 'dung', 'giang', 'hai', 'hieu', 'huong', 'khanh', 'lan', 'long', 'mai'];

/** team01 … team24: players of the agent's team, with small opening balances. */
const teamMembers = (DOWNLINE_PASSWORD: string): AccountSeed[] =>
  Array.from({ length: 24 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const name = names[i % names.length]!;
    return {
      account: `team${n}`,
      password: DOWNLINE_PASSWORD,
      nickname: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${n}`,
      isAgent: 0,
      deposit: 100_000 + ((i * 37_000) % 400_000),
      upline: uplines[i % uplines.length]!,
    };
  });

/** The team's accounts, with the demo's passwords (accounts.ts lists them among the demo accounts). */
export const agentTeamSeeds = (AGENT_PASSWORD: string, DOWNLINE_PASSWORD: string): AccountSeed[] => [
  // the browser suite logs in as this one to accept a real-time salary contract
  { account: 'subagent', password: AGENT_PASSWORD, nickname: 'Lotus Sub-agent', isAgent: 2, deposit: 2_000_000, upline: 'agent', clubLabel: 'vip3' },
  { account: 'hanhdo', password: AGENT_PASSWORD, nickname: 'Hạnh', isAgent: 2, deposit: 1_500_000, upline: 'agent', clubLabel: 'vip3' },
  { account: 'quangly', password: AGENT_PASSWORD, nickname: 'Quang', isAgent: 2, deposit: 800_000, upline: 'subagent', clubLabel: 'vip1' },
  ...teamMembers(DOWNLINE_PASSWORD),
];

export interface ContractSeed {
  kind: ContractKind;
  /** null: offered by the platform */
  upline: string | null;
  holder: string;
  period: AgentPeriod | null;
  /** thresholds: members for a dividend, whole VND of valid turnover for salaries; rates in percent */
  tiers: { threshold: number; rate: number }[];
}

export const contractSeeds: ContractSeed[] = [
  { kind: 'dividend', upline: null, holder: 'agent', period: 'M', tiers: [{ threshold: 1, rate: 20 }, { threshold: 5, rate: 30 }, { threshold: 20, rate: 40 }] },
  { kind: 'dailySalary', upline: null, holder: 'agent', period: 'D', tiers: [{ threshold: 0, rate: 0.5 }, { threshold: 20_000_000, rate: 0.8 }, { threshold: 100_000_000, rate: 1 }] },
  { kind: 'hourSalary', upline: null, holder: 'agent', period: null, tiers: [{ threshold: 0, rate: 0.4 }, { threshold: 10_000_000, rate: 0.6 }] },
  { kind: 'realtimeSalary', upline: null, holder: 'agent', period: null, tiers: [{ threshold: 0, rate: 0.3 }, { threshold: 5_000_000, rate: 0.5 }, { threshold: 50_000_000, rate: 0.8 }] },
  { kind: 'dividend', upline: 'agent', holder: 'subagent', period: 'M', tiers: [{ threshold: 1, rate: 15 }, { threshold: 5, rate: 25 }] },
  { kind: 'dailySalary', upline: 'agent', holder: 'subagent', period: 'D', tiers: [{ threshold: 0, rate: 0.3 }, { threshold: 20_000_000, rate: 0.5 }] },
  { kind: 'hourSalary', upline: 'agent', holder: 'hanhdo', period: null, tiers: [{ threshold: 0, rate: 0.2 }, { threshold: 10_000_000, rate: 0.4 }] },
  { kind: 'realtimeSalary', upline: 'agent', holder: 'hanhdo', period: null, tiers: [{ threshold: 0, rate: 0.2 }, { threshold: 5_000_000, rate: 0.3 }] },
  { kind: 'dailySalary', upline: 'subagent', holder: 'quangly', period: 'D', tiers: [{ threshold: 0, rate: 0.2 }] },
];

export const agentAnnouncementSeeds = [
  {
    code: 'agent-welcome',
    type: 'B',
    title: 'Welcome to the agent centre',
    content: '<p>Your team, its play and your earnings are all here. Real-time salary is settled and paid every 5 minutes.</p>',
    popup: true,
  },
  {
    code: 'agent-contracts',
    type: 'PL',
    title: 'Contracts for your sub-agents',
    content: '<p>Offer dividend and salary contracts to your sub-agents at rates up to your own. Each level earns the difference.</p>',
    popup: false,
  },
  {
    code: 'agent-payday',
    type: 'H',
    title: 'When contracts are paid',
    content: '<p>Hourly salary after each hour, daily wages after each day, dividends at the end of each period (daily, weekly, half-monthly or monthly).</p>',
    popup: false,
  },
];
