import { sql, type SQL } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import { RECORDS_PAGE_SIZE, type TransactionRecordsQuery, type TransactionRecord } from '../../../../src/shared/contract/records';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { toMajor } from '../../lib/money';
import { pageOf } from '../../lib/paging';
import { keptRange } from './range';

type Row = {
  id: number | string;
  kind: string;
  ref_type: string | null;
  ref_id: string | null;
  memo: string;
  created_at: Date | string;
  amount: string;
  balance_after: string;
  wallet: string;
  vendor_code: string | null;
};

/**
 * The account record: every ledger movement touching one of the member's
 * accounts in the range kept, newest first, with its type. A movement
 * between two of the member's own accounts (a transfer to a vendor wallet,
 * a hold) is shown once, on the main wallet: its amount there and the main
 * wallet's balance after it; a movement that does not touch the main wallet
 * (a paid-out withdrawal leaves the hold account) is shown on its account.
 */
export async function transactionRecords(
  db: Db,
  memberId: number,
  input: TransactionRecordsQuery,
  now = new Date(),
): Promise<ResponseOf<typeof api.transactionRecords>> {
  const range = keptRange(input, now);
  const typeFilter: SQL = input.type ? sql`t.kind = ${input.type}` : sql`true`;
  const page = await paged<Row>(db, pageOf(input, RECORDS_PAGE_SIZE), {
    select: sql`with mine as (
          select distinct on (p.transaction_id) p.transaction_id, p.amount, p.balance_after, a.kind as wallet, a.vendor_code
          from ledger_postings p
          join wallet_accounts a on a.id = p.account_id
          where a.member_id = ${memberId}
            and p.created_at >= ${range.from.toISOString()}::timestamptz and p.created_at < ${range.to.toISOString()}::timestamptz
          order by p.transaction_id, (a.kind = 'main') desc, a.id
        )
        select t.id, t.kind, t.ref_type, t.ref_id, t.memo, t.created_at, m.amount::text as amount,
               m.balance_after::text as balance_after, m.wallet, m.vendor_code
        from mine m join ledger_transactions t on t.id = m.transaction_id
        where ${typeFilter}`,
    orderBy: sql`created_at desc, id desc`,
  });
  return {
    items: page.rows.map(
      (r): TransactionRecord => ({
        id: Number(r.id),
        type: r.kind as TransactionRecord['type'],
        amount: toMajor(BigInt(r.amount)),
        balanceAfter: toMajor(BigInt(r.balance_after)),
        wallet: r.wallet as TransactionRecord['wallet'],
        vendor: r.vendor_code,
        reference: r.ref_type !== null && r.ref_id !== null ? { type: r.ref_type, id: r.ref_id } : null,
        memo: r.memo,
        createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
      }),
    ),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.total,
    clampedFrom: range.clampedFrom?.toISOString() ?? null,
  };
}
