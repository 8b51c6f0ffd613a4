import type { EndpointName } from '../../src/shared/contract/api';
import { chatConversations } from '../../server/src/db/schema';
import { mintChatToken } from '../../server/src/modules/chat/identity';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { PNG_8X8 } from './fixtures/images';
import type { TestServer } from './helpers';

/** The chat's calls in the contract test: the page's calls carry a chat token, not the session. */
export const chatContractInputs = {
  chatUrl: { b2c: 1, title: 'Customer service', language: 'EN', headerColor: '#6142bf' },
  chatUnread: {},
  chatPageState: {},
  chatPageSend: { clientId: 'contract-send-0001', text: 'Hello' },
  chatPageImage: { files: [{ filename: 'shot.png', contentType: 'image/png', data: PNG_8X8 }] },
  chatPageTyping: {},
  chatPageRead: { seq: 1 },
  chatPageRate: { conversationId: 0, rating: 5 },
  chatPageOffline: { clientId: 'contract-offline-01', contact: 'demo@lotusplay.example', text: 'Please call me back' },
  chatPageTicket: {},
  chatPageRenew: {},
} satisfies Partial<Record<EndpointName, Record<string, unknown>>>;

/** The page's calls get `Authorization: Bearer <chat token>` of the demo member's session. */
export const isChatPageCall = (name: string) => name.startsWith('chatPage');

/** A chat token for the session the contract's T calls use, and a closed conversation of the demo member to rate. */
export async function prepareChatContract(s: TestServer, inputs: Record<string, Record<string, unknown>>, sessionToken: string): Promise<string> {
  const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
  if (!demo) throw new Error('no demo member');
  const { findSession } = await import('../../server/src/http/session-lookup');
  const session = await findSession(s.db, sessionToken);
  if (!session) throw new Error('no session');
  const [closed] = await s.db
    .insert(chatConversations)
    .values({ merchantCode: 'LOTUS', memberId: demo.id, queue: 'vip', status: 'closed', closedAt: new Date() })
    .returning({ id: chatConversations.id });
  inputs.chatPageRate = { conversationId: closed!.id, rating: 5 };
  return mintChatToken(s.db, s.config, { memberId: demo.id, merchantCode: 'LOTUS', sessionId: session.sessionId });
}
