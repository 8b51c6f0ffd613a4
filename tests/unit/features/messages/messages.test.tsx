import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startLive } from '@/features/live/start-live';
import type { LiveEvent } from '@/shared/contract/live-rules';
import { memberCentreOpened } from '@/shared/store/centres';
import { balanceFromInbox, buildMessage, messagesMock, resetMessagesMock } from '../../../mocks/handlers/messages';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  emit(event: LiveEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  close() {
    this.closed = true;
  }
}

const inbox = [
  buildMessage({ id: 'b1', title: 'Weekend cashback', kind: 'marketing', content: '<p>Get <b>10%</b> back</p><script>alert(1)</script><img src="x" onerror="alert(2)">', createdAt: '2026-11-26T09:00:00.000Z' }),
  buildMessage({ id: 'p2', title: 'Your withdrawal was paid', createdAt: '2026-11-27T09:00:00.000Z' }),
  buildMessage({ id: 'p3', title: 'Welcome to Lotus Play', createdAt: '2026-11-20T09:00:00.000Z', readAt: '2026-11-21T09:00:00.000Z' }),
];

async function openMessages() {
  givenLoggedIn();
  server.use(balanceFromInbox);
  const view = renderApp('/');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAccessibleDescription('2 unread messages'));
  act(() => {
    view.store.dispatch(memberCentreOpened('messageV2'));
  });
  // the centre and the page load their chunks the first time: slower on a busy machine
  const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 10_000 });
  const list = await within(centre).findByRole('list', { name: 'Inbox' }, { timeout: 10_000 });
  return { ...view, centre, list };
}

describe('platform messages (messageV2)', () => {
  beforeEach(() => resetMessagesMock(inbox));

  it('lists the inbox unread first, the unread ones marked, with the count', async () => {
    const { centre, list } = await openMessages();
    expect(within(centre).getByTestId('messages-summary')).toHaveTextContent('2 unread messages');
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Your withdrawal was paid'),
      expect.stringContaining('Weekend cashback'),
      expect.stringContaining('Welcome to Lotus Play'),
    ]);
    expect(rows[0]).toHaveTextContent('Unread:');
    expect(rows[2]).not.toHaveTextContent('Unread:');
    // the offer says it is one, and its preview is text without markup or script
    expect(rows[1]).toHaveTextContent('Offer');
    expect(rows[1]).toHaveTextContent('Get 10% back');
    expect(rows[1]).not.toHaveTextContent('alert');
  });

  it('opens a message with its sanitised HTML, marks it read, and the header count follows', async () => {
    const { user, list } = await openMessages();
    await user.click(within(list).getByRole('button', { name: /Weekend cashback/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekend cashback' });
    expect(within(dialog).getByText('10%').tagName).toBe('B');
    expect(dialog.innerHTML).not.toContain('script');
    expect(dialog.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(messagesMock.inbox.find((m) => m.id === 'b1')?.readAt).not.toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAccessibleDescription('1 unread message'));

    // marked unread again: the dialog closes and the count goes back up
    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weekend cashback' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAccessibleDescription('2 unread messages'));
  });

  it('deletes a message and marks all read', async () => {
    const { user, centre, list } = await openMessages();
    await user.click(within(list).getByRole('button', { name: /Welcome to Lotus Play/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(centre).findByText('The message was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Welcome to Lotus Play/ })).toBeNull());
    expect(messagesMock.inbox.map((m) => m.id)).toEqual(['b1', 'p2']);

    await user.click(within(centre).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(centre).findByText('All messages are marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).not.toHaveAccessibleDescription());
    expect(within(centre).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows an empty inbox', async () => {
    resetMessagesMock([]);
    givenLoggedIn();
    const { store } = renderApp('/');
    act(() => {
      store.dispatch(memberCentreOpened('messageV2'));
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 10_000 });
    expect(await within(centre).findByRole('heading', { name: 'No messages' })).toBeInTheDocument();
  });

  it('pages a long inbox', async () => {
    resetMessagesMock(Array.from({ length: 12 }, (_, i) => buildMessage({ id: `p${i + 1}`, title: `Message ${i + 1}`, createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T09:00:00.000Z` })));
    givenLoggedIn();
    const { store, user } = renderApp('/');
    act(() => {
      store.dispatch(memberCentreOpened('messageV2'));
    });
    const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 10_000 });
    const list = await within(centre).findByRole('list', { name: 'Inbox' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    const pages = within(centre).getByRole('navigation', { name: 'Message pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    // page 2 holds the last two ("Message 1" alone is also a part of page 1's "Message 10")
    await waitFor(() => expect(within(centre).getByRole('list', { name: 'Inbox' }).querySelectorAll('li')).toHaveLength(2));
    expect(within(centre).getByRole('list', { name: 'Inbox' })).toHaveTextContent('Message 1');
  });

  it('the header count and the menu badge follow a message that arrives on the live channel, without a reload', async () => {
    resetMessagesMock([inbox[2]!]);
    givenLoggedIn();
    server.use(balanceFromInbox);
    const { store } = renderApp('/');
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(screen.getByTestId('balance')).toBeInTheDocument());
    expect(avatar).not.toHaveAccessibleDescription();
    const stop = startLive(store, { EventSource: FakeEventSource as unknown as typeof EventSource, channel: null, locks: null });
    try {
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      const stream = FakeEventSource.opened[0]!;
      act(() => stream.emit({ kind: 'ready' }));
      // staff send one: nothing changes until the event comes
      messagesMock.inbox.push(buildMessage({ id: 'b9', title: 'Tonight only' }));
      act(() => stream.emit({ kind: 'message', id: 'b9' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAccessibleDescription('1 unread message'));
      act(() => {
        store.dispatch(memberCentreOpened('messageV2'));
      });
      const centre = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 10_000 });
      expect(within(centre).getByRole('button', { name: 'Platform messages' })).toHaveAccessibleDescription('1 unread message');
      expect(await within(centre).findByRole('button', { name: /Tonight only/ })).toBeInTheDocument();
    } finally {
      stop();
      FakeEventSource.opened = [];
    }
  });
});
