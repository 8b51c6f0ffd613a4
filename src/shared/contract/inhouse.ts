import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';

/** In-house games: the state a game page shows, and one round. */
export const inhouseKinds = ['dice', 'slot'] as const;

export const fairStateSchema = z.object({
  /** SHA-256 of the server seed of the next round, hex: shown before the round */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});

export const inhouseRoundSchema = z.object({
  roundId: z.string(),
  kind: z.enum(inhouseKinds),
  stake: z.number(),
  payout: z.number(),
  bet: z.record(z.string(), z.unknown()),
  outcome: z.record(z.string(), z.unknown()),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  balance: z.number(),
  createdAt: z.string(),
});
export type InhouseRound = z.infer<typeof inhouseRoundSchema>;

export const inhouseStateSchema = z.object({
  game: z.object({ name: z.string(), kind: z.enum(inhouseKinds), vendor: z.string(), minBet: z.number(), maxBet: z.number() }),
  balance: z.number(),
  currencySymbol: z.string(),
  fair: fairStateSchema,
  rounds: z.array(inhouseRoundSchema),
});

/** The game session token: the X-Game-Session header, or this field when a header cannot be sent. */
const gameSession = { session: z.optional(z.string().check(z.maxLength(128))) };

export const inhousePlayRequestSchema = z.object({
  ...gameSession,
  /** the client's id of this round (8–64 characters): a repeat is answered, never played twice */
  roundId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** major units */
  stake: z.number().check(z.int(), z.positive()),
  /** dice: win when the roll (0.00–99.99) is under (or over) the target */
  target: z.optional(z.number().check(z.int(), z.minimum(2), z.maximum(98))),
  direction: z.optional(z.enum(['under', 'over'])),
});

/** The in-house game page's calls: authorised by the game session token (header X-Game-Session), not the site's token. */
export const inhouseApi = {
  inhouseState: endpoint({
    method: 'GET',
    path: '/wps/inhouse/state',
    auth: false,
    encrypted: false,
    request: z.object({ ...gameSession }),
    response: inhouseStateSchema,
  }),
  inhouseClientSeed: endpoint({
    method: 'PUT',
    path: '/wps/inhouse/seed',
    auth: false,
    encrypted: false,
    request: z.object({ ...gameSession, clientSeed: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
    response: fairStateSchema,
  }),
  inhousePlay: endpoint({
    method: 'POST',
    path: '/wps/inhouse/play',
    auth: false,
    encrypted: false,
    request: inhousePlayRequestSchema,
    /** the round, its server seed revealed, and the commitment of the next round */
    response: z.object({ round: inhouseRoundSchema, next: fairStateSchema }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
