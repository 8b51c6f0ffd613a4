/** An export never reads more than this many pages. */
const MAX_PAGES = 50;

/** Every item of a paged list, asked a page of `pageSize` at a time (the largest the call allows), until the last page. */
export async function allPages<T>(pageSize: number, fetchPage: (pageNo: number, pageSize: number) => Promise<{ items: readonly T[]; totalPages: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const page = await fetchPage(pageNo, pageSize);
    items.push(...page.items);
    if (pageNo >= page.totalPages || page.items.length === 0) break;
  }
  return items;
}
