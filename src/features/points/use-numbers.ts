import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';

/** Points and amounts grouped as the active language groups thousands; amounts with the brand's symbol. */
export function useNumbers(symbol?: string) {
  const { i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  return {
    money: (amount: number) => `${formatMoney(amount, language)} ${symbol ?? ''}`.trim(),
    count: (n: number) => formatMoney(n, language),
  };
}
