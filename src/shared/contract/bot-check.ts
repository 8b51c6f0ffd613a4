import * as z from 'zod/mini';
import { endpoint, none, type endpoint as EndpointFn } from './endpoint';
import { singleLine } from './text';

const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), singleLine());

/**
 * The bot check (proof of work, docs/api.md "Bot check"): a challenge from
 * GET /wps/verification/challenge, answered by a nonce such that
 * SHA-256(salt + nonce) starts with `difficulty` zero bits. Single use, 5 minutes.
 */
export const botChallengeSchema = z.object({
  challengeId: z.string(),
  salt: z.string(),
  /** leading zero bits asked for; 0: the check is off (any nonce passes) */
  difficulty: z.number(),
  /** ms since 1970 */
  expiresAt: z.number(),
});
export type BotChallenge = z.infer<typeof botChallengeSchema>;

/** Optional in the contract, required by the server while BOT_CHECK_BITS > 0. */
export const botCheckSchema = z.object({ challengeId: required(64), nonce: required(32) });
export type BotCheck = z.infer<typeof botCheckSchema>;

export const botCheckApi = {
  botChallenge: endpoint({
    method: 'GET',
    path: '/wps/verification/challenge',
    auth: false,
    encrypted: false,
    request: none,
    response: botChallengeSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
