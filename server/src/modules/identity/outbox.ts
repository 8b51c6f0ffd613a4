import { desc, or, sql } from 'drizzle-orm';
import type { OutboxMessage } from '../../../../src/shared/contract/identity';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** bind: a code to bind an e-mail address or a mobile number to a logged-in member's account; paymentPassword: a code to reset the payment password */
export type OutboxPurpose = 'register' | 'login' | 'reset' | 'device' | 'bind' | 'paymentPassword';

/** The one place a message "leaves" the platform: it is written to the outbox, never really sent. */
export async function sendMessage(
  db: Db,
  message: { merchantCode: string; channel: 'sms' | 'email'; recipient: string; purpose: OutboxPurpose; subject: string; body: string },
): Promise<void> {
  await db.insert(outbox).values(message);
}

/** The code or reset token a message carries, for development and tests. */
export function codeOf(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? /resetToken=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? null;
}

/**
 * The messages to one recipient, newest first (at most 50): `to` is the whole
 * address (any case) or the whole number, with its dialing code ("+84
 * 912345678") or without it ("912345678"). Never a part of one, so nobody can
 * list every recipient's codes.
 */
export async function readOutbox(db: Db, to: string): Promise<OutboxMessage[]> {
  const wanted = to.trim();
  if (wanted === '') return [];
  const rows = await db
    .select()
    .from(outbox)
    // a number is kept as "<dialing code> <number>" (identity/mobile.ts)
    .where(or(sql`lower(${outbox.recipient}) = lower(${wanted})`, sql`split_part(${outbox.recipient}, ' ', 2) = ${wanted}`))
    .orderBy(desc(outbox.id))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'email' ? 'email' : 'sms',
    recipient: r.recipient,
    purpose: r.purpose,
    subject: r.subject,
    body: r.body,
    code: codeOf(r.body),
    createdAt: r.createdAt.toISOString(),
  }));
}
