import { sql } from 'drizzle-orm';
import { AGENT_PAGE_SIZE, type ContractKind, type ContractPayment } from '../../../../src/shared/contract/agent';
import type { Db } from '../../db/client';
import { paged } from '../../db/paged';
import { toMajor } from '../../lib/money';
import { pageOf } from '../../lib/paging';

/** The payments of the agent's contracts of one kind, newest first, each with its arithmetic. */
export async function contractPayments(
  db: Db,
  holderId: number,
  input: { kind: ContractKind; from?: string | undefined; to?: string | undefined; pageNo?: number | undefined; pageSize?: number | undefined },
): Promise<{ items: ContractPayment[]; total: number; pageNo: number; pageSize: number; totalPages: number; totalCount: number }> {
  const range = sql.join(
    [
      sql`holder_id = ${holderId}`,
      sql`kind = ${input.kind}`,
      ...(input.from ? [sql`window_end > ${new Date(input.from).toISOString()}::timestamptz`] : []),
      ...(input.to ? [sql`window_end <= ${new Date(input.to).toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );
  const page = await paged<Record<string, unknown>>(db, pageOf(input, AGENT_PAGE_SIZE), {
    select: sql`select id, contract_id, kind, window_start, window_end, basis::text, tier_by::text, rate::text, gross::text, deductions,
                       amount::text, transaction_id, created_at
                from agent_payments where ${range}`,
    orderBy: sql`window_start desc, id desc`,
    over: sql`(sum(amount::bigint) over ())::text as total`,
  });
  const rows = page.rows;
  const minor = (v: unknown) => toMajor(BigInt(String(v ?? 0)));
  return {
    items: rows.map((r) => {
      const kind = r.kind as ContractKind;
      return {
        id: Number(r.id),
        contractId: Number(r.contract_id),
        kind,
        windowStart: new Date(r.window_start as string).toISOString(),
        windowEnd: new Date(r.window_end as string).toISOString(),
        basis: minor(r.basis),
        // a dividend's tier is chosen by members, a salary's by turnover (minor units)
        tierBy: kind === 'dividend' ? Number(r.tier_by) : minor(r.tier_by),
        rate: Number(r.rate),
        gross: minor(r.gross),
        deductions: (r.deductions as { account: string; basis: string; rate: string; amount: string }[]).map((d) => ({
          account: d.account,
          basis: minor(d.basis),
          rate: Number(d.rate),
          amount: minor(d.amount),
        })),
        amount: minor(r.amount),
        transactionId: r.transaction_id === null ? null : Number(r.transaction_id),
        paidAt: new Date(r.created_at as string).toISOString(),
      };
    }),
    total: minor(rows[0]?.total),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalPages: page.totalPages,
    totalCount: page.total,
  };
}
