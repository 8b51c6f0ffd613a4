import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, DEFAULT_LANGUAGE, type SupportedLanguage } from '@/shared/i18n/language';
import { formatDateTime, formatMoney } from '@/shared/lib/format';

/** The console's language, as the shared formatters take it. */
export function useConsoleLanguage(): SupportedLanguage {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** An amount with the brand's sign: "₫ 5,100,000". */
export function money(amount: number, symbol: string, language: SupportedLanguage): string {
  return `${symbol} ${formatMoney(amount, language)}`;
}

/** A movement: "+₫ 100,000" or "−₫ 50,000". */
export function signedMoney(amount: number, symbol: string, language: SupportedLanguage): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${symbol} ${formatMoney(Math.abs(amount), language)}`;
}

/** A whole number with grouping. */
export function count(value: number, language: SupportedLanguage): string {
  return formatMoney(value, language);
}

/** yyyy-MM-dd hh:mm:ss in the operator's time, or a dash. */
export function when(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}
