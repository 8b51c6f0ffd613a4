import { randomInt } from 'node:crypto';
import { GUEST_TYPE } from '../../../../src/shared/contract/member';
import type { LoginResponse } from '../../../../src/shared/contract/session';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import type { Merchant } from '../../http/merchant';
import { apiError } from '../../http/status';
import { toMinor } from '../../lib/money';
import { findMemberByAccount } from '../member/lookup';
import { finishLogin } from '../session/login';
import { accountOf, houseAccountOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { limits } from './rate-limit';
import { hit } from '../../http/rate-limit';
import { moduleOn } from './modules';

/** Play money of a free-play account, in whole currency units. */
export const GUEST_CREDIT = 1_000_000;
export const GUEST_SESSION_HOURS = 2;

/**
 * Member-only calls (favourites, recent games, passwords) refuse a free-play
 * guest's session: 403 FORBIDDEN with reason 'guestRefused', which the site
 * answers with its 'need a real account' dialog.
 */
export function requireRealMember<S extends { member: { isAgent: number } }>(session: S): S {
  if (session.member.isAgent === GUEST_TYPE) {
    throw apiError('FORBIDDEN', 'This needs a real account. Please register to continue.', undefined, { reason: 'guestRefused' });
  }
  return session;
}

/**
 * Free play: a fresh guest account (isAgent 4) with trial credit from the
 * house bonus account, and a short session. The account can never log in by
 * password and is refused the member centre and real-money actions.
 */
export async function freePlayLogin(db: Db, merchant: Merchant, meta: { ip: string; userAgent: string | null }): Promise<LoginResponse> {
  if (!merchant.settings.freePlay || !(await moduleOn(db, merchant.code, 'FREEPLAY'))) {
    throw apiError('FORBIDDEN', 'Free play is not available right now.', undefined, { reason: 'freePlayOff' });
  }
  await hit(db, `freeplay:ip:${meta.ip}`, limits.freePlayPerIp);
  let account = '';
  for (let attempt = 0; attempt < 8 && !account; attempt += 1) {
    const candidate = `guest${randomInt(10_000_000, 100_000_000)}`;
    if (!(await findMemberByAccount(db, merchant.code, candidate))) account = candidate;
  }
  if (!account) throw new Error('could not find a free guest account name');

  const guest = await db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        merchantCode: merchant.code,
        account,
        nickname: 'Guest',
        // not an argon2 hash: no password ever matches it
        passwordHash: '!',
        isAgent: GUEST_TYPE,
        language: merchant.defaultLanguage,
        registerIp: meta.ip,
      })
      .returning();
    if (!member) throw new Error('guest insert returned nothing');
    const wallet = await accountOf(tx, member.id, 'main');
    await transfer(tx, {
      idempotencyKey: `freeplay:${merchant.code}:${account}`,
      from: await houseAccountOf(tx, merchant.code, 'bonus'),
      to: wallet,
      amount: toMinor(GUEST_CREDIT),
      kind: 'bonus',
      memberId: member.id,
      memo: 'Free-play credit',
    });
    return member;
  });
  return finishLogin(db, guest, { ...meta, ttlHours: GUEST_SESSION_HOURS });
}
