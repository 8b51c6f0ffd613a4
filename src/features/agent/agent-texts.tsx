import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/components/feedback';

/**
 * The namespaces of the agent centre's pages: the site's own texts, the
 * centre's (`agentCentre:`, locales/agent/), and the member centre's
 * (`centre`, locales/centre/: the transfer to a downline's payment password
 * and upline words, the records' bet and transaction names), none of which
 * the first screen downloads.
 */
export const AGENT_NS = ['translation', 'agentCentre', 'centre'] as const;

/** A page of the agent centre, drawn once its texts have loaded in the active language. */
export function AgentTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation(AGENT_NS);
  return ready ? children : <Spinner />;
}
