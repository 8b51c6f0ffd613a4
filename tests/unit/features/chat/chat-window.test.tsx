import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectChat } from '@/shared/store/menus-slice';
import { chatMock } from '../../../mocks/handlers/chat';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { renderApp } from '../../render';

async function openFromMenu(user: ReturnType<typeof renderApp>['user'], entry: string) {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await user.hover(within(nav).getByRole('button', { name: 'Customer service' }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${entry}`) }, { timeout: 20_000 }));
}

describe('the chat window (left menu → customer service)', () => {
  it('frames the decoded chat url asked for with b2c 1, the header colour and the language; minimise hides it, enlarge grows it', async () => {
    givenLoggedIn();
    const { user, store } = renderApp('/');
    await screen.findByTestId('balance');
    // the demo member's rank level is 5: the VIP desk
    await openFromMenu(user, 'VIP service');
    const frame = await screen.findByTitle('Customer-service chat', {}, { timeout: 20_000 });
    expect(frame).toHaveAttribute('src', '/chat?lang=EN&title=Support#t=header.payload.signature');
    expect(chatMock.chatUrlRequests[0]).toEqual({ b2c: 1, title: 'VIP service', language: 'EN', headerColor: '#6142bf' });

    await user.click(screen.getByRole('button', { name: 'Enlarge the chat' }));
    expect(selectChat(store.getState()).enlarged).toBe(true);
    expect(screen.getByRole('button', { name: "Restore the chat's size" })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Minimise the chat' }));
    expect(selectChat(store.getState()).open).toBe(false);
    // kept (the conversation goes on), hidden
    expect(screen.getByTitle('Customer-service chat')).not.toBeVisible();
    expect(chatMock.chatUrlRequests).toHaveLength(1);
  });

  it('shows the unread chat messages on the customer-service entry', async () => {
    chatMock.unread = 2;
    givenLoggedIn();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const entry = within(nav).getByRole('button', { name: 'Customer service' });
    await waitFor(() => expect(entry).toHaveAccessibleDescription('2 unread chat messages'));
  });

  it('asks a visitor to log in first', async () => {
    const { user } = renderApp('/');
    await openFromMenu(user, 'Live chat');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(chatMock.chatUrlRequests).toHaveLength(0);
  });
});
