import { lotteryResultSchema } from '@/shared/contract/lottery';
import { playTypeCodes, resultSummary, type PlayTypeCode } from '@/shared/contract/lottery-rules';

export const isPlayTypeCode = (code: string): code is PlayTypeCode => (playTypeCodes as readonly string[]).includes(code);

/**
 * The name of a play type, as players of the language say it: `play.<code>` of the lottery's
 * texts (locales/lottery/, which the first screen never downloads: a page that shows it asks
 * for the `lottery` namespace), a key the locale types check for every code of every kind
 * (lottery-kinds/registry.ts).
 */
export const playNameKey = <P extends PlayTypeCode>(code: P) => `lottery:play.${code}` as const;

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
 * A drawn result in one line, as its kind writes it (the special prize of
 * each station, the balls in order…); null when it is not a result of the
 * contract's shape.
 */
export function lotteryResultLine(result: unknown): string | null {
  const parsed = lotteryResultSchema.safeParse(result);
  return parsed.success ? resultSummary(parsed.data) : null;
}
