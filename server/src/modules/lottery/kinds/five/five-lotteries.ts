import { playTypesOf, type PlayTypeCode } from '../../../../../../src/shared/contract/lottery-rules';
import { lottery, type LotteryDefinition, type ServerKind } from '../../definition';

/* Five balls on the server: draws every 1, 3 and 5 minutes; every lottery game of the catalogue no other kind claims. */

function five(code: string, name: string, seconds: number, closeBefore: number): LotteryDefinition {
  return lottery({ code, name, kind: 'five', region: null, intervalSeconds: seconds, dailyAt: null, closeBeforeSeconds: closeBefore, defaultPlayType: 'position', shortenedInTests: seconds === 60 });
}

const odds: Partial<Record<PlayTypeCode, number>> = {
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
const rare = new Set<string>(['front3', 'mid3', 'back3']);
const codes = ['FIVE_1', 'FIVE_3', 'FIVE_5'];

export const fiveServer: ServerKind = {
  kind: 'five',
  lotteries: [five('FIVE_1', 'Five-ball 1 min', 60, 10), five('FIVE_3', 'Five-ball 3 min', 180, 20), five('FIVE_5', 'Five-ball 5 min', 300, 30)],
  // every other lottery game: a five-ball draw, 1, 3 and 5 minutes in turn
  claims: (_game, index) => codes[index % 3] ?? 'FIVE_1',
  claimsTheRest: true,
  groups: [{ code: 'five', label: 'Five-ball' }],
  groupOf: () => 'five',
  self: { vendor: 'TCG', prizeMode: 'Elott' },
  seedSettings: (def) => ({
    lotteryCode: def.code,
    unitPrice: 1000,
    maxStakePerDraw: 500_000_000,
    playTypes: Object.fromEntries(playTypesOf('five').map((code) => [code, { odds: odds[code] ?? 0, maxPointsPerNumber: rare.has(code) ? 1000 : 10_000, enabled: true }])),
  }),
};
