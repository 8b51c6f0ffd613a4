import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as TeamPage } from '@/features/agent/team-management-page';
import { IDEMPOTENCY_HEADER } from '@/shared/contract/endpoint';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { changeLanguage } from '@/shared/i18n/i18n';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { agentTextsLoaded, failing, loggedIn } from './agent-scenarios';

describe('agent team management', () => {
  beforeAll(agentTextsLoaded);
  let asked: URL[];
  let transfers: Array<{ key: string | null }>;
  beforeEach(() => {
    asked = [];
    transfers = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      if (url.pathname === api.agentTransferToDownline.path && request.method === 'POST') transfers.push({ key: request.headers.get(IDEMPOTENCY_HEADER) });
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it('shows the downline as a tree and a table with level, type, balance, last login, registration and status', async () => {
    renderWithProviders(<TeamPage />, loggedIn);
    const tree = await screen.findByRole('tree', { name: 'Team tree' });
    expect(within(tree).getAllByRole('treeitem').map((i) => i.getAttribute('aria-label'))).toEqual(['minhle', 'subagent Sub-agent team of 2']);
    expect(screen.getByText('45 accounts in your team, 2 directly under you.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Downline accounts' });
    await within(table).findByText('quangly');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Account', 'Level', 'Type', 'Balance', 'Last login', 'Registered', 'Status', 'Actions']);
    const quangly = within(table).getByText('quangly').closest('tr')!;
    expect(quangly).toHaveTextContent('under subagent');
    expect(quangly).toHaveTextContent('Never');
    // rates are set for a direct sub-agent only
    expect(within(within(table).getByText('subagent').closest('tr')!).getByRole('button', { name: 'Rates of subagent' })).toBeInTheDocument();
    expect(within(quangly).queryByRole('button', { name: /Rates of/ })).toBeNull();
  });

  it('walks the tree with the keyboard, loads a branch when it opens, and filters the table on the chosen account', async () => {
    const { user } = renderWithProviders(<TeamPage />, loggedIn);
    const tree = await screen.findByRole('tree', { name: 'Team tree' });
    const [first, second] = within(tree).getAllByRole('treeitem');
    expect(first).toHaveAttribute('tabindex', '0');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    const child = await within(tree).findByRole('treeitem', { name: 'quangly Sub-agent' });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(asked.some((u) => u.pathname === api.agentDownlineTree.path && u.searchParams.get('parentId') === '201')).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(child).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(child).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked.some((u) => u.pathname === api.agentDownline.path && u.searchParams.get('account') === 'quangly')).toBe(true));
    expect(screen.getByLabelText('Account')).toHaveValue('quangly');
  });

  it('searches the table by type and direct members', async () => {
    const { user } = renderWithProviders(<TeamPage />, loggedIn);
    const search = await screen.findByRole('form', { name: 'Search the team' });
    await user.selectOptions(within(search).getByLabelText('Type'), 'agent');
    await user.selectOptions(within(search).getByLabelText('Level'), '1');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    const table = screen.getByRole('table', { name: 'Downline accounts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('subagent')).toBeInTheDocument();
    const last = asked.filter((u) => u.pathname === api.agentDownline.path).at(-1)!;
    expect(last.searchParams.get('kind')).toBe('agent');
    expect(last.searchParams.get('level')).toBe('1');
  });

  it('transfers to a downline member with the payment password, once per action, and shows the receipt', async () => {
    const { user } = renderWithProviders(<TeamPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Downline accounts' });
    await user.click(await within(table).findByRole('button', { name: 'Transfer to minhle' }));
    const form = await screen.findByRole('form', { name: 'Transfer to minhle' });
    expect(form).toHaveTextContent('₫50,000,000');
    await user.type(within(form).getByLabelText(/^Amount/), '300000');
    await user.type(within(form).getByLabelText(/^Payment password/), '111111');
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Wrong payment password. 2 tries left.')).toBeInTheDocument();
    const retryForm = screen.getByRole('form', { name: 'Transfer to minhle' });
    await user.clear(within(retryForm).getByLabelText(/^Payment password/));
    await user.type(within(retryForm).getByLabelText(/^Payment password/), '246810');
    await user.click(within(retryForm).getByRole('button', { name: 'Next' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the transfer' });
    expect(confirm).toHaveTextContent('minhle');
    expect(confirm).toHaveTextContent('₫49,700,000');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Transfer completed');
    const receipt = screen.getByLabelText('Transfer receipt');
    expect(receipt).toHaveTextContent('4242');
    expect(receipt).toHaveTextContent('₫300,000');
    // the refused call settled its action: the second one is a new action with a new key
    expect(transfers).toHaveLength(2);
    expect(transfers[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(transfers[1]!.key).not.toBe(transfers[0]!.key);
  });

  it('says, translated, that a protected player cannot receive the transfer, and keeps the form filled', async () => {
    server.use(
      contractHandler(api.agentTransferToDownline, () => new MockFailure(403, 'PLAYER_PROTECTED', 'This player cannot receive a transfer at the moment.')),
    );
    const { user } = renderWithProviders(<TeamPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Downline accounts' });
    await user.click(await within(table).findByRole('button', { name: 'Transfer to minhle' }));
    const form = await screen.findByRole('form', { name: 'Transfer to minhle' });
    await user.type(within(form).getByLabelText(/^Amount/), '300000');
    await user.type(within(form).getByLabelText(/^Payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    const again = await screen.findByRole('form', { name: 'Transfer to minhle' });
    expect(await within(again).findByText('This player cannot receive a transfer at the moment.')).toBeInTheDocument();
    expect(within(again).getByLabelText(/^Amount/)).toHaveValue('300,000');
    expect(within(again).getByLabelText(/^Payment password/)).toHaveValue('246810');
    expect(screen.queryByRole('status')).toBeNull();

    // in another language, the same refusal in its words
    try {
      await act(async () => {
        await changeLanguage('CN');
      });
      expect(await within(again).findByText('该玩家目前无法接收转账。')).toBeInTheDocument();
    } finally {
      await act(async () => {
        await changeLanguage('EN');
      });
    }
  });

  it('sets a direct sub-agent’s rates through an offer of a held kind', async () => {
    const { user } = renderWithProviders(<TeamPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Downline accounts' });
    await user.click(await within(table).findByRole('button', { name: 'Rates of subagent' }));
    const panel = await screen.findByRole('region', { name: 'Rates of subagent' });
    const kinds = within(panel).getByRole('group', { name: 'Contract kind' });
    expect(within(kinds).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dividend', 'Daily wages', 'Hourly salary', 'Real-time salary']);
    await user.click(within(kinds).getByRole('button', { name: 'Daily wages' }));
    const form = await within(panel).findByRole('form', { name: 'Offer a contract' });
    expect(form).toHaveTextContent('Sub-agent: subagent');
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(1\)/), '0.3');
    await user.type(within(form).getByLabelText(/^Rate \(%\) \(2\)/), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('The offer was sent to subagent');
  });

  it('without a payment password, sends the agent to set one in the member centre', async () => {
    server.use(contractHandler(api.agentDownlineTransferInfo, () => ({ balance: 1_000_000, currencySymbol: '₫', minAmount: 10_000, maxAmount: 100_000_000, paymentPasswordSet: false })));
    const { user, store } = renderWithProviders(<TeamPage />, loggedIn);
    const table = await screen.findByRole('table', { name: 'Downline accounts' });
    await user.click(await within(table).findByRole('button', { name: 'Transfer to minhle' }));
    await user.click(await screen.findByRole('button', { name: 'Set a payment password' }));
    expect(store.getState().modals.stack.at(-1)).toMatchObject({ name: 'memberCentre', options: { page: 'paymentPassword' } });
  });

  it('says when the team could not be loaded', async () => {
    server.use(failing(api.agentDownlineTree.path), failing(api.agentDownline.path));
    renderWithProviders(<TeamPage />, loggedIn);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('says when there is nobody in the team yet', async () => {
    server.use(
      contractHandler(api.agentDownlineTree, () => ({ parent: { id: 1, account: 'agent', kind: 'agent' as const, childCount: 0, teamSize: 0, balance: 0 }, children: [] })),
      contractHandler(api.agentDownline, () => ({ items: [], pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 0 })),
    );
    renderWithProviders(<TeamPage />, loggedIn);
    expect(await screen.findByText('Nobody in your team yet: create an account or share an invitation link.')).toBeInTheDocument();
    expect(await screen.findByText('No account matches this search.')).toBeInTheDocument();
  });
});
