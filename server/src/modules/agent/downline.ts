import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  AGENT_PAGE_SIZE,
  agentKeys,
  type CreateDownlineRequest,
  type DownlineMember,
  type DownlineTransferInfo,
  type DownlineTransferReceipt,
  type DownlineTreeNode,
} from '../../../../src/shared/contract/agent';
import type { FieldError } from '../../../../src/shared/contract/envelope';
import { isAccountName, contactFormats } from '../../../../src/shared/contract/member-fields';
import { validateField, validationKeys } from '../../../../src/shared/contract/patterns';
import { queryRows, type Db } from '../../db/client';
import { ledgerTransactions, members, merchants, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { hashPassword } from '../../lib/password';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { toMajor, toMinor } from '../../lib/money';
import { findMemberByAccount } from '../member/lookup';
import { passGateAsRecipient } from '../protection/gate';
import { loadRegisterSettings } from '../system/register-settings';
import { accountOf, balancesOf } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { verifyPaymentPassword } from '../withdraw/payment-password';
import { rulesOf } from '../withdraw/settings';
import { downlineMember, notInDownline, SUB_AGENT_TYPE } from './access';

/*
 * The downline: accounts the agent creates, the tree and the table, and
 * transfers from the agent's wallet to a member of its team.
 */

/** The most one transfer to the downline may move, major units. */
export const DOWNLINE_TRANSFER_MAX = 1_000_000_000;

type DownlineRow = {
  id: number;
  account: string;
  nickname: string;
  is_agent: number;
  depth: number;
  upline_account: string | null;
  balance: string | null;
  team_size: string;
  status: string;
  last_login_at: Date | string | null;
  created_at: Date | string;
  total_count?: string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const isAgentCode = (n: number) => [1, 2, 41, 42].includes(n);

function downlineOf(r: DownlineRow): DownlineMember {
  return {
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    kind: isAgentCode(r.is_agent) ? 'agent' : 'member',
    isAgent: r.is_agent,
    level: r.depth,
    uplineAccount: r.upline_account ?? '',
    balance: toMajor(BigInt(r.balance ?? 0)),
    teamSize: Number(r.team_size),
    status: r.status === 'locked' ? 'locked' : 'active',
    lastLoginAt: iso(r.last_login_at),
    registeredAt: new Date(r.created_at).toISOString(),
  };
}

const downlineColumns = sql`m.id, m.account, m.nickname, m.is_agent, t.depth, u.account as upline_account, w.balance::text as balance,
  (select count(*) from agent_tree d where d.ancestor_id = m.id and d.depth > 0)::text as team_size,
  m.status, m.last_login_at, m.created_at`;
const downlineJoins = sql`join members m on m.id = t.descendant_id
  left join members u on u.id = m.upline_id
  left join wallet_accounts w on w.member_id = m.id and w.kind = 'main'`;

/** The searchable, sortable, paged table of the downline. */
export async function listDownline(
  db: Db,
  agentId: number,
  input: {
    account?: string | undefined;
    kind?: 'member' | 'agent' | undefined;
    level?: number | undefined;
    status?: 'active' | 'locked' | undefined;
    sort?: 'registeredAt' | 'lastLoginAt' | 'balance' | 'account' | 'level' | undefined;
    order?: 'asc' | 'desc' | undefined;
    pageNo?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<{ items: DownlineMember[]; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? AGENT_PAGE_SIZE;
  const filters = [sql`t.ancestor_id = ${agentId}`, sql`t.depth > 0`, sql`m.status <> 'template'`];
  if (input.account) filters.push(sql`lower(m.account) like ${`%${input.account.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (input.kind === 'agent') filters.push(sql`m.is_agent in (1, 2, 41, 42)`);
  if (input.kind === 'member') filters.push(sql`m.is_agent not in (1, 2, 41, 42)`);
  if (input.level) filters.push(sql`t.depth = ${input.level}`);
  if (input.status) filters.push(sql`m.status = ${input.status}`);
  const column = {
    registeredAt: sql`m.created_at`,
    lastLoginAt: sql`m.last_login_at`,
    balance: sql`w.balance`,
    account: sql`lower(m.account)`,
    level: sql`t.depth`,
  }[input.sort ?? 'registeredAt'];
  const direction = input.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const rows = await queryRows<DownlineRow>(
    db,
    sql`select ${downlineColumns}, count(*) over ()::text as total_count
        from agent_tree t ${downlineJoins}
        where ${sql.join(filters, sql` and `)}
        order by ${column} ${direction}, m.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
  );
  const count = Number(rows[0]?.total_count ?? 0);
  return { items: rows.map(downlineOf), pageNo, pageSize, totalPages: Math.max(1, Math.ceil(count / pageSize)), totalCount: count };
}

async function oneDownline(db: Db, agentId: number, memberId: number): Promise<DownlineMember> {
  const [row] = await queryRows<DownlineRow>(
    db,
    sql`select ${downlineColumns} from agent_tree t ${downlineJoins}
        where t.ancestor_id = ${agentId} and t.descendant_id = ${memberId} and t.depth > 0`,
  );
  if (!row) throw notInDownline();
  return downlineOf(row);
}

/** The children of a node of the tree (the agent itself by default). */
export async function downlineTree(db: Db, agent: Member, parentId?: number): Promise<{ parent: DownlineTreeNode; children: DownlineTreeNode[] }> {
  const id = parentId ?? agent.id;
  if (id !== agent.id && !(await downlineMember(db, agent.id, id))) throw notInDownline();
  const rows = await queryRows<{ id: number; account: string; is_agent: number; children: string; team_size: string; balance: string | null; is_parent: boolean }>(
    db,
    sql`select m.id, m.account, m.is_agent, (m.id = ${id}) as is_parent,
               (select count(*) from members c where c.upline_id = m.id and c.status <> 'template')::text as children,
               (select count(*) from agent_tree d where d.ancestor_id = m.id and d.depth > 0)::text as team_size,
               w.balance::text as balance
        from members m left join wallet_accounts w on w.member_id = m.id and w.kind = 'main'
        where (m.id = ${id} or m.upline_id = ${id}) and m.status <> 'template'
        order by (m.id = ${id}) desc, m.is_agent in (1, 2, 41, 42) desc, lower(m.account)`,
  );
  const node = (r: (typeof rows)[number]): DownlineTreeNode => ({
    id: r.id,
    account: r.account,
    kind: isAgentCode(r.is_agent) ? 'agent' : 'member',
    childCount: Number(r.children),
    teamSize: Number(r.team_size),
    balance: toMajor(BigInt(r.balance ?? 0)),
  });
  const parent = rows.find((r) => r.is_parent);
  if (!parent) throw notInDownline();
  return { parent: node(parent), children: rows.filter((r) => !r.is_parent).map(node) };
}

const invalid = (errors: FieldError[]) => apiError('VALIDATION', 'Please correct the highlighted fields.', errors);

/**
 * Creates a member or a sub-agent directly under the agent, with the brand's
 * registration rules for the username and the password (the registration
 * form's); the new account changes its password at its first login.
 */
export async function createDownline(db: Db, agent: Member, input: CreateDownlineRequest): Promise<DownlineMember> {
  const settings = await loadRegisterSettings(db, agent.merchantCode);
  const errors: FieldError[] = [];
  const username = input.username.trim();
  const check = (field: 'username' | 'password', value: string) => {
    const problem = validateField({ ...settings.fields[field], enabled: true, required: true }, value, field);
    if (problem) errors.push({ field, key: problem.key, ...(Object.keys(problem.params).length > 0 ? { params: problem.params } : {}) });
  };
  check('username', username);
  check('password', input.password);
  if (username && !errors.some((e) => e.field === 'username') && !isAccountName(username)) errors.push({ field: 'username', key: validationKeys.invalid });
  if (input.confirmPassword === '') errors.push({ field: 'confirmPassword', key: validationKeys.notEmpty, params: { field: 'confirmPassword' } });
  else if (input.confirmPassword !== input.password) errors.push({ field: 'confirmPassword', key: validationKeys.inconsistent });
  const payeeName = input.payeeName?.trim() || null;
  if (payeeName !== null) {
    const problem = validateField({ ...settings.fields.payeeName, enabled: true }, payeeName, 'payeeName');
    if (problem) errors.push({ field: 'payeeName', key: problem.key, ...(Object.keys(problem.params).length > 0 ? { params: problem.params } : {}) });
    else if (!contactFormats.payeeName(payeeName)) errors.push({ field: 'payeeName', key: validationKeys.invalid });
  }
  if (errors.length > 0) throw invalid(errors);
  const taken = () => apiError('CONFLICT', 'This username is already taken.', [{ field: 'username', key: validationKeys.usernameTaken }]);
  if (await findMemberByAccount(db, agent.merchantCode, username)) throw taken();
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(members)
        .values({
          merchantCode: agent.merchantCode,
          account: username,
          nickname: input.nickname?.trim() || username,
          passwordHash,
          isAgent: input.kind === 'agent' ? SUB_AGENT_TYPE : 0,
          uplineId: agent.id,
          inviteCode: input.kind === 'agent' ? `A${randomBytes(5).toString('hex').toUpperCase()}` : null,
          payeeName,
          language: agent.language,
          mustChangePassword: true,
        })
        .returning({ id: members.id });
      if (!created) throw new Error('the new member was not created');
      await accountOf(tx, created.id, 'main');
      return created.id;
    });
    return await oneDownline(db, agent.id, id);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === 'members_merchant_account_uq') throw taken();
    throw error;
  }
}

export async function downlineTransferInfo(db: Db, agent: Member): Promise<DownlineTransferInfo> {
  const [balances, rules, [merchant]] = await Promise.all([
    balancesOf(db, agent.id),
    rulesOf(db, agent.merchantCode),
    db.select({ symbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, agent.merchantCode)),
  ]);
  return {
    balance: toMajor(balances.main),
    currencySymbol: merchant?.symbol ?? '',
    minAmount: toMajor(rules.uplineMinAmount),
    maxAmount: DOWNLINE_TRANSFER_MAX,
    paymentPasswordSet: agent.paymentPasswordHash !== null,
  };
}

/** Money from the agent's main wallet to a member of its downline: once per Idempotency-Key, with a receipt. */
export async function transferToDownline(
  db: Db,
  ctx: { agent: Member; idempotencyKey: string },
  input: { toAccount: string; amount: number; paymentPassword: string },
): Promise<DownlineTransferReceipt> {
  const { agent } = ctx;
  const target = await findMemberByAccount(db, agent.merchantCode, input.toAccount.trim());
  const inTeam = target ? await downlineMember(db, agent.id, target.id) : null;
  if (!target || !inTeam || target.status !== 'active') {
    throw apiError('VALIDATION', 'There is no such account in your downline.', [{ field: 'toAccount', key: agentKeys.notInDownline }]);
  }
  await verifyPaymentPassword(db, agent.id, input.paymentPassword);
  const rules = await rulesOf(db, agent.merchantCode);
  const amount = toMinor(input.amount);
  if (amount < rules.uplineMinAmount) {
    throw apiError('VALIDATION', `The smallest transfer is ${toMajor(rules.uplineMinAmount)}.`, [
      { field: 'amount', key: agentKeys.belowMin, params: { min: toMajor(rules.uplineMinAmount) } },
    ]);
  }
  if (input.amount > DOWNLINE_TRANSFER_MAX) {
    throw apiError('VALIDATION', `The largest transfer is ${DOWNLINE_TRANSFER_MAX}.`, [
      { field: 'amount', key: agentKeys.aboveMax, params: { max: DOWNLINE_TRANSFER_MAX } },
    ]);
  }
  const memo = `Transfer from agent ${agent.account} to ${target.account}`;
  const idempotencyKey = `downline:${agent.id}:${ctx.idempotencyKey}`;
  const moved = await db.transaction(async (tx) => {
    // the player's protection gate, as for a deposit of their own (a repeat of a transfer made returns it unchecked)
    const [made] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    if (!made) await passGateAsRecipient(tx, { id: target.id, merchantCode: target.merchantCode }, amount);
    return transfer(tx, {
      idempotencyKey,
      kind: 'transfer',
      memberId: agent.id,
      // the receiving member: the protection figures find the transfer by it (protection/figures.ts)
      ref: { type: 'member', id: String(target.id) },
      memo,
      from: await accountOf(tx, agent.id, 'main'),
      to: await accountOf(tx, target.id, 'main'),
      amount,
    });
  });
  return {
    transactionId: moved.transactionId,
    createdAt: moved.createdAt.toISOString(),
    amount: toMajor(amount),
    balanceAfter: toMajor(moved.from.balanceAfter ?? 0n),
    toAccount: target.account,
    memo,
  };
}
