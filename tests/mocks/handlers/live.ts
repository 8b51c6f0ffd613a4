import { api } from '@/shared/contract/api';
import { LIVE_TICKET_SECONDS } from '@/shared/contract/live';
import { contractHandler } from '../contract-handler';
import { requireSession } from '../session-guard';

/** The tickets handed out, in order (each opens one stream of the mocked live channel). */
export const liveMock = { tickets: [] as string[] };

export function resetLiveMock() {
  liveMock.tickets = [];
}

export const liveHandlers = [
  contractHandler(api.liveTicket, ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const ticket = `ticket-${liveMock.tickets.length + 1}`.padEnd(43, 'x');
    liveMock.tickets.push(ticket);
    return { ticket, expiresIn: LIVE_TICKET_SECONDS };
  }),
];
