import { eq, sql } from 'drizzle-orm';
import { brandRulesSchema, noBrandRules, type BrandRules } from '../../../../src/shared/contract/protection';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';

/**
 * The brand's own player-protection rules as stored in its settings
 * (`merchants.settings.protection`, JSON text): every rule the brand did not
 * set (or a value that does not read as one) is null.
 */
export function readBrandRules(stored: unknown): BrandRules {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  if (value === null || typeof value !== 'object') return { ...noBrandRules };
  const parsed = brandRulesSchema.safeParse({ ...noBrandRules, ...(value as object) });
  return parsed.success ? parsed.data : { ...noBrandRules };
}

/** The SQL of a brand's stored rules, as JSON text (null without any). */
export const storedRules = sql<string | null>`(${merchants.settings}->'protection')::text`;

export async function brandRulesOf(db: Db, merchantCode: string): Promise<BrandRules> {
  const [row] = await db.select({ rules: storedRules }).from(merchants).where(eq(merchants.code, merchantCode));
  return readBrandRules(row?.rules ?? null);
}
