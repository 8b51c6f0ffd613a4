import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import type { Banner } from '@/shared/contract/content';
import { useAppDispatch } from '@/shared/store/hooks';
import { launchRequested } from '@/shared/store/game-launch';
import { useImageHost } from '@/shared/store/use-image-host';
import styles from './banner-area.module.css';

/** One banner; a banner with a link type opens its link when clicked. */
export function BannerSlide({ banner, eager = false }: { banner: Banner; eager?: boolean }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const imageUrl = useImageHost();
  const clickable = banner.linkageType !== null && banner.link !== null;
  const open = () => {
    if (!banner.link) return;
    switch (banner.linkageType) {
      case 'url':
        window.open(banner.link, '_blank', 'noopener,noreferrer');
        break;
      case 'route':
        void navigate(banner.link);
        break;
      case 'promotion':
        // the server gives a running promotion's id; anything else opens the list
        void navigate(paths.promotions.href(/^\d+$/.test(banner.link) ? Number(banner.link) : undefined));
        break;
      case 'game':
        // the link is a game's (or a vendor card's) node id: the lobby's launch routing checks the login and opens it
        dispatch(launchRequested({ nodeId: banner.link }));
        break;
      default:
        break;
    }
  };
  const image = (
    <img
      className={styles.image}
      src={imageUrl(banner.url)}
      alt={banner.title}
      width={1920}
      height={560}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (!clickable) return <div className={styles.slideButton}>{image}</div>;
  return (
    <button type="button" className={`${styles.slideButton} ${styles.clickable}`} onClick={open}>
      {image}
    </button>
  );
}
