import { CategoryPage } from '@/features/games/category-page';

/** Page group "elott": /elott, the lottery and e-lottery vendors and their draws. */
export function Component() {
  return <CategoryPage />;
}
