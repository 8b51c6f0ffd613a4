import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as AnnouncementPage } from '@/features/agent/announcement-page';
import { Component as OverviewPage } from '@/features/agent/team-overview-page';
import { coreApi } from '@/shared/api/core-api';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { buildAgentProfile, buildTeamOverview } from '../../../mocks/handlers/agent';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { agentTextsLoaded, failing, loggedIn } from './agent-scenarios';

describe('agent team overview', () => {
  beforeAll(agentTextsLoaded);
  let ranges: string[];
  beforeEach(() => {
    ranges = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.agentTeamOverview.path) ranges.push(url.searchParams.get('range') ?? '');
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it('loads the last 7 days, then shows the figures and a table beside each chart', async () => {
    const { container } = renderWithProviders(<OverviewPage />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const figures = within(container.querySelector('dl')!);
    await waitFor(() => expect(figures.getByText('Team size').nextElementSibling).toHaveTextContent('45'));
    expect(figures.getByText('Team net P/L').nextElementSibling).toHaveTextContent('-₫22,500,000');
    expect(figures.getByText('My commission').nextElementSibling).toHaveTextContent('₫3,180,000');
    expect(ranges[0]).toBe('7d');
    // three charts, each with its figures as a table for those who do not see the canvas
    const charts = screen.getAllByRole('figure');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual(['Deposits and withdrawals', 'Valid bets, payouts and net P/L', 'New and active members']);
    const cash = within(charts[0]!).getByRole('table', { name: 'Deposits and withdrawals' });
    expect(within(cash).getAllByRole('row')).toHaveLength(8);
    expect(within(cash).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Period', 'Deposits', 'Withdrawals']);
    expect(within(cash).getAllByRole('row')[1]).toHaveTextContent('10,000,000');
  });

  it('switches the range to a period (H) and to today', async () => {
    const { user } = renderWithProviders(<OverviewPage />, loggedIn);
    await screen.findAllByRole('figure');
    await user.click(screen.getByRole('button', { name: 'This half-month' }));
    await waitFor(() => expect(ranges.at(-1)).toBe('H'));
    expect(screen.getByRole('button', { name: 'This half-month' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(ranges.at(-1)).toBe('today'));
  });

  it('says when the team has no activity in the range', async () => {
    server.use(contractHandler(api.agentTeamOverview, () => buildTeamOverview({ series: [] })));
    renderWithProviders(<OverviewPage />, loggedIn);
    expect(await screen.findByText('No team activity in this range yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });

  it('says when the overview failed, and asks again on retry', async () => {
    server.use(failing(api.agentTeamOverview.path));
    const { user } = renderWithProviders(<OverviewPage />, loggedIn);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByText('Team size')[0]!.nextElementSibling).toHaveTextContent('45'));
  });

  it('points to a contract offer waiting for an answer (the consolidated flags)', async () => {
    server.use(
      contractHandler(api.agentProfile, () => buildAgentProfile({ flags: { ...buildAgentProfile().flags, realtimesalreqtype: 1 } })),
      contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent: 1 })),
    );
    const { user, store } = renderWithProviders(<OverviewPage />, loggedIn);
    await store.dispatch(coreApi.endpoints.memberInfo.initiate());
    const waiting = await screen.findByRole('region', { name: 'A contract offer is waiting for your answer' });
    await user.click(within(waiting).getByRole('button', { name: 'Real-time salary' }));
    expect(store.getState().modals.stack.at(-1)).toMatchObject({ name: 'agentCentre', options: { page: 'agentRealtimeSalary' } });
  });
});

describe('agent announcements', () => {
  it('lists the announcements with the popup ones marked, and reads the chosen one', async () => {
    const { user } = renderWithProviders(<AnnouncementPage />, loggedIn);
    const list = await screen.findByRole('navigation', { name: 'Announcements' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Popup');
    expect(screen.getByRole('article')).toHaveTextContent('The real-time salary tiers change on 1 December.');
    await user.click(items[1]!);
    expect(screen.getByRole('article')).toHaveTextContent('See you on Friday.');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows the empty and failed states', async () => {
    server.use(contractHandler(api.agentAnnouncements, () => ({ items: [], pageNo: 1, pageSize: 9, totalPages: 1, totalCount: 0 })));
    const { unmount } = renderWithProviders(<AnnouncementPage />, loggedIn);
    expect(await screen.findByRole('status')).toHaveTextContent('No announcements right now.');
    unmount();
    server.use(failing(api.agentAnnouncements.path));
    renderWithProviders(<AnnouncementPage />, loggedIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});
