import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as DailyWagesPage } from '@/features/agent/daily-wages-page';
import { Component as DividendPage } from '@/features/agent/dividend-page';
import { Component as HourlySalaryPage } from '@/features/agent/hourly-salary-page';
import { Component as RealtimeSalaryPage } from '@/features/agent/realtime-salary-page';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildContract, buildContractOverview } from '../../../mocks/handlers/agent';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { agentTextsLoaded, failing, loggedIn } from './agent-scenarios';

describe('agent contract pages', () => {
  beforeAll(agentTextsLoaded);
  let sent: Array<{ path: string; body: unknown; query: string }>;
  beforeEach(() => {
    sent = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/wps/agent/contract')) {
        sent.push({ path: url.pathname, query: url.search, body: request.method === 'POST' ? await request.clone().json() : null });
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it.each([
    ['dividend', DividendPage, 'A share of your team’s net loss'],
    ['dailySalary', DailyWagesPage, 'paid each day'],
    ['hourSalary', HourlySalaryPage, 'paid every hour'],
    ['realtimeSalary', RealtimeSalaryPage, 'Paid every 5 minutes.'],
  ] as const)('%s: the current contract, the offers made and the payments with their arithmetic', async (kind, Page, about) => {
    const { container } = renderWithProviders(<Page />, loggedIn);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const current = await screen.findByRole('region', { name: 'Current contract' });
    expect(sent[0]?.query).toBe(`?kind=${kind}`);
    expect(screen.getByText((text) => text.includes(about.replace('’', "'")))).toBeInTheDocument();
    expect(within(current).getByText('The platform')).toBeInTheDocument();
    const tiers = within(current).getByRole('table', { name: 'Tiers' });
    expect(within(tiers).getAllByRole('row')[2]).toHaveTextContent(kind === 'dividend' ? '10000000' : '10,000,000');
    expect(within(tiers).getAllByRole('row')[2]).toHaveTextContent('0.8%');
    // the platform's contract is not the agent's to end
    expect(within(current).queryByRole('button', { name: 'Terminate' })).toBeNull();
    const offered = screen.getByRole('table', { name: 'Contracts offered to sub-agents' });
    expect(within(offered).getByText('hanhdo')).toBeInTheDocument();
    // the payments are a call of their own: their table shows skeleton rows until it answers
    const payments = await screen.findByRole('table', { name: 'Payment records' });
    await waitFor(() => expect(payments.closest('[aria-busy]')).toBeNull());
    const row = within(payments).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('20,000,000 × 0.8% = 160,000');
    expect(row).toHaveTextContent('− hanhdo: 5,000,000 × 0.3% = 15,000');
    expect(row).toHaveTextContent('= 145,000 paid to you');
    expect(within(payments).getAllByRole('row').at(-1)).toHaveTextContent('145,000');
  });

  it('the contract request and acceptance screen: accepting an offer of the upline', async () => {
    server.use(
      contractHandler(api.agentContracts, ({ body }) =>
        buildContractOverview(body.kind, {
          current: null,
          requests: [buildContract({ id: 812, state: 'pending', uplineAccount: 'agent', holderAccount: 'subagent', tiers: [{ threshold: 0, rate: 0.4 }], note: 'Welcome aboard' })],
          offered: [],
        }),
      ),
    );
    const { user } = renderWithProviders(<RealtimeSalaryPage />, loggedIn);
    const request = await screen.findByRole('article', { name: 'Contract offered by agent' });
    expect(request).toHaveTextContent('Welcome aboard');
    expect(request).toHaveTextContent('0.4%');
    expect(request).toHaveTextContent('Accept to start earning at these rates.');
    expect(screen.getByText('You can offer this kind of contract once you hold one yourself.')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent.find((s) => s.path === api.agentAnswerContract.path)?.body).toEqual({ id: 812, accept: true }));
  });

  it('rejecting an offer already answered says so', async () => {
    server.use(
      contractHandler(api.agentContracts, ({ body }) => buildContractOverview(body.kind, { requests: [buildContract({ id: 813, state: 'pending', uplineAccount: 'agent' })] })),
      contractHandler(api.agentAnswerContract, () => new MockFailure(409, 'CONFLICT', 'answered', undefined, { reason: 'contractNotPending' })),
    );
    const { user } = renderWithProviders(<HourlySalaryPage />, loggedIn);
    const request = await screen.findByRole('article', { name: 'Contract offered by agent' });
    expect(request).toHaveTextContent('Accepting replaces your current contract.');
    await user.click(within(request).getByRole('button', { name: 'Reject' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent('This offer was already answered.');
    expect(sent.find((s) => s.path === api.agentAnswerContract.path)?.body).toEqual({ id: 813, accept: false });
  });

  it('terminates a contract from the upline after a confirmation', async () => {
    server.use(contractHandler(api.agentContracts, ({ body }) => buildContractOverview(body.kind, { current: buildContract({ id: 900, kind: body.kind, uplineAccount: 'agent', holderAccount: 'subagent', period: 'D' }) })));
    const { user } = renderWithProviders(<DailyWagesPage />, loggedIn);
    const current = await screen.findByRole('region', { name: 'Current contract' });
    await user.click(within(current).getByRole('button', { name: 'Terminate' }));
    expect(within(current).getByText('End this contract? No further payments are made on it.')).toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(sent.find((s) => s.path === api.agentTerminateContract.path)?.body).toEqual({ id: 900 }));
  });

  it('offers a contract to a sub-agent within the agent’s own tiers, and shows a refusal under the tiers', async () => {
    server.use(
      contractHandler(api.agentSetSubAgentRates, ({ body }) =>
        body.tiers.some((t) => t.rate > 0.8)
          ? new MockFailure(422, 'VALIDATION', 'invalid', [{ field: 'tiers', key: 'agent.errors.rateAboveOwn' }])
          : buildContract({ id: 701, state: 'pending', holderAccount: 'subagent', uplineAccount: 'agent', tiers: body.tiers }),
      ),
    );
    const { user } = renderWithProviders(<RealtimeSalaryPage />, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = screen.getByRole('form', { name: 'Offer a contract' });
    await user.selectOptions(within(form).getByLabelText(/^Sub-agent/), '201');
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(1\)/), '0.4');
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(2\)/), '0.9');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('A rate is higher than your own at this tier')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Rate \(%\) \(2\)/));
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(2\)/), '0.7');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The offer was sent to subagent');
    const offers = sent.filter((s) => s.path === api.agentSetSubAgentRates.path).map((s) => s.body);
    expect(offers.at(-1)).toEqual({ kind: 'realtimeSalary', holderId: 201, tiers: [{ threshold: 0, rate: 0.4 }, { threshold: 10_000_000, rate: 0.7 }] });
  });

  it('says tiers out of order before sending', async () => {
    const { user } = renderWithProviders(<HourlySalaryPage />, loggedIn);
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = screen.getByRole('form', { name: 'Offer a contract' });
    await user.selectOptions(within(form).getByLabelText(/^Sub-agent/), '202');
    const second = within(form).getByLabelText(/^From valid turnover \(2\)/);
    await user.clear(second);
    await user.type(second, '0');
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(1\)/), '0.1');
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(2\)/), '0.2');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Each tier must start above the one before')).toBeInTheDocument();
    expect(sent.some((s) => s.path === api.agentSetSubAgentRates.path)).toBe(false);
  });

  it('shows no payment yet, and a failed load with a retry', async () => {
    server.use(contractHandler(api.agentContractPayments, () => ({ items: [], total: 0, pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 0 })));
    const { unmount } = renderWithProviders(<DividendPage />, loggedIn);
    expect(await screen.findByText('No payment yet')).toBeInTheDocument();
    unmount();
    server.use(failing(api.agentContracts.path));
    renderWithProviders(<DividendPage />, loggedIn);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
