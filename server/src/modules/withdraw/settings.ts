import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawSettings } from '../../db/schema';
import { toMinor } from '../../lib/money';

export interface WithdrawRules {
  minAmount: bigint;
  maxAmount: bigint;
  dailyCount: number;
  forcedReceiptMinutes: number;
  /** null: the demo rule is off */
  autoApproveBelow: bigint | null;
  uplineMinAmount: bigint;
}

/** Used when a brand has no row yet (a brand created after the seed). */
const fallback: WithdrawRules = {
  minAmount: toMinor(100_000),
  maxAmount: toMinor(50_000_000),
  dailyCount: 5,
  forcedReceiptMinutes: 30,
  autoApproveBelow: null,
  uplineMinAmount: toMinor(10_000),
};

/**
 * A brand's withdrawal rules (`withdraw_settings`). `overrideAutoApprove`
 * (WITHDRAW_AUTO_APPROVE_BELOW, major units) wins over the brand's demo rule.
 */
export async function rulesOf(db: Db, merchantCode: string, overrideAutoApprove?: number): Promise<WithdrawRules> {
  const [row] = await db.select().from(withdrawSettings).where(eq(withdrawSettings.merchantCode, merchantCode)).limit(1);
  const rules = row ? { ...row } : fallback;
  return { ...rules, autoApproveBelow: overrideAutoApprove !== undefined ? toMinor(overrideAutoApprove) : rules.autoApproveBelow };
}
