import { api } from '@/shared/contract/api';
import type { PlatformMessage } from '@/shared/contract/messages';
import { messagesOperatorApi, type OperatorBroadcast } from '@/shared/contract/messages-operator';
import { contractHandler, MockFailure } from '../contract-handler';
import { bearer, requireSession } from '../session-guard';
import { buildBalance } from '../fixtures';
import { mockOperators, operatorMock } from './operator';

/*
 * The platform messages of the mocked platform: a member's inbox (unread
 * first, then newest), its changes, and the balance's unread count taken from
 * it; the console's sent messages. `resetMessagesMock` starts each test over.
 */

export function buildMessage(overrides: Partial<PlatformMessage> = {}): PlatformMessage {
  return {
    id: 'b1',
    kind: 'service',
    title: 'Welcome to Lotus Play',
    content: '<p>Your account is ready.</p>',
    createdAt: '2026-11-27T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

interface MessagesMock {
  inbox: PlatformMessage[];
  sent: OperatorBroadcast[];
}

export const messagesMock: MessagesMock = { inbox: [], sent: [] };

export function resetMessagesMock(inbox: PlatformMessage[] = []) {
  messagesMock.inbox = inbox.map((m) => ({ ...m }));
  messagesMock.sent = [];
}

const unread = () => messagesMock.inbox.filter((m) => m.readAt === null).length;
const ordered = () =>
  [...messagesMock.inbox].sort((a, b) => Number(a.readAt !== null) - Number(b.readAt !== null) || b.createdAt.localeCompare(a.createdAt));
const find = (id: string) => {
  const found = messagesMock.inbox.find((m) => m.id === id);
  return found ?? new MockFailure(404, 'NOT_FOUND', 'This message does not exist.');
};

export const messagesHandlers = [
  contractHandler(api.unreadMessages, ({ request }) => requireSession(request) ?? { count: unread() }),
  contractHandler(api.messageList, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const pageSize = body.pageSize ?? 10;
    const pageNo = body.pageNo ?? 1;
    const all = ordered();
    return {
      list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: all.length,
      unread: unread(),
      pageNo,
      pageSize,
      totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    };
  }),
  contractHandler(api.markMessage, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const message = find(body.id);
    if (message instanceof MockFailure) return message;
    if ((message.readAt !== null) !== body.read) message.readAt = body.read ? new Date().toISOString() : null;
    return message;
  }),
  contractHandler(api.deleteMessage, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const message = find(body.id);
    if (message instanceof MockFailure) return message;
    messagesMock.inbox = messagesMock.inbox.filter((m) => m.id !== body.id);
    return { id: body.id };
  }),
  contractHandler(api.readAllMessages, ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const count = unread();
    for (const m of messagesMock.inbox) m.readAt ??= new Date().toISOString();
    return { count };
  }),
];

/** The balance whose unread count is the mock inbox's (a test of the header's count installs it). */
export const balanceFromInbox = contractHandler(api.balance, ({ request }) => requireSession(request) ?? buildBalance({ unreadMessages: unread() }));

function staffOf(request: Request) {
  const username = operatorMock.tokens.get(bearer(request));
  return username ? mockOperators[username]?.profile : undefined;
}
const signInFirst = () => new MockFailure(401, 'UNAUTHORIZED', 'Please sign in to the console.');

export const consoleMessagesHandlers = [
  contractHandler(messagesOperatorApi.operatorMessages, ({ request, body }) => {
    if (!staffOf(request)) return signInFirst();
    const size = body.pageSize ?? 20;
    const at = body.page ?? 1;
    return {
      items: messagesMock.sent.slice((at - 1) * size, at * size),
      total: messagesMock.sent.length,
      page: at,
      pageSize: size,
      ranks: [1, 3, 5, 7].map((rankLevel) => ({ merchantCode: 'LOTUS', rankLevel, name: `VIP ${rankLevel}` })),
    };
  }),
  contractHandler(messagesOperatorApi.operatorSendMessage, ({ request, body }) => {
    if (!staffOf(request)) return signInFirst();
    if (body.audience === 'member' && body.account !== 'demo') {
      return new MockFailure(400, 'VALIDATION', 'There is no such member.', [{ field: 'account', key: 'validation.invalid' }]);
    }
    const now = new Date().toISOString();
    const scheduled = body.sendAt !== null && Date.parse(body.sendAt) > Date.now();
    const sent: OperatorBroadcast = {
      id: messagesMock.sent.length + 1,
      merchantCode: body.merchantCode ?? 'LOTUS',
      audience: body.audience,
      account: body.audience === 'member' ? (body.account ?? null) : null,
      rankLevel: body.audience === 'rank' ? (body.rankLevel ?? null) : null,
      kind: body.kind,
      title: body.title,
      content: body.content,
      sendAt: body.sendAt ?? now,
      deliveredAt: scheduled ? null : now,
      recipients: scheduled ? null : body.audience === 'member' ? 1 : 120,
      withheld: 0,
      reads: 0,
      sentBy: 'operator',
      createdAt: now,
    };
    messagesMock.sent.unshift(sent);
    return sent;
  }),
];
