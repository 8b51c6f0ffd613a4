import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyRequest } from 'fastify';
import { CHAT_TOKEN_SECONDS } from '../../../../src/shared/contract/chat-rules';
import { GUEST_TYPE } from '../../../../src/shared/contract/member-rules';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readCache } from '../../db/read-cache';
import { chatKeys, clubLabels } from '../../db/schema';
import { bearerToken } from '../../http/session-lookup';
import { apiError } from '../../http/status';
import { sessionStands } from '../live/tickets';
import { findMemberById } from '../member/lookup';

/**
 * The chat page's signed identity. The chat url call (with the member's
 * session) mints a token: an HS256 JWT naming the member, their brand and
 * the session, good for CHAT_TOKEN_SECONDS. The page sends it as its Bearer
 * token; every chat page call verifies the signature and the time, then that
 * the session still stands and the member is still a real, active member.
 * Nothing the browser says about who it is counts. The key is
 * CHAT_TOKEN_SECRET, or one generated once per database (`chat_keys`), so
 * every instance verifies what any minted.
 */

const ISSUER = 'lotus-chat';
const KEY_NAME = 'page-token';

/** Who the chat page speaks for. */
export interface ChatIdentity {
  memberId: number;
  merchantCode: string;
  sessionId: number;
  nickname: string;
  account: string;
  /** the rank level of the member's club label (0 without one) */
  rankLevel: number;
}

async function secretOf(db: Db, config: Pick<Config, 'chatTokenSecret'>): Promise<Uint8Array> {
  if (config.chatTokenSecret) return new TextEncoder().encode(config.chatTokenSecret);
  const read = async () => (await db.select({ secret: chatKeys.secret }).from(chatKeys).where(eq(chatKeys.name, KEY_NAME)))[0];
  let row = await read();
  if (!row) {
    await db.insert(chatKeys).values({ name: KEY_NAME, secret: randomBytes(32).toString('hex') }).onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('the chat key could not be stored');
  return Buffer.from(row.secret, 'hex');
}

/** A token for the chat page of this session's member. */
export async function mintChatToken(
  db: Db,
  config: Pick<Config, 'chatTokenSecret'>,
  holder: { memberId: number; merchantCode: string; sessionId: number },
  seconds = CHAT_TOKEN_SECONDS,
): Promise<string> {
  return new SignJWT({ mc: holder.merchantCode, sid: holder.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(holder.memberId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(await secretOf(db, config));
}

const refused = () => apiError('UNAUTHORIZED', 'This chat page has expired. Please open the chat again.');

/** The identity of a chat token, or 401: forged, expired, of an ended session, of a member locked or a free-play guest since. */
export async function verifyChatToken(db: Db, config: Pick<Config, 'chatTokenSecret'>, token: string | null): Promise<ChatIdentity> {
  if (!token || token.length > 2048) throw refused();
  let payload: { sub?: string; mc?: unknown; sid?: unknown };
  try {
    ({ payload } = await jwtVerify(token, await secretOf(db, config), { issuer: ISSUER, algorithms: ['HS256'] }));
  } catch {
    throw refused();
  }
  const memberId = Number(payload.sub);
  const { mc, sid } = payload;
  if (!Number.isSafeInteger(memberId) || typeof mc !== 'string' || typeof sid !== 'number') throw refused();
  if (!(await sessionStands(db, { sessionId: sid, memberId }, readCache(db)))) throw refused();
  const member = await findMemberById(db, mc, memberId);
  if (!member || member.status !== 'active') throw refused();
  if (member.isAgent === GUEST_TYPE) {
    throw apiError('FORBIDDEN', 'This needs a real account. Please register to continue.', undefined, { reason: 'guestRefused' });
  }
  const [club] = member.clubLabelId
    ? await db.select({ rankLevel: clubLabels.rankLevel }).from(clubLabels).where(eq(clubLabels.id, member.clubLabelId)).limit(1)
    : [];
  return { memberId, merchantCode: mc, sessionId: sid, nickname: member.nickname, account: member.account, rankLevel: club?.rankLevel ?? 0 };
}

/** The identity of a chat page call (`Authorization: Bearer <chat token>`). */
export function chatIdentityOf(db: Db, config: Pick<Config, 'chatTokenSecret'>, request: FastifyRequest): Promise<ChatIdentity> {
  return verifyChatToken(db, config, bearerToken(request.headers.authorization));
}
