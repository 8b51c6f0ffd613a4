import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trialMayPlay } from '../../../../src/shared/contract/games-rules';
import { isGuestType } from '../../../../src/shared/contract/member';
import { brandDepositCap, protectionErrorCodes, type BrandRules, type GateAction, type LimitKind, type ProtectionErrorCode } from '../../../../src/shared/contract/protection';
import type { BrandSettings } from '../../../../src/shared/contract/system';
import { queryRows, type Db } from '../../db/client';
import { protectionLimitHits } from '../../db/schema';
import { apiError } from '../../http/status';
import { ApiError } from '../../lib/errors';
import { toMajor, toMinor } from '../../lib/money';
import { blockRefusal, type GateBlock } from './blocks';
import { readBrandRules } from './brand-rules';
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

/** What the gate needs of a limit in force (minor units for money, minutes for the session time). */
export type GateLimit = Pick<LimitRow, 'kind' | 'period' | 'value'>;

/** What the gate reads before it judges: the block in force, the member's limits in force and the brand's rules. */
export interface GateState {
  block: GateBlock | null;
  limits: GateLimit[];
  rules: BrandRules;
}

/**
 * The gate's inputs as three columns (`gateBlock`, `gateLimits`, `gateRules`,
 * JSON text) of any statement: select them beside what a bet reads anyway
 * (its lock of the round or of the draw) and hand the row to
 * `gateStateOf`, so the gate costs the bet no round trip of its own in the
 * common case (no limit and no cap to count). `now` is the gate's clock
 * (protectionClock), the one passGate is then given.
 */
export function gateFields(member: GateCall['member'], now: Date) {
  const texts = gateColumnTexts(MARK.member, MARK.merchant, MARK.at);
  const bound = (text: string) =>
    sql.join(
      text.split(/(@@gate_[mbt]@@)/).map((part) =>
        part === MARK.member ? sql`${member.id}` : part === MARK.merchant ? sql`${member.merchantCode}` : part === MARK.at ? sql`${now.toISOString()}::timestamptz` : sql.raw(part),
      ),
    );
  return {
    gateBlock: sql<string | null>`${bound(texts.gateBlock)}`,
    gateLimits: sql<string | null>`${bound(texts.gateLimits)}`,
    gateRules: sql<string | null>`${bound(texts.gateRules)}`,
  };
}

const MARK = { member: '@@gate_m@@', merchant: '@@gate_b@@', at: '@@gate_t@@' } as const;

/**
 * The SQL of the three columns of `gateFields`, for a statement written as
 * text (a hot statement, db/hot-statement.ts): `member`, `merchant` and `at`
 * are the statement's expressions of the member's id, the brand's code and
 * the gate's clock (e.g. `$1`, `$2`, `$5::timestamptz`).
 */
export function gateColumnTexts(member: string, merchant: string, at: string) {
  return {
    gateBlock: `(select json_build_object('kind', b.kind, 'endsAt', floor(extract(epoch from b.ends_at) * 1000), 'returnAt', floor(extract(epoch from b.return_at) * 1000))::text
      from protection_blocks b
      where b.member_id = ${member} and b.starts_at <= ${at}
        and (b.ends_at is null or b.ends_at > ${at} or (b.kind = 'selfExclusion' and (b.return_at is null or b.return_at > ${at})))
      order by coalesce(b.ends_at, 'infinity'::timestamptz) desc limit 1)`,
    gateLimits: `(select json_agg(json_build_object('kind', l.kind, 'period', l.period, 'value', l.value::text))::text
      from protection_limits l where l.member_id = ${member} and l.value is not null)`,
    gateRules: `(select (m.settings->'protection')::text from merchants m where m.code = ${merchant})`,
  };
}

/** The gate's state from the columns of `gateFields`. */
export function gateStateOf(row: { gateBlock: string | null; gateLimits: string | null; gateRules: string | null }): GateState {
  const block = row.gateBlock === null ? null : (JSON.parse(row.gateBlock) as { kind: string; endsAt: number | null; returnAt: number | null });
  const limits = row.gateLimits === null ? [] : (JSON.parse(row.gateLimits) as { kind: string; period: string; value: string }[]);
  return {
    block: block && {
      kind: block.kind,
      endsAt: block.endsAt === null ? null : new Date(block.endsAt),
      returnAt: block.returnAt === null ? null : new Date(block.returnAt),
    },
    limits: limits.map((l) => ({ kind: l.kind, period: l.period, value: BigInt(l.value) })),
    rules: readBrandRules(row.gateRules),
  };
}

/** The gate's inputs in one statement of their own (a caller that reads nothing else first). */
async function readGateState(tx: Db, member: GateCall['member'], now: Date): Promise<GateState> {
  const f = gateFields(member, now);
  const [row] = await queryRows<{ gateBlock: string | null; gateLimits: string | null; gateRules: string | null }>(
    tx,
    sql`select ${f.gateBlock} as "gateBlock", ${f.gateLimits} as "gateLimits", ${f.gateRules} as "gateRules"`,
  );
  return gateStateOf(row ?? { gateBlock: null, gateLimits: null, gateRules: null });
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
 * Its inputs are one statement (`readGateState`), or none when the caller
 * selected `gateFields` in a statement of its own and passes the state
 * (`prefetched`, with the clock's `now` it read them at).
 *
 * With a limit or cap to count, it first takes a transaction lock of the
 * member (`pg_advisory_xact_lock`), held until the caller's write commits:
 * two deposits at once are checked one after the other, the second seeing
 * the first's order, so together they never pass a limit, on any instance.
 *
 * `transaction`: the caller's transaction, or how to get it (a bet's hot
 * transaction makes its drizzle handle only when a statement needs it).
 */
export async function passGate(transaction: Db | (() => Db), call: GateCall, prefetched?: { state: GateState; now: Date }): Promise<void> {
  const tx = typeof transaction === 'function' ? transaction : () => transaction;
  if (trialRefused(call)) {
    throw apiError('FORBIDDEN', trialMessages[call.action] ?? 'This needs a real account. Please register.', undefined, { reason: 'guestRefused' });
  }
  const now = prefetched?.now ?? protectionClock.now();
  // one statement: the block in force, the limits and the brand's rules (none when the caller read them with its own)
  const { block, limits, rules } = prefetched?.state ?? (await readGateState(tx(), call.member, now));
  if (block) throw blockRefusal(block, now);
  const amount = call.amount ?? 0n;

  if (rules.maxStake !== null && singleBets.includes(call.action) && amount > toMinor(rules.maxStake)) {
    throw refusal(call, 'BRAND_MAX_STAKE', `The most one bet may stake here is ${rules.maxStake}.`, { limit: rules.maxStake });
  }

  const session = limits.find((l) => l.kind === 'session');
  const started = session?.value && call.sessionId ? await sessionStart(tx(), call.sessionId) : null;
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

  await tx().execute(sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${call.member.id}`}, 0))`);
  const periods = [...new Set([...relevant.map((l) => l.period as MoneyPeriod), ...caps.map((c) => c.period)])];
  const figures = await windowFigures(
    tx(),
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
