import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { totalPagesOf, type PageRequest } from '../lib/paging';
import { queryRows, type Db } from './client';

/** A page of a list and the size of the whole list. */
export interface Page<R> {
  rows: R[];
  /** rows of the whole list (every page) */
  total: number;
  pageNo: number;
  pageSize: number;
  totalPages: number;
}

/** A list written in SQL: its select without order or paging, and its order over the select's columns. */
export interface SqlList {
  select: SQL;
  orderBy: SQL;
  /** more window columns over the whole list beside the count (totals: `sum(stake) over () as all_stake`) */
  over?: SQL;
}

const isSqlList = (list: SqlList | PgSelect): list is SqlList => 'orderBy' in list && 'select' in list && !('_' in list);

/**
 * The one paged-list query. A list written in SQL is read with its count in
 * one statement (`count(*) over ()` beside the page's rows, `total_count` on
 * each row); a drizzle select (`.$dynamic()`, ordered) is read page and count
 * side by side, the count over the same select as a subquery, so the two
 * cannot drift. A page past the end has no row to carry the count, so then
 * the list is counted on its own: the site can still step back.
 */
export async function paged<R extends Record<string, unknown>>(db: Db, page: PageRequest, list: SqlList): Promise<Page<R & { total_count: string | number }>>;
export async function paged<Q extends PgSelect>(db: Db, page: PageRequest, list: Q): Promise<Page<Awaited<Q>[number]>>;
export async function paged(db: Db, page: PageRequest, list: SqlList | PgSelect): Promise<Page<unknown>> {
  const { pageNo, pageSize, offset } = page;
  let rows: unknown[];
  let total: number;
  if (isSqlList(list)) {
    const found = await queryRows<{ total_count: string | number }>(
      db,
      sql`select *, count(*) over () as total_count${list.over ? sql`, ${list.over}` : sql``}
          from (${list.select}) listed order by ${list.orderBy} limit ${pageSize} offset ${offset}`,
    );
    rows = found;
    total = Number(found[0]?.total_count ?? 0);
    if (found.length === 0 && offset > 0) {
      const [counted] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from (${list.select}) listed`);
      total = Number(counted?.n ?? 0);
    }
  } else {
    // the subquery is taken before the paging: a dynamic select is changed in place by limit and offset
    const whole = db.select({ n: count() }).from(list.as('listed'));
    const [found, [counted]] = await Promise.all([list.limit(pageSize).offset(offset) as Promise<unknown[]>, whole]);
    rows = found;
    total = counted?.n ?? 0;
  }
  return { rows, total, pageNo, pageSize, totalPages: totalPagesOf(total, pageSize) };
}
