import { CategoryPage } from '@/features/games/category-page';

/** Page group "egame": the category pages /rng /pvp /live /fish /sports /esports /inhouse. */
export function Component() {
  return <CategoryPage />;
}
