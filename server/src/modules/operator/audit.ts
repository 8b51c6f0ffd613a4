import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { operatorAudit, operators } from '../../db/schema';
import { paged } from '../../db/paged';
import { pageOf } from '../../lib/paging';

/** Who acted: the operator of the call and the address it came from (an operator route's context fits). */
export interface AuditActor {
  operator: { id: number };
  ip: string;
}

/** What the action was done to: e.g. `{ type: 'member', id: 42, merchantCode: 'LOTUS' }`. */
export interface AuditTarget {
  type: string;
  id: string | number;
  /** the target's brand: a brand's operators see only their brand's rows (null: none in particular) */
  merchantCode: string | null;
}

/**
 * The record of an action: `before` and `after` (the state the action
 * changed), the `reason` staff gave, and anything else the action wants
 * kept (amounts, ids of what it created). Stored as JSON; bigints become
 * strings.
 */
export interface AuditDetails {
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  [key: string]: unknown;
}

const asJson = (value: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Record<string, unknown>;

/**
 * Records one operator action. Call it with the transaction that performs
 * the action, so both happen or neither does; the table refuses updates and
 * deletes. Answers the row's id.
 */
export async function audit(tx: Db, ctx: AuditActor, action: string, target: AuditTarget, details: AuditDetails = {}): Promise<number> {
  const { reason = null, ...rest } = details;
  const [row] = await tx
    .insert(operatorAudit)
    .values({
      operatorId: ctx.operator.id,
      action,
      targetType: target.type,
      targetId: String(target.id),
      merchantCode: target.merchantCode,
      details: asJson(rest),
      reason,
      ip: ctx.ip,
    })
    .returning({ id: operatorAudit.id });
  if (!row) throw new Error(`audit row of ${action} was not written`);
  return row.id;
}

export interface AuditFilters {
  action?: string | undefined;
  operator?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The audit log, newest first, filtered and paged; a brand's operator sees that brand's rows only. */
export async function listAudit(
  db: Db,
  scope: string | null,
  filters: AuditFilters,
): Promise<{ items: AuditEntry[]; total: number; page: number; pageSize: number; actions: string[] }> {
  const scoped = scope === null ? undefined : eq(operatorAudit.merchantCode, scope);
  const conditions: (SQL | undefined)[] = [
    scoped,
    filters.action ? eq(operatorAudit.action, filters.action) : undefined,
    filters.operator ? sql`lower(${operators.username}) = lower(${filters.operator})` : undefined,
    filters.targetType ? eq(operatorAudit.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(operatorAudit.targetId, filters.targetId) : undefined,
    filters.from ? gte(operatorAudit.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(operatorAudit.createdAt, new Date(filters.to)) : undefined,
  ];
  const where = and(...conditions);
  const [page, actions] = await Promise.all([
    paged(
      db,
      pageOf(filters, 50),
      db
        .select({ entry: operatorAudit, username: operators.username })
        .from(operatorAudit)
        .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
        .where(where)
        .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
        .$dynamic(),
    ),
    db.selectDistinct({ action: operatorAudit.action }).from(operatorAudit).where(scoped).orderBy(operatorAudit.action),
  ]);
  return {
    items: page.rows.map(({ entry, username }) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      operator: { id: entry.operatorId, username },
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      merchantCode: entry.merchantCode,
      details: entry.details,
      reason: entry.reason,
      ip: entry.ip,
    })),
    total: page.total,
    page: page.pageNo,
    pageSize: page.pageSize,
    actions: actions.map((a) => a.action),
  };
}
