import { HttpResponse, http } from 'msw';
import { api } from '@/shared/contract/endpoints';
import { API_ORIGIN, contractHandler } from './contract-handler';
import { buildSystemStatus } from './fixtures';
import { server } from './server';

/** Named situations a test can start from. */
export function givenMaintenance(message = '') {
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({ status: 1, maintenance: { title: 'Maintenance', message, until: null } }),
    ),
  );
}

export function givenIpRestricted(ip = '198.51.100.23', country = 'Atlantis') {
  server.use(
    contractHandler(api.systemStatus, () => buildSystemStatus({ status: 2, regionRestriction: { ip, country } })),
  );
}

export function givenLoggedIn(token = 'token-demo') {
  window.sessionStorage.setItem('token', token);
}

/** Every call of this endpoint fails as if the network were down. */
export function givenNetworkDown(path: string, method: 'get' | 'post' | 'put' | 'delete' = 'get') {
  server.use(http[method](`${API_ORIGIN}${path}`, () => HttpResponse.error()));
}
