import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@/shared/contract/content';
import { BannerSlide } from './banner-slide';
import styles from './banner-area.module.css';

/** Banner and promotion carousels advance every 5 s (spec section 9). */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export default function BannerCarousel({ banners, centred }: { banners: Banner[]; centred: boolean }) {
  const many = banners.length > 1;
  return (
    <div className={styles.carousel}>
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView={centred ? 'auto' : 1}
        centeredSlides={centred}
        spaceBetween={centred ? 16 : 0}
        loop={many}
        autoplay={many ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
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
