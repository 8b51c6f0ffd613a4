import { and, desc, eq, isNull, or, gt, sql } from 'drizzle-orm';
import {
  EXCLUSION_COOLING_OFF_HOURS,
  type ExclusionDuration,
  type ProtectionBlock,
  type TimeOutDuration,
} from '../../../../src/shared/contract/protection';
import type { Db } from '../../db/client';
import { protectionBlocks } from '../../db/schema';
import { apiError } from '../../http/status';
import { ApiError } from '../../lib/errors';
import { endMemberSessions } from '../session/sessions';
import { protectionClock } from './clock';

export type BlockRow = typeof protectionBlocks.$inferSelect;
/** What a refusal needs of a block (the gate reads only these). */
export type GateBlock = Pick<BlockRow, 'kind' | 'endsAt' | 'returnAt'>;

const HOUR_MS = 3_600_000;

/** When a block chosen now ends (null: permanent). Months and years are calendar ones (UTC). */
export function blockEnd(duration: TimeOutDuration | ExclusionDuration, from: Date): Date | null {
  const end = new Date(from);
  switch (duration) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6w':
      return new Date(from.getTime() + 42 * 24 * HOUR_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
    case 'permanent':
      return null;
  }
}

/**
 * The block that holds at `now`, if any: a time-out or exclusion before its
 * end, or a self-exclusion past its end whose member has not returned (asked,
 * and the cooling-off passed). The longest-lasting one when several hold.
 */
export async function blockInForce(db: Db, memberId: number, now = protectionClock.now()): Promise<BlockRow | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select()
    .from(protectionBlocks)
    .where(
      and(
        eq(protectionBlocks.memberId, memberId),
        sql`${protectionBlocks.startsAt} <= ${at}`,
        or(
          isNull(protectionBlocks.endsAt),
          gt(protectionBlocks.endsAt, sql`${at}`),
          and(eq(protectionBlocks.kind, 'selfExclusion'), or(isNull(protectionBlocks.returnAt), gt(protectionBlocks.returnAt, sql`${at}`))),
        ),
      ),
    )
    .orderBy(desc(sql`coalesce(${protectionBlocks.endsAt}, 'infinity'::timestamptz)`));
  return rows[0] ?? null;
}

/** Whether the block's own period is over (an ended exclusion waiting for the member's return). */
export const awaitingReturn = (block: Pick<BlockRow, 'kind' | 'endsAt'>, now = protectionClock.now()) =>
  block.kind === 'selfExclusion' && block.endsAt !== null && block.endsAt.getTime() <= now.getTime();

export function blockView(block: BlockRow, now = protectionClock.now()): ProtectionBlock {
  return {
    kind: block.kind as ProtectionBlock['kind'],
    duration: block.duration,
    startsAt: block.startsAt.toISOString(),
    endsAt: block.endsAt?.toISOString() ?? null,
    awaitingReturn: awaitingReturn(block, now),
    returnAt: block.returnAt?.toISOString() ?? null,
  };
}

/** The refusal of a block: TIMED_OUT or SELF_EXCLUDED, saying until when (the site words it with the date). */
export function blockRefusal(block: GateBlock, now = protectionClock.now()): ApiError {
  const until = awaitingReturn(block, now) ? (block.returnAt ?? null) : block.endsAt;
  const value = { until: until?.toISOString() ?? null, permanent: block.endsAt === null, awaitingReturn: awaitingReturn(block, now) };
  if (block.kind === 'timeOut') {
    return apiError('TIMED_OUT', `Your account is on a time-out until ${until?.toISOString() ?? ''}.`, undefined, value);
  }
  const words =
    block.endsAt === null
      ? 'Your account is permanently self-excluded.'
      : awaitingReturn(block, now)
        ? block.returnAt
          ? `Your self-exclusion has ended; play opens again at ${block.returnAt.toISOString()}.`
          : 'Your self-exclusion has ended. Please confirm that you want to return.'
        : `Your account is self-excluded until ${block.endsAt.toISOString()}.`;
  return apiError('SELF_EXCLUDED', `${words} You can still withdraw your balance.`, undefined, value);
}

