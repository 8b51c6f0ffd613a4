import type { AgentPeriod, ContractKind } from '../../../../src/shared/contract/agent';
import type { AccountSeed } from './accounts';
import type { Translations } from './content';

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

/** The agent centre's announcements: the base rows carry the English copy, `i18n` the site's other languages (content_translations). */
export const agentAnnouncementSeeds: Array<{
  code: string;
  type: string;
  title: string;
  content: string;
  popup: boolean;
  i18n: Translations<{ title: string; content: string }>;
}> = [
  {
    code: 'agent-welcome',
    type: 'B',
    title: 'Welcome to the agent centre',
    content: '<p>Your team, its play and your earnings are all here. Real-time salary is settled and paid every 5 minutes.</p>',
    popup: true,
    i18n: {
      VI: {
        title: 'Chào mừng đến với trung tâm đại lý',
        content: '<p>Đội nhóm của bạn, hoạt động chơi của họ và thu nhập của bạn đều ở đây. Lương thời gian thực được quyết toán và chi trả mỗi 5 phút.</p>',
      },
      CN: {
        title: '欢迎来到代理中心',
        content: '<p>您的团队、团队的投注和您的收益都在这里。实时工资每 5 分钟结算并发放一次。</p>',
      },
      TH: {
        title: 'ยินดีต้อนรับสู่ศูนย์เอเย่นต์',
        content: '<p>ทีมของคุณ การเล่นของทีม และรายได้ของคุณอยู่ที่นี่ทั้งหมด เงินเดือนแบบเรียลไทม์จะคำนวณและจ่ายทุก 5 นาที</p>',
      },
      ID: {
        title: 'Selamat datang di pusat agen',
        content: '<p>Tim Anda, permainan mereka, dan penghasilan Anda ada di sini. Gaji real-time dihitung dan dibayarkan setiap 5 menit.</p>',
      },
    },
  },
  {
    code: 'agent-contracts',
    type: 'PL',
    title: 'Contracts for your sub-agents',
    content: '<p>Offer dividend and salary contracts to your sub-agents at rates up to your own. Each level earns the difference.</p>',
    popup: false,
    i18n: {
      VI: {
        title: 'Hợp đồng cho đại lý cấp dưới',
        content: '<p>Đề xuất hợp đồng chia lợi nhuận và lương cho đại lý cấp dưới với mức tỷ lệ không vượt quá tỷ lệ của bạn. Mỗi cấp hưởng phần chênh lệch.</p>',
      },
      CN: {
        title: '下级代理的契约',
        content: '<p>向下级代理提供分红和工资契约，比例不超过您自己的比例。每一级赚取其中的差额。</p>',
      },
      TH: {
        title: 'สัญญาสำหรับเอเย่นต์ย่อยของคุณ',
        content: '<p>เสนอสัญญาปันผลและเงินเดือนให้เอเย่นต์ย่อยในอัตราไม่เกินอัตราของคุณเอง แต่ละระดับได้รับส่วนต่าง</p>',
      },
      ID: {
        title: 'Kontrak untuk sub-agen Anda',
        content: '<p>Tawarkan kontrak dividen dan gaji kepada sub-agen Anda dengan tarif hingga tarif Anda sendiri. Setiap level mendapatkan selisihnya.</p>',
      },
    },
  },
  {
    code: 'agent-payday',
    type: 'H',
    title: 'When contracts are paid',
    content: '<p>Hourly salary after each hour, daily wages after each day, dividends at the end of each period (daily, weekly, half-monthly or monthly).</p>',
    popup: false,
    i18n: {
      VI: {
        title: 'Khi nào hợp đồng được chi trả',
        content: '<p>Lương theo giờ sau mỗi giờ, lương ngày sau mỗi ngày, chia lợi nhuận vào cuối mỗi kỳ (ngày, tuần, nửa tháng hoặc tháng).</p>',
      },
      CN: {
        title: '契约何时发放',
        content: '<p>时薪在每小时结束后发放，日工资在每天结束后发放，分红在每个周期结束时发放（每日、每周、每半月或每月）。</p>',
      },
      TH: {
        title: 'สัญญาจ่ายเมื่อใด',
        content: '<p>เงินเดือนรายชั่วโมงหลังจบแต่ละชั่วโมง ค่าจ้างรายวันหลังจบแต่ละวัน เงินปันผลเมื่อสิ้นสุดแต่ละรอบ (รายวัน รายสัปดาห์ ครึ่งเดือน หรือรายเดือน)</p>',
      },
      ID: {
        title: 'Kapan kontrak dibayarkan',
        content: '<p>Gaji per jam setelah setiap jam, upah harian setelah setiap hari, dividen di akhir setiap periode (harian, mingguan, setengah bulanan, atau bulanan).</p>',
      },
    },
  },
];
