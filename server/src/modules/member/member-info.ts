import { eq } from 'drizzle-orm';
import type { MemberInfo } from '../../../../src/shared/contract/member';
import type { Db } from '../../db/client';
import { clubLabels, memberLabelLinks, memberLabels, members, merchants, walletAccounts, type Member } from '../../db/schema';

export const DEFAULT_AVATAR = '/media/avatars/default.svg';

/** The public customer number: brand code and the member id, never the internal row alone. */
export function customerIdOf(member: Pick<Member, 'merchantCode' | 'id'>): string {
  return `${member.merchantCode}${String(member.id).padStart(8, '0')}`;
}

/**
 * What the site shows of a member. `member` may come from a cached session (http/session-lookup.ts),
 * whose topic a login does not empty (migration 0055): the previous login, which the player is shown
 * as a safety check, is read from the table, so another device's login shows at once.
 */
export async function memberInfoOf(db: Db, member: Member): Promise<MemberInfo> {
  const [club, labels, currency, logins] = await Promise.all([
    member.clubLabelId === null
      ? Promise.resolve([])
      : db.select().from(clubLabels).where(eq(clubLabels.id, member.clubLabelId)).limit(1),
    db
      .select({ labelName: memberLabels.labelName, textColor: memberLabels.textColor, bgColor: memberLabels.bgColor })
      .from(memberLabelLinks)
      .innerJoin(memberLabels, eq(memberLabels.id, memberLabelLinks.labelId))
      .where(eq(memberLabelLinks.memberId, member.id)),
    currencyOf(db, member),
    db.select({ previousLoginAt: members.previousLoginAt }).from(members).where(eq(members.id, member.id)).limit(1),
  ]);
  const previousLoginAt = logins[0] ? logins[0].previousLoginAt : member.previousLoginAt;
  const c = club[0];
  return {
    id: member.id,
    account: member.account,
    customerId: customerIdOf(member),
    nickname: member.nickname,
    isAgent: member.isAgent,
    toUpline: member.uplineId !== null,
    avatarUrl: member.avatarUrl ?? DEFAULT_AVATAR,
    clubLabel: c ? { labelName: c.labelName, color: c.color, color2: c.color2, rankLevel: c.rankLevel } : null,
    memberLabel: labels,
    email: member.email,
    mobileNum: member.mobileNum,
    currency,
    language: member.language,
    previousLoginAt: previousLoginAt?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
  };
}

/** The member's wallet currency; a member without a wallet (guest template) shows the brand's. */
async function currencyOf(db: Db, member: Member): Promise<string> {
  const [wallet] = await db
    .select({ currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, member.id))
    .limit(1);
  if (wallet) return wallet.currency;
  const [merchant] = await db
    .select({ currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.code, member.merchantCode))
    .limit(1);
  return merchant?.currency ?? 'VND';
}
