import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberMessages } from '../../db/schema';

export async function unreadMessageCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}
