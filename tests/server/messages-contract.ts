import { memberMessages } from '../../server/src/db/schema';
import type { TestServer } from './helpers';

/**
 * Inputs of the platform messages' endpoints for the contract test: demo
 * reads one of two messages of its own and deletes the other
 * (`prepareMessagesContract` writes them and fills in their ids).
 */
export const messagesContractInputs = {
  unreadMessages: {},
  messageList: { pageNo: 1, pageSize: 10 },
  markMessage: { id: 'p1', read: true } as Record<string, unknown>,
  deleteMessage: { id: 'p1' } as Record<string, unknown>,
  readAllMessages: {},
};

export async function prepareMessagesContract(s: TestServer, all: Record<string, Record<string, unknown>>, demoId: number): Promise<void> {
  const rows = await s.db
    .insert(memberMessages)
    .values([
      { memberId: demoId, title: 'Contract: read', content: '<p>read</p>' },
      { memberId: demoId, title: 'Contract: delete', content: '<p>delete</p>' },
    ])
    .returning({ id: memberMessages.id });
  const inputs = all as unknown as typeof messagesContractInputs;
  inputs.markMessage.id = `p${rows[0]!.id}`;
  inputs.deleteMessage.id = `p${rows[1]!.id}`;
}
