import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as MissionsPage } from '@/features/missions/missions-page';
import { api } from '@/shared/contract/api';
import { API_ORIGIN } from '../../../mocks/contract-handler';
import { buildMission, buildMissionSummary, missionsHandlersOf } from '../../../mocks/handlers/missions';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const loggedIn = { preloadedState: { session: { token: 'token-demo' } } };
const fresh = (...args: Parameters<typeof missionsHandlersOf>) => {
  const mock = missionsHandlersOf(...args);
  server.use(...mock.handlers);
  return mock.state;
};

afterEach(() => {
  server.events.removeAllListeners();
});

// the member centre's pages draw once its texts are here (app/centre-pages.ts loads them with the page)
beforeAll(() => loadCentreTexts());

describe('Missions', () => {
  it('shows the daily missions with their progress, claims a complete one once and shows what it paid', async () => {
    const state = fresh();
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(api.claimMission.path)) keys.push(request.headers.get('idempotency-key') ?? '');
    });
    const { user } = renderWithProviders(<MissionsPage />, loggedIn);
    const wins = await screen.findByTestId('mission-daily-inhouse-wins');
    expect(within(wins).getByRole('heading', { name: 'Win 3 in-house rounds' })).toBeInTheDocument();
    expect(within(wins).getByText('Complete')).toBeInTheDocument();
    expect(within(wins).getByRole('progressbar', { name: 'Progress of Win 3 in-house rounds: 3 of 3' })).toHaveAttribute('aria-valuenow', '3');
    const slots = screen.getByTestId('mission-daily-slot-rounds');
    expect(within(slots).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
    expect(within(slots).getByTestId('mission-progress')).toHaveTextContent('7 / 20');
    expect(within(slots).getByText('50 points')).toBeInTheDocument();
    // an unfinished mission has nothing to claim
    expect(within(slots).queryByRole('button', { name: 'Claim' })).toBeNull();
    // the weekly one is on its tab
    expect(screen.queryByTestId('mission-weekly-turnover')).toBeNull();

    await user.click(within(wins).getByRole('button', { name: 'Claim' }));
    expect(await within(screen.getByTestId('mission-daily-inhouse-wins')).findByRole('status')).toHaveTextContent(/5,000.*has been added to your wallet/);
    await waitFor(() => expect(within(screen.getByTestId('mission-daily-inhouse-wins')).getByText('Claimed')).toBeInTheDocument());
    expect(within(screen.getByTestId('mission-daily-inhouse-wins')).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(state.claims).toBe(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    // the leaderboard shows the member's line once they have claimed
    await waitFor(() => expect(screen.getByTestId('mission-me')).toHaveTextContent('You: rank 3 · Missions: 1 · Points: 0'));

    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    const weekly = await screen.findByTestId('mission-weekly-turnover');
    expect(within(weekly).getByTestId('mission-progress')).toHaveTextContent(/250,000.*\/.*1,000,000/);
  });

  it('lists the week’s leaderboard with masked accounts', async () => {
    fresh();
    renderWithProviders(<MissionsPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Players by missions claimed this week' });
    const first = await within(table).findByRole('row', { name: /te\*\*\*07/ });
    expect(first).toHaveTextContent('1');
    expect(first).toHaveTextContent('6');
    expect(first).toHaveTextContent('300');
    expect(screen.getByTestId('mission-me')).toHaveTextContent('You have not claimed a mission this week.');
  });

  it('words a refused claim, and a member in a time-out sees progress without a claim button', async () => {
    // the server measured the mission as not complete after all
    fresh(buildMissionSummary([buildMission()]));
    server.use(
      http.post(`${API_ORIGIN}${api.claimMission.path}`, () =>
        HttpResponse.json({ success: false, code: 'CONFLICT', message: 'x', value: { reason: 'notComplete', progress: 2, target: 3 } }, { status: 409 }),
      ),
    );
    const { user, unmount } = renderWithProviders(<MissionsPage />, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mission is not complete yet (2 of 3).');
    unmount();

    fresh({ ...buildMissionSummary([buildMission()]), pendingCount: 0, claimBlocked: 'marketingStopped' });
    renderWithProviders(<MissionsPage />, loggedIn);
    expect(await screen.findByRole('note')).toHaveTextContent('Rewards are paused during your time-out or self-exclusion.');
    expect(screen.getByTestId('mission-daily-inhouse-wins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows loading, then an error with a retry, and the empty state', async () => {
    let fail = true;
    fresh(buildMissionSummary([]));
    server.use(
      http.get(`${API_ORIGIN}${api.missionSummary.path}`, async () => {
        await delay(30);
        if (fail) return HttpResponse.json({ success: false, value: null, message: 'x', code: 'INTERNAL' }, { status: 500 });
        return undefined;
      }),
    );
    const { container, user } = renderWithProviders(<MissionsPage />, loggedIn);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(await screen.findByText('Missions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'No missions right now' })).toBeInTheDocument();
  });
});
