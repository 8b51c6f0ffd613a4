import { RECORDS_EXPORT_PAGE_SIZE } from '@/shared/contract/records';

/** An export never reads more than this many pages (50,000 rows). */
const MAX_PAGES = 50;

/** Every item of a paged list, asked a page of the largest size at a time, until the last page. */
export async function allPages<T>(fetchPage: (pageNo: number, pageSize: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const page = await fetchPage(pageNo, RECORDS_EXPORT_PAGE_SIZE);
    items.push(...page.items);
    if (pageNo >= page.totalPages || page.items.length === 0) break;
  }
  return items;
}
