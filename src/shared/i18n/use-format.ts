import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatMoney, formatRate, type CurrencyOptions } from '@/shared/lib/format';
import { formatDate, formatDateTime, formatTime } from '@/shared/lib/format-date';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from './language';

type DateInput = string | number | Date;

export interface Formats {
  language: SupportedLanguage;
  /** an amount with the currency where the language puts it (`formatCurrency`); `symbol` defaults to the hook's */
  money(amount: number, options?: CurrencyOptions): string;
  /** a number grouped as the language groups it, at most two decimals */
  number(value: number): string;
  /** a rate in percent */
  rate(value: number): string;
  date(value: DateInput, options?: { year?: boolean }): string;
  time(value: DateInput, options?: { seconds?: boolean }): string;
  dateTime(value: DateInput, options?: { seconds?: boolean }): string;
}

/**
 * Money, numbers, dates and times in the language the player reads: the
 * site's one set of formats (shared/lib/format.ts), bound to the language of
 * the moment. `symbol`: the currency `money` writes when the call names none.
 */
export function useFormat({ symbol }: { symbol?: string | undefined } = {}): Formats {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      money: (amount, options = {}) => formatCurrency(amount, language, { signed: options.signed, symbol: options.symbol ?? symbol }),
      number: (value) => formatMoney(value, language),
      rate: (value) => formatRate(value, language),
      date: (value, options) => formatDate(value, language, options),
      time: (value, options) => formatTime(value, language, options),
      dateTime: (value, options) => formatDateTime(value, language, options),
    }),
    [language, symbol],
  );
}
