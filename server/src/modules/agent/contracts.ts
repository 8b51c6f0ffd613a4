import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  agentKeys,
  type AgentPeriod,
  type Contract,
  type ContractKind,
  type ContractOverview,
  type ContractTier,
  type OfferContractRequest,
} from '../../../../src/shared/contract/agent';
import { AGENT_CENTRE_TYPES, isAgentType } from '../../../../src/shared/contract/member';
import type { Db, Tx } from '../../db/client';
import { agentContracts, memberMessages, members, type AgentContractRow, type Member } from '../../db/schema';
import { apiError } from '../../http/status';
import { MINOR_PER_MAJOR } from '../../lib/money';

/*
 * Contracts (spec section 4) as data: an upline offers a contract of a kind
 * it holds to a direct sub-agent, at rates no higher than its own; the
 * sub-agent accepts or rejects it; either side terminates it. The invariant
 * the payments rely on (payments.ts): the upline of every active contract
 * holds an active contract of the same kind whose rate is at least as high
 * at every threshold. So accepting a lower contract ends the sub-agents'
 * contracts that would now be higher, and a contract that ends takes the
 * contracts its holder offered with it, all the way down, each ending
 * recorded (state, time, reason) and notified to both sides.
 */

type Tier = { threshold: number; rate: number };

/** Salary thresholds are kept in minor units, dividend thresholds in members. */
const thresholdToStored = (kind: ContractKind, threshold: number) =>
  kind === 'dividend' ? Math.floor(threshold) : Math.round(threshold * Number(MINOR_PER_MAJOR));
const thresholdToShown = (kind: ContractKind, threshold: number) => (kind === 'dividend' ? threshold : threshold / Number(MINOR_PER_MAJOR));

/** The rate of a tier list at a threshold: the highest tier reached, 0 below the first. */
export function rateAt(tiers: readonly Tier[], x: number): number {
  let rate = 0;
  for (const t of tiers) if (t.threshold <= x) rate = t.rate;
  return rate;
}

/** Whether `offered` is nowhere above `own`: checked at every step of either (both are step functions). */
export function withinRates(offered: readonly Tier[], own: readonly Tier[]): boolean {
  const points = [...offered.map((t) => t.threshold), ...own.map((t) => t.threshold)];
  return points.every((x) => rateAt(offered, x) <= rateAt(own, x) + 1e-9);
}

export function contractOf(row: AgentContractRow, accounts: Map<number, string>): Contract {
  const kind = row.kind as ContractKind;
  return {
    id: row.id,
    kind,
    state: row.state as Contract['state'],
    period: (row.period as AgentPeriod | null) ?? null,
    tiers: row.tiers.map((t) => ({ threshold: thresholdToShown(kind, t.threshold), rate: t.rate })),
    uplineAccount: row.uplineId === null ? null : (accounts.get(row.uplineId) ?? ''),
    holderAccount: accounts.get(row.holderId) ?? '',
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
  };
}

async function accountsOf(db: Db, rows: AgentContractRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.uplineId === null ? [r.holderId] : [r.holderId, r.uplineId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, ids));
  return new Map(found.map((m) => [m.id, m.account]));
}

export async function contractsOut(db: Db, rows: AgentContractRow[]): Promise<Contract[]> {
  const accounts = await accountsOf(db, rows);
  return rows.map((r) => contractOf(r, accounts));
}

export async function activeContract(db: Db, holderId: number, kind: ContractKind): Promise<AgentContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.holderId, holderId), eq(agentContracts.kind, kind), eq(agentContracts.state, 'active')))
    .limit(1);
  return row ?? null;
}

const tiersInvalid = () => apiError('VALIDATION', 'The tiers must go up in threshold.', [{ field: 'tiers', key: agentKeys.tiersOrder }]);
const rateAboveOwn = () =>
  apiError('VALIDATION', 'A rate of this contract is higher than your own.', [{ field: 'tiers', key: agentKeys.rateAboveOwn }]);

function storedTiers(kind: ContractKind, tiers: readonly ContractTier[]): Tier[] {
  const stored = tiers.map((t) => ({ threshold: thresholdToStored(kind, t.threshold), rate: Math.round(t.rate * 10_000) / 10_000 }));
  for (let i = 1; i < stored.length; i += 1) if (stored[i]!.threshold <= stored[i - 1]!.threshold) throw tiersInvalid();
  return stored;
}

async function notify(db: Db, memberId: number, title: string, content: string): Promise<void> {
  await db.insert(memberMessages).values({ memberId, title, content });
}

const kindNames: Record<ContractKind, string> = {
  dividend: 'dividend',
  dailySalary: 'daily wages',
  hourSalary: 'hourly salary',
  realtimeSalary: 'real-time salary',
};

