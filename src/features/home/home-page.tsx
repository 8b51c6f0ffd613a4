import { useEffect, type ReactNode } from 'react';
import type { Promotion } from '@/shared/contract/content';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery, useHomeNoticeQuery } from '@/shared/api/core-api';
import { Skeleton } from '@/shared/components/feedback';
import { GiftIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { paths } from '@/shared/config/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { launchRequested } from '@/shared/store/game-launch';
import { modalQueued } from '@/shared/store/modals-slice';
import { launchTargetOf } from '@/shared/contract/games-rules';
import { selectBrandSettings, selectSiteInfo } from '@/shared/store/system-status';
import { selectMemberInfo } from '@/shared/store/session-slice';
import { menuCategories as homeLanes, vendorsForRoute } from '@/shared/config/game-categories';
import { useNetworkIdle } from '@/shared/lib/network-idle';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import { useImageHost } from '@/shared/store/use-image-host';
import styles from './home-page.module.css';

/** Popup announcements open by themselves once per browser session (spec: home notice popup). */
export const POPUP_SHOWN_KEY = sessionKeys.homePopupShown;

/** Home: welcome, the lobby's showcase (hot, popular, recent games) as `children`, then a lane per category. */
export function HomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const split = useAppSelector(selectBrandSettings);
  const notice = useHomeNoticeQuery();
  const hasPopup = notice.data?.popup.some((a) => a.popup) ?? false;
  // they open once the first screen has finished loading: their chunk and the HTML sanitiser never hold it up
  const idle = useNetworkIdle();
  useEffect(() => {
    if (!idle || !hasPopup || sessionStore.get(POPUP_SHOWN_KEY)) return;
    sessionStore.set(POPUP_SHOWN_KEY, '1');
    // after a login or a registration other dialogs may be open (the registration's success, a centre): it waits for them
    dispatch(modalQueued({ name: 'announcements' }));
  }, [idle, hasPopup, dispatch]);
  const info = useAppSelector(selectSiteInfo);
  const user = useAppSelector(selectMemberInfo);
  const { data, isLoading, isError, refetch } = useGameVendorsQuery();
  const imageUrl = useImageHost();
  // the vendors' and promotions' pictures load once the scripts run, not with the server's HTML (see useHydrated)
  const hydrated = useHydrated();
  const lanes = data?.data.lanes ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.welcome}>
        <div>
          <h1 className={styles.title}>
            {user
              ? // a member with no login before this one is new here, not back
                t(user.previousLoginAt ? 'home.welcomeBack' : 'home.welcomeFirst', { name: user.nickname || user.account })
              : t('home.welcome', { brand: info?.brandName ?? '' })}
          </h1>
          <p className={styles.subtitle}>{t('home.subtitle')}</p>
        </div>
      </div>
      {children}
      <HomePromotions promotions={notice.data?.promotion ?? []} />
      {isLoading &&
        Array.from({ length: 2 }, (_, i) => (
          <div key={i} className={styles.grid}>
            {Array.from({ length: 6 }, (__, j) => (
              <Skeleton key={j} className={styles.skeletonTile} />
            ))}
          </div>
        ))}
      {isError && <LoadFailed title={t('errors.loadFailed')} onRetry={() => void refetch()} />}
      {homeLanes.map((entry) => {
        const cards = vendorsForRoute(entry.route, lanes, split);
        if (cards.length === 0) return null;
        const href = `/${entry.route}`;
        return (
          <section key={entry.route} className={styles.lane} aria-labelledby={`lane-${entry.route}`}>
            <div className={styles.laneHead}>
              <h2 id={`lane-${entry.route}`} className={styles.laneTitle}>
                <entry.Icon size={22} />
                {t(entry.labelKey)}
              </h2>
              <Link className={styles.more} to={href}>
                {t('home.viewAll')}
              </Link>
            </div>
            <div className={styles.grid}>
              {cards.map((card) => (
                <Link
                  key={card.nodeId}
                  className={styles.vendor}
                  to={`${href}?vendor=${encodeURIComponent(card.vassalage)}`}
                  onClick={(event) => {
                    // a vendor card goes through the lobby's launch routing (spec section 2); a modified click still opens the category page
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    dispatch(launchRequested({ target: launchTargetOf(card) }));
                  }}
                >
                  {card.isHot === 1 && <span className={styles.hot}>{t('home.hot')}</span>}
                  <img className={styles.vendorIcon} src={hydrated ? imageUrl(card.iconUrl) : undefined} alt="" width={320} height={200} loading="lazy" decoding="async" />
                  <span className={styles.vendorName}>{card.name}</span>
                </Link>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** The running promotions on home (at most three), each opening its page; nothing when there are none. */
function HomePromotions({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation();
  const imageUrl = useImageHost();
  const hydrated = useHydrated();
  const shown = promotions.slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <section className={styles.lane} aria-labelledby="lane-promotions">
      <div className={styles.laneHead}>
        <h2 id="lane-promotions" className={styles.laneTitle}>
          <GiftIcon size={22} />
          {t('nav.promotions')}
        </h2>
        <Link className={styles.more} to={paths.promotions.href()}>
          {t('home.viewAll')}
        </Link>
      </div>
      <div className={styles.promoGrid}>
        {shown.map((promotion) => (
          <Link key={promotion.id} className={styles.promo} to={paths.promotions.href(promotion.id)}>
            <img className={styles.promoImage} src={hydrated ? imageUrl(promotion.imageUrl) : undefined} alt="" width={800} height={400} loading="lazy" decoding="async" />
            <span className={styles.promoText}>
              <strong>{promotion.title}</strong>
              <span>{promotion.summary}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
