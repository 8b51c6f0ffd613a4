import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/format';

/** An amount with the game's currency symbol, grouped as the reader's language groups thousands. */
export function useLotteryMoney(symbol: string): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as SupportedLanguage;
  return (amount) => `${formatMoney(amount, language)} ${symbol}`.trim();
}
