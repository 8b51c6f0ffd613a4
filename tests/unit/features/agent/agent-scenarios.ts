import { i18next } from '@/shared/i18n/i18n';
import { http, HttpResponse } from 'msw';
import { API_ORIGIN } from '../../../mocks/contract-handler';

/** A call of the agent centre that fails on the server's side. */
export const failing = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](`${API_ORIGIN}${path}`, () => HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 }));

export const loggedIn = { preloadedState: { session: { token: 'token-demo' } } } as never;

/** The agent centre's texts (and the member centre's, which its transfer and records words are) loaded beforehand, so that a test sees a page's own loading state rather than the texts'. */
export async function agentTextsLoaded() {
  await i18next.loadNamespaces(['agentCentre', 'centre']);
}
