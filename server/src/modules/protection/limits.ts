import { and, asc, eq, sql } from 'drizzle-orm';
import { LIMIT_RAISE_WAIT_HOURS, sessionLimitChoices, type LimitKind, type LimitPeriod } from '../../../../src/shared/contract/protection';
import type { Db } from '../../db/client';
import { protectionLimitChanges, protectionLimits } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMinor } from '../../lib/money';
import { protectionClock } from './clock';

export type LimitRow = typeof protectionLimits.$inferSelect;

const HOUR_MS = 3_600_000;

/** A limit's value as stored: minor units for money, minutes for the session time. */
export const storedValue = (kind: LimitKind, value: number): bigint => (kind === 'session' ? BigInt(Math.round(value)) : toMinor(value));

export async function limitsOf(db: Db, memberId: number): Promise<LimitRow[]> {
  return db.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId)).orderBy(asc(protectionLimits.id));
}

function checkPair(kind: LimitKind, period: LimitPeriod) {
  if ((kind === 'session') !== (period === 'session')) {
    throw apiError('VALIDATION', 'The session time limit has the period "session"; the other limits a day, a week or a month.', [
      { field: 'period', key: 'validation.invalid' },
    ]);
  }
}

/** A session time limit is one of the fixed choices (`sessionLimitChoices`); anything else is refused (reason sessionChoice). */
function checkSessionChoice(kind: LimitKind, value: number | null) {
  if (kind !== 'session' || value === null || (sessionLimitChoices as readonly number[]).includes(value)) return;
  throw apiError(
    'VALIDATION',
    `A session time limit is one of ${sessionLimitChoices.join(', ')} minutes.`,
    [{ field: 'value', key: 'validation.invalid' }],
    { reason: 'sessionChoice', choices: [...sessionLimitChoices] },
  );
}

/**
 * Sets a limit. A first limit or a lower one applies at once (and drops any
 * raise waiting); a higher one or a removal (`value` null) waits
 * LIMIT_RAISE_WAIT_HOURS and then the member's confirmation
 * (`confirmLimit`). Every change is kept in `protection_limit_changes`.
 * Done under the member's row of the limit, locked, so two changes at once
 * are applied one after the other.
 */
export async function setLimit(db: Db, memberId: number, kind: LimitKind, period: LimitPeriod, value: number | null): Promise<void> {
  checkPair(kind, period);
  checkSessionChoice(kind, value);
  const now = protectionClock.now();
  const wanted = value === null ? null : storedValue(kind, value);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(protectionLimits)
      .where(and(eq(protectionLimits.memberId, memberId), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)))
      .for('update');
    const current = row?.value ?? null;
    const change = (action: string, to: bigint | null, effectiveAt: Date | null = null) =>
      tx.insert(protectionLimitChanges).values({ memberId, kind, period, action, fromValue: current, toValue: to, effectiveAt, createdAt: now });
    if (wanted !== null && (current === null || wanted <= current)) {
      // tighter (or a first limit): at once
      if (row) {
        await tx
          .update(protectionLimits)
          .set({ value: wanted, pendingValue: null, pendingRemove: 0, pendingFrom: null, updatedAt: now })
          .where(eq(protectionLimits.id, row.id));
      } else {
        await tx.insert(protectionLimits).values({ memberId, kind, period, value: wanted, createdAt: now, updatedAt: now });
      }
      if (row && (row.pendingValue !== null || row.pendingRemove === 1)) await change('pendingDropped', row.pendingValue);
      await change(current === null ? 'set' : 'lowered', wanted);
      return;
    }
    if (!row || current === null) return; // removing a limit there is not: nothing to do
    const effectiveAt = new Date(now.getTime() + LIMIT_RAISE_WAIT_HOURS * HOUR_MS);
    await tx
      .update(protectionLimits)
      .set({ pendingValue: wanted, pendingRemove: wanted === null ? 1 : 0, pendingFrom: effectiveAt, updatedAt: now })
      .where(eq(protectionLimits.id, row.id));
    await change(wanted === null ? 'removeRequested' : 'raiseRequested', wanted, effectiveAt);
  });
}

/**
 * Confirms a raise or removal whose wait is over; before it, 409 CONFLICT
 * (`reason: limitPending`, with `effectiveAt`). Nothing waiting: 409 too.
 */
export async function confirmLimit(db: Db, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<void> {
  checkPair(kind, period);
  const now = protectionClock.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(protectionLimits)
      .where(and(eq(protectionLimits.memberId, memberId), eq(protectionLimits.kind, kind), eq(protectionLimits.period, period)))
      .for('update');
    if (!row || !row.pendingFrom) throw apiError('CONFLICT', 'There is no change of this limit waiting.', undefined, { reason: 'nothingPending' });
    if (row.pendingFrom.getTime() > now.getTime()) {
      throw apiError('CONFLICT', `This change can be confirmed from ${row.pendingFrom.toISOString()}.`, undefined, {
        reason: 'limitPending',
        effectiveAt: row.pendingFrom.toISOString(),
      });
    }
    const removal = row.pendingRemove === 1;
    await tx.insert(protectionLimitChanges).values({
      memberId,
      kind,
      period,
      action: removal ? 'removed' : 'raised',
      fromValue: row.value,
      toValue: removal ? null : row.pendingValue,
      createdAt: now,
    });
    if (removal) await tx.delete(protectionLimits).where(eq(protectionLimits.id, row.id));
    else {
      await tx
        .update(protectionLimits)
        .set({ value: row.pendingValue, pendingValue: null, pendingRemove: 0, pendingFrom: null, updatedAt: sql`now()` })
        .where(eq(protectionLimits.id, row.id));
    }
  });
}
