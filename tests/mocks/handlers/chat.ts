import { api } from '@/shared/contract/api';
import type { ChatMessage, ChatState } from '@/shared/contract/chat';
import { chatOperatorApi, type ChatInboxRow, type StaffConversation } from '@/shared/contract/chat-operator';
import { contractHandler, MockFailure } from '../contract-handler';
import { bearer, requireSession } from '../session-guard';

/** The chat page's token the mocked chat url hands out. */
export const CHAT_PAGE_TOKEN = 'header.payload.signature';

const hours = { open: true, opens: '00:00', closes: '24:00', utcOffsetMinutes: 420 };

function emptyState(): ChatState {
  return { nickname: 'Demo Player', queue: 'vip', hours, conversation: null, messages: [], staffTyping: false };
}

/** What the mocked chat holds: the member's page state, what was sent, and the desk's inbox. */
export const chatMock = {
  unread: 0,
  state: emptyState(),
  /** every send, in order, with its client id (a resend repeats one) */
  sends: [] as Array<{ clientId: string; text?: string | undefined; authorization: string | null }>,
  /** the next sends fail with a network error */
  failNextSends: 0,
  chatUrlRequests: [] as unknown[],
  inbox: [] as ChatInboxRow[],
  conversations: new Map<number, StaffConversation>(),
  replies: [] as Array<{ id: number; text: string; note?: boolean | undefined }>,
  taken: [] as number[],
};

export function resetChatMock() {
  chatMock.unread = 0;
  chatMock.state = emptyState();
  chatMock.sends = [];
  chatMock.failNextSends = 0;
  chatMock.chatUrlRequests = [];
  chatMock.inbox = [];
  chatMock.conversations = new Map();
  chatMock.replies = [];
  chatMock.taken = [];
}

/** A staff answer arrives in the member's conversation (as the server would store it). */
export function givenStaffAnswer(text: string, staffName = 'Lotus Support') {
  const s = chatMock.state;
  const seq = (s.messages.at(-1)?.seq ?? 0) + 1;
  const message: ChatMessage = { id: 1000 + seq, seq, author: 'staff', kind: 'text', text, imageId: null, clientId: null, staffName, createdAt: new Date().toISOString() };
  s.messages = [...s.messages, message];
  if (s.conversation) s.conversation = { ...s.conversation, status: 'active', staffName, staffReadSeq: seq };
}

const pageRefusal = (request: Request) => (bearer(request) === CHAT_PAGE_TOKEN ? null : new MockFailure(401, 'UNAUTHORIZED', 'This chat page has expired.'));

export const chatHandlers = [
  contractHandler(api.chatUrl, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    chatMock.chatUrlRequests.push(body);
    return { chatUrl: encodeURIComponent(`/chat?lang=EN&title=Support#t=${CHAT_PAGE_TOKEN}`), expiresIn: 900 };
  }),
  contractHandler(api.chatUnread, ({ request }) => requireSession(request) ?? { count: chatMock.unread }),
  contractHandler(api.chatPageState, ({ request }) => pageRefusal(request) ?? chatMock.state),
  contractHandler(api.chatPageSend, ({ request, body }) => {
    const refused = pageRefusal(request);
    if (refused) return refused;
    chatMock.sends.push({ clientId: body.clientId, text: body.text, authorization: request.headers.get('Authorization') });
    if (chatMock.failNextSends > 0) {
      chatMock.failNextSends -= 1;
      return new MockFailure(503, 'MAINTENANCE', 'Try again.');
    }
    const s = chatMock.state;
    const existing = s.messages.find((m) => m.clientId === body.clientId);
    if (existing) return existing;
    const seq = (s.messages.at(-1)?.seq ?? 0) + 1;
    const message: ChatMessage = {
      id: seq,
      seq,
      author: 'member',
      kind: body.imageId ? 'image' : 'text',
      text: body.text ?? '',
      imageId: body.imageId ?? null,
      clientId: body.clientId,
      staffName: null,
      createdAt: new Date().toISOString(),
    };
    s.messages = [...s.messages, message];
    s.conversation ??= { id: 7, status: 'waiting', queue: s.queue, offline: false, staffName: null, memberReadSeq: seq, staffReadSeq: 0, rating: null, createdAt: message.createdAt, closedAt: null };
    return message;
  }),
  contractHandler(api.chatPageImage, ({ request }) => pageRefusal(request) ?? { ids: ['AAAAAAAAAAAAAAAAAAAAAA'] }),
  contractHandler(api.chatPageTyping, ({ request }) => pageRefusal(request) ?? null),
  contractHandler(api.chatPageRead, ({ request, body }) => {
    const refused = pageRefusal(request);
    if (refused) return refused;
    if (chatMock.state.conversation) chatMock.state.conversation = { ...chatMock.state.conversation, memberReadSeq: body.seq };
    return null;
  }),
  contractHandler(api.chatPageRate, ({ request, body }) => {
    const refused = pageRefusal(request);
    if (refused) return refused;
    if (chatMock.state.conversation) chatMock.state.conversation = { ...chatMock.state.conversation, rating: body.rating };
    return null;
  }),
  contractHandler(api.chatPageOffline, ({ request }) => pageRefusal(request) ?? { conversationId: 8 }),
  contractHandler(api.chatPageTicket, ({ request }) => pageRefusal(request) ?? { ticket: 'chat-ticket'.padEnd(43, 'x'), expiresIn: 30 }),
  contractHandler(api.chatPageRenew, ({ request }) => pageRefusal(request) ?? { token: CHAT_PAGE_TOKEN, expiresIn: 900 }),
];

