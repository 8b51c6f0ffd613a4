import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgentProfile } from '../../../../src/shared/contract/agent';
import type { Announcement } from '../../../../src/shared/contract/content';
import type { Db } from '../../db/client';
import { agentAnnouncements, members, merchants, type Member } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { loadTranslations, type ContentLanguage } from '../content/i18n';
import { moduleOn } from '../identity/modules';
import { balancesOf } from '../wallet/accounts';
import { contractStatesOf } from './contracts';

/** The announcements of the agent centre: 9 a page (spec section 9). */
export const AGENT_ANNOUNCEMENTS_PAGE = 9;

/** Who the agent is, the consolidated flags (spec section 3) and the entry switches (section 2). */
export async function agentProfile(db: Db, agent: Member): Promise<AgentProfile> {
  const [states, balances, [merchant], [upline], dividendOn, salaryOn, hourOn, realtimeOn] = await Promise.all([
    contractStatesOf(db, agent.id),
    balancesOf(db, agent.id),
    db.select().from(merchants).where(eq(merchants.code, agent.merchantCode)),
    agent.uplineId === null ? Promise.resolve([]) : db.select({ account: members.account }).from(members).where(eq(members.id, agent.uplineId)),
    moduleOn(db, agent.merchantCode, 'DIVIDEND'),
    moduleOn(db, agent.merchantCode, 'SALARY'),
    moduleOn(db, agent.merchantCode, 'HOURSALARY'),
    moduleOn(db, agent.merchantCode, 'REALTIMESALARY'),
  ]);
  const bit = (b: boolean) => (b ? 1 : 0);
  const has = (k: keyof typeof states) => states[k].active || states[k].pending;
  return {
    account: agent.account,
    nickname: agent.nickname,
    isAgent: agent.isAgent,
    affiliateCode: agent.inviteCode,
    uplineAccount: upline?.account ?? null,
    balance: toMajor(balances.main),
    currency: merchant?.currency ?? '',
    currencySymbol: merchant?.currencySymbol ?? '',
    paymentPasswordSet: agent.paymentPasswordHash !== null,
    flags: {
      dailysalreqtype: bit(states.dailySalary.pending),
      divtypereq: bit(states.dividend.pending),
      contracthoursalreq: bit(states.hourSalary.pending),
      realtimesalreqtype: bit(states.realtimeSalary.pending),
      contractmrdailysalinfotype: bit(states.dailySalary.active),
      contracthoursalinfo: bit(states.hourSalary.active),
      dailysalinfotype: bit(states.dailySalary.active),
      realtimesalinfotype: bit(states.realtimeSalary.active),
      divtypeinfo: bit(states.dividend.active),
    },
    switches: {
      enableCt: dividendOn && has('dividend'),
      salary: salaryOn && has('dailySalary'),
      hourSalary: hourOn && has('hourSalary'),
      agentRealtimeSalary: realtimeOn && has('realtimeSalary'),
    },
  };
}

/** The agent centre's announcements, newest first, in the reader's language where a translation exists (English otherwise). */
export async function agentAnnouncementList(
  db: Db,
  merchantCode: string,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
  language: ContentLanguage | null = null,
  now = new Date(),
): Promise<{ items: Announcement[]; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? AGENT_ANNOUNCEMENTS_PAGE;
  const where = and(
    eq(agentAnnouncements.merchantCode, merchantCode),
    eq(agentAnnouncements.enabled, true),
    sql`${agentAnnouncements.publishedAt} <= ${now.toISOString()}::timestamptz`,
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(agentAnnouncements).where(where).orderBy(desc(agentAnnouncements.publishedAt), desc(agentAnnouncements.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(agentAnnouncements).where(where),
  ]);
  const total = count?.n ?? 0;
  const translations = await loadTranslations(db, 'agent_announcement', rows.map((r) => r.code), language);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type as Announcement['type'],
      title: translations.get(r.code)?.title ?? r.title,
      content: translations.get(r.code)?.content ?? r.content,
      date: r.publishedAt.toISOString(),
      popup: r.popup,
    })),
    pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totalCount: total,
  };
}
