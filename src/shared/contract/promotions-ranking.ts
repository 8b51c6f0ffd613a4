import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';

/**
 * The leaderboard's standings, the raffle's tickets and draws (the
 * specification's "raffle promotion POST") and the home page's winners
 * board ("winner board GET"). Kept apart from `promotions.ts`: the promotion
 * page loads it with its standings, the home page with its winners board
 * below the first screen. Served by `server/src/modules/promotions/`
 * (ranking.ts, raffle.ts, winners.ts).
 */

const queryId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
const bodyId = z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** A period of the brand's clock (UTC+7): its key (2026-11-28, 2026-W48, 2026-11) and bounds. */
export const rankingPeriodSchema = z.object({
  key: z.string(),
  start: z.string(),
  end: z.string(),
});
export type RankingPeriod = z.infer<typeof rankingPeriodSchema>;

/** A prize by place, major units. */
export const placePrizeSchema = z.object({ place: z.number(), amount: z.number() });

export const standingSchema = z.object({
  place: z.number(),
  /** masked: `te***01` */
  account: z.string(),
  /** major units */
  turnover: z.number(),
  /** what the place pays, major units (null: no prize at this place) */
  prize: z.nullable(z.number()),
});
export type Standing = z.infer<typeof standingSchema>;

export const leaderboardSchema = z.object({
  promotionId: z.number(),
  period: rankingPeriodSchema,
  /** the game categories counted (empty: every one) */
  categories: z.array(z.string()),
  prizes: z.array(placePrizeSchema),
  /** the first places now: turnover, then who reached it first */
  top: z.array(standingSchema),
  /** the caller's own standing (null: a visitor); place null without turnover */
  me: z.nullable(z.object({ place: z.nullable(z.number()), turnover: z.number() })),
  /** the last period paid: its places and what they were paid */
  last: z.nullable(z.object({ period: z.string(), places: z.array(standingSchema) })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const raffleWinnerSchema = z.object({
  place: z.number(),
  account: z.string(),
  /** the winning ticket's number (0-based, in the entries' order) */
  ticket: z.number(),
  /** major units */
  amount: z.number(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

export const raffleDrawSchema = z.object({
  period: z.string(),
  /** SHA-256 of the seed, hex: published before the period ended */
  seedHash: z.string(),
  /** revealed once drawn: sha256(seed) = seedHash, and the winners follow from it and the entries (drawRaffle) */
  seed: z.string(),
  /** every member's tickets, in the order drawn from (accounts masked) */
  entries: z.array(z.object({ account: z.string(), tickets: z.number() })),
  winners: z.array(raffleWinnerSchema),
  drawnAt: z.string(),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;

export const raffleSchema = z.object({
  promotionId: z.number(),
  /** major units staked for one ticket */
  ticketStake: z.number(),
  prizes: z.array(placePrizeSchema),
  categories: z.array(z.string()),
  current: z.object({
    period: rankingPeriodSchema,
    /** the commitment of this period's draw */
    seedHash: z.string(),
    totalTickets: z.number(),
    entrants: z.number(),
  }),
  /** the caller's tickets this period (null: a visitor) */
  me: z.nullable(z.object({ tickets: z.number(), turnover: z.number() })),
  /** the last draw, with its proof */
  last: z.nullable(raffleDrawSchema),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const winnerKinds = ['game', 'lottery', 'leaderboard', 'raffle'] as const;
export const winnerSchema = z.object({
  kind: z.enum(winnerKinds),
  account: z.string(),
  /** the game's or the promotion's name (in the caller's language for a promotion) */
  title: z.string(),
  /** major units */
  amount: z.number(),
  at: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

/* ── The raffle's draw: winners from the revealed seed ─────────────── */

export type Hmac = (key: string, message: string) => Uint8Array;

/**
 * The byte stream HMAC-SHA256(key = seed, message = `raffle:${label}:${i}`)
 * for i = 0, 1, 2, … concatenated; label is `${promotionId}:${period}`.
 */
export function raffleStream(hmac: Hmac, seed: string, label: string) {
  let block = 0;
  let buffer: Uint8Array = new Uint8Array(0);
  let at = 0;
  const next = (): number => {
    if (at >= buffer.length) {
      buffer = hmac(seed, `raffle:${label}:${block}`);
      block += 1;
      at = 0;
    }
    const b = buffer[at] ?? 0;
    at += 1;
    return b;
  };
  /** a whole number below n: four bytes big-endian, drawn again at or above the largest multiple of n under 2³² */
  const uniform = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const u = ((next() << 24) >>> 0) + (next() << 16) + (next() << 8) + next();
      if (u < limit) return u % n;
    }
  };
  return { uniform };
}

/**
 * The raffle's winners: `tickets[i]` is entry i's tickets, numbered in the
 * entries' order (entry 0 holds 0 … t0−1, entry 1 the next, …). Each prize
 * in turn draws one ticket uniformly among those of the entries that have not
 * won yet (an entry wins at most once), the first prize first. Answers, per
 * prize drawn, the entry and its ticket's number; fewer than `prizes` when
 * fewer entries hold tickets.
 * Worked example: tickets [3, 1, 2], a stream whose first picks are 4 then 0:
 * 4 of 6 → the 5th ticket, entry 2 (tickets 4–5); then among entries 0 and 1
 * (tickets 0–3, renumbered 0–3) 0 → entry 0, ticket 0.
 */
export function drawRaffle(hmac: Hmac, seed: string, label: string, tickets: number[], prizes: number): Array<{ entry: number; ticket: number }> {
  const stream = raffleStream(hmac, seed, label);
  const won = new Set<number>();
  const starts: number[] = [];
  let total = 0;
  for (const t of tickets) {
    starts.push(total);
    total += Math.max(0, t);
  }
  const winners: Array<{ entry: number; ticket: number }> = [];
  for (let p = 0; p < prizes; p += 1) {
    const left = tickets.reduce((sum, t, i) => (won.has(i) ? sum : sum + Math.max(0, t)), 0);
    if (left <= 0) break;
    let pick = stream.uniform(left);
    for (let i = 0; i < tickets.length; i += 1) {
      const t = Math.max(0, tickets[i] ?? 0);
      if (won.has(i) || t === 0) continue;
      if (pick < t) {
        won.add(i);
        winners.push({ entry: i, ticket: (starts[i] ?? 0) + pick });
        break;
      }
      pick -= t;
    }
  }
  return winners;
}

/** HMAC blocks a draw of `prizes` needs, with room for rejected draws (8 picks a block). */
export const raffleBlocks = (prizes: number) => Math.ceil(prizes / 8) + 4;

/** A leaderboard's or a raffle's account, masked for everyone to see: `team01` → `te***01`, `abc` → `a***`. */
export const maskAccount = (account: string) => (account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`);

export const rankingApi = {
  /** a leaderboard's live standings: the top places, the caller's place and turnover, the last period's winners */
  leaderboard: endpoint({
    method: 'GET',
    path: '/wps/activity/leaderboard',
    auth: false,
    encrypted: false,
    request: z.object({ id: queryId }),
    response: leaderboardSchema,
  }),
  /** the raffle promotion: the caller's tickets, this period's commitment, the last draw with its proof */
  raffle: endpoint({
    method: 'POST',
    path: '/wps/activity/raffle',
    auth: false,
    encrypted: false,
    request: z.object({ id: bodyId }),
    response: raffleSchema,
  }),
  /** the winners board: recent big wins and the leaderboards' and raffles' winners, newest first */
  winnerBoard: endpoint({
    method: 'GET',
    path: '/wps/winners',
    auth: false,
    encrypted: false,
    request: z.object({}),
    response: z.object({ items: z.array(winnerSchema) }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
