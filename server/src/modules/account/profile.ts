import { and, eq, sql } from 'drizzle-orm';
import { accountKeys, presetAvatarPath, type UpdateProfileRequest } from '../../../../src/shared/contract/account';
import type { MemberInfo } from '../../../../src/shared/contract/member';
import { validateField } from '../../../../src/shared/contract/patterns';
import { uploadPath } from '../../../../src/shared/contract/uploads';
import type { Db } from '../../db/client';
import { members, uploads, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { pgErrorCode } from '../../lib/pg-errors';
import { memberInfoOf } from '../member/member-info';
import { loadRegisterSettings } from '../system/register-settings';

const refused = (field: string, key: string, message: string) => apiError('VALIDATION', message, [{ field, key }]);

/** The avatar an update asks for: a preset the platform draws, or the member's own uploaded avatar image. */
async function avatarOf(db: Db, member: Member, input: UpdateProfileRequest): Promise<string | undefined> {
  if (input.avatarPreset !== undefined) return presetAvatarPath(input.avatarPreset);
  if (input.avatarUploadId === undefined) return undefined;
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, input.avatarUploadId), eq(uploads.memberId, member.id), eq(uploads.purpose, 'avatar')))
    .limit(1);
  if (!upload) throw refused('avatarUploadId', accountKeys.avatarUnknown, 'This image is not one of your avatar uploads.');
  return uploadPath(upload.id);
}

/** Nickname and avatar: the header shows what this answers. */
export async function updateProfile(db: Db, member: Member, input: UpdateProfileRequest): Promise<MemberInfo> {
  const avatarUrl = await avatarOf(db, member, input);
  const changes = {
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(avatarUrl !== undefined ? { avatarUrl } : {}),
  };
  if (Object.keys(changes).length === 0) return memberInfoOf(db, member);
  const [updated] = await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, member.id))
    .returning();
  return memberInfoOf(db, updated ?? member);
}

const payeeLocked = () =>
  apiError('CONFLICT', 'The payee name is already set and cannot be changed. Please contact customer service.', [
    { field: 'payeeName', key: accountKeys.payeeNameLocked },
  ]);

/**
 * The payee name (the real name withdrawals are paid to): set once, under the
 * brand's payeeName rule and the platform's format of the field; then locked
 * (the database refuses a change too, migration 0018).
 */
export async function setPayeeName(db: Db, member: Member, payeeName: string): Promise<void> {
  if (member.payeeName !== null) {
    // the same name again (a repeated request, or set already by the first bank card) changes nothing
    if (member.payeeName === payeeName) return;
    throw payeeLocked();
  }
  const settings = await loadRegisterSettings(db, member.merchantCode);
  // the brand's rule, then the platform's format of the field (validateField applies both)
  const problem = validateField({ ...settings.fields.payeeName, enabled: true, required: true }, payeeName, 'payeeName');
  if (problem) {
    throw apiError('VALIDATION', 'Please enter the name on your bank account.', [
      { field: 'payeeName', key: problem.key, ...(Object.keys(problem.params).length > 0 ? { params: problem.params } : {}) },
    ]);
  }
  try {
    const set = await db
      .update(members)
      .set({ payeeName, updatedAt: sql`now()` })
      .where(and(eq(members.id, member.id), sql`${members.payeeName} is null`))
      .returning({ id: members.id });
    if (set.length === 0) throw payeeLocked();
  } catch (error) {
    if (pgErrorCode(error) === '42501') throw payeeLocked();
    throw error;
  }
}