const counts = () => ({
  waiting: chatMock.inbox.filter((r) => r.status === 'waiting').length,
  vipWaiting: chatMock.inbox.filter((r) => r.status === 'waiting' && r.queue === 'vip').length,
  mine: chatMock.inbox.filter((r) => r.status === 'active').length,
});

export const consoleChatHandlers = [
  contractHandler(chatOperatorApi.operatorChatInbox, ({ body }) => {
    const view = body.view;
    const items = chatMock.inbox
      .filter((r) => (view === 'waiting' ? r.status === 'waiting' : view === 'mine' ? r.status === 'active' : r.status === 'closed'))
      .sort((a, b) => Number(b.queue === 'vip') - Number(a.queue === 'vip'));
    return { items, total: items.length, page: 1, pageSize: 50, counts: counts() };
  }),
  contractHandler(chatOperatorApi.operatorChatConversation, ({ body }) => chatMock.conversations.get(Number(body.id)) ?? new MockFailure(404, 'NOT_FOUND', 'There is no such conversation.')),
  contractHandler(chatOperatorApi.operatorChatTake, ({ body }) => {
    chatMock.taken.push(body.id);
    const row = chatMock.inbox.find((r) => r.id === body.id);
    if (row) Object.assign(row, { status: 'active', staff: { id: 1, displayName: 'Platform Admin' } });
    const c = chatMock.conversations.get(body.id);
    if (c) c.conversation = { ...c.conversation, status: 'active', staffId: 1, staffName: 'Platform Admin' };
    return null;
  }),
  contractHandler(chatOperatorApi.operatorChatNext, () => ({ id: null })),
  contractHandler(chatOperatorApi.operatorChatReply, ({ body }) => {
    chatMock.replies.push({ id: body.id, text: body.text, note: body.note });
    const c = chatMock.conversations.get(body.id)!;
    const seq = (c.messages.at(-1)?.seq ?? 0) + 1;
    const message = {
      id: 500 + seq,
      seq,
      author: 'staff' as const,
      kind: body.note ? ('note' as const) : ('text' as const),
      text: body.text,
      imageId: null,
      clientId: body.clientId,
      staffName: 'Platform Admin',
      staffId: 1,
      createdAt: new Date().toISOString(),
    };
    c.messages = [...c.messages, message];
    return message;
  }),
  contractHandler(chatOperatorApi.operatorChatTyping, () => null),
  contractHandler(chatOperatorApi.operatorChatRead, () => null),
  contractHandler(chatOperatorApi.operatorChatLabels, () => null),
  contractHandler(chatOperatorApi.operatorChatTransfer, () => null),
  contractHandler(chatOperatorApi.operatorChatClose, () => null),
  contractHandler(chatOperatorApi.operatorChatStaff, () => ({ items: [{ id: 2, displayName: 'Lotus Cashier' }] })),
  contractHandler(chatOperatorApi.operatorChatCanned, () => ({ items: [{ id: 1, title: 'Greeting', body: 'Hello, how can I help you today?' }] })),
  contractHandler(chatOperatorApi.operatorChatAddCanned, ({ body }) => ({ id: 2, title: body.title, body: body.body })),
  contractHandler(chatOperatorApi.operatorChatReport, () => ({ items: [] })),
  contractHandler(chatOperatorApi.operatorChatTicket, () => ({ ticket: 'desk-ticket'.padEnd(43, 'x'), expiresIn: 30 })),
];
