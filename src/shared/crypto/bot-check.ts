import type { BotChallenge, BotCheck } from '@/shared/contract/bot-check';

/**
 * The bot check of the login and of the SMS code requests (docs/api.md,
 * "Bot check"): a proof of work solved here, with no third party. The
 * server's challenge asks for a nonce such that SHA-256(salt + nonce) starts
 * with `difficulty` zero bits; the search runs in small batches of Web Crypto
 * digests, giving the page back between batches so the UI stays responsive.
 * Loaded with the login and registration forms, never on the first screen.
 */

/** Digests computed together (small batches are fastest in Chromium: ~10 µs a digest, 14 bits ≈ 0.2 s). */
const BATCH = 32;
/** The page gets the main thread back at least this often (ms): well within a frame. */
const SLICE_MS = 12;
/** Never search forever (2^24 is far beyond any difficulty the server asks for). */
const MAX_TRIES = 1 << 24;

const encoder = new TextEncoder();

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

async function digestOf(salt: string, nonce: number): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}${nonce}`)));
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Finds the nonce of a challenge (the smallest one that passes). */
export async function solveBotChallenge(challenge: Pick<BotChallenge, 'salt' | 'difficulty'>, signal?: AbortSignal): Promise<string> {
  if (challenge.difficulty <= 0) return '0';
  let sliceStart = performance.now();
  for (let start = 0; start < MAX_TRIES; start += BATCH) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: BATCH }, (_, i) => start + i);
    const digests = await Promise.all(nonces.map((nonce) => digestOf(challenge.salt, nonce)));
    const found = digests.findIndex((digest) => leadingZeroBits(digest) >= challenge.difficulty);
    if (found >= 0) return String(nonces[found]);
    // time slices rather than a yield per batch: a browser clamps chained timers to 4 ms
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  throw new Error('The bot check could not be solved.');
}

/** The `botCheck` field of the guarded calls for a challenge. */
export async function answerBotChallenge(challenge: BotChallenge, signal?: AbortSignal): Promise<BotCheck> {
  return { challengeId: challenge.challengeId, nonce: await solveBotChallenge(challenge, signal) };
}
