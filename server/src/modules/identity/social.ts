import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoginResponse } from '../../../../src/shared/contract/session';
import { isEmailAddress } from '../../../../src/shared/contract/member-fields';
import { validateField } from '../../../../src/shared/contract/patterns';
import { socialProviders, type SocialLoginResponse, type SocialProviderId, type SocialRegisterRequest } from '../../../../src/shared/contract/social';
import { hasForbiddenCharacters, hasMarkup } from '../../../../src/shared/contract/text';
import type { Db } from '../../db/client';
import { memberIdentities, members, socialTickets, type Member } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { randomToken, sha256Hex } from '../../lib/hash';
import type { IdTokenVerifier, VerifiedIdentity } from '../../lib/id-token';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { registerMember, type RegisterMeta } from '../member/register';
import { finishLogin, memberByPassword, type PasswordAttempt } from '../session/login';
import type { SessionMeta } from '../session/sessions';
import { loadRegisterSettings } from '../system/register-settings';
import { notConfigured, socialError, verifiedIdentity } from './id-tokens';
import { assertNotLocked } from './lockout';
import { type LoginLimits } from './rate-limit';
import { hit } from '../../http/rate-limit';
import { isGuestType } from '../../../../src/shared/contract/member';

/**
 * Sign-in with a third-party identity (Google, Facebook through the identity
 * service). A verified ID token whose uid is linked to a member logs that
 * member in. Otherwise the answer is a ticket: the player links an existing
 * account (its username and password) or registers a new one, and the link
 * is made for good: it can never be changed or removed (the database refuses
 * both), a uid belongs to one member of a brand, and a member has one
 * identity per provider.
 */

export const TICKET_MINUTES = 10;
export const TICKET_MAX_ATTEMPTS = 5;

const providerNames: Record<SocialProviderId, string> = { 'google.com': 'Google', 'facebook.com': 'Facebook' };

type LoginMeta = SessionMeta & { ttlHours: number; limits: LoginLimits };

function isSocialProvider(provider: string): provider is SocialProviderId {
  return (socialProviders as readonly string[]).includes(provider);
}

const ticketExpired = () =>
  socialError('BAD_REQUEST', 'ticketExpired', 'This sign-in has expired or was already used. Please sign in again.');
const alreadyLinked = (provider: SocialProviderId) =>
  socialError(
    'CONFLICT',
    'alreadyLinked',
    `This account is already linked to another ${providerNames[provider]} identity. A link cannot be changed or removed.`,
  );
const identityTaken = () =>
  socialError('CONFLICT', 'identityTaken', 'This identity is already linked to another account. A link cannot be changed or removed.');

/** A verified token of a provider the brand offers. */
async function socialIdentity(
  verifier: IdTokenVerifier,
  merchant: Merchant,
  idToken: string,
): Promise<VerifiedIdentity & { provider: SocialProviderId }> {
  if (!verifier.configured) throw notConfigured();
  const identity = await verifiedIdentity(verifier, idToken);
  const { provider } = identity;
  if (!isSocialProvider(provider)) {
    throw socialError('FORBIDDEN', 'providerOff', 'This sign-in method is not available. Please use another one.');
  }
  const offered = provider === 'google.com' ? merchant.settings.googleSignIn : merchant.settings.facebookSignIn;
  if (!offered) throw socialError('FORBIDDEN', 'providerOff', `Sign-in with ${providerNames[provider]} is not available.`);
  return { ...plainIdentity(identity), provider };
}

/**
 * What the identity service says about the person, as the platform keeps it
 * (the ticket, the link, the answer that shows whom the player signed in as):
 * an e-mail only when it is a real address (member-fields.ts), a display name
 * without control or markup characters, at most 100 characters.
 */
function plainIdentity<T extends VerifiedIdentity>(identity: T): T {
  const email = identity.email && identity.email.length <= 254 && isEmailAddress(identity.email) ? identity.email : null;
  const name = [...(identity.displayName ?? '')]
    .filter((ch) => !hasForbiddenCharacters(ch) && !hasMarkup(ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const displayName = [...name].slice(0, 100).join('') || null;
  return { ...identity, email, displayName };
}

async function memberLinkedTo(db: Db, merchantCode: string, uid: string): Promise<Member | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(and(eq(memberIdentities.merchantCode, merchantCode), eq(memberIdentities.uid, uid)))
    .limit(1);
  return row?.member;
}

interface Ticket {
  ticketHash: string;
  provider: SocialProviderId;
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** The ticket of a verified identity without a member, usable from this address. */
async function openTicket(db: Db, merchantCode: string, identity: VerifiedIdentity & { provider: SocialProviderId }, ip: string) {
  const ticket = randomToken(24);
  await db.insert(socialTickets).values({
    ticketHash: sha256Hex(ticket),
    merchantCode,
    provider: identity.provider,
    uid: identity.uid,
    email: identity.email?.slice(0, 254) ?? null,
    displayName: identity.displayName?.slice(0, 100) ?? null,
    ip,
    expiresAt: new Date(Date.now() + TICKET_MINUTES * 60_000),
  });
  return ticket;
}

/** A live ticket of this brand and address; every use costs one of its tries. */
async function ticketOf(db: Db, merchantCode: string, ticket: string, ip: string): Promise<Ticket> {
  const [row] = await db
    .select()
    .from(socialTickets)
    .where(
      and(
        eq(socialTickets.ticketHash, sha256Hex(ticket)),
        eq(socialTickets.merchantCode, merchantCode),
        isNull(socialTickets.usedAt),
        gt(socialTickets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row || row.ip !== ip || row.attempts >= TICKET_MAX_ATTEMPTS || !isSocialProvider(row.provider)) throw ticketExpired();
  await db
    .update(socialTickets)
    .set({ attempts: sql`${socialTickets.attempts} + 1` })
    .where(eq(socialTickets.ticketHash, row.ticketHash));
  return { ticketHash: row.ticketHash, provider: row.provider, uid: row.uid, email: row.email, displayName: row.displayName };
}

/**
 * Links the ticket's identity to a member and uses the ticket up, inside the
 * caller's transaction. Refuses a second identity of the same provider for
 * the member and a uid linked elsewhere (the unique indexes decide races).
 */
async function linkIdentity(tx: Db, merchantCode: string, member: Member, ticket: Ticket): Promise<void> {
  const used = await tx
    .update(socialTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(socialTickets.ticketHash, ticket.ticketHash), isNull(socialTickets.usedAt)))
    .returning({ ticketHash: socialTickets.ticketHash });
  if (used.length === 0) throw ticketExpired();
  const [existing] = await tx
    .select({ id: memberIdentities.id })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.memberId, member.id), eq(memberIdentities.provider, ticket.provider)))
    .limit(1);
  if (existing) throw alreadyLinked(ticket.provider);
  try {
    await tx.insert(memberIdentities).values({
      merchantCode,
      memberId: member.id,
      provider: ticket.provider,
      uid: ticket.uid,
      email: ticket.email,
    });
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw pgConstraint(error) === 'member_identities_member_provider_uq' ? alreadyLinked(ticket.provider) : identityTaken();
  }
}

