import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useHomeNoticeQuery } from '@/shared/api/core-api';
import { paths } from '@/shared/config/paths';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import { ZaloIcon } from '@/shared/components/icons';
import { useAppSelector } from '@/shared/store/hooks';
import { selectResources, selectSiteInfo } from '@/shared/store/system-status';
import { useImageHost } from '@/shared/store/use-image-host';
import styles from './register-page.module.css';

/** New-player promotions advance every 5000 ms when there is more than one (spec section 9). */
export const PROMOTION_AUTOPLAY_MS = 5000;

/** The carousel of promotions of category new_player; a click opens the promotion. */
export function NewPlayerPromotions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imageUrl = useImageHost();
  const { data } = useHomeNoticeQuery();
  const promotions = (data?.promotion ?? []).filter((p) => p.category === 'new_player');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = promotions.length;
  // the spec's chat-app contact for new-player promotions: the brand's Zalo (its resource, else customer service's)
  const zaloResource = useAppSelector(selectResources).find((r) => r.resourceType === 'ZALO')?.url;
  const serviceZalo = useAppSelector(selectSiteInfo)?.customerService.zalo;
  const zalo = zaloResource ?? (serviceZalo && /^https:\/\//.test(serviceZalo) ? serviceZalo : null);

  // still for a visitor who asked for less motion (WCAG 2.2.2): the dots move it
  useEffect(() => {
    if (count <= 1 || paused || reducedMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), PROMOTION_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, reducedMotion]);

  if (count === 0) return null;
  const current = promotions[index % count];
  if (!current) return null;
  return (
    <section
      className={styles.promos}
      aria-roledescription="carousel"
      aria-label={t('register.newPlayerPromotions')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button type="button" className={styles.promoCard} onClick={() => void navigate(paths.promotions.href(current.id))}>
        <img src={imageUrl(current.imageUrl)} alt="" width={800} height={400} className={styles.promoImage} />
        <span className={styles.promoText}>
          <strong>{current.title}</strong>
          <span>{current.summary}</span>
        </span>
      </button>
      {count > 1 && (
        <div className={styles.dots}>
          {promotions.map((p, i) => (
            <button
              key={p.id}
              type="button"
              className={styles.dot}
              aria-label={t('common.pageOf', { page: i + 1, pages: count })}
              aria-current={i === index % count ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
      {zalo && (
        <a className={styles.zalo} href={zalo} target="_blank" rel="noopener noreferrer">
          <ZaloIcon size={16} />
          <span>{t('register.newPlayerZalo')}</span>
        </a>
      )}
    </section>
  );
}
