import { eq, sql } from 'drizzle-orm';
import type { LoginResponse } from '../../../../src/shared/contract/session';
import type { Db } from '../../db/client';
import { loginLinks } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import type { SessionInfo } from '../../http/session-lookup';
import { apiError } from '../../http/status';
import { randomToken, sha256Hex } from '../../lib/hash';
import { findMemberById } from '../member/lookup';
import { finishLogin } from './login';
import type { SessionMeta } from './sessions';

/**
 * Login by link: another site of the brand hands a logged-in member over
 * with `?loginCode=`. The code is single use, lives a minute, and opens a
 * session only for the same brand and from the same address that asked for
 * it — so a link an attacker made for his own account cannot log a victim
 * into it (login CSRF), and a code that leaked (a log, a Referer) is dead.
 * The session token never travels in an address.
 */
export const LOGIN_LINK_SECONDS = 60;

export async function issueLoginLink(db: Db, session: SessionInfo, ip: string): Promise<{ code: string; expiresAt: number }> {
  const code = randomToken(32);
  // on the database clock, like every other expiry: any instance sharing the database agrees on it
  const [row] = await db
    .insert(loginLinks)
    .values({
      codeHash: sha256Hex(code),
      memberId: session.member.id,
      merchantCode: session.member.merchantCode,
      ip,
      expiresAt: sql`statement_timestamp() + make_interval(secs => ${LOGIN_LINK_SECONDS}::double precision)`,
    })
    .returning({ expiresAt: loginLinks.expiresAt });
  return { code, expiresAt: row!.expiresAt.getTime() };
}

const refused = () => apiError('UNAUTHORIZED', 'This login link is no longer valid. Please log in.', undefined, { reason: 'loginLinkInvalid' });

export async function exchangeLoginLink(
  db: Db,
  merchant: Merchant,
  code: string,
  meta: SessionMeta & { ip: string; ttlHours: number },
): Promise<LoginResponse> {
  // used once, whatever the outcome: a wrong brand or address burns the code too
  const [link] = await db
    .delete(loginLinks)
    .where(eq(loginLinks.codeHash, sha256Hex(code)))
    .returning({
      memberId: loginLinks.memberId,
      merchantCode: loginLinks.merchantCode,
      ip: loginLinks.ip,
      live: sql<boolean>`${loginLinks.expiresAt} > statement_timestamp()`,
    });
  if (!link?.live || link.merchantCode !== merchant.code || link.ip !== meta.ip) throw refused();
  const member = await findMemberById(db, merchant.code, link.memberId);
  if (!member || member.status !== 'active') throw refused();
  // the member was logged in on the brand's other site, from this very address, a minute ago at most
  return finishLogin(db, member, meta, { deviceChecked: true });
}
