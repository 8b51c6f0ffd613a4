import { PromoDetailPage } from '@/features/promotions/promotions-page';

/** Page group "promoDetail": /promoDetail?id=. */
export function Component() {
  return <PromoDetailPage />;
}
