import { NewsPage } from '@/features/support/news-page';

/** Page group "news": /news, the list, and /news?id=, one article. */
export function Component() {
  return <NewsPage />;
}
