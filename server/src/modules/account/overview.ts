import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { securityLevelOf, securityScoreOf, type AccountOverview } from '../../../../src/shared/contract/account';
import type { SocialProviderId } from '../../../../src/shared/contract/social';
import type { Db } from '../../db/client';
import { bankCards, memberIdentities, type Member } from '../../db/schema';
import { previousLogin } from './login-history';

/** What protects the account, for the security centre: each item's state, the score and the previous login. */
export async function accountOverview(db: Db, member: Member): Promise<AccountOverview> {
  const [identities, previous, [cards]] = await Promise.all([
    db
      .select({ provider: memberIdentities.provider, email: memberIdentities.email, createdAt: memberIdentities.createdAt })
      .from(memberIdentities)
      .where(eq(memberIdentities.memberId, member.id))
      .orderBy(asc(memberIdentities.id)),
    previousLogin(db, member.id),
    db.select({ n: count() }).from(bankCards).where(and(eq(bankCards.memberId, member.id), isNull(bankCards.removedAt))),
  ]);
  const score = securityScoreOf({
    email: member.email !== null,
    mobile: member.mobileNum !== null,
    authenticator: member.authenticatorSecret !== null,
    identity: identities.length > 0,
    payeeName: member.payeeName !== null,
  });
  return {
    payeeName: member.payeeName,
    email: member.email,
    countryDialingCode: member.mobileNum ? member.countryDialingCode : null,
    mobileNum: member.mobileNum,
    authenticatorOn: member.authenticatorSecret !== null,
    paymentPasswordSet: member.paymentPasswordHash !== null,
    bankCardCount: cards?.n ?? 0,
    identities: identities.map((i) => ({ provider: i.provider as SocialProviderId, email: i.email, linkedAt: i.createdAt.toISOString() })),
    previousLogin: previous,
    securityScore: score,
    securityLevel: securityLevelOf(score),
  };
}
