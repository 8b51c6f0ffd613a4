import { and, eq, sql } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { Db } from '../../db/client';
import { memberMessages, merchants, walletAccounts } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';

/** The brand's currency sign; a brand row gone missing shows the dong, the reference brand's currency. */
export async function currencySymbolOf(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db.select({ currencySymbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, merchantCode));
  return row?.currencySymbol ?? '₫';
}

/** The statement of `balanceOf`, prepared once per database (built once, parsed once per connection). */
function prepareBalance(db: Db) {
  const memberId = sql.placeholder('memberId');
  return db
    .select({
      balance: walletAccounts.balance,
      currency: walletAccounts.currency,
      unreadMessages: sql<number>`(select count(*)::int from ${memberMessages} where ${memberMessages.memberId} = ${memberId} and ${memberMessages.readAt} is null)`,
    })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'main')))
    .limit(1)
    .prepare('wallet_balance');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareBalance>>();

/**
 * What the header shows: the member's main wallet in major units with the
 * brand's currency, and the unread messages. Money held for withdrawals and
 * vendor wallets are not in it (the brand's currency sign comes with the
 * brand, from the read cache). One statement, prepared: the header asks for
 * it on every page and after every game, so it costs one round trip and no
 * query building.
 */
export async function balanceOf(db: Db, memberId: number): Promise<Omit<ResponseOf<typeof api.balance>, 'currencySymbol'>> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareBalance(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ memberId });
  if (!row) throw apiError('NOT_FOUND', 'This account has no wallet.');
  return { sumBalance: toMajor(row.balance ?? 0n), currency: row.currency, unreadMessages: row.unreadMessages };
}
