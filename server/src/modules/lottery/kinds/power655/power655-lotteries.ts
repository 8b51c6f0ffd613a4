import { lottery, type ServerKind } from '../../definition';

/*
 * Vietlott Power 6/55 on the server: drawn Tuesday, Thursday and Saturday
 * at 18:00 Vietnam time (sales close 15 minutes before; every
 * LOTTERY_FAST_SECONDS in tests), sold as VNL_0018. A ticket is 10,000 ₫
 * (a point of one cost unit at a unit price of 10,000); the fixed prizes
 * are Third 50,000 ₫, Second 500,000 ₫ and First 40,000,000 ₫ per point
 * (the paytable by matches, units); Jackpots 1 and 2 are the kind's pools.
 */

export const power655Server: ServerKind = {
  kind: 'power655',
  lotteries: [
    lottery({
      code: 'POWER655',
      name: 'Power 6/55',
      kind: 'power655',
      region: null,
      intervalSeconds: null,
      dailyAt: 18 * 60,
      weekdays: [2, 4, 6],
      closeBeforeSeconds: 900,
      defaultPlayType: 'power655',
      shortenedInTests: true,
    }),
  ],
  catalogue: [{ vendor: 'VNL', number: 18, lottery: 'POWER655', name: 'Vietlott Power 6/55' }],
  groups: [{ code: 'vietlott', label: 'Vietlott' }],
  groupOf: () => 'vietlott',
  self: { vendor: 'VNL', prizeMode: 'ZY' },
  seedSettings: (def) => ({
    lotteryCode: def.code,
    unitPrice: 10_000,
    maxStakePerDraw: 500_000_000,
    playTypes: { power655: { odds: 0, paytable: [0, 0, 0, 5, 50, 4000, 0], maxPointsPerNumber: 10_000, enabled: true } },
  }),
};
