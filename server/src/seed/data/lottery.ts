import type { LotterySettingSeed } from '../../modules/lottery/definition';
import { serverKinds } from '../../modules/lottery/kinds/registry';

export type { LotterySettingSeed } from '../../modules/lottery/definition';

/**
 * The reference brand's lottery prices, odds and limits (lottery_settings):
 * each kind seeds its own lotteries (kinds/<kind>/, `seedSettings`). One
 * point costs the unit price × the play type's cost units; odds are units
 * paid per hit of one point.
 */
export function lotterySettingSeeds(): LotterySettingSeed[] {
  return serverKinds.flatMap((k) => k.lotteries.map((l) => k.seedSettings(l)));
}
