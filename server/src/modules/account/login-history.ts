import { and, count, desc, eq } from 'drizzle-orm';
import { LOGIN_HISTORY_PAGE_SIZE, type LoginRecord } from '../../../../src/shared/contract/account';
import type { Db } from '../../db/client';
import { memberLogins } from '../../db/schema';
import { placeOf } from './login-place';
import { deviceOf } from './user-agent';

type LoginRow = typeof memberLogins.$inferSelect;

const recordOf = (row: LoginRow): LoginRecord => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  ip: row.ip,
  place: placeOf(row.ip),
  device: deviceOf(row.userAgent),
  success: row.success,
});

/** A member's logins, newest first, a page at a time (failed attempts included: they matter most). */
export async function loginHistory(db: Db, memberId: number, pageNo = 1): Promise<{ rows: LoginRecord[]; total: number; pageSize: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(memberLogins)
      .where(eq(memberLogins.memberId, memberId))
      .orderBy(desc(memberLogins.id))
      .limit(LOGIN_HISTORY_PAGE_SIZE)
      .offset((pageNo - 1) * LOGIN_HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(memberLogins).where(eq(memberLogins.memberId, memberId)),
  ]);
  return { rows: rows.map(recordOf), total: totals[0]?.total ?? 0, pageSize: LOGIN_HISTORY_PAGE_SIZE };
}

/** The successful login before the current session's: what the player is shown as a safety check. */
export async function previousLogin(db: Db, memberId: number): Promise<Omit<LoginRecord, 'id' | 'success'> | null> {
  const [row] = await db
    .select()
    .from(memberLogins)
    .where(and(eq(memberLogins.memberId, memberId), eq(memberLogins.success, true)))
    .orderBy(desc(memberLogins.id))
    .limit(1)
    .offset(1);
  if (!row) return null;
  const { id: _id, success: _success, ...rest } = recordOf(row);
  return rest;
}
