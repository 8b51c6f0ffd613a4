import { desc, ilike } from 'drizzle-orm';
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

export async function readOutbox(db: Db, to: string | undefined): Promise<OutboxMessage[]> {
  const escaped = to?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select()
    .from(outbox)
    .where(escaped ? ilike(outbox.recipient, `%${escaped}%`) : undefined)
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
