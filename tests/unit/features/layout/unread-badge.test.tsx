import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { memberCentreOpened } from '@/shared/store/centres';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildBalance } from '../../../mocks/fixtures';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { requireSession } from '../../../mocks/session-guard';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

function givenUnreadMessages(unreadMessages: number) {
  givenLoggedIn();
  server.use(contractHandler(api.balance, ({ request }) => requireSession(request) ?? buildBalance({ unreadMessages })));
}

describe('unread platform messages (the balance answer’s unreadMessages)', () => {
  it('show as a badge on the avatar, read out as "3 unread messages"', async () => {
    givenUnreadMessages(3);
    renderApp('/');
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('3 unread messages'));
    expect(avatar).toHaveTextContent('3');
  });

  it('show on the platform messages entry of the member centre', async () => {
    givenUnreadMessages(3);
    const { store } = renderApp('/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAccessibleDescription('3 unread messages'));
    act(() => {
      store.dispatch(memberCentreOpened());
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const entry = within(centre).getByRole('button', { name: 'Platform messages' });
    expect(entry).toHaveAccessibleDescription('3 unread messages');
    expect(entry).toHaveTextContent('3');
    // the other entries carry no badge
    expect(within(centre).getByRole('button', { name: 'Deposit' })).not.toHaveAccessibleDescription();
  });

  it('one message is "1 unread message"; more than 99 show as 99+', async () => {
    givenUnreadMessages(1);
    const first = renderApp('/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAccessibleDescription('1 unread message'));
    first.unmount();
    givenUnreadMessages(120);
    renderApp('/');
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('120 unread messages'));
    expect(avatar).toHaveTextContent('99+');
  });

  it('no unread message, no badge', async () => {
    givenUnreadMessages(0);
    const { store } = renderApp('/');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('5,000,000'));
    expect(screen.getByRole('button', { name: 'Account menu' })).not.toHaveAccessibleDescription();
    act(() => {
      store.dispatch(memberCentreOpened());
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('button', { name: 'Platform messages' }).textContent).toBe('Platform messages');
  });
});