/** An upline offers a contract to a direct sub-agent (also "set a sub-agent's rates"). */
export async function offerContract(db: Db, agent: Member, input: OfferContractRequest): Promise<Contract> {
  const kind = input.kind;
  const [holder] = await db.select().from(members).where(eq(members.id, input.holderId)).limit(1);
  if (!holder || holder.uplineId !== agent.id || !isAgentType(holder.isAgent)) {
    throw apiError('VALIDATION', 'Contracts are offered to your direct sub-agents only.', [{ field: 'holderId', key: agentKeys.notDirectSubAgent }]);
  }
  const own = await activeContract(db, agent.id, kind);
  if (!own) {
    throw apiError('VALIDATION', 'You hold no contract of this kind to share.', [{ field: 'kind', key: agentKeys.noOwnContract }]);
  }
  const tiers = storedTiers(kind, input.tiers);
  if (!withinRates(tiers, own.tiers)) throw rateAboveOwn();
  const validFrom = input.validFrom ? new Date(input.validFrom) : new Date();
  const validTo = input.validTo ? new Date(input.validTo) : own.validTo;
  if ((validTo && validTo <= validFrom) || (own.validTo && validTo && validTo > own.validTo)) {
    throw apiError('VALIDATION', 'The contract must end after it starts, and not after your own.', [{ field: 'validTo', key: agentKeys.validity }]);
  }
  // a chain of dividends settles together: the sub-agent's period is the agent's
  const period = kind === 'dividend' ? (own.period ?? 'M') : kind === 'dailySalary' ? 'D' : null;
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.holderId, holder.id), eq(agentContracts.kind, kind), eq(agentContracts.state, 'pending')))
      .limit(1);
    if (pending) {
      throw apiError('CONFLICT', 'An offer of this kind already waits for this sub-agent.', [{ field: 'holderId', key: agentKeys.offerPending }]);
    }
    const [row] = await tx
      .insert(agentContracts)
      .values({
        merchantCode: agent.merchantCode,
        kind,
        state: 'pending',
        period,
        tiers,
        uplineId: agent.id,
        holderId: holder.id,
        validFrom,
        validTo,
        note: input.note ?? '',
      })
      .returning();
    await notify(tx, holder.id, 'A contract is offered to you', `${agent.account} offers you a ${kindNames[kind]} contract. Open the agent centre to accept or reject it.`);
    return (await contractsOut(tx, [row!]))[0]!;
  });
}

async function lockContract(tx: Tx, id: number): Promise<AgentContractRow | null> {
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Ends a contract and, down the hierarchy, every active contract of the same
 * kind its holder offered (a sub-agent may not hold more than its upline).
 */
async function endContract(tx: Tx, row: AgentContractRow, state: 'terminated' | 'superseded' | 'expired', reason: string, at: Date): Promise<void> {
  await tx
    .update(agentContracts)
    .set({ state, endedAt: at, endReason: reason })
    .where(eq(agentContracts.id, row.id));
  const below = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, row.holderId), eq(agentContracts.kind, row.kind), inArray(agentContracts.state, ['active', 'pending'])));
  for (const sub of below) {
    if (sub.state === 'pending') {
      await tx.update(agentContracts).set({ state: 'withdrawn', decidedAt: at, endReason: 'uplineContractEnded' }).where(eq(agentContracts.id, sub.id));
      continue;
    }
    await endContract(tx, sub, 'superseded', 'uplineContractEnded', at);
    await notifyEnded(tx, sub, 'your upline no longer holds this kind of contract');
  }
}

async function notifyEnded(tx: Tx, row: AgentContractRow, why: string): Promise<void> {
  const kind = kindNames[row.kind as ContractKind];
  await notify(tx, row.holderId, 'Your contract has ended', `Your ${kind} contract #${row.id} has ended: ${why}.`);
  if (row.uplineId !== null) await notify(tx, row.uplineId, 'A sub-agent contract has ended', `The ${kind} contract #${row.id} you offered has ended: ${why}.`);
}

/** The holder accepts or rejects an offer. */
export async function answerContract(db: Db, holder: Member, id: number, accept: boolean, now = new Date()): Promise<Contract> {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, id);
    if (!row || row.holderId !== holder.id) throw apiError('NOT_FOUND', 'There is no such contract.');
    if (row.state !== 'pending') {
      throw apiError('CONFLICT', 'This offer has been answered already.', undefined, { reason: 'contractNotPending' });
    }
    if (!accept) {
      await tx.update(agentContracts).set({ state: 'rejected', decidedAt: now }).where(eq(agentContracts.id, id));
      if (row.uplineId !== null) await notify(tx, row.uplineId, 'A contract offer was rejected', `${holder.account} rejected the ${kindNames[row.kind as ContractKind]} contract #${id}.`);
      return (await contractsOut(tx, [(await lockContract(tx, id))!]))[0]!;
    }
    // the upline's own contract may have changed since the offer
    if (row.uplineId !== null) {
      const own = await activeContract(tx, row.uplineId, row.kind as ContractKind);
      if (!own || !withinRates(row.tiers, own.tiers)) throw rateAboveOwn();
    }
    const previous = await activeContract(tx, holder.id, row.kind as ContractKind);
    if (previous) {
      await tx.update(agentContracts).set({ state: 'superseded', endedAt: now, endReason: 'replaced' }).where(eq(agentContracts.id, previous.id));
    }
    await tx.update(agentContracts).set({ state: 'active', decidedAt: now }).where(eq(agentContracts.id, id));
    // the spec's rule: a sub-agent holding more than the new contract loses its contract
    const below = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.uplineId, holder.id), eq(agentContracts.kind, row.kind), inArray(agentContracts.state, ['active', 'pending'])));
    for (const sub of below) {
      if (withinRates(sub.tiers, row.tiers)) continue;
      if (sub.state === 'pending') {
        await tx.update(agentContracts).set({ state: 'withdrawn', decidedAt: now, endReason: 'supersededByLower' }).where(eq(agentContracts.id, sub.id));
        continue;
      }
      await endContract(tx, sub, 'superseded', 'supersededByLower', now);
      await notifyEnded(tx, sub, 'its rate was higher than the contract your upline accepted');
    }
    if (row.uplineId !== null) await notify(tx, row.uplineId, 'A contract offer was accepted', `${holder.account} accepted the ${kindNames[row.kind as ContractKind]} contract #${id}.`);
    return (await contractsOut(tx, [(await lockContract(tx, id))!]))[0]!;
  });
}

