import { and, eq, sql } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { Db } from '../../db/client';
import { hotStatement } from '../../db/hot-statement';
import { merchants, walletAccounts } from '../../db/schema';
import { apiError } from '../../http/status';
import { toMajor } from '../../lib/money';

/** The brand's currency sign; a brand row gone missing shows the dong, the reference brand's currency. */
export async function currencySymbolOf(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db.select({ currencySymbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, merchantCode));
  return row?.currencySymbol ?? '₫';
}

/** The statement of `balanceOf` through drizzle, prepared once per database (a Db opened without openDatabase). */
function prepareBalance(db: Db) {
  const memberId = sql.placeholder('memberId');
  return db
    .select({
      balance: walletAccounts.balance,
      currency: walletAccounts.currency,
      // the inbox of modules/messages (migration 0038): the member's own messages and those staff sent to them
      unreadMessages: sql<number>`(select count(*)::int from member_inbox(${memberId}) where read_at is null)`,
    })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, 'main')))
    .limit(1)
    .prepare('wallet_balance_orm');
}

const viaDrizzle = new WeakMap<Db, ReturnType<typeof prepareBalance>>();

interface BalanceRow extends Record<string, unknown> {
  balance: bigint | string | number | null;
  currency: string;
  unread_messages: number;
}

const balanceStatement = hotStatement<BalanceRow>(
  'wallet_balance',
  `select balance, currency,
     (select count(*)::int from member_inbox($1) where read_at is null) as unread_messages
   from wallet_accounts where member_id = $1 and kind = 'main' limit 1`,
  async (db, [memberId]) => {
    let statement = viaDrizzle.get(db);
    if (!statement) {
      statement = prepareBalance(db);
      viaDrizzle.set(db, statement);
    }
    const rows = await statement.execute({ memberId });
    return rows.map((r) => ({ balance: r.balance, currency: r.currency, unread_messages: r.unreadMessages }));
  },
);

/**
 * What the header shows: the member's main wallet in major units with the
 * brand's currency, and the unread messages. Money held for withdrawals and
 * vendor wallets are not in it (the brand's currency sign comes with the
 * brand, from the read cache). One statement, prepared (db/hot-statement.ts):
 * the header asks for it on every page and after every game, so it costs one
 * round trip and neither query building nor planning.
 */
export async function balanceOf(db: Db, memberId: number): Promise<Omit<ResponseOf<typeof api.balance>, 'currencySymbol'>> {
  const [row] = await balanceStatement.run(db, [memberId]);
  if (!row) throw apiError('NOT_FOUND', 'This account has no wallet.');
  return { sumBalance: toMajor(BigInt(row.balance ?? 0)), currency: row.currency, unreadMessages: row.unread_messages };
}
