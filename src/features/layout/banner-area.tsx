import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeNoticeQuery } from '@/shared/api/core-api';
import { Skeleton } from '@/shared/components/feedback';
import type { BannerGroup } from '@/shared/contract/models';
import { BannerSlide } from './banner-slide';
import styles from './banner-area.module.css';

// Swiper is not on the first screen's path: the first banner shows at once
// in the frame the carousel will take, then the carousel replaces it.
const BannerCarousel = lazy(() => import('./banner-carousel'));

export function BannerArea({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const { data, isLoading } = useHomeNoticeQuery();
  const banners = data?.banners.filter((b) => b.groupName === group) ?? [];
  const home = group === 'home';

  if (!isLoading && banners.length === 0) return null;

  const first = banners[0];
  return (
    <section className={home ? `${styles.area} ${styles.home}` : styles.area} aria-label={t('layout.banners')}>
      <div className={styles.frame}>
        {!first ? (
          <Skeleton className={styles.skeleton} />
        ) : banners.length === 1 ? (
          <div className={styles.staticSlide}>
            <BannerSlide banner={first} eager />
          </div>
        ) : (
          <Suspense
            fallback={
              <div className={styles.staticSlide}>
                <BannerSlide banner={first} eager />
              </div>
            }
          >
            <BannerCarousel banners={banners} centred={home} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
