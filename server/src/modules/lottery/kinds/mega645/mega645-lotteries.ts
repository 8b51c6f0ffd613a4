import { lottery, type ServerKind } from '../../definition';

/*
 * Vietlott Mega 6/45 on the server: drawn Wednesday, Friday and Sunday at
 * 18:00 Vietnam time (sales close 15 minutes before; every
 * LOTTERY_FAST_SECONDS in tests), sold as VNL_0017. A ticket is 10,000 ₫
 * (a point of one cost unit at a unit price of 10,000); the fixed prizes
 * are Third 30,000 ₫, Second 300,000 ₫ and First 10,000,000 ₫, paid per
 * point (the paytable by matches, units); the jackpot is the kind's pool.
 */

export const mega645Server: ServerKind = {
  kind: 'mega645',
  lotteries: [
    lottery({
      code: 'MEGA645',
      name: 'Mega 6/45',
      kind: 'mega645',
      region: null,
      intervalSeconds: null,
      dailyAt: 18 * 60,
      weekdays: [0, 3, 5],
      closeBeforeSeconds: 900,
      defaultPlayType: 'mega645',
      shortenedInTests: true,
    }),
  ],
  catalogue: [{ vendor: 'VNL', number: 17, lottery: 'MEGA645', name: 'Vietlott Mega 6/45' }],
  groups: [{ code: 'vietlott', label: 'Vietlott' }],
  groupOf: () => 'vietlott',
  self: { vendor: 'VNL', prizeMode: 'ZY' },
  seedSettings: (def) => ({
    lotteryCode: def.code,
    unitPrice: 10_000,
    maxStakePerDraw: 500_000_000,
    playTypes: { mega645: { odds: 0, paytable: [0, 0, 0, 3, 30, 1000, 0], maxPointsPerNumber: 10_000, enabled: true } },
  }),
};
