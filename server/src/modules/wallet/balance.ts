import { eq } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { toMajor } from '../../lib/money';
import { unreadMessageCount } from '../member/messages';
import { memberWallet } from './ledger';

/** The brand's currency sign; a brand row gone missing shows the dong, the reference brand's currency. */
export async function currencySymbolOf(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db.select({ currencySymbol: merchants.currencySymbol }).from(merchants).where(eq(merchants.code, merchantCode));
  return row?.currencySymbol ?? '₫';
}

/** What the header shows: the member's balance in major units with the brand's currency, and the unread messages. */
export async function balanceOf(db: Db, member: { id: number; merchantCode: string }): Promise<ResponseOf<typeof api.balance>> {
  const [wallet, unreadMessages, currencySymbol] = await Promise.all([
    memberWallet(db, member.id),
    unreadMessageCount(db, member.id),
    currencySymbolOf(db, member.merchantCode),
  ]);
  return { sumBalance: toMajor(wallet.balance), currency: wallet.currency, currencySymbol, unreadMessages };
}
