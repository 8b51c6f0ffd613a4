import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { agentAnnouncements, agentContracts } from '../db/schema';
import { MINOR_PER_MAJOR } from '../lib/money';
import { agentAnnouncementSeeds, contractSeeds } from './data/agent';

/**
 * The agent centre's demo contracts and announcements (data/agent.ts), once
 * per database: the contracts only when the demo agent holds none yet.
 * Accepted a year ago, so every window since is theirs to pay.
 */
export async function seedAgentCentre(tx: Tx, merchantCode: string, ids: Map<string, number>, now: number): Promise<void> {
  await tx
    .insert(agentAnnouncements)
    .values(agentAnnouncementSeeds.map(({ i18n: _, ...a }, i) => ({ ...a, merchantCode, publishedAt: new Date(now - (i + 1) * 86_400_000) })))
    .onConflictDoNothing();
  const agentId = ids.get('agent');
  if (agentId === undefined) return;
  const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(agentContracts).where(eq(agentContracts.holderId, agentId));
  if ((held?.n ?? 0) > 0) return;
  const since = new Date(now - 365 * 86_400_000);
  for (const seed of contractSeeds) {
    const holderId = ids.get(seed.holder);
    const uplineId = seed.upline === null ? null : ids.get(seed.upline);
    if (holderId === undefined || uplineId === undefined) continue;
    await tx.insert(agentContracts).values({
      merchantCode,
      kind: seed.kind,
      state: 'active',
      period: seed.period,
      tiers: seed.tiers.map((t) => ({
        threshold: seed.kind === 'dividend' ? t.threshold : t.threshold * Number(MINOR_PER_MAJOR),
        rate: t.rate,
      })),
      uplineId,
      holderId,
      validFrom: since,
      createdAt: since,
      decidedAt: since,
    });
  }
}
