import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The namespaces of the missions page: the site's own texts and its own (`missions:`, locales/missions/), which the first screen never downloads. */
export const MISSIONS_NS = ['translation', 'missions'] as const;

/** The page drawn once its texts have loaded in the active language; until then `placeholder`. */
export function MissionsTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ready } = useTranslation(MISSIONS_NS);
  return ready ? children : placeholder;
}
