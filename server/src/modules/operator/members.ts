import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OperatorMemberDetail, OperatorMemberRow, OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { accountLocks, clubLabels, memberLogins, members, merchants, sessions, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { findMemberById, findMemberByIdInAnyBrand } from '../member/lookup';
import { latestMovements, walletsOf } from './member-money';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

/** The brand an operator is limited to, or null for every brand. */
export const scopeOf = (operator: Pick<OperatorProfile, 'merchantCode'>) => operator.merchantCode;

/** Free-play guests and the guest template are not members the console deals with. */
const isMember = (member: Member) => member.isAgent !== 4 && (member.status === 'active' || member.status === 'locked');

/**
 * A member the operator may see: of the operator's brand (any brand for an
 * operator of every brand), a player or an agent. Anything else is "not
 * found", whether it exists elsewhere or not.
 */
export async function memberInScope(db: Db, operator: Pick<OperatorProfile, 'merchantCode'>, memberId: number): Promise<Member> {
  const scope = scopeOf(operator);
  const member = scope === null ? await findMemberByIdInAnyBrand(db, memberId) : await findMemberById(db, scope, memberId);
  if (!member || !isMember(member)) throw apiError('NOT_FOUND', 'No such member.');
  return member;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MemberSearch {
  query?: string | undefined;
  status?: 'active' | 'locked' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const mobileOf = (m: Pick<Member, 'countryDialingCode' | 'mobileNum'>) =>
  m.mobileNum ? [m.countryDialingCode, m.mobileNum].filter(Boolean).join(' ') : null;

type Brand = { currency: string; currencySymbol: string };

function rowOf(member: Member, brand: Brand, wallet: { balance: bigint; currency: string } | undefined): OperatorMemberRow {
  return {
    id: member.id,
    merchantCode: member.merchantCode,
    account: member.account,
    nickname: member.nickname,
    isAgent: member.isAgent,
    status: member.status === 'locked' ? 'locked' : 'active',
    email: member.email,
    mobile: mobileOf(member),
    balance: wallet ? toMajor(wallet.balance) : null,
    currency: wallet?.currency ?? brand.currency,
    currencySymbol: brand.currencySymbol,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * Members by part of their account, mobile number (with or without the
 * dialing code) or e-mail address, an exact account first, then the newest.
 */
export async function searchMembers(
  db: Db,
  operator: Pick<OperatorProfile, 'merchantCode'>,
  search: MemberSearch,
): Promise<{ items: OperatorMemberRow[]; total: number; page: number; pageSize: number }> {
  const scope = scopeOf(operator);
  const query = search.query?.trim() ?? '';
  let matches: SQL | undefined;
  if (query) {
    const like = `%${escapeLike(query.toLowerCase())}%`;
    const digits = query.replace(/\D/g, '');
    matches = or(
      sql`lower(${members.account}) like ${like}`,
      sql`lower(coalesce(${members.email}, '')) like ${like}`,
      digits.length >= 3
        ? sql`replace(coalesce(${members.countryDialingCode}, ''), '+', '') || coalesce(${members.mobileNum}, '') like ${`%${digits}%`}`
        : undefined,
    );
  }
  const where = and(
    scope === null ? undefined : eq(members.merchantCode, scope),
    ne(members.isAgent, 4),
    search.status ? eq(members.status, search.status) : inArray(members.status, ['active', 'locked']),
    matches,
  );
  const page = await paged(
    db,
    pageOf(search, 25),
    db
      .select({ member: members, currency: merchants.currency, currencySymbol: merchants.currencySymbol })
      .from(members)
      .innerJoin(merchants, eq(merchants.code, members.merchantCode))
      .where(where)
      .orderBy(...(query ? [desc(sql`lower(${members.account}) = lower(${query})`)] : []), desc(members.createdAt), desc(members.id))
      .$dynamic(),
  );
  const wallets = await walletsOf(db, page.rows.map((r) => r.member.id));
  return { items: page.rows.map((r) => rowOf(r.member, r, wallets.get(r.member.id))), total: page.total, page: page.pageNo, pageSize: page.pageSize };
}

/** A member's page: profile, status, balance, latest movements, login history. */
export async function memberDetail(db: Db, operator: Pick<OperatorProfile, 'merchantCode'>, memberId: number): Promise<OperatorMemberDetail> {
  const member = await memberInScope(db, operator, memberId);
  const upline = alias(members, 'upline');
  const [extra] = await db
    .select({
      currency: merchants.currency,
      currencySymbol: merchants.currencySymbol,
      uplineAccount: upline.account,
      clubLabel: clubLabels.labelName,
      lockedUntil: accountLocks.lockedUntil,
    })
    .from(members)
    .innerJoin(merchants, eq(merchants.code, members.merchantCode))
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .leftJoin(clubLabels, eq(clubLabels.id, members.clubLabelId))
    .leftJoin(accountLocks, eq(accountLocks.memberId, members.id))
    .where(eq(members.id, member.id));
  if (!extra) throw apiError('NOT_FOUND', 'No such member.');
  const [wallets, movements, logins, [open]] = await Promise.all([
    walletsOf(db, [member.id]),
    latestMovements(db, member.id, 20),
    db
      .select({ createdAt: memberLogins.createdAt, success: memberLogins.success, ip: memberLogins.ip, userAgent: memberLogins.userAgent })
      .from(memberLogins)
      .where(eq(memberLogins.memberId, member.id))
      .orderBy(desc(memberLogins.id))
      .limit(20),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))),
  ]);
  const lockedUntil = extra.lockedUntil && extra.lockedUntil.getTime() > Date.now() ? extra.lockedUntil.toISOString() : null;
  return {
    member: {
      ...rowOf(member, extra, wallets.get(member.id)),
      uplineAccount: extra.uplineAccount,
      clubLabel: extra.clubLabel,
      language: member.language,
      registerIp: member.registerIp,
      payeeName: member.payeeName,
      previousLoginAt: member.previousLoginAt?.toISOString() ?? null,
      lockedUntil,
      failedLogins: member.failedLogins,
      openSessions: open?.n ?? 0,
    },
    movements,
    logins: logins.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}
