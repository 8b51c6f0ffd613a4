import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The namespaces of the Messages page: the site's own texts and its own (`messages:`, locales/messages/), which the first screen never downloads. */
export const MESSAGES_NS = ['translation', 'messages'] as const;

/** The page once its texts have loaded in the active language; until then `placeholder`. */
export function MessagesTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ready } = useTranslation(MESSAGES_NS);
  return ready ? children : placeholder;
}
