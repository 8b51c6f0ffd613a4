import { newsArticles, supportMessages, supportTickets } from '../../server/src/db/schema';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import type { TestServer } from './helpers';

/** Inputs of the support desk's calls for the contract test: a ticket of the demo member to read and answer, a news article to open. */
export const supportContractInputs = {
  feedback: { content: 'The new lottery page is easy to use.' },
  createTicket: { type: 'game', content: 'A slot round did not finish.', imageIds: [] },
  myTickets: {},
  ticket: { id: 0 } as Record<string, unknown>,
  replyTicket: { id: 0, content: 'Here is more about it.' } as Record<string, unknown>,
  newsList: {},
  newsArticle: { id: 0 } as Record<string, unknown>,
};

export async function prepareSupportContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof supportContractInputs;
  const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
  if (!demo) throw new Error('no demo member');
  const [ticket] = await s.db.insert(supportTickets).values({ merchantCode: 'LOTUS', memberId: demo.id, type: 'deposit' }).returning({ id: supportTickets.id });
  await s.db.insert(supportMessages).values({ ticketId: ticket!.id, author: 'member', content: 'Where is my deposit?' });
  inputs.ticket = { id: ticket!.id };
  inputs.replyTicket = { ...inputs.replyTicket, id: ticket!.id };
  const [news] = await s.db.select({ id: newsArticles.id }).from(newsArticles).limit(1);
  if (!news) throw new Error('no news');
  inputs.newsArticle = { id: news.id };
}
