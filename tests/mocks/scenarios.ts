import { HttpResponse, http } from 'msw';
import { api } from '@/shared/contract/api';
import { API_ORIGIN, contractHandler } from './contract-handler';
import { buildHomeNotice, buildMemberInfo, buildSystemStatus } from './fixtures';
import { server } from './server';
import { mockState } from './state';

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

/**
 * The home notice carries `count` popup announcements (newest first), numbered
 * "Announcement 1" …; each one's HTML holds a script and an inline handler the
 * site must strip. Dated 2026-03-05 09:07:03 local time minus `i` days.
 */
export function givenPopupAnnouncements(count = 12) {
  const popup = Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    type: 'PU' as const,
    title: `Announcement ${i + 1}`,
    content: `<p>Body of announcement ${i + 1} <strong>bold</strong><img src="x" onerror="window.__xss=1"></p><script>window.__xss=1</script>`,
    date: new Date(2026, 2, 5 - i, 9, 7, 3).toISOString(),
    popup: true,
  }));
  server.use(contractHandler(api.homeNotice, () => buildHomeNotice({ popup })));
  return popup;
}

/** A free-play guest (isAgent 4) is logged in. */
export function givenGuestLoggedIn(token = 'token-guest') {
  mockState.tokens.add(token);
  window.sessionStorage.setItem('token', token);
  server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ account: 'guest12345678', isAgent: 4, clubLabel: null, memberLabel: [] })));
}
