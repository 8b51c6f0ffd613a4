import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { API_ORIGIN } from '../../../mocks/contract-handler';
import { givenIpRestricted, givenMaintenance } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

describe('system status gate', () => {
  it('asks the platform about the current host', async () => {
    let askedFor: string | null = null;
    server.use(
      http.get(`${API_ORIGIN}${api.systemStatus.path}`, ({ request }) => {
        askedFor = new URL(request.url).searchParams.get('url');
        return HttpResponse.error();
      }),
    );
    renderApp('/');
    await screen.findByRole('button', { name: 'Retry' });
    expect(askedFor).toBe(window.location.host);
  });

  it('status 0 shows the site', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Welcome to Lotus Play/ })).toBeInTheDocument();
  });

  it('status 1 shows the maintenance page with Contact Us', async () => {
    givenMaintenance('Back at 10:00 after the upgrade.');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Restriction of visit')).toBeInTheDocument();
    expect(screen.getByText('Back at 10:00 after the upgrade.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('status 2 shows the IP restriction page with the visitor IP and country', async () => {
    givenIpRestricted('198.51.100.23', 'Atlantis');
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    expect(screen.getByText('Atlantis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('no answer shows the network message and retries on demand', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_ORIGIN}${api.systemStatus.path}`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByText('Network link abnormal, please retry.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Welcome to Lotus Play/ })).toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(1);
  });
});
