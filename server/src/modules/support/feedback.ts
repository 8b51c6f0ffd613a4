import { desc, eq } from 'drizzle-orm';
import { FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, countWords, supportFailureKeys } from '../../../../src/shared/contract/support';
import type { OperatorFeedback } from '../../../../src/shared/contract/support-operator';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { memberFeedback, members } from '../../db/schema';
import { apiError } from '../../http/status';
import { pageOf } from '../../lib/paging';

/**
 * A member's feedback (the specification's "feedback PUT"): its content
 * between the word bounds, counted as the site counts them (`countWords`).
 */
export async function sendFeedback(db: Db, member: { id: number; merchantCode: string }, content: string): Promise<null> {
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
    throw apiError('VALIDATION', `Feedback takes between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words.`, [
      { field: 'content', key: supportFailureKeys.feedbackWords, params: { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS } },
    ]);
  }
  await db.insert(memberFeedback).values({ merchantCode: member.merchantCode, memberId: member.id, content });
  return null;
}

/** Feedback for the console, newest first; a brand's operator sees their brand's. */
export async function listFeedback(
  db: Db,
  operator: OperatorProfile,
  input: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: OperatorFeedback[]; total: number; page: number; pageSize: number }> {
  const query = db
    .select({ feedback: memberFeedback, account: members.account })
    .from(memberFeedback)
    .innerJoin(members, eq(members.id, memberFeedback.memberId))
    .where(operator.merchantCode === null ? undefined : eq(memberFeedback.merchantCode, operator.merchantCode))
    .orderBy(desc(memberFeedback.createdAt), desc(memberFeedback.id))
    .$dynamic();
  const page = await paged(db, pageOf(input, 20), query);
  return {
    items: page.rows.map((r) => ({
      id: r.feedback.id,
      member: { id: r.feedback.memberId, account: r.account },
      merchantCode: r.feedback.merchantCode,
      content: r.feedback.content,
      createdAt: r.feedback.createdAt.toISOString(),
    })),
    total: page.total,
    page: page.pageNo,
    pageSize: page.pageSize,
  };
}
