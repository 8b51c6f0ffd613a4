/** One page of a list: numbers from 1, the size, and the rows to skip. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/**
 * The page a call asks for: `pageNo` (the site's calls) or `page` (the
 * console's), from 1; the page size as asked, else the screen's.
 */
export function pageOf(
  input: { pageNo?: number | undefined; page?: number | undefined; pageSize?: number | undefined },
  defaultSize: number,
): PageRequest {
  const pageNo = input.pageNo ?? input.page ?? 1;
  const pageSize = input.pageSize ?? defaultSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** Pages of `count` rows: at least one, so an empty list still has its (empty) first page. */
export const totalPagesOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
