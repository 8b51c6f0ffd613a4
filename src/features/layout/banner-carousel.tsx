import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@/shared/contract/content';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import { useAppSelector } from '@/shared/store/hooks';
import { selectModalStack } from '@/shared/store/modals-slice';
import { BannerSlide } from './banner-slide';
import styles from './banner-area.module.css';

/** Banner and promotion carousels advance every 5 s (spec section 9). */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The banners. Several advance every 5 s, except for a visitor who asked for
 * less motion (WCAG 2.2.2); they pause under the mouse (Swiper), while focus
 * is inside (a keyboard user reading a slide), and while a dialog covers the
 * page (nobody sees them, and each slide costs a frame of the whole banner).
 */
export default function BannerCarousel({ banners, centred }: { banners: Banner[]; centred: boolean }) {
  const many = banners.length > 1;
  const reducedMotion = usePrefersReducedMotion();
  const covered = useAppSelector((state) => selectModalStack(state).length > 0);
  const [focused, setFocused] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const autoplay = many && !reducedMotion;
  const held = covered || focused;

  useEffect(() => {
    const control = swiper?.autoplay;
    if (!autoplay || !control || swiper.destroyed) return;
    if (held) {
      if (control.running) control.stop();
    } else if (!control.running) {
      control.start();
      // started under the mouse: paused until it leaves, as Swiper's own hover pause would be
      if (swiper.el.matches(':hover')) control.pause();
    }
  }, [autoplay, held, swiper]);

  return (
    <div
      className={styles.carousel}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Swiper
        modules={[Autoplay, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={centred ? 'auto' : 1}
        centeredSlides={centred}
        spaceBetween={centred ? 16 : 0}
        loop={many}
        autoplay={autoplay ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={centred ? { clickable: true } : false}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.bannerId}>
            <BannerSlide banner={banner} eager={index === 0} home={centred} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
