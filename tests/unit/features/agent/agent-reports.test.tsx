import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as AccountDetailsPage } from '@/features/agent/account-details-page';
import { Component as IncomePage } from '@/features/agent/income-page';
import { Component as TeamBettingPage } from '@/features/agent/team-betting-page';
import { Component as UserLossPage } from '@/features/agent/user-loss-page';
import { api } from '@/shared/contract/api';
import { incomeSources } from '@/shared/contract/agent';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildIncomeReport } from '../../../mocks/handlers/agent';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { agentTextsLoaded, failing, loggedIn } from './agent-scenarios';

const days = (url: URL) => Math.round((Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / 86_400_000);
const empty = { items: [], pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 0 };

describe('agent reports', () => {
  beforeAll(agentTextsLoaded);
  let asked: URL[];
  beforeEach(() => {
    asked = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url)));
  });
  afterEach(() => server.events.removeAllListeners());
  const last = (path: string) => asked.filter((u) => u.pathname === path).at(-1)!;

  it('team betting: the last 7 days with totals, filtered by member, category, vendor and a preset', async () => {
    const { user, container } = renderWithProviders(<TeamBettingPage />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const table = await screen.findByRole('table', { name: 'Team betting' });
    await within(table).findByText('Lotus Dice');
    expect(days(last(api.agentTeamBets.path))).toBe(7);
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Total: 24 bets by 5 members');
    expect(rows.at(-1)).toHaveTextContent('-900,000');
    await user.type(screen.getByLabelText('Account'), 'quangly');
    await user.selectOptions(screen.getByLabelText('Category'), 'INHOUSE');
    await waitFor(() => expect(screen.getByLabelText('Vendor')).toHaveTextContent('XGS Originals'));
    await user.selectOptions(screen.getByLabelText('Vendor'), 'XGS');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last(api.agentTeamBets.path).searchParams.get('account')).toBe('quangly'));
    const url = last(api.agentTeamBets.path);
    expect(url.searchParams.get('category')).toBe('INHOUSE');
    expect(url.searchParams.get('vendor')).toBe('XGS');
    expect(days(url)).toBe(30);
    // the pager waits while the search's page loads
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(api.agentTeamBets.path).searchParams.get('pageNo')).toBe('2'));
  });

  it('team betting: empty and failed', async () => {
    server.use(contractHandler(api.agentTeamBets, () => ({ ...empty, totals: { count: 0, members: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 } })));
    const { unmount } = renderWithProviders(<TeamBettingPage />, loggedIn);
    expect(await screen.findByText('No bets for this filter.')).toBeInTheDocument();
    unmount();
    server.use(failing(api.agentTeamBets.path));
    renderWithProviders(<TeamBettingPage />, loggedIn);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('user loss: ranked by loss, then by win', async () => {
    const { user } = renderWithProviders(<UserLossPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Members ranked by loss' });
    await within(table).findByText('minhle');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1');
    expect(rows[1]).toHaveTextContent('2,500,000');
    expect(rows.at(-1)).toHaveTextContent('3,400,000');
    expect(last(api.agentUserLoss.path).searchParams.get('order')).toBe('loss');
    await user.click(screen.getByRole('button', { name: 'Biggest win' }));
    const byWin = await screen.findByRole('table', { name: 'Members ranked by win' });
    expect(await within(byWin).findByText('tuanvo')).toBeInTheDocument();
    expect(last(api.agentUserLoss.path).searchParams.get('order')).toBe('win');
  });

  it('user loss: empty and failed', async () => {
    server.use(contractHandler(api.agentUserLoss, () => ({ ...empty, totals: { stake: 0, validBet: 0, payout: 0, loss: 0 } })));
    const { unmount } = renderWithProviders(<UserLossPage />, loggedIn);
    expect(await screen.findByText('No bets for this filter.')).toBeInTheDocument();
    unmount();
    server.use(failing(api.agentUserLoss.path));
    renderWithProviders(<UserLossPage />, loggedIn);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('my income: by source and period, with a chart and its table', async () => {
    const { user } = renderWithProviders(<IncomePage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Income by period' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('585,000');
    expect(days(last(api.agentIncome.path))).toBe(30);
    expect(screen.getByRole('figure', { name: 'Income over time' })).toBeInTheDocument();
    expect(screen.getByText('Real-time salary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('135,000');
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    await waitFor(() => expect(last(api.agentIncome.path).searchParams.get('period')).toBe('W'));
  });

  it('my income: only the kinds of pay the brand switches on, as the menu', async () => {
    // the brand's tree with the hourly salary off: the server neither sums nor sends it
    server.use(
      contractHandler(api.agentIncome, () =>
        buildIncomeReport({}, [
          {
            modId: 'AGENTCENTER',
            name: 'Agent centre',
            enabled: true,
            childrenNodes: ['DIVIDEND', 'SALARY', 'HOURSALARY', 'REALTIMESALARY'].map((modId) => ({ modId, name: modId, enabled: modId !== 'HOURSALARY', childrenNodes: [] })),
          },
        ]),
      ),
    );
    renderWithProviders(<IncomePage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Income by period' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).queryByRole('columnheader', { name: 'Hourly salary' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Real-time salary' })).toBeInTheDocument();
    expect(screen.queryByText('Hourly salary', { selector: 'dt' })).toBeNull();
    // 3 days' worth of daily wages and real-time salary: 3 × (120,000 + 45,000)
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('495,000');
  });

  it('my income: nothing earned, and failed', async () => {
    server.use(
      contractHandler(api.agentIncome, () => ({ period: 'D' as const, sources: [...incomeSources], rows: [], totals: { dividend: 0, dailySalary: 0, hourSalary: 0, realtimeSalary: 0, rebate: 0, total: 0 } })),
    );
    const { unmount } = renderWithProviders(<IncomePage />, loggedIn);
    expect(await screen.findByText('No income in this range yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    unmount();
    server.use(failing(api.agentIncome.path));
    renderWithProviders(<IncomePage />, loggedIn);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('account details: the downline’s movements, filtered by member and type', async () => {
    const { user } = renderWithProviders(<AccountDetailsPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Account details' });
    await within(table).findByText('Bank transfer deposit');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('+2,000,000');
    expect(rows[2]).toHaveTextContent('Withdrawal');
    expect(rows[2]).toHaveTextContent('-500,000');
    await user.type(screen.getByLabelText('Account'), 'minhle');
    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last(api.agentAccountDetails.path).searchParams.get('type')).toBe('withdrawal'));
    expect(last(api.agentAccountDetails.path).searchParams.get('account')).toBe('minhle');
  });

  it('account details: empty and failed', async () => {
    server.use(contractHandler(api.agentAccountDetails, () => empty));
    const { unmount } = renderWithProviders(<AccountDetailsPage />, loggedIn);
    expect(await screen.findByText('No transactions for this filter.')).toBeInTheDocument();
    unmount();
    server.use(failing(api.agentAccountDetails.path));
    renderWithProviders(<AccountDetailsPage />, loggedIn);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
