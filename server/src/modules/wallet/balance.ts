import { eq } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { unreadMessageCount } from '../member/messages';
import { balancesOf } from './accounts';

/** The brand's currency sign; a brand row gone missing shows the dong, the reference brand's currency. */
export async function currencySymbolOf(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db.select({ currencySymbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, merchantCode));
  return row?.currencySymbol ?? '₫';
}

/**
 * What the header shows: the member's main wallet in major units with the
 * brand's currency, and the unread messages. Money held for withdrawals and
 * vendor wallets are not in it.
 */
export async function balanceOf(db: Db, member: { id: number; merchantCode: string }): Promise<ResponseOf<typeof api.balance>> {
  const [wallet, unreadMessages, currencySymbol] = await Promise.all([
    balancesOf(db, member.id),
    unreadMessageCount(db, member.id),
    currencySymbolOf(db, member.merchantCode),
  ]);
  return { sumBalance: toMajor(wallet.main), currency: wallet.currency, currencySymbol, unreadMessages };
}
