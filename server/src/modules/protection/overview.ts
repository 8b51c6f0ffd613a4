import { and, eq } from 'drizzle-orm';
import { realityCheckInForce, type Protection } from '../../../../src/shared/contract/protection';
import type { Db } from '../../db/client';
import { members, protectionSettings } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { blockInForce, blockView } from './blocks';
import { brandRulesOf } from './brand-rules';
import { protectionClock, realityCheckTest } from './clock';
import { periodMs, windowFigures } from './figures';
import { limitsOf } from './limits';
import { sessionStart } from './session-start';

const DAY_MS = 86_400_000;

/** A member's protection page: the limits with what their windows used, the reality check, the block, the history figures. */
export async function protectionOf(db: Db, who: { id: number; merchantCode: string }, sessionId: number | null): Promise<Protection> {
  const memberId = who.id;
  const now = protectionClock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [limits, block, [settings], [member], figures, session, brandRules] = await Promise.all([
    limitsOf(db, memberId),
    blockInForce(db, memberId, now),
    db.select().from(protectionSettings).where(eq(protectionSettings.memberId, memberId)),
    db.select({ previousLoginAt: members.previousLoginAt }).from(members).where(eq(members.id, memberId)),
    windowFigures(db, memberId, { day: ago(periodMs.day), week: ago(periodMs.week), month: ago(periodMs.month), d30: ago(30 * DAY_MS), m6: ago(182 * DAY_MS), m12: ago(365 * DAY_MS) }, now),
    sessionId === null ? Promise.resolve(null) : sessionStart(db, sessionId),
    brandRulesOf(db, who.merchantCode),
  ]);
  const net = (f: { deposits: bigint; withdrawn: bigint }) => toMajor(f.deposits - f.withdrawn);
  return {
    limits: limits.map((l) => {
      const money = l.kind !== 'session';
      const shown = (v: bigint | null) => (v === null ? null : money ? toMajor(v) : Number(v));
      const f = l.kind === 'session' ? null : figures[l.period as keyof typeof periodMs];
      const used =
        l.kind === 'session'
          ? session
            ? Math.floor((now.getTime() - session.getTime()) / 60_000)
            : 0
          : toMajor(l.kind === 'deposit' ? f!.deposits : l.kind === 'wager' ? f!.wagered : f!.deposits - f!.withdrawn > 0n ? f!.deposits - f!.withdrawn : 0n);
      return {
        kind: l.kind as Protection['limits'][number]['kind'],
        period: l.period as Protection['limits'][number]['period'],
        value: shown(l.value),
        used,
        pending: l.pendingFrom
          ? { value: l.pendingRemove === 1 ? null : shown(l.pendingValue), effectiveAt: l.pendingFrom.toISOString(), confirmable: l.pendingFrom.getTime() <= now.getTime() }
          : null,
      };
    }),
    realityCheckMinutes: settings?.realityCheckMinutes ?? null,
    block: block ? blockView(block, now) : null,
    marketingStopped: block !== null,
    infoSeen: settings?.infoSeenAt != null,
    history: {
      netDeposits30Days: net(figures.d30),
      netDeposits6Months: net(figures.m6),
      netDeposits12Months: net(figures.m12),
      previousLoginAt: member?.previousLoginAt?.toISOString() ?? null,
    },
    brandRules,
  };
}


export async function setRealityCheck(db: Db, memberId: number, minutes: number | null): Promise<void> {
  await db
    .insert(protectionSettings)
    .values({ memberId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: protectionSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: protectionClock.now() } });
}

/** The responsible gaming information was shown to the member: not again. */
export async function markInfoSeen(db: Db, memberId: number): Promise<void> {
  const now = protectionClock.now();
  await db
    .insert(protectionSettings)
    .values({ memberId, infoSeenAt: now })
    .onConflictDoUpdate({ target: protectionSettings.memberId, set: { infoSeenAt: now, updatedAt: now } });
}

/**
 * The reality check's figures: time since the session began and payouts
 * less stakes since then. The interval is the member's, or the brand's
 * (`realityCheckMinutes` of its rules) when the member chose none or a longer one.
 */
export async function realityCheck(db: Db, who: { id: number; merchantCode: string }, sessionId: number) {
  const memberId = who.id;
  const now = protectionClock.now();
  const started = await sessionStart(db, sessionId);
  if (!started) throw apiError('UNAUTHORIZED', 'Please log in to continue.');
  const [[settings], figures, rules] = await Promise.all([
    db.select().from(protectionSettings).where(and(eq(protectionSettings.memberId, memberId))),
    windowFigures(db, memberId, { session: started }, now),
    brandRulesOf(db, who.merchantCode),
  ]);
  const interval = realityCheckInForce(settings?.realityCheckMinutes ?? null, rules.realityCheckMinutes);
  return {
    intervalMinutes: interval ? (realityCheckTest.seconds ? realityCheckTest.seconds / 60 : interval) : null,
    sessionStartedAt: started.toISOString(),
    minutesPlayed: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000)),
    netResult: toMajor(figures.session.returned - figures.session.wagered),
  };
}
