import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/components/feedback';

/**
 * The namespaces of the agent centre's pages: the site's own texts, and the
 * centre's (`agentCentre:`, locales/agent/), which the first screen never
 * downloads.
 */
export const AGENT_NS = ['translation', 'agentCentre'] as const;

/** A page of the agent centre, drawn once its texts have loaded in the active language. */
export function AgentTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation(AGENT_NS);
  return ready ? children : <Spinner />;
}
