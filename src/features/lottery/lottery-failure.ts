import type { TFunction } from 'i18next';
import { isApiErrorData } from '@/shared/api/api-error';
import { failureText } from '@/shared/form/failure';
import { lotteryErrorKeys, type LotteryErrorReason } from '@/shared/lib/lottery-names';

const isReason = (value: unknown): value is LotteryErrorReason => typeof value === 'string' && value in lotteryErrorKeys;

/**
 * Why a bet or a cancellation was refused, in the reader's language: the
 * lottery's own reason (`value.reason`, or the `key` of a line's field
 * error, with the line's number), else the site's words for the code.
 */
export function lotteryFailureText(t: TFunction, error: unknown): string {
  if (!isApiErrorData(error)) return t('errors.unknown');
  if (error.kind === 'network') return t('errors.network');
  const value = (error.value ?? {}) as Record<string, unknown>;
  const numbers = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'number' || typeof v === 'string'));
  if (isReason(value.reason)) return t(lotteryErrorKeys[value.reason], { min: 0, max: 0, points: 0, ...numbers } as never) as unknown as string;
  for (const fieldError of error.fieldErrors) {
    // a line's field error carries the full key (`lottery.errors.badNumber`)
    const reason = fieldError.key.replace(/^lottery\.errors\./, '');
    if (isReason(reason)) {
      const line = /^lines\.(\d+)/.exec(fieldError.field)?.[1];
      const text = t(lotteryErrorKeys[reason], { min: 0, max: 0, points: 0, ...(fieldError.params ?? {}) } as never) as unknown as string;
      return line !== undefined ? t('lottery.errors.onLine', { n: Number(line) + 1, text }) : text;
    }
  }
  return failureText(t, error);
}
