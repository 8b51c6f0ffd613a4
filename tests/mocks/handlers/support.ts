import { http, HttpResponse } from 'msw';
import { api } from '@/shared/contract/api';
import { countWords, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, type NewsArticle, type TicketDetail, type TicketMessage } from '@/shared/contract/support';
import { API_ORIGIN, contractHandler, MockFailure } from '../contract-handler';
import { requireSession } from '../session-guard';

export function buildTicket(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const messages: TicketMessage[] = overrides.messages ?? [
    { id: 1, author: 'member', content: 'My deposit of 500,000₫ has not arrived.', imageIds: [], createdAt: '2026-11-28T07:00:00.000Z' },
    { id: 2, author: 'staff', content: 'It arrived a minute ago, please check your balance.', imageIds: [], createdAt: '2026-11-28T07:10:00.000Z' },
  ];
  return {
    id: 41,
    type: 'deposit',
    state: 'answered',
    preview: messages[0]?.content ?? '',
    unread: true,
    createdAt: '2026-11-28T07:00:00.000Z',
    lastMessageAt: '2026-11-28T07:10:00.000Z',
    messages,
    ...overrides,
  };
}

export function buildNews(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    id: 3,
    title: 'Lotus Play is now on Zalo',
    summary: 'Follow our official Zalo page for new-player offers.',
    publishedAt: '2026-11-27T03:00:00.000Z',
    content: '<p>Our official Zalo page is open.</p><script>alert(1)</script>',
    ...overrides,
  };
}

/**
 * The desk's mocked platform: the member's tickets (each a thread), the
 * feedback sent, the uploads and the news. A test installs a fresh one with
 * `server.use(...supportHandlersOf().handlers)` and reads its `state`.
 */
export function supportHandlersOf(tickets: TicketDetail[] = [buildTicket()], news: NewsArticle[] = [buildNews()]) {
  const state = { tickets, news, feedback: [] as string[], uploads: [] as Array<{ purpose: string; files: number }>, created: [] as Array<{ type: string; content: string; imageIds: string[] }> };
  let nextId = 100;
  const summaryOf = (t: TicketDetail) => {
    const { messages, ...summary } = t;
    void messages;
    return summary;
  };
  const handlers = [
    contractHandler(api.feedback, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const words = countWords(body.content);
      if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
        return new MockFailure(400, 'VALIDATION', 'Feedback takes between 5 and 500 words.', [{ field: 'content', key: 'support.errors.feedbackWords', params: { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS } }]);
      }
      state.feedback.push(body.content);
      return null;
    }),
    contractHandler(api.myTickets, ({ request }) => requireSession(request) ?? { items: state.tickets.map(summaryOf), unread: state.tickets.filter((t) => t.unread).length }),
    contractHandler(api.ticket, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const ticket = state.tickets.find((t) => t.id === body.id);
      if (!ticket) return new MockFailure(404, 'NOT_FOUND', 'There is no such ticket.');
      ticket.unread = false;
      return ticket;
    }),
    contractHandler(api.createTicket, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      state.created.push(body);
      nextId += 1;
      const at = '2026-11-28T09:00:00.000Z';
      const ticket = buildTicket({ id: nextId, type: body.type, state: 'open', unread: false, createdAt: at, lastMessageAt: at, messages: [{ id: nextId * 10, author: 'member', content: body.content, imageIds: body.imageIds, createdAt: at }] });
      state.tickets.unshift(ticket);
      return ticket;
    }),
    contractHandler(api.replyTicket, ({ request, body }) => {
      const denied = requireSession(request);
      if (denied) return denied;
      const ticket = state.tickets.find((t) => t.id === body.id);
      if (!ticket) return new MockFailure(404, 'NOT_FOUND', 'There is no such ticket.');
      if (ticket.state === 'closed') return new MockFailure(409, 'CONFLICT', 'This ticket is closed.', undefined, { reason: 'ticketClosed' });
      ticket.messages.push({ id: ticket.messages.length + 1000, author: 'member', content: body.content, imageIds: [], createdAt: '2026-11-28T09:30:00.000Z' });
      ticket.state = 'open';
      return ticket;
    }),
    contractHandler(api.newsList, () => ({ items: state.news.map(({ content, ...card }) => (void content, card)) })),
    contractHandler(api.newsArticle, ({ body }) => state.news.find((n) => n.id === body.id) ?? new MockFailure(404, 'NOT_FOUND', 'There is no such article.')),
    // multipart: read as form data (contractHandler reads JSON); answers one id per file
    http.post(`${API_ORIGIN}${api.uploadImages.path}`, async ({ request }) => {
      if (requireSession(request)) return HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'Please log in.', value: null }, { status: 401 });
      const form = await request.formData();
      state.uploads.push({ purpose: String(form.get('purpose')), files: form.getAll('images').length });
      return HttpResponse.json({ success: true, message: 'OK', value: { ids: form.getAll('images').map((_, i) => `${'T'.repeat(21)}${i}`) } });
    }),
  ];
  return { state, handlers };
}

/** The default answers; a test that needs a fresh memory installs `supportHandlersOf().handlers` with `server.use`. */
export const supportHandlers = supportHandlersOf().handlers.filter((_, i, all) => i < all.length - 1);
