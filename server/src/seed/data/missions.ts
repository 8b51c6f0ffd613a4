import type { MissionFilter } from '../../db/schema/missions';

/**
 * The brand's missions: three daily and two weekly, measured from the
 * member's settled bets and credited deposits (amounts in whole VND; titles
 * in the site's six languages). Categories are the catalogue's (RNG slots,
 * LIVE casino, INHOUSE games); the in-house slot counts as a slot.
 */
export interface MissionSeed {
  code: string;
  period: 'D' | 'W';
  metric: 'rounds' | 'turnover' | 'wins' | 'deposits';
  filter: MissionFilter;
  /** a count, or whole VND for turnover */
  target: number;
  rewardType: 'cash' | 'bonus' | 'points';
  /** whole VND, or points */
  reward: number;
  turnoverMultiple: number;
  titles: Record<'TY' | 'VI' | 'EN' | 'CN' | 'TH' | 'ID', string>;
}

export const missionSeeds: MissionSeed[] = [
  {
    code: 'daily-inhouse-wins',
    period: 'D',
    metric: 'wins',
    filter: { categories: ['INHOUSE'] },
    target: 3,
    rewardType: 'cash',
    reward: 5_000,
    turnoverMultiple: 0,
    titles: {
      EN: 'Win 3 in-house rounds',
      VI: 'Thắng 3 ván trò chơi nhà cái',
      TY: 'Thắng 3 ván game nhà',
      CN: '赢得 3 局自营游戏',
      TH: 'ชนะเกมของเว็บ 3 รอบ',
      ID: 'Menangkan 3 ronde permainan internal',
    },
  },
  {
    code: 'daily-slot-rounds',
    period: 'D',
    metric: 'rounds',
    filter: { categories: ['RNG'], inhouseKinds: ['slot'] },
    target: 20,
    rewardType: 'points',
    reward: 50,
    turnoverMultiple: 0,
    titles: {
      EN: 'Play 20 slot rounds',
      VI: 'Chơi 20 lượt quay slot',
      TY: 'Quay 20 lượt slot',
      CN: '玩 20 局老虎机',
      TH: 'เล่นสล็อต 20 รอบ',
      ID: 'Mainkan 20 putaran slot',
    },
  },
  {
    code: 'daily-live-turnover',
    period: 'D',
    metric: 'turnover',
    filter: { categories: ['LIVE'] },
    target: 500_000,
    rewardType: 'bonus',
    reward: 20_000,
    turnoverMultiple: 3,
    titles: {
      EN: 'Bet 500,000 ₫ in live casino today',
      VI: 'Cược 500.000 ₫ sòng bài trực tiếp hôm nay',
      TY: 'Cược 500K live casino hôm nay',
      CN: '今日真人娱乐场投注 500,000 ₫',
      TH: 'เดิมพันคาสิโนสด 500,000 ₫ วันนี้',
      ID: 'Taruhan 500.000 ₫ di kasino langsung hari ini',
    },
  },
  {
    code: 'weekly-deposits',
    period: 'W',
    metric: 'deposits',
    filter: {},
    target: 2,
    rewardType: 'bonus',
    reward: 50_000,
    turnoverMultiple: 5,
    titles: {
      EN: 'Deposit twice this week',
      VI: 'Nạp tiền 2 lần trong tuần',
      TY: 'Nạp 2 lần tuần này',
      CN: '本周存款两次',
      TH: 'ฝากเงิน 2 ครั้งในสัปดาห์นี้',
      ID: 'Setor dua kali minggu ini',
    },
  },
  {
    code: 'weekly-turnover',
    period: 'W',
    metric: 'turnover',
    filter: {},
    target: 1_000_000,
    rewardType: 'points',
    reward: 200,
    turnoverMultiple: 0,
    titles: {
      EN: 'Bet 1,000,000 ₫ in any game this week',
      VI: 'Cược 1.000.000 ₫ ở mọi trò chơi trong tuần',
      TY: 'Cược 1 triệu mọi game tuần này',
      CN: '本周任意游戏投注 1,000,000 ₫',
      TH: 'เดิมพันเกมใดก็ได้ 1,000,000 ₫ ในสัปดาห์นี้',
      ID: 'Taruhan 1.000.000 ₫ di permainan apa saja minggu ini',
    },
  },
];
