import type { PlayTypeCode, VnRegion } from '../../../../src/shared/contract/lottery-rules';
import { playTypesOf } from '../../../../src/shared/contract/lottery-rules';
import { LOTTERIES } from '../../modules/lottery/catalogue';

/**
 * The reference brand's lottery prices and odds (lottery_settings): one
 * point costs the unit price × the play type's cost units; odds are units
 * paid per hit of one point. Returns of about 95–98 % (đá and xiên less),
 * close to what Vietnamese players know.
 */
export interface LotterySettingSeed {
  lotteryCode: string;
  /** major units */
  unitPrice: number;
  maxStakePerDraw: number;
  playTypes: Record<string, { odds: number; paytable?: number[]; maxPointsPerNumber: number; enabled: boolean }>;
}

const vnOdds = (region: VnRegion): Partial<Record<PlayTypeCode, number>> => ({
  lo2: 98,
  lo3: 960,
  lo4: 8800,
  xien2: region === 'north' ? 17 : 35,
  xien3: region === 'north' ? 65 : 200,
  xien4: region === 'north' ? 250 : 1200,
  de: 95,
  de_dau: 95,
  de_g1: 95,
  dau: 95,
  duoi: 95,
  dau_duoi: 95,
  cang3: 900,
  da: region === 'north' ? 750 : 1000,
});

const fiveOdds: Partial<Record<PlayTypeCode, number>> = {
  position: 9.8,
  big_small: 1.98,
  odd_even: 1.98,
  // the sum pays this return divided by the chance of the sum
  sum: 0.98,
  front2: 98,
  back2: 98,
  front3: 980,
  mid3: 980,
  back3: 980,
};

const kenoPaytables: Partial<Record<PlayTypeCode, number[]>> = {
  pick1: [0, 3.8],
  pick2: [0, 0, 15],
  pick3: [0, 0, 2, 45],
  pick4: [0, 0, 1, 8, 120],
  pick5: [0, 0, 0, 3, 25, 500],
};

const limitOf = (code: PlayTypeCode) => (['lo4', 'cang3', 'front3', 'mid3', 'back3', 'pick4', 'pick5', 'da', 'xien4'].includes(code) ? 1000 : 10_000);

export function lotterySettingSeeds(): LotterySettingSeed[] {
  return LOTTERIES.map((l) => {
    const playTypes: LotterySettingSeed['playTypes'] = {};
    for (const code of playTypesOf(l.kind)) {
      const paytable = kenoPaytables[code];
      const odds = l.kind === 'vn' ? (vnOdds(l.region ?? 'south')[code] ?? 0) : l.kind === 'five' ? (fiveOdds[code] ?? 0) : paytable ? 0 : 1.95;
      playTypes[code] = { odds, ...(paytable ? { paytable } : {}), maxPointsPerNumber: limitOf(code), enabled: true };
    }
    return { lotteryCode: l.code, unitPrice: 1000, maxStakePerDraw: 500_000_000, playTypes };
  });
}
