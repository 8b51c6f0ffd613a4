import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import type { Banner } from '@/shared/contract/content';
import { BANNER_WIDTHS } from '@/shared/contract/content-rules';
import { useAppDispatch } from '@/shared/store/hooks';
import { launchRequested } from '@/shared/store/game-launch';
import { useImageHost } from '@/shared/store/use-image-host';
import styles from './banner-area.module.css';

/**
 * How wide a banner shows (banner-area.module.css): the page's width up to 1440 px, less the left menu (248 px,
 * 72 px up to 900 px wide) and the area's padding (48 px); 84% of that on home. The browser picks the copy of a
 * generated banner that covers it (`?w=`, BANNER_WIDTHS), e.g. 1,024 px on a 1440-pixel screen.
 */
const bannerSizes = {
  home: '(min-width:1688px) 1170px,(min-width:901px) calc(84vw - 249px),(min-width:561px) calc(84vw - 101px),calc(100vw - 96px)',
  page: '(min-width:1688px) 1392px,(min-width:901px) calc(100vw - 296px),calc(100vw - 120px)',
};

/** The copies of a generated banner (`/media/banners/<code>.webp`) for srcset; none for any other picture. */
function sourcesOf(url: string, onHost: (path: string) => string): string | undefined {
  if (!/^\/media\/banners\/[\w-]+\.webp(\?|$)/.test(url)) return undefined;
  const at = (w: number) => `${onHost(`${url}${url.includes('?') ? '&' : '?'}w=${w}`)} ${w}w`;
  return `${BANNER_WIDTHS.map(at).join(', ')}, ${onHost(url)} 1920w`;
}

/** One banner; a banner with a link type opens its link when clicked. */
export function BannerSlide({ banner, eager = false, home = false }: { banner: Banner; eager?: boolean; home?: boolean }) {
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
      srcSet={sourcesOf(banner.url, imageUrl)}
      sizes={home ? bannerSizes.home : bannerSizes.page}
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
