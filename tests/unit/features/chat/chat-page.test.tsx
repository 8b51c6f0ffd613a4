import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPage } from '@/features/chat/chat-page';
import { chatMock, CHAT_PAGE_TOKEN, givenStaffAnswer } from '../../../mocks/handlers/chat';
import { renderWithProviders } from '../../render';

/** A stand-in for the browser's EventSource: the test says what the stream sends. */
class FakeSource {
  static last: FakeSource | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

beforeEach(() => {
  FakeSource.last = null;
  vi.stubGlobal('EventSource', FakeSource);
  window.history.replaceState(null, '', `/chat?title=Support#t=${CHAT_PAGE_TOKEN}`);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function renderPage() {
  const view = renderWithProviders(<ChatPage />, { path: `/chat?title=Support#t=${CHAT_PAGE_TOKEN}` });
  await screen.findByText('Ask us anything about deposits, withdrawals, games or your account.');
  return view;
}

describe('the chat page', () => {
  it('speaks with the token of its address (then out of the address), and sends a message with its client id', async () => {
    const { user } = await renderPage();
    expect(window.location.hash).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Where is my deposit?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Where is my deposit?')).toBeInTheDocument();
    expect(chatMock.sends).toHaveLength(1);
    expect(chatMock.sends[0]!.authorization).toBe(`Bearer ${CHAT_PAGE_TOKEN}`);
    expect(chatMock.sends[0]!.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText('VIP desk: your personal agent will be with you shortly.')).toBeInTheDocument();
  });

  it('sends a failed message again with the same client id when the stream is back (never twice)', async () => {
    chatMock.failNextSends = 1;
    const { user } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Not sent: tap to send again' })).toBeInTheDocument();
    await waitFor(() => expect(FakeSource.last).not.toBeNull());
    act(() => FakeSource.last!.emit({ kind: 'ready' }));
    await waitFor(() => expect(chatMock.state.messages).toHaveLength(1));
    expect(chatMock.sends.map((s) => s.clientId)).toEqual([chatMock.sends[0]!.clientId, chatMock.sends[0]!.clientId]);
    expect(await screen.findByText('Hello?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not sent: tap to send again' })).toBeNull();
  });

  it('shows staff typing and their answer when the stream says the chat changed, without a reload', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Hi');
    await waitFor(() => expect(FakeSource.last).not.toBeNull());
    act(() => FakeSource.last!.emit({ kind: 'chatTyping', id: '7' }));
    expect(await screen.findByText('Agent is typing…')).toBeInTheDocument();
    givenStaffAnswer('Hello, I am checking it.');
    act(() => FakeSource.last!.emit({ kind: 'chat', id: '7' }));
    expect(await screen.findByText('Hello, I am checking it.')).toBeInTheDocument();
    expect(screen.getByText('Chatting with Lotus Support')).toBeInTheDocument();
    // the member's message was read by staff: the receipt
    expect(screen.getByText(/Read/)).toBeInTheDocument();
  });

  it('says the page has expired when its token is refused', async () => {
    window.history.replaceState(null, '', '/chat#t=forged.token.x');
    renderWithProviders(<ChatPage />, { path: '/chat#t=forged.token.x' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This chat page has expired. Close it and open the chat again.');
  });
});
