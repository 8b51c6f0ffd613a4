import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { sha256Hex } from '../../lib/hash';
import type { OutboxPurpose } from './outbox';

/** Minutes a text-message code lives (the site counts down minutes × 60 s). */
export const CODE_MINUTES = 5;
/** Wrong tries a code survives. */
export const CODE_MAX_ATTEMPTS = 5;

const hashOf = (recipient: string, code: string) => sha256Hex(`${recipient}:${code.trim()}`);

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

export async function issueCode(db: Db, merchantCode: string, purpose: OutboxPurpose, recipient: string): Promise<IssuedCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
  await db.insert(verificationCodes).values({ merchantCode, purpose, recipient, codeHash: hashOf(recipient, code), expiresAt });
  return { code, expiresAt };
}

export type CodeCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a code against the live codes of a recipient (a late text message
 * still works while it lives). A wrong answer costs every live code a try;
 * `consume` uses the code up.
 */
export async function checkCode(
  db: Db,
  merchantCode: string,
  purpose: OutboxPurpose,
  recipient: string,
  code: string,
  options: { consume: boolean },
): Promise<CodeCheck> {
  const scope = and(
    eq(verificationCodes.merchantCode, merchantCode),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.recipient, recipient),
    isNull(verificationCodes.consumedAt),
  );
  const live = await db
    .select()
    .from(verificationCodes)
    .where(and(scope, gt(verificationCodes.expiresAt, sql`now()`), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .orderBy(desc(verificationCodes.id))
    .limit(5);
  const wanted = hashOf(recipient, code);
  const match = live.find((row) => row.codeHash === wanted);
  if (match) {
    if (options.consume) {
      const used = await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(verificationCodes.id, match.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (used.length === 0) return { ok: false, reason: 'invalid' };
    }
    return { ok: true, id: match.id };
  }
  if (live.length > 0) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(scope, gt(verificationCodes.expiresAt, sql`now()`)));
    return { ok: false, reason: 'invalid' };
  }
  // no live code: tell an expired one apart, so the player knows to ask for a new one
  const [any] = await db.select({ id: verificationCodes.id }).from(verificationCodes).where(scope).limit(1);
  return { ok: false, reason: any ? 'expired' : 'invalid' };
}

/** Uses a checked code up inside a transaction; false when another request used it first. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}
