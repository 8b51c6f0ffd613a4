import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatInboxRow, StaffConversation } from '@/shared/contract/chat-operator';
import { chatMock } from '../../../../mocks/handlers/chat';
import { givenOperatorSignedIn } from '../../../../mocks/handlers/operator';
import { renderConsole } from '../../../operator/render-console';

const at = '2026-11-28T10:00:00.000Z';

function givenWaiting(id: number, account: string, queue: 'vip' | 'normal', text: string) {
  const row: ChatInboxRow = {
    id,
    merchantCode: 'LOTUS',
    member: { id: id * 10, account, nickname: account },
    queue,
    status: 'waiting',
    offline: false,
    staff: null,
    labels: [],
    preview: text,
    unread: 1,
    rating: null,
    createdAt: at,
    lastMessageAt: at,
    closedAt: null,
  };
  chatMock.inbox.push(row);
  const conversation: StaffConversation = {
    conversation: {
      id,
      status: 'waiting',
      queue,
      offline: false,
      staffName: null,
      memberReadSeq: 1,
      staffReadSeq: 0,
      rating: null,
      createdAt: at,
      closedAt: null,
      merchantCode: 'LOTUS',
      staffId: null,
      labels: [],
      member: { id: 1, account, nickname: account, rankLevel: queue === 'vip' ? 5 : 1 },
    },
    messages: [{ id: id * 100, seq: 1, author: 'member', kind: 'text', text, imageId: null, clientId: null, staffName: null, staffId: null, createdAt: at }],
    memberTyping: false,
  };
  chatMock.conversations.set(id, conversation);
}

describe('the chat desk in the console', () => {
  it('lists the VIP queue first, takes a conversation, answers with a canned answer and keeps a private note', async () => {
    givenWaiting(1, 'team04', 'normal', 'Normal question');
    givenWaiting(2, 'demo', 'vip', 'VIP question');
    givenOperatorSignedIn('operator');
    const { user } = await renderConsole('/operator/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat desk' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Waiting' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('demo'), expect.stringContaining('team04')]);
    expect(rows[0]).toHaveTextContent('VIP');

    await user.click(rows[0]!);
    const conversation = await screen.findByRole('region', { name: 'Conversation with demo' });
    expect(within(conversation).getByText('VIP question')).toBeInTheDocument();
    // the member's summary beside it (the console's member query)
    expect(await screen.findByRole('complementary', { name: 'Member' })).toBeInTheDocument();

    await user.click(within(conversation).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(chatMock.taken).toEqual([2]));
    expect(await within(conversation).findByText('Handled by Platform Admin')).toBeInTheDocument();

    await user.selectOptions(within(conversation).getByRole('combobox', { name: 'Canned answers' }), 'Greeting');
    expect(within(conversation).getByRole('textbox', { name: /Reply to the member/ })).toHaveValue('Hello, how can I help you today?');
    await user.click(within(conversation).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(chatMock.replies).toEqual([{ id: 2, text: 'Hello, how can I help you today?', note: false }]));

    await user.click(within(conversation).getByRole('checkbox', { name: 'Private note' }));
    await user.type(within(conversation).getByRole('textbox', { name: /A private note/ }), 'VIP 5, deposit checked');
    await user.click(within(conversation).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(chatMock.replies.at(-1)).toEqual({ id: 2, text: 'VIP 5, deposit checked', note: true }));
    expect(await within(conversation).findByText(/private note/)).toBeInTheDocument();
  });
});
