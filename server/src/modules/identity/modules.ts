import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whitelabelModules } from '../../db/schema';

/** A whitelabel switch: on when the module exists and it and every parent are enabled. */
export async function moduleOn(db: Db, merchantCode: string, modId: string): Promise<boolean> {
  let current: string | null = modId;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const [row] = await db
      .select({ enabled: whitelabelModules.enabled, parent: whitelabelModules.parentModId })
      .from(whitelabelModules)
      .where(and(eq(whitelabelModules.merchantCode, merchantCode), eq(whitelabelModules.modId, current)))
      .limit(1);
    if (!row?.enabled) return false;
    current = row.parent;
  }
  return true;
}
