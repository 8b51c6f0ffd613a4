import { lotteryResultSchema } from '@/shared/contract/lottery';
import { playTypeCodes, type PlayTypeCode } from '@/shared/contract/lottery-rules';

export const isPlayTypeCode = (code: string): code is PlayTypeCode => (playTypeCodes as readonly string[]).includes(code);

/** The name of each play type, as players of the language say it (static keys, so the locale types check them). */
export const playNameKeys = {
  lo2: 'lottery.play.lo2',
  lo3: 'lottery.play.lo3',
  lo4: 'lottery.play.lo4',
  xien2: 'lottery.play.xien2',
  xien3: 'lottery.play.xien3',
  xien4: 'lottery.play.xien4',
  de: 'lottery.play.de',
  de_dau: 'lottery.play.de_dau',
  de_g1: 'lottery.play.de_g1',
  dau: 'lottery.play.dau',
  duoi: 'lottery.play.duoi',
  dau_duoi: 'lottery.play.dau_duoi',
  cang3: 'lottery.play.cang3',
  da: 'lottery.play.da',
  position: 'lottery.play.position',
  big_small: 'lottery.play.big_small',
  odd_even: 'lottery.play.odd_even',
  sum: 'lottery.play.sum',
  front2: 'lottery.play.front2',
  back2: 'lottery.play.back2',
  front3: 'lottery.play.front3',
  mid3: 'lottery.play.mid3',
  back3: 'lottery.play.back3',
  pick1: 'lottery.play.pick1',
  pick2: 'lottery.play.pick2',
  pick3: 'lottery.play.pick3',
  pick4: 'lottery.play.pick4',
  pick5: 'lottery.play.pick5',
  keno_big_small: 'lottery.play.keno_big_small',
  keno_odd_even: 'lottery.play.keno_odd_even',
} as const satisfies Record<PlayTypeCode, string>;

/** The words a line's numbers may be (big, small, odd, even), shown by the bet slip and the betting record alike. */
export const wordKeys: Record<string, 'lottery.word.big' | 'lottery.word.small' | 'lottery.word.odd' | 'lottery.word.even'> = {
  big: 'lottery.word.big',
  small: 'lottery.word.small',
  odd: 'lottery.word.odd',
  even: 'lottery.word.even',
};

/** Why a line or a bet was refused (`lottery.errors.<reason>`): the shared line problems and the server's refusals. */
export const lotteryErrorKeys = {
  unknownPlayType: 'lottery.errors.unknownPlayType',
  badNumber: 'lottery.errors.badNumber',
  duplicateNumber: 'lottery.errors.duplicateNumber',
  tooFewNumbers: 'lottery.errors.tooFewNumbers',
  tooManyNumbers: 'lottery.errors.tooManyNumbers',
  badPosition: 'lottery.errors.badPosition',
  badStation: 'lottery.errors.badStation',
  badPoints: 'lottery.errors.badPoints',
  drawClosed: 'lottery.errors.drawClosed',
  drawNotFound: 'lottery.errors.drawNotFound',
  gameNotFound: 'lottery.errors.gameNotFound',
  perNumberLimit: 'lottery.errors.perNumberLimit',
  perDrawLimit: 'lottery.errors.perDrawLimit',
  totalChanged: 'lottery.errors.totalChanged',
  notCancellable: 'lottery.errors.notCancellable',
} as const;
export type LotteryErrorReason = keyof typeof lotteryErrorKeys;

/**
 * A drawn result in one line: the special prize of each station (Vietnamese
 * lottery) or the balls in order (five balls, keno); null when it is not a
 * result of the contract's shape.
 */
export function lotteryResultLine(result: unknown): string | null {
  const parsed = lotteryResultSchema.safeParse(result);
  if (!parsed.success) return null;
  const r = parsed.data;
  if (r.kind === 'vn') return r.stations.map((s) => `${s.station} ${s.prizes.DB?.[0] ?? ''}`.trim()).join(' · ');
  return r.balls.map((b) => (r.kind === 'keno' ? String(b).padStart(2, '0') : String(b))).join(' ');
}
