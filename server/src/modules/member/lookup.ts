import { agentOfLinkCode } from '../agent/invite-links';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AGENT_CENTRE_TYPES } from '../../../../src/shared/contract/member';
import type { Db } from '../../db/client';
import { members, type Member } from '../../db/schema';

/*
 * Every way the server finds a member: by id, account, mobile number,
 * invitation or referral code. One copy each, so "the same account" means
 * the same thing at login, registration, password reset and free play.
 */

/** Agent types whose invitation code puts a new member in their downline. */
const AGENT_TYPES = [...AGENT_CENTRE_TYPES];

/** A member of the brand by id. */
export async function findMemberById(db: Db, merchantCode: string, id: number): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), eq(members.merchantCode, merchantCode)))
    .limit(1);
  return member;
}

/** A member of any brand by id: for staff who work for every brand (the operator console). */
export async function findMemberByIdInAnyBrand(db: Db, id: number): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return member;
}

/** A member of the brand by account name, without regard to case (the unique index is on lower(account)). */
export async function findMemberByAccount(db: Db, merchantCode: string, account: string): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.account}) = lower(${account})`))
    .limit(1);
  return member;
}

/** A mobile number as the members table keeps it: dialing code and national number apart. */
export interface MemberMobile {
  dialingCode: string;
  mobileNum: string;
}

export async function findMemberByMobile(db: Db, merchantCode: string, mobile: MemberMobile): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        eq(members.countryDialingCode, mobile.dialingCode),
        eq(members.mobileNum, mobile.mobileNum),
      ),
    )
    .limit(1);
  return member;
}

export async function mobileTaken(db: Db, merchantCode: string, mobile: MemberMobile): Promise<boolean> {
  return (await findMemberByMobile(db, merchantCode, mobile)) !== undefined;
}

/** The active agent whose invitation code, or one of whose invitation links, this is (any case). */
export async function findUplineByCode(db: Db, merchantCode: string, code: string): Promise<Member | undefined> {
  const [agent] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        sql`upper(${members.inviteCode}) = upper(${code})`,
        inArray(members.isAgent, AGENT_TYPES),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  // else one of an agent's invitation links (agent centre)
  return agent ?? (await agentOfLinkCode(db, merchantCode, code));
}

/**
 * The member a referral code names: a player refers friends with their
 * account name or their public customer number (brand code and 8 digits, as
 * the member info shows it). Only an active real account refers.
 */
export async function findReferrer(db: Db, merchantCode: string, code: string): Promise<Member | undefined> {
  const trimmed = code.trim();
  const number = new RegExp(`^${merchantCode}(\\d{8})$`, 'i').exec(trimmed);
  const [member] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        number ? eq(members.id, Number(number[1])) : sql`lower(${members.account}) = lower(${trimmed})`,
        eq(members.status, 'active'),
        sql`${members.isAgent} <> 4`,
      ),
    )
    .limit(1);
  return member;
}

/** Whether another member of the brand has bound this e-mail address (without regard to case). */
export async function emailTaken(db: Db, merchantCode: string, email: string, exceptMemberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.email}) = lower(${email})`, sql`${members.id} <> ${exceptMemberId}`))
    .limit(1);
  return row !== undefined;
}
