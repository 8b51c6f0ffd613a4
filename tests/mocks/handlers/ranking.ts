import { createHash, createHmac } from 'node:crypto';
import { api } from '@/shared/contract/api';
import { drawRaffle, maskAccount, type Leaderboard, type Raffle, type RaffleDraw, type Winner } from '@/shared/contract/promotions-ranking';
import { contractHandler, MockFailure } from '../contract-handler';
import { bearer } from '../session-guard';

/** The seeded Weekly Turnover Race (id 9) as a member sees it: 3 players, the member second. */
export function buildLeaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    promotionId: 9,
    period: { key: '2026-W48', start: '2026-11-22T17:00:00.000Z', end: '2026-11-29T17:00:00.000Z' },
    categories: [],
    prizes: [
      { place: 1, amount: 2_000_000 },
      { place: 2, amount: 1_000_000 },
      { place: 3, amount: 500_000 },
    ],
    top: [
      { place: 1, account: maskAccount('team07'), turnover: 1_200_000, prize: 2_000_000 },
      { place: 2, account: maskAccount('demo'), turnover: 500_000, prize: 1_000_000 },
      { place: 3, account: maskAccount('team11'), turnover: 500_000, prize: 500_000 },
    ],
    me: { place: 2, turnover: 500_000 },
    last: null,
    ...overrides,
  };
}

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());

/** A drawn period with a real proof: the seed's SHA-256 and the winners drawRaffle finds from it. */
export function buildRaffleDraw(promotionId = 10, overrides: Partial<RaffleDraw> = {}): RaffleDraw {
  const seed = 'b'.repeat(64);
  const period = '2026-W47';
  const entries = [
    { account: maskAccount('team03'), tickets: 4 },
    { account: maskAccount('team05'), tickets: 1 },
    { account: maskAccount('team09'), tickets: 7 },
  ];
  const prizes = [1_000_000, 500_000];
  const winners = drawRaffle(hmac, seed, `${promotionId}:${period}`, entries.map((e) => e.tickets), prizes.length).map((w, i) => ({
    place: i + 1,
    account: entries[w.entry]!.account,
    ticket: w.ticket,
    amount: prizes[i]!,
  }));
  return { period, seedHash: createHash('sha256').update(seed).digest('hex'), seed, entries, winners, drawnAt: '2026-11-22T17:00:00.000Z', ...overrides };
}

export function buildRaffle(overrides: Partial<Raffle> = {}): Raffle {
  return {
    promotionId: 10,
    ticketStake: 100_000,
    prizes: [
      { place: 1, amount: 1_000_000 },
      { place: 2, amount: 500_000 },
    ],
    categories: [],
    current: { period: { key: '2026-W48', start: '2026-11-22T17:00:00.000Z', end: '2026-11-29T17:00:00.000Z' }, seedHash: 'c'.repeat(64), totalTickets: 12, entrants: 3 },
    me: { tickets: 5, turnover: 520_000 },
    last: buildRaffleDraw(),
    ...overrides,
  };
}

export function buildWinners(): Winner[] {
  return [
    { kind: 'game', account: maskAccount('team04'), title: 'Lotus Dice', amount: 980_000, at: '2026-11-28T09:30:00.000Z' },
    { kind: 'leaderboard', account: maskAccount('team07'), title: 'Weekly Turnover Race', amount: 2_000_000, at: '2026-11-23T17:00:00.000Z' },
    { kind: 'raffle', account: maskAccount('team09'), title: 'Weekly Lucky Draw', amount: 1_000_000, at: '2026-11-22T17:00:00.000Z' },
  ];
}

/** The leaderboard (id 9), the raffle (id 10) and the winners board; a visitor has no own standing or tickets. */
export function rankingHandlersOf(board: Leaderboard = buildLeaderboard(), raffle: Raffle = buildRaffle(), winners: Winner[] = buildWinners()) {
  const notFound = () => new MockFailure(404, 'NOT_FOUND', 'This promotion does not exist.', undefined, { reason: 'promotions.errors.notFound' });
  return [
    contractHandler(api.leaderboard, ({ request, body }) => (body.id !== board.promotionId ? notFound() : bearer(request) ? board : { ...board, me: null })),
    contractHandler(api.raffle, ({ request, body }) => (body.id !== raffle.promotionId ? notFound() : bearer(request) ? raffle : { ...raffle, me: null })),
    contractHandler(api.winnerBoard, () => ({ items: winners })),
  ];
}

export const rankingHandlers = rankingHandlersOf();
