import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DeviceChallenge, DeviceMethod } from '../../../../src/shared/contract/identity';
import type { Db } from '../../db/client';
import { knownNetworks, loginChallenges, members, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { randomToken, sha256Hex } from '../../lib/hash';
import { maskEmail, maskMobile } from './mobile';
import { isGuestType } from '../../../../src/shared/contract/member';

export const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export function methodsOf(member: Member): DeviceMethod[] {
  const methods: DeviceMethod[] = [];
  if (member.mobileNum) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.payeeName) methods.push('payeeName');
  if (member.authenticatorSecret) methods.push('authenticator');
  return methods;
}

/**
 * A login from a network the member never used needs an extra step, when
 * the member has used another network before and has a way to verify
 * (mobile, e-mail, payee name or an authenticator app). The first login ever trusts its network.
 */
export async function needsDeviceCheck(db: Db, member: Member, ip: string): Promise<boolean> {
  if (isGuestType(member.isAgent) || methodsOf(member).length === 0) return false;
  const known = await db.select({ ip: knownNetworks.ip }).from(knownNetworks).where(eq(knownNetworks.memberId, member.id));
  return known.length > 0 && !known.some((k) => k.ip === ip);
}

export async function rememberNetwork(db: Db, memberId: number, ip: string): Promise<void> {
  await db
    .insert(knownNetworks)
    .values({ memberId, ip })
    .onConflictDoUpdate({ target: [knownNetworks.memberId, knownNetworks.ip], set: { verifiedAt: sql`now()` } });
}

export async function openChallenge(db: Db, member: Member, ip: string): Promise<DeviceChallenge> {
  const ticket = randomToken(24);
  await db.insert(loginChallenges).values({
    ticketHash: sha256Hex(ticket),
    memberId: member.id,
    ip,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return {
    ticket,
    methods: methodsOf(member),
    maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum),
    maskedEmail: maskEmail(member.email),
  };
}

export const verificationExpired = () =>
  apiError('UNAUTHORIZED', 'This verification has expired. Please log in again.', undefined, { reason: 'verificationExpired' });

/** The challenge of a ticket and its member, if still usable from this address; every use costs a try. */
export async function challengeOf(db: Db, ticket: string, ip: string): Promise<{ id: string; member: Member }> {
  const [row] = await db
    .select({ challenge: loginChallenges, member: members })
    .from(loginChallenges)
    .innerJoin(members, eq(members.id, loginChallenges.memberId))
    .where(
      and(
        eq(loginChallenges.ticketHash, sha256Hex(ticket)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row || row.challenge.ip !== ip || row.challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw verificationExpired();
  await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.ticketHash, row.challenge.ticketHash));
  return { id: row.challenge.ticketHash, member: row.member };
}

export async function closeChallenge(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenges.ticketHash, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.ticketHash });
  return used.length > 0;
}
