import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trialMayPlay } from '../../../../src/shared/contract/games-rules';
import { isGuestType } from '../../../../src/shared/contract/member';
import { brandDepositCap, protectionErrorCodes, type BrandRules, type GateAction, type LimitKind, type ProtectionErrorCode } from '../../../../src/shared/contract/protection';
import type { BrandSettings } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { merchants, protectionLimitHits, protectionLimits } from '../../db/schema';
import { apiError } from '../../http/status';
import { ApiError } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import { blockInForce, blockRefusal } from './blocks';
import { readBrandRules, storedRules } from './brand-rules';
import { protectionClock } from './clock';
import { netLoss, periodMs, windowFigures } from './figures';
import type { LimitRow } from './limits';
import { sessionStart } from './session-start';

/** Who asks the gate, for what, and how much (minor units: the deposit, the stake, the transfer). */
export interface GateCall {
  /** `isAgent`: the member's type (a free-play account is GUEST_TYPE) */
  member: { id: number; merchantCode: string; isAgent?: number };
  action: GateAction;
  amount?: bigint;
  /** the site session of the call (the session time limit counts from its start); null without one */
  sessionId?: number | null;
  /**
   * What is played (a launch's game category, LOTT for a lottery bet) and the
   * brand's settings: a free-play account plays only the brand's trial categories.
   */
  play?: { category: string; brand: Pick<BrandSettings, 'trialCategories'> | null | undefined };
}

/** What a free-play account is told where it may not play (the site translates the reason guestRefused). */
const trialMessages: Partial<Record<GateAction, string>> = {
  launch: 'This game needs a real account. Please register to play it.',
  lotteryBet: 'The lottery needs a real account. Please register to play it.',
};

function trialRefused(call: GateCall): boolean {
  return call.play !== undefined && call.member.isAgent !== undefined && isGuestType(call.member.isAgent) && !trialMayPlay(call.play.brand, call.play.category);
}

/** What a limit refusal carries for the limit-hit report (not sent: the envelope takes code, message and value only). */
const gateHit = Symbol('gateHit');
type GateHit = { memberId: number; merchantCode: string; code: ProtectionErrorCode; action: GateAction | 'agentTransfer' };

function refusal(call: GateCall, code: ProtectionErrorCode, message: string, value: Record<string, unknown>): ApiError {
  const error = apiError(code, message, undefined, value);
  (error as ApiError & { [gateHit]?: GateHit })[gateHit] = { memberId: call.member.id, merchantCode: call.member.merchantCode, code, action: call.action };
  return error;
}

const codeOf: Record<Exclude<LimitKind, 'session'>, ProtectionErrorCode> = { deposit: 'LIMIT_DEPOSIT', loss: 'LIMIT_LOSS', wager: 'LIMIT_WAGER' };
const stakes: GateAction[] = ['transfer', 'bet', 'lotteryBet'];
/** what the brand's stake cap applies to: one bet (a transfer into a game wallet is not one) */
const singleBets: GateAction[] = ['bet', 'lotteryBet'];
const moneyPeriods = ['day', 'week', 'month'] as const;
type MoneyPeriod = (typeof moneyPeriods)[number];

/**
 * The member's limits and the brand's rules, in one statement (the brand's
 * row joined with the member's limits), so the brand's rules cost the gate
 * no round trip of their own.
 */
async function limitsAndRules(tx: Db, member: GateCall['member']): Promise<{ limits: LimitRow[]; rules: BrandRules }> {
  const rows = await tx
    .select({ rules: storedRules, limit: protectionLimits })
    .from(merchants)
    .leftJoin(protectionLimits, eq(protectionLimits.memberId, member.id))
    .where(eq(merchants.code, member.merchantCode));
  if (rows.length === 0) {
    // no such brand row (never for a real member): the member's limits alone
    return { limits: await tx.select().from(protectionLimits).where(eq(protectionLimits.memberId, member.id)), rules: readBrandRules(null) };
  }
  return { limits: rows.flatMap((r) => (r.limit ? [r.limit] : [])), rules: readBrandRules(rows[0]!.rules) };
}

/**
 * The one gate of player protection. Every deposit order, transfer into a
 * game wallet, in-house bet, lottery bet and game launch calls it in the
 * transaction of its own write (the order, the movement, the session), so:
 *
 * - a free-play account is refused what the brand does not let trials play
 *   (FORBIDDEN with reason guestRefused, the code the site already translates);
 * - a time-out or self-exclusion refuses (TIMED_OUT, SELF_EXCLUDED, with the end);
 * - the brand's stake cap refuses a bet above it (BRAND_MAX_STAKE);
 * - the session time limit refuses once the site session is that old (SESSION_TIME);
 * - the limits in force are checked against the ledger's figures of their
 *   rolling window plus this call's amount: deposits (credited and orders
 *   still pending) for LIMIT_DEPOSIT; deposits less withdrawals for
 *   LIMIT_LOSS (a deposit that would pass it, or play once it is passed);
 *   stakes and transfers in for LIMIT_WAGER;
 * - the brand's deposit caps, counted the same way as a deposit limit, for
 *   every player of the brand (BRAND_LIMIT_DEPOSIT).
 *
 * With a limit or cap to count, it first takes a transaction lock of the
 * member (`pg_advisory_xact_lock`), held until the caller's write commits:
 * two deposits at once are checked one after the other, the second seeing
 * the first's order, so together they never pass a limit, on any instance.
 */
