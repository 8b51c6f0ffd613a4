import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { OperatorProfile } from '../../../../src/shared/contract/operator';
import type { BrandRules, ExclusionDuration } from '../../../../src/shared/contract/protection';
import { protectionAuditActions } from '../../../../src/shared/contract/protection-operator';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { members, merchants, operators, protectionBlocks, protectionLimitChanges, protectionLimitHits, protectionSettings } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { toMajor } from '../../lib/money';
import { audit, type AuditActor } from '../operator/audit';
import { memberInScope, scopeOf } from '../operator/members';
import { awaitingReturn, blockInForce, blockView, startBlock, type BlockRow } from './blocks';
import { readBrandRules, storedRules } from './brand-rules';
import { apiError } from '../../http/status';
import { protectionClock } from './clock';
import { limitsOf } from './limits';

const shown = (kind: string, v: bigint | null) => (v === null ? null : kind === 'session' ? Number(v) : toMajor(v));

function operatorBlock(b: BlockRow, operatorName: string | null, inForceId: number | null) {
  return { ...blockView(b), id: b.id, source: b.source as 'member' | 'operator', operator: operatorName, reason: b.reason, inForce: b.id === inForceId };
}

/** A member's protection as staff see it: limits, every change of them, every time-out and exclusion. */
export async function memberProtection(db: Db, operator: Pick<OperatorProfile, 'merchantCode'>, memberId: number) {
  await memberInScope(db, operator, memberId);
  const [limits, changes, blocks, inForce, [settings]] = await Promise.all([
    limitsOf(db, memberId),
    db.select().from(protectionLimitChanges).where(eq(protectionLimitChanges.memberId, memberId)).orderBy(desc(protectionLimitChanges.id)).limit(200),
    db
      .select({ b: protectionBlocks, operator: operators.username })
      .from(protectionBlocks)
      .leftJoin(operators, eq(operators.id, protectionBlocks.operatorId))
      .where(eq(protectionBlocks.memberId, memberId))
      .orderBy(desc(protectionBlocks.startsAt)),
    blockInForce(db, memberId),
    db.select().from(protectionSettings).where(eq(protectionSettings.memberId, memberId)),
  ]);
  return {
    memberId,
    limits: limits.map((l) => ({
      kind: l.kind as 'deposit',
      period: l.period as 'day',
      value: shown(l.kind, l.value),
      pending: l.pendingFrom ? { value: l.pendingRemove === 1 ? null : shown(l.kind, l.pendingValue), effectiveAt: l.pendingFrom.toISOString() } : null,
    })),
    changes: changes.map((c) => ({
      kind: c.kind as 'deposit',
      period: c.period as 'day',
      action: c.action,
      from: shown(c.kind, c.fromValue),
      to: shown(c.kind, c.toValue),
      effectiveAt: c.effectiveAt?.toISOString() ?? null,
      at: c.createdAt.toISOString(),
    })),
    blocks: blocks.map((r) => operatorBlock(r.b, r.operator, inForce?.id ?? null)),
    realityCheckMinutes: settings?.realityCheckMinutes ?? null,
  };
}

/**
 * Staff exclude a member (with a reason, audited in the same transaction):
 * every session ends at once. There is no call to lift or shorten one.
 */
export async function excludeMember(db: Db, ctx: AuditActor & { operator: OperatorProfile }, input: { memberId: number; duration: ExclusionDuration; reason: string }) {
  const member = await memberInScope(db, ctx.operator, input.memberId);
  const row = await startBlock(
    db,
    member,
    { kind: 'selfExclusion', duration: input.duration, source: 'operator', operatorId: ctx.operator.id, reason: input.reason },
    async (tx, block) => {
      await audit(tx, ctx, protectionAuditActions.exclude, { type: 'member', id: member.id, merchantCode: member.merchantCode }, {
        reason: input.reason,
        duration: input.duration,
        endsAt: block.endsAt?.toISOString() ?? null,
      });
    },
  );
  return operatorBlock(row, ctx.operator.username, row.id);
}

