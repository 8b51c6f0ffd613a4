import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** When a site session began: the session time limit and the reality check count from it. */
export async function sessionStart(db: Db, sessionId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.createdAt ?? null;
}
