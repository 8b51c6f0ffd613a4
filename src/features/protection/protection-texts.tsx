import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespaces of player protection's pages and dialogs: the site's own
 * texts and theirs (`protection:`, locales/protection/), which the first
 * screen never downloads (the refusals' words stay in the main file, under
 * `errors.codes`, since any page may show them).
 */
export const PROTECTION_NS = ['translation', 'protection'] as const;

/** Draws `children` once the texts have loaded in the active language; until then `placeholder`. */
export function ProtectionTexts({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const { ready } = useTranslation(PROTECTION_NS);
  return ready ? children : placeholder;
}
