import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';
import { AGENT_NS } from './agent-texts';

/** Amounts in the agent's language (grouping, at most two decimals), signed when asked, the sign before the currency symbol. */
export function useMoney() {
  const { i18n } = useTranslation(AGENT_NS);
  const language = i18n.language as SupportedLanguage;
  return (amount: number, { signed = false, symbol = '' } = {}) =>
    `${amount < 0 ? '-' : signed && amount > 0 ? '+' : ''}${symbol}${formatMoney(Math.abs(amount), language)}`;
}

/** A rate in percent, in the agent's language: 1.25 → "1.25%". */
export function useRate() {
  const { i18n } = useTranslation(AGENT_NS);
  const language = i18n.language as SupportedLanguage;
  return (rate: number) => `${formatMoney(rate, language)}%`;
}