export async function passGate(tx: Db, call: GateCall): Promise<void> {
  if (trialRefused(call)) {
    throw apiError('FORBIDDEN', trialMessages[call.action] ?? 'This needs a real account. Please register.', undefined, { reason: 'guestRefused' });
  }
  const now = protectionClock.now();
  const block = await blockInForce(tx, call.member.id, now);
  if (block) throw blockRefusal(block, now);

  const { limits: all, rules } = await limitsAndRules(tx, call.member);
  const limits = all.filter((l) => l.value !== null);
  const amount = call.amount ?? 0n;

  if (rules.maxStake !== null && singleBets.includes(call.action) && amount > toMinor(rules.maxStake)) {
    throw refusal(call, 'BRAND_MAX_STAKE', `The most one bet may stake here is ${rules.maxStake}.`, { limit: rules.maxStake });
  }

  const session = limits.find((l) => l.kind === 'session');
  const started = session?.value && call.sessionId ? await sessionStart(tx, call.sessionId) : null;
  if (session?.value && started) {
    const minutes = Math.floor((now.getTime() - started.getTime()) / 60_000);
    if (minutes >= Number(session.value)) {
      throw refusal(call, 'SESSION_TIME', `You have reached your session time limit of ${session.value} minutes.`, { limit: Number(session.value), used: minutes });
    }
  }

  const relevant = limits.filter(
    (l) => (l.kind === 'deposit' && call.action === 'deposit') || l.kind === 'loss' || (l.kind === 'wager' && call.action !== 'deposit'),
  );
  const caps = call.action === 'deposit' ? moneyPeriods.flatMap((period) => (brandDepositCap(rules, period) === null ? [] : [{ period, cap: brandDepositCap(rules, period)! }])) : [];
  if (relevant.length === 0 && caps.length === 0) return;

  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${call.member.id}`}, 0))`);
  const periods = [...new Set([...relevant.map((l) => l.period as MoneyPeriod), ...caps.map((c) => c.period)])];
  const figures = await windowFigures(
    tx,
    call.member.id,
    Object.fromEntries(periods.map((p) => [p, new Date(now.getTime() - periodMs[p])])) as Record<MoneyPeriod, Date>,
    now,
  );
  for (const limit of relevant) {
    const value = limit.value!;
    const f = figures[limit.period as MoneyPeriod];
    const kind = limit.kind as Exclude<LimitKind, 'session'>;
    let used: bigint;
    let over: boolean;
    if (kind === 'deposit') {
      used = f.deposits;
      over = used + amount > value;
    } else if (kind === 'wager') {
      used = f.wagered;
      over = stakes.includes(call.action) ? used + amount > value : used >= value;
    } else {
      used = netLoss(f);
      over = call.action === 'deposit' ? used + amount > value : used > value;
    }
    if (over) {
      throw refusal(call, codeOf[kind], `This would pass your ${limit.period}ly ${kind} limit.`, {
        period: limit.period,
        limit: toMajor(value),
        used: toMajor(used < 0n ? 0n : used),
      });
    }
  }
  for (const { period, cap } of caps) {
    const used = figures[period].deposits;
    if (used + amount > toMinor(cap)) {
      throw refusal(call, 'BRAND_LIMIT_DEPOSIT', `This would pass the most this site lets a player deposit in a ${period}.`, {
        period,
        limit: cap,
        used: toMajor(used),
      });
    }
  }
}

/**
 * Keeps a limit refusal for the report of players who hit limits. An
 * `onError` hook of the composition root: it runs after the refused call's
 * transaction has rolled back, so the row is written on its own.
 */
export async function recordGateRefusal(db: Db, error: unknown): Promise<void> {
  const hit = error instanceof ApiError ? (error as ApiError & { [gateHit]?: GateHit })[gateHit] : undefined;
  if (!hit) return;
  await db.insert(protectionLimitHits).values(hit);
}

/** The hook itself, for `app.addHook('onError', …)`. */
export function gateRefusalHook(db: () => Db) {
  return async (_request: FastifyRequest, _reply: FastifyReply, error: Error) => {
    await recordGateRefusal(db(), error).catch(() => undefined);
  };
}

/**
 * The gate for money another member sends into a player's main wallet (an
 * agent's transfer to its downline), a deposit of the player in substance:
 * `passGate` as a deposit of the receiving player, in the transaction of
 * the movement and before it (the member's lock, then the wallets', as every
 * other caller), so the player's time-out or exclusion refuses it and their
 * deposit and loss limits and the brand's deposit caps count it. The sender
 * is told one code, PLAYER_PROTECTED, never which rule (a self-exclusion or
 * a limit is the player's own business); a limit refusal still goes to the
 * limit-hit report as the player's hit, action `agentTransfer`.
 */
export async function passGateAsRecipient(tx: Db, player: GateCall['member'], amount: bigint): Promise<void> {
  try {
    await passGate(tx, { member: player, action: 'deposit', amount });
  } catch (error) {
    if (!(error instanceof ApiError) || !(protectionErrorCodes as readonly string[]).includes(error.code)) throw error;
    const told = apiError('PLAYER_PROTECTED', 'This player cannot receive a transfer at the moment.');
    const hit = (error as ApiError & { [gateHit]?: GateHit })[gateHit];
    if (hit) (told as ApiError & { [gateHit]?: GateHit })[gateHit] = { ...hit, action: 'agentTransfer' };
    throw told;
  }
}
