import { PromotionsPage } from '@/features/promotions/promotions-page';

/** Page group "promo": /promotions (`?id=` opens one). */
export function Component() {
  return <PromotionsPage />;
}
