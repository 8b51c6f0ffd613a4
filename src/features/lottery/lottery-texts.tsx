import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespaces of the lottery's pages: the site's own texts (the play type
 * names, the big/small/odd/even words and the refusals, which the betting
 * record and the form kit use too) and the lottery's (`lottery:`,
 * locales/lottery/), which the first screen never downloads.
 */
export const LOTTERY_NS = ['translation', 'lottery'] as const;

/**
 * A lottery page, drawn once its texts have loaded in the active language;
 * until then `placeholder`, the page's own loading state, so nothing moves
 * when the texts arrive.
 */
export function LotteryTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ready } = useTranslation(LOTTERY_NS);
  return ready ? children : placeholder;
}