/** The holder ends its contract, or the upline ends (or withdraws) one it offered. */
export async function terminateContract(db: Db, agent: Member, id: number, now = new Date()): Promise<Contract> {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, id);
    if (!row || (row.holderId !== agent.id && row.uplineId !== agent.id)) throw apiError('NOT_FOUND', 'There is no such contract.');
    const byHolder = row.holderId === agent.id;
    if (row.state === 'pending' && !byHolder) {
      await tx.update(agentContracts).set({ state: 'withdrawn', decidedAt: now }).where(eq(agentContracts.id, id));
      await notify(tx, row.holderId, 'A contract offer was withdrawn', `The ${kindNames[row.kind as ContractKind]} contract offer #${id} was withdrawn.`);
    } else if (row.state === 'active') {
      await endContract(tx, row, 'terminated', byHolder ? 'terminatedByHolder' : 'terminatedByUpline', now);
      await notifyEnded(tx, row, byHolder ? `its holder ${agent.account} terminated it` : `the upline ${agent.account} terminated it`);
    } else {
      throw apiError('CONFLICT', 'This contract is not active.', undefined, { reason: 'contractNotActive' });
    }
    return (await contractsOut(tx, [(await lockContract(tx, id))!]))[0]!;
  });
}

/** Contracts whose validity ran out by `at` end (and take their holders' offers with them). */
export async function expireContracts(tx: Tx, at: Date): Promise<void> {
  const due = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.state, 'active'), sql`${agentContracts.validTo} <= ${at.toISOString()}::timestamptz`));
  for (const row of due) {
    await endContract(tx, row, 'expired', 'expired', at);
    await notifyEnded(tx, row, 'its validity ran out');
  }
}

/** One kind's screen: the agent's contract, the offers waiting, the offers made, the sub-agents. */
export async function contractOverview(db: Db, agent: Member, kind: ContractKind, windowSeconds: number): Promise<ContractOverview> {
  const [mine, offered, subs] = await Promise.all([
    db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.holderId, agent.id), eq(agentContracts.kind, kind), inArray(agentContracts.state, ['active', 'pending'])))
      .orderBy(desc(agentContracts.id)),
    db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.uplineId, agent.id), eq(agentContracts.kind, kind)))
      .orderBy(desc(agentContracts.id))
      .limit(100),
    db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(and(eq(members.uplineId, agent.id), inArray(members.isAgent, [...AGENT_CENTRE_TYPES]), eq(members.status, 'active')))
      .orderBy(members.account),
  ]);
  const [mineOut, offeredOut] = await Promise.all([contractsOut(db, mine), contractsOut(db, offered)]);
  const activeHolders = new Set(offered.filter((c) => c.state === 'active').map((c) => c.holderId));
  return {
    kind,
    current: mineOut.find((c) => c.state === 'active') ?? null,
    requests: mineOut.filter((c) => c.state === 'pending'),
    offered: offeredOut,
    subAgents: subs.map((s) => ({ id: s.id, account: s.account, hasActive: activeHolders.has(s.id) })),
    windowSeconds,
  };
}

/** The consolidated flags' inputs: per kind, whether an offer waits and whether a contract is active. */
export async function contractStatesOf(db: Db, holderId: number): Promise<Record<ContractKind, { pending: boolean; active: boolean }>> {
  const rows = await db
    .select({ kind: agentContracts.kind, state: agentContracts.state })
    .from(agentContracts)
    .where(and(eq(agentContracts.holderId, holderId), inArray(agentContracts.state, ['active', 'pending'])));
  const out = {
    dividend: { pending: false, active: false },
    dailySalary: { pending: false, active: false },
    hourSalary: { pending: false, active: false },
    realtimeSalary: { pending: false, active: false },
  } as Record<ContractKind, { pending: boolean; active: boolean }>;
  for (const r of rows) out[r.kind as ContractKind][r.state === 'active' ? 'active' : 'pending'] = true;
  return out;
}