/** Staff locks and the temporary lock after wrong passwords hold for every way in. */
async function assertMayLogIn(db: Db, member: Member): Promise<void> {
  if (member.status !== 'active' || isGuestType(member.isAgent)) {
    throw apiError('ACCOUNT_LOCKED', 'This account is locked. Please contact customer service.');
  }
  await assertNotLocked(db, member.id);
}

/**
 * Social login: the linked member is logged in (the identity service's
 * sign-in counts as verified, like a text-message login, so no new-network
 * step); an unlinked identity gets a ticket to link or register.
 */
export async function socialLogin(
  db: Db,
  merchant: Merchant,
  verifier: IdTokenVerifier,
  idToken: string,
  meta: LoginMeta,
  options: { withdrawOnly?: boolean | undefined } = {},
): Promise<SocialLoginResponse> {
  const identity = await socialIdentity(verifier, merchant, idToken);
  const member = await memberLinkedTo(db, merchant.code, identity.uid);
  if (member) {
    await assertMayLogIn(db, member);
    return { status: 'loggedIn', login: await finishLogin(db, member, meta, { deviceChecked: true, withdrawOnly: options.withdrawOnly === true }) };
  }
  const ticket = await openTicket(db, merchant.code, identity, meta.ip ?? 'unknown');
  return {
    status: 'linkRequired',
    ticket,
    expiresInSeconds: TICKET_MINUTES * 60,
    provider: identity.provider,
    email: identity.email,
    displayName: identity.displayName,
  };
}

/**
 * Links the ticket's identity to an existing account, proven by its
 * password (the login's own check: wrong passwords count toward the captcha
 * and the lock), and logs in, in one transaction.
 */
export async function socialLink(
  db: Db,
  merchant: Merchant,
  input: PasswordAttempt & { ticket: string },
  meta: LoginMeta,
): Promise<LoginResponse> {
  const ip = meta.ip ?? 'unknown';
  await hit(db, `login:account:${merchant.code}:${input.username.toLowerCase()}`, meta.limits.perAccount);
  const ticket = await ticketOf(db, merchant.code, input.ticket, ip);
  const member = await memberByPassword(db, merchant, input, meta);
  return db.transaction(async (tx) => {
    await linkIdentity(tx, merchant.code, member, ticket);
    return finishLogin(tx, member, meta, { deviceChecked: true });
  });
}

/**
 * Registers a new account for the ticket's identity with the normal
 * registration (the brand's rules and patterns, member/register.ts): the
 * member, its wallet, the link, the used ticket and the session are one
 * transaction, so a failure leaves no account and the ticket still usable.
 */
export async function socialRegister(
  db: Db,
  merchant: Merchant,
  input: SocialRegisterRequest,
  meta: RegisterMeta,
): Promise<LoginResponse> {
  const ticket = await ticketOf(db, merchant.code, input.ticket, meta.ip);
  if (await memberLinkedTo(db, merchant.code, ticket.uid)) throw identityTaken();

  // the identity's e-mail fills an empty e-mail field, when the brand asks for one and it fits the rule
  let email = input.email;
  if (!email?.trim() && ticket.email) {
    const { fields } = await loadRegisterSettings(db, merchant.code);
    if (fields.email.enabled && !validateField(fields.email, ticket.email)) email = ticket.email;
  }

  const { ticket: _ticket, ...form } = input;
  const registered = await registerMember(
    db,
    merchant,
    { ...form, email, password: input.password ?? '', confirmPassword: input.confirmPassword ?? '', login: true },
    'social',
    meta,
    { onCreated: (tx, member) => linkIdentity(tx, merchant.code, member, ticket) },
  );
  if (!registered.token || !registered.user) throw new Error('a social registration opened no session');
  return { token: registered.token, firstTimeLogin: false, passwordExpired: false, user: registered.user };
}
