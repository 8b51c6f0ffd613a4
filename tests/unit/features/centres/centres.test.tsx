import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '@/shared/contract/api';
import { agentCentreOpened, memberCentreOpened } from '@/shared/store/centres';
import { chatToggled } from '@/shared/store/menus-slice';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

function givenMember(isAgent: number) {
  givenLoggedIn();
  server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ isAgent })));
}

/** A phone's width: the media queries of a 390 px screen match (max-width of 390 px and more). */
function givenPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width: (\d+)px/.test(query) && Number(/max-width: (\d+)px/.exec(query)![1]) >= 390,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}

describe('member and agent centres', () => {
  it('a visitor asking for the member centre gets the login popup', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main menu' });
    store.dispatch(memberCentreOpened('depositv2'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(store.getState().modals.stack.some((m) => m.name === 'memberCentre')).toBe(false);
  });

  it('a member opens the member centre on the asked page, with the menu of the specification', async () => {
    givenMember(0);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(centre).getByRole('navigation', { name: 'Member centre' });
    // the specification's menu, with Responsible gaming after My account (docs/responsible-gaming.md)
    // an entry's badge (missions to claim, unread messages) follows its name: compared without it
    expect(within(menu).getAllByRole('button').map((b) => (b.textContent ?? '').replace(/\d.*$/, ''))).toEqual([
      'My account',
      'Responsible gaming',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Profit and loss',
      'Credit report',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Missions',
      'Platform messages',
      'Manual rebate',
      'Support tickets',
      'Feedback',
    ]);
    expect(within(menu).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(centre).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
  });

  it('on a phone the menu is a select above the page: it opens the chosen page, and names a page outside the menu', async () => {
    givenPhoneWidth();
    givenMember(0);
    const { user, store } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const nav = within(centre).getByRole('navigation', { name: 'Member centre' });
    expect(within(nav).queryAllByRole('button')).toEqual([]);
    const menu = within(nav).getByRole('combobox', { name: 'Page' });
    expect(menu).toHaveValue('depositv2');
    const entries = within(menu).getAllByRole('option').map((option) => option.textContent);
    expect(entries.slice(0, 5)).toEqual(['My account', 'Responsible gaming', 'My wallet', 'Deposit', 'Withdrawal']);
    expect(entries).toContain('Platform messages');
    await user.selectOptions(menu, 'Withdrawal');
    await waitFor(() => expect(store.getState().modals.stack.at(-1)).toMatchObject({ name: 'memberCentre', options: { page: 'withdraw' } }));
    expect(menu).toHaveValue('withdraw');
    store.dispatch(memberCentreOpened('profile'));
    await waitFor(() => expect(within(centre).getByRole('combobox', { name: 'Page' })).toHaveValue('profile'));
    const options = within(within(centre).getByRole('combobox', { name: 'Page' })).getAllByRole('option');
    expect(options).toHaveLength(entries.length + 1);
    expect(options[0]).toHaveTextContent('My profile');
  });

  it('the guest account (type 4) is refused the member centre and chat with "need true account"', async () => {
    givenMember(4);
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(4));
    store.dispatch(memberCentreOpened());
    expect(await screen.findByText('This needs a real account. Please register to continue.')).toBeInTheDocument();
    expect(store.getState().modals.stack.some((m) => m.name === 'memberCentre')).toBe(false);
    store.dispatch(chatToggled(true));
    expect(store.getState().menus.chat.open).toBe(false);
  });

  it.each([1, 2, 41, 42])('agent type %i opens the agent centre on team overview', async (isAgent) => {
    givenMember(isAgent);
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(isAgent));
    store.dispatch(agentCentreOpened());
    const centre = await screen.findByRole('dialog', { name: 'Agent' });
    expect(within(centre).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([0, 4])('type %i is told non-agents cannot log in', async (isAgent) => {
    givenMember(isAgent);
    const { store } = renderApp('/');
    await waitFor(() => expect(selectMemberInfo(store.getState())?.isAgent).toBe(isAgent));
    store.dispatch(agentCentreOpened());
    expect(await screen.findByText('Non-agents cannot log in.')).toBeInTheDocument();
    expect(store.getState().modals.stack.some((m) => m.name === 'agentCentre')).toBe(false);
  });

  it('the account menu offers the agent centre only to agents', async () => {
    givenMember(0);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Agent' })).toBeNull();
  });
});
