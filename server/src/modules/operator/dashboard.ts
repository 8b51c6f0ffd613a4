import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MerchantDashboard, OperatorProfile } from '../../../../src/shared/contract/operator';
import type { Db } from '../../db/client';
import { members, merchants } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';
import { heldByMembers, movementTotalsSince } from './member-money';
import { scopeOf } from './members';

/** How far back "today" may start: a day, plus room for any time zone. */
const MAX_DAY_HOURS = 36;

/**
 * What exists, per brand the operator works for: members (players and
 * agents), what their wallets hold, and the ledger's movements since the
 * start of the operator's day (`since`, the console's local midnight).
 */
export async function dashboard(
  db: Db,
  operator: Pick<OperatorProfile, 'merchantCode'>,
  sinceText: string,
): Promise<{ generatedAt: string; since: string; merchants: MerchantDashboard[] }> {
  const since = new Date(sinceText);
  const now = Date.now();
  if (!(since.getTime() <= now + 60_000 && since.getTime() >= now - MAX_DAY_HOURS * 3_600_000)) {
    throw apiError('VALIDATION', 'The start of the day is out of range.', [{ field: 'since', key: 'validation.invalid' }]);
  }
  const scope = scopeOf(operator);
  const brands = await db
    .select({ code: merchants.code, brandName: merchants.brandName, currency: merchants.currency, currencySymbol: merchants.currencySymbol })
    .from(merchants)
    .where(scope === null ? undefined : eq(merchants.code, scope))
    .orderBy(merchants.code);
  const result: MerchantDashboard[] = [];
  for (const brand of brands) {
    const people = and(eq(members.merchantCode, brand.code), ne(members.isAgent, 4), inArray(members.status, ['active', 'locked']));
    const [[counts], held, today] = await Promise.all([
      db
        .select({
          members: count(),
          locked: sql<number>`count(*) filter (where ${members.status} = 'locked')`.mapWith(Number),
          agents: sql<number>`count(*) filter (where ${members.isAgent} <> 0)`.mapWith(Number),
          registeredToday: sql<number>`count(*) filter (where ${members.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
          loggedInToday: sql<number>`count(*) filter (where ${members.lastLoginAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
        })
        .from(members)
        .where(people),
      heldByMembers(db, brand.code),
      movementTotalsSince(db, brand.code, since),
    ]);
    result.push({
      merchantCode: brand.code,
      brandName: brand.brandName,
      currency: brand.currency,
      currencySymbol: brand.currencySymbol,
      members: counts?.members ?? 0,
      locked: counts?.locked ?? 0,
      agents: counts?.agents ?? 0,
      registeredToday: counts?.registeredToday ?? 0,
      loggedInToday: counts?.loggedInToday ?? 0,
      heldByMembers: toMajor(held),
      today: today.map((t) => ({ kind: t.kind, count: t.count, amount: toMajor(t.amount) })),
    });
  }
  return { generatedAt: new Date(now).toISOString(), since: since.toISOString(), merchants: result };
}