/**
 * Refuses the login of a member on a time-out or a self-exclusion before its
 * end, with the end date. An exclusion past its end lets the member log in
 * (to confirm the return and to withdraw); the gate still refuses play.
 */
export async function assertMayLogIn(db: Db, memberId: number): Promise<void> {
  const now = protectionClock.now();
  const block = await blockInForce(db, memberId, now);
  if (block && !awaitingReturn(block, now)) throw blockRefusal(block, now);
}

/**
 * The login's answer to a time-out or self-exclusion before its end (RTS 14:
 * the player may still take money out). Without a block: null, an ordinary
 * session. With one and nothing to withdraw (main wallet and held
 * withdrawals, `withdrawable`): the refusal with the end date. With money left: the refusal
 * says `withdrawOnly: true`, and a login that asked for it gets a session
 * scoped to withdrawal, whose code (TIMED_OUT, SELF_EXCLUDED) is returned.
 */
export async function loginScope(
  db: Db,
  memberId: number,
  withdrawOnlyAsked: boolean,
  withdrawable: () => Promise<bigint>,
): Promise<'TIMED_OUT' | 'SELF_EXCLUDED' | null> {
  const now = protectionClock.now();
  const block = await blockInForce(db, memberId, now);
  if (!block || awaitingReturn(block, now)) return null;
  const refusal = blockRefusal(block, now);
  const money = await withdrawable();
  if (money <= 0n) throw refusal;
  if (!withdrawOnlyAsked) throw new ApiError(refusal.status, refusal.code, refusal.message, undefined, { ...(refusal.value as object), withdrawOnly: true });
  return refusal.code as 'TIMED_OUT' | 'SELF_EXCLUDED';
}

/**
 * Starts a time-out or a self-exclusion at once and ends every site session
 * and game launch of the member in the same transaction (as a staff lock
 * does). A block never replaces a longer one: the longest holds.
 */
export async function startBlock(
  db: Db,
  member: { id: number; merchantCode: string },
  block: { kind: 'timeOut' | 'selfExclusion'; duration: TimeOutDuration | ExclusionDuration; source: 'member' | 'operator'; operatorId?: number; reason?: string },
  inTransaction?: (tx: Db, row: BlockRow) => Promise<void>,
): Promise<BlockRow> {
  const now = protectionClock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(protectionBlocks)
      .values({
        memberId: member.id,
        merchantCode: member.merchantCode,
        kind: block.kind,
        duration: block.duration,
        startsAt: now,
        endsAt: blockEnd(block.duration, now),
        source: block.source,
        operatorId: block.operatorId ?? null,
        reason: block.reason ?? null,
      })
      .returning();
    if (!row) throw new Error('the block was not written');
    await endMemberSessions(tx, member.id, { reason: block.kind === 'timeOut' ? 'time-out' : 'self-exclusion' });
    if (inTransaction) await inTransaction(tx, row);
    return row;
  });
}

/**
 * The member asks to return after a self-exclusion has ended: play opens
 * after the cooling-off (EXCLUSION_COOLING_OFF_HOURS). Refused before the end
 * (an exclusion is never shortened) and for a permanent one.
 */
export async function requestReturn(db: Db, memberId: number): Promise<BlockRow> {
  const now = protectionClock.now();
  const block = await blockInForce(db, memberId, now);
  if (!block || block.kind !== 'selfExclusion') throw apiError('CONFLICT', 'There is no self-exclusion to return from.', undefined, { reason: 'notExcluded' });
  if (!awaitingReturn(block, now)) throw blockRefusal(block, now);
  if (block.returnAt) return block;
  const [updated] = await db
    .update(protectionBlocks)
    .set({ returnRequestedAt: now, returnAt: new Date(now.getTime() + EXCLUSION_COOLING_OFF_HOURS * HOUR_MS) })
    .where(and(eq(protectionBlocks.id, block.id), isNull(protectionBlocks.returnAt)))
    .returning();
  return updated ?? block;
}