/** The members a time-out or an exclusion holds now, of the operator's brand (every brand for staff of all). */
export async function excludedMembers(db: Db, operator: Pick<OperatorProfile, 'merchantCode'>, input: { page?: number | undefined; pageSize?: number | undefined }) {
  const now = sql`${protectionClock.now().toISOString()}::timestamptz`;
  const scope = scopeOf(operator);
  const page = await paged(
    db,
    pageOf(input, 25),
    db
      .select({ b: protectionBlocks, account: members.account })
      .from(protectionBlocks)
      .innerJoin(members, eq(members.id, protectionBlocks.memberId))
      .where(
        and(
          scope === null ? undefined : eq(protectionBlocks.merchantCode, scope),
          sql`${protectionBlocks.startsAt} <= ${now} and (${protectionBlocks.endsAt} is null or ${protectionBlocks.endsAt} > ${now}
              or (${protectionBlocks.kind} = 'selfExclusion' and (${protectionBlocks.returnAt} is null or ${protectionBlocks.returnAt} > ${now})))`,
        ),
      )
      .orderBy(desc(protectionBlocks.startsAt), desc(protectionBlocks.id))
      .$dynamic(),
  );
  return {
    items: page.rows.map(({ b, account }) => ({
      memberId: b.memberId,
      account,
      merchantCode: b.merchantCode,
      kind: b.kind as 'timeOut' | 'selfExclusion',
      duration: awaitingReturn(b) ? `${b.duration} (awaiting return)` : b.duration,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt?.toISOString() ?? null,
      source: b.source as 'member' | 'operator',
    })),
    total: page.total,
    page: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** The players the gate refused for a limit over the last `days` (30 by default), most refused first. */
export async function limitHitReport(db: Db, operator: Pick<OperatorProfile, 'merchantCode'>, input: { days?: number | undefined; page?: number | undefined; pageSize?: number | undefined }) {
  const since = new Date(protectionClock.now().getTime() - (input.days ?? 30) * 86_400_000);
  const scope = scopeOf(operator);
  const page = await paged(
    db,
    pageOf(input, 25),
    db
      .select({
        memberId: protectionLimitHits.memberId,
        account: members.account,
        merchantCode: protectionLimitHits.merchantCode,
        code: protectionLimitHits.code,
        hits: sql<number>`count(*)::int`,
        lastAt: sql<Date>`max(${protectionLimitHits.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(protectionLimitHits)
      .innerJoin(members, eq(members.id, protectionLimitHits.memberId))
      .where(and(gte(protectionLimitHits.createdAt, since), scope === null ? undefined : eq(protectionLimitHits.merchantCode, scope)))
      .groupBy(protectionLimitHits.memberId, members.account, protectionLimitHits.merchantCode, protectionLimitHits.code)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${protectionLimitHits.createdAt})`))
      .$dynamic(),
  );
  return {
    items: page.rows.map((r) => ({ ...r, hits: Number(r.hits), lastAt: new Date(r.lastAt).toISOString() })),
    total: page.total,
    page: page.pageNo,
    pageSize: page.pageSize,
  };
}

const brandColumns = { merchantCode: merchants.code, brandName: merchants.brandName, currencySymbol: merchants.currencySymbol, rules: storedRules };

/** The brands' own rules: the operator's brand, or every brand for staff of all. */
export async function brandRulesList(db: Db, operator: Pick<OperatorProfile, 'merchantCode'>) {
  const scope = scopeOf(operator);
  const rows = await db
    .select(brandColumns)
    .from(merchants)
    .where(scope === null ? undefined : eq(merchants.code, scope))
    .orderBy(asc(merchants.code));
  return { brands: rows.map((r) => ({ ...r, rules: readBrandRules(r.rules) })) };
}

/**
 * Sets a brand's rules (with a reason, audited with what they were, in the
 * same transaction). The brand's row changes, so the read cache's `brand`
 * topic moves on and every instance serves the new rules; the gate reads
 * them from the row on each call.
 */
export async function setBrandRules(db: Db, ctx: AuditActor & { operator: OperatorProfile }, input: { merchantCode: string; rules: BrandRules; reason: string }) {
  const scope = scopeOf(ctx.operator);
  const code = input.merchantCode.trim().toUpperCase();
  if (scope !== null && scope !== code) throw apiError('NOT_FOUND', 'No such brand.');
  return db.transaction(async (tx) => {
    const [before] = await tx.select(brandColumns).from(merchants).where(eq(merchants.code, code)).for('update');
    if (!before) throw apiError('NOT_FOUND', 'No such brand.');
    const [after] = await tx
      .update(merchants)
      .set({ settings: sql`jsonb_set(${merchants.settings}, '{protection}', ${JSON.stringify(input.rules)}::jsonb)`, updatedAt: new Date() })
      .where(eq(merchants.code, code))
      .returning(brandColumns);
    const rules = readBrandRules(after!.rules);
    await audit(tx, ctx, protectionAuditActions.brandRules, { type: 'brand', id: code, merchantCode: code }, { reason: input.reason, before: readBrandRules(before.rules), after: rules });
    return { ...after!, rules };
  });
}
