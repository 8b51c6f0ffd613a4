import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespaces of the points mall: the site's own texts and the mall's
 * (`points:`, locales/points/), which the first screen never downloads.
 */
export const POINTS_NS = ['translation', 'points'] as const;

/** The mall drawn once its texts have loaded in the active language; until then `placeholder`. */
export function PointsTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ready } = useTranslation(POINTS_NS);
  return ready ? children : placeholder;
}
