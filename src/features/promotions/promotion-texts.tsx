import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespaces of the promotion pages and the reward centre: the site's
 * own texts and theirs (`promotions:`, locales/promotions/), which the first
 * screen never downloads.
 */
export const PROMOTIONS_NS = ['translation', 'promotions'] as const;

/** A page drawn once its texts have loaded in the active language; until then `placeholder`. */
export function PromotionTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ready } = useTranslation(PROMOTIONS_NS);
  return ready ? children : placeholder;
}
