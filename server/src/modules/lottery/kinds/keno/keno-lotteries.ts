import { playTypesOf, type PlayTypeCode } from '../../../../../../src/shared/contract/lottery-rules';
import { lottery, type LotteryDefinition, type ServerKind } from '../../definition';

/* Keno on the server: draws every 1 and 5 minutes; the catalogue's keno games (classify keno, or the keno vendor). */

function keno(code: string, name: string, seconds: number, closeBefore: number): LotteryDefinition {
  return lottery({ code, name, kind: 'keno', region: null, intervalSeconds: seconds, dailyAt: null, closeBeforeSeconds: closeBefore, defaultPlayType: 'pick1', shortenedInTests: seconds === 60 });
}

/** What a ticket of k spots pays (units per point) by the spots caught. */
const paytables: Partial<Record<PlayTypeCode, number[]>> = {
  pick1: [0, 3.8],
  pick2: [0, 0, 15],
  pick3: [0, 0, 2, 45],
  pick4: [0, 0, 1, 8, 120],
  pick5: [0, 0, 0, 3, 25, 500],
};
const rare = new Set<string>(['pick4', 'pick5']);

export const kenoServer: ServerKind = {
  kind: 'keno',
  lotteries: [keno('KENO_1', 'Keno 1 min', 60, 10), keno('KENO_5', 'Keno 5 min', 300, 30)],
  claims: (game, index) => (game.classify === 'keno' || game.vendorCode === 'KNX' ? (index % 2 === 0 ? 'KENO_1' : 'KENO_5') : null),
  groups: [{ code: 'keno', label: 'Keno' }],
  groupOf: () => 'keno',
  self: { vendor: 'TCG', prizeMode: 'Elott' },
  seedSettings: (def) => ({
    lotteryCode: def.code,
    unitPrice: 1000,
    maxStakePerDraw: 500_000_000,
    playTypes: Object.fromEntries(
      playTypesOf('keno').map((code) => {
        const paytable = paytables[code];
        return [code, { odds: paytable ? 0 : 1.95, ...(paytable ? { paytable } : {}), maxPointsPerNumber: rare.has(code) ? 1000 : 10_000, enabled: true }];
      }),
    ),
  }),
};
