import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BotCheck, BotChallenge } from '../../../../src/shared/contract/bot-check';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/hash';
import { apiError } from '../../http/status';

/**
 * The bot check: a proof-of-work challenge (like ALTCHA), no third party and
 * nothing about the visitor stored. The client looks for a nonce such that
 * SHA-256(salt + nonce) starts with `difficulty` zero bits (2^difficulty
 * hashes on average: 14 bits ≈ 16k hashes, tens of ms in a browser).
 *
 * Challenges live in the captcha table (single-use, expiring, nothing in
 * process memory): the key is the hash of `bot:` + challengeId, so a captcha
 * key can never answer a bot check nor the reverse, and the "answer" column
 * holds `difficulty:salt`. A check is deleted on its first use, passed or not.
 */
export const BOT_CHECK_TTL_SECONDS = 5 * 60;

const keyOf = (challengeId: string) => sha256Hex(`bot:${challengeId}`);

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function powPasses(salt: string, nonce: string, difficulty: number): boolean {
  return leadingZeroBits(createHash('sha256').update(`${salt}${nonce}`, 'utf8').digest()) >= difficulty;
}

export async function issueBotChallenge(db: Db, difficulty: number): Promise<BotChallenge> {
  const challengeId = randomToken(18);
  const salt = randomToken(12);
  const expiresAt = new Date(Date.now() + BOT_CHECK_TTL_SECONDS * 1000);
  await db.insert(captchas).values({ keyHash: keyOf(challengeId), answerHash: `${difficulty}:${salt}`, expiresAt });
  return { challengeId, salt, difficulty, expiresAt: expiresAt.getTime() };
}

const failed = (message: string) => apiError('BOT_CHECK_FAILED', message);

/**
 * Refuses with BOT_CHECK_FAILED (400) unless `check` answers an unused,
 * unexpired challenge. `difficulty` 0 turns the check off.
 */
export async function assertBotCheck(db: Db, check: BotCheck | undefined, difficulty: number): Promise<void> {
  if (difficulty <= 0) return;
  if (!check) throw failed('The security check is missing. Please try again.');
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.keyHash, keyOf(check.challengeId)))
    .returning({ answer: captchas.answerHash, expiresAt: captchas.expiresAt });
  if (!row) throw failed('The security check is unknown or was already used. Please try again.');
  if (row.expiresAt.getTime() < Date.now()) throw failed('The security check has expired. Please try again.');
  const colon = row.answer.indexOf(':');
  const issuedDifficulty = Number(row.answer.slice(0, colon));
  const salt = row.answer.slice(colon + 1);
  if (!powPasses(salt, check.nonce, Math.max(issuedDifficulty, 0))) {
    throw failed('The security check did not pass. Please try again.');
  }
}
