import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import type { SystemStatus } from '@/shared/contract/system';
import { contractHandler } from '../../mocks/contract-handler';
import { buildSystemStatus } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

/** The gate closed with `status`, the customer service of the status answer replaced by `service`. */
function givenClosed(status: 1 | 2, service?: Partial<SystemStatus['info']['customerService']>) {
  const base = buildSystemStatus();
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({
        status,
        maintenance: status === 1 ? { title: 'Maintenance', message: '', until: null } : null,
        regionRestriction: status === 2 ? { ip: '198.51.100.23', country: 'Atlantis' } : null,
        info: { ...base.info, customerService: { ...base.info.customerService, ...service } },
      }),
    ),
  );
}

async function openContactUs(user: ReturnType<typeof renderApp>['user']) {
  const button = await screen.findByRole('button', { name: 'Contact Us' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Contact Us' })).toBeNull();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: 'Contact Us' });
}

describe('Contact Us on the status pages', () => {
  it('the maintenance page lists every customer-service channel as a working link', async () => {
    givenClosed(1);
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    const panel = await openContactUs(user);
    expect(within(panel).getByText('Our customer service is here for you while the site is closed:')).toBeInTheDocument();
    const chat = within(panel).getByRole('link', { name: /Live chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example.test/live');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('link', { name: /Zalo/ })).toHaveAttribute('href', 'https://zalo.me/0900000000');
    expect(within(panel).getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:support@lotusplay.test');
    expect(within(panel).getByRole('link', { name: /Hotline/ })).toHaveAttribute('href', 'tel:19000000');
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.queryByRole('region', { name: 'Contact Us' })).toBeNull();
  });

  it('the IP restriction page never offers a chat that is behind the closed gate', async () => {
    // the seed's chat is the site's own /helpmc, which the gate closes too
    givenClosed(2, { liveChatUrl: '/helpmc', zalo: 'https://zalo.me/0900000000' });
    const { user } = renderApp('/helpmc');
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    const panel = await openContactUs(user);
    expect(within(panel).queryByRole('link', { name: /Live chat/ })).toBeNull();
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://zalo.me/0900000000',
      'mailto:support@lotusplay.test',
      'tel:19000000',
    ]);
  });

  it('Contact Us is shown even when no channel is configured, and says so', async () => {
    givenClosed(2, { liveChatUrl: '', vipChatUrl: '', zalo: '', email: '', hotline: '' });
    const { user } = renderApp('/');
    const panel = await openContactUs(user);
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(within(panel).getByText(/Customer service cannot be reached online right now/)).toBeInTheDocument();
  });
});
