import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeNoticeQuery } from '@/shared/api/core-api';
import { Skeleton } from '@/shared/components/feedback';
import type { Banner, BannerGroup } from '@/shared/contract/content';
import { useNetworkIdle } from '@/shared/lib/network-idle';
import { cachedBanners, rememberBanners } from './banner-cache';
import { BannerSlide } from './banner-slide';
import styles from './banner-area.module.css';

// Swiper is not on the first screen's wire: the first banner shows at once in
// the frame the carousel will take; the carousel replaces it once the first
// screen has finished loading, or as soon as the player reaches for it.
type Carousel = ComponentType<{ banners: Banner[]; centred: boolean }>;

function FirstBanner({ banner, home }: { banner: Banner; home: boolean }) {
  return (
    <div className={styles.staticSlide}>
      <BannerSlide banner={banner} eager home={home} />
    </div>
  );
}

export function BannerArea({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const { data, isLoading } = useHomeNoticeQuery();
  // the answer of an earlier page load in this session, until the fresh one is here
  const [cached] = useState(cachedBanners);
  useEffect(() => {
    if (data) rememberBanners(data.banners);
  }, [data]);
  const idle = useNetworkIdle();
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const known = data?.banners ?? cached;
  const banners = known?.filter((b) => b.groupName === group) ?? [];
  const home = group === 'home';
  const many = banners.length > 1;
  const wanted = many && (idle || reached);
  // The first render (the server's too) shows the first banner alone; the carousel takes its place once
  // its module is here. Not React.lazy in a Suspense boundary: nothing suspends, so neither the server's
  // render nor a page's transition (the router's) ever waits for the carousel.
  const [BannerCarousel, setBannerCarousel] = useState<Carousel | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('./banner-carousel').then(
      (module) => {
        if (current) setBannerCarousel(() => module.default);
      },
      // no carousel (a chunk that failed to load): the first banner stays
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  // Space is reserved only where banners are known to come: when the session
  // already knows the groups, or on home (its carousel is the first screen).
  // Elsewhere nothing shows until the notice says the group has banners, so no
  // placeholder ever collapses and pushes the page up.
  if (banners.length === 0 && !(home && isLoading && !known)) return null;

  const first = banners[0];
  return (
    <section
      className={home ? `${styles.area} ${styles.home}` : styles.area}
      aria-label={t('layout.banners')}
      onPointerEnter={reach}
      onFocus={reach}
      onTouchStart={reach}
    >
      <div className={styles.frame}>
        {!first ? (
          <Skeleton className={styles.skeleton} />
        ) : (
          many && BannerCarousel ? <BannerCarousel banners={banners} centred={home} /> : <FirstBanner banner={first} home={home} />
        )}
      </div>
    </section>
  );
}
