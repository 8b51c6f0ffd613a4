import { eq, sql } from 'drizzle-orm';
import { validationKeys } from '../../../../src/shared/contract/patterns';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { apiError } from '../../http/status';
import { offeredLanguage } from '../system/site-info';

/** Sets the member's language, refusing one the brand does not offer. */
export async function updateLanguage(db: Db, member: { id: number; merchantCode: string }, language: string): Promise<void> {
  const known = await offeredLanguage(db, member.merchantCode, language);
  if (!known) {
    throw apiError('VALIDATION', 'This language is not offered.', [{ field: 'language', key: validationKeys.invalid }]);
  }
  await db.update(members).set({ language: known, updatedAt: sql`now()` }).where(eq(members.id, member.id));
}
