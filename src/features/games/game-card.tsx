import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard as Game } from '@/shared/contract/games';
import { WrenchIcon } from '@/shared/components/icons';
import { formatMoney } from '@/shared/lib/format';
import { onHost } from '@/shared/lib/cdn';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { selectIsLoggedIn } from '@/shared/store/session-slice';
import { selectSiteInfo } from '@/shared/store/system-status';
import styles from './lobby.module.css';

export interface GameCardProps {
  game: Game;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /**
   * A tile of the first screen: its artwork is in the server's HTML and loads
   * at once, with the page (the others' once the page is hydrated, and when
   * they come near the window).
   */
  eager?: boolean;
}

/** The width a tile shows at (lobby.module.css `.grid`): 168–200 px on a desktop, a third of a phone's screen. */
const TILE_SIZES = '(max-width:900px) 34vw,200px';

/** A game tile: square artwork (lazy, fixed ratio), hot badge, favourite star, name, vendor and minimum bet. */
export function GameCard({ game, favourite, launching, onLaunch, onToggleFavourite, eager = false }: GameCardProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const info = useAppSelector(selectSiteInfo);
  // the name reads "Play <game>"; what else the tile shows (maintenance, vendor, minimum bet) is its description
  const id = useId();
  // in the server's HTML the tile is there at once; its artwork too for a tile of the first screen, else only
  // once the scripts are running (33 pictures would share a slow connection with the banner and the scripts)
  const hydrated = useHydrated();
  // a visitor's press opens the login dialog: before the app has run, the server's copy of it (as the
  // header's Log in does; the server renders every page for a visitor)
  const visitor = !(useAppSelector(selectIsLoggedIn) && hydrated);
  const hosts = info?.imageCDNs ?? [];
  const src = hydrated || eager ? onHost(game.imageUrl, hosts) : undefined;
  // a generated tile is also drawn 200 px wide (the size a desktop grid shows it at) and 600 (screens of two or
  // three device pixels a pixel)
  const srcSet =
    src && /^\/media\/games\/[\w-]+\.webp$/.test(game.imageUrl)
      ? `${onHost(`${game.imageUrl}?w=200`, hosts)} 200w, ${src} 300w, ${onHost(`${game.imageUrl}?w=600`, hosts)} 600w`
      : undefined;
  return (
    <li className={styles.card} data-testid="game-card">
      <button
        type="button"
        className={styles.cardButton}
        onClick={() => onLaunch(game)}
        data-early-login={visitor ? '' : undefined}
        aria-busy={launching || undefined}
        aria-describedby={game.maintenance ? `${id}-maintenance ${id}-meta` : `${id}-meta`}
      >
        {/* the hover's "play now" is drawn from data-hint by the stylesheet (one element less in every tile);
            hidden from assistive technology with the rest of the picture, or it would join the button's name */}
        <span className={styles.art} data-hint={t('lobby.playNow')} aria-hidden="true">
          <img
            src={src}
            srcSet={srcSet}
            sizes={TILE_SIZES}
            alt=""
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
          {game.maintenance && (
            <span className={styles.maintenance} id={`${id}-maintenance`} aria-hidden="true">
              <WrenchIcon size={18} />
              {t('lobby.maintenance')}
            </span>
          )}
          {launching && <span className={styles.launching} aria-hidden="true" />}
        </span>
        {/* the button's name, "Play <game>", from its content: an aria-label would not hold the visible words (WCAG 2.5.3) */}
        <span className="visually-hidden">{t('lobby.play', { name: game.name })}</span>
        <span className={styles.cardName} aria-hidden="true">
          {game.name}
        </span>
        <span className={styles.cardMeta} id={`${id}-meta`} aria-hidden="true">
          <span>{game.vendorName}</span>
          <span>
            {t('lobby.minBetShort', { amount: formatMoney(game.minBet, language) })}
            {game.lineNum > 1 ? ` · ${t('lobby.linesShort', { lines: game.lineNum })}` : ''}
          </span>
        </span>
      </button>
      {game.isHot === 1 && <span className={styles.hot}>{t('home.hot')}</span>}
      <button
        type="button"
        className={favourite ? `${styles.star} ${styles.starOn}` : styles.star}
        aria-pressed={favourite}
        aria-label={favourite ? t('lobby.unfavourite', { name: game.name }) : t('lobby.favourite', { name: game.name })}
        title={favourite ? t('lobby.unfavourite', { name: game.name }) : t('lobby.favourite', { name: game.name })}
        onClick={() => onToggleFavourite(game)}
      />
    </li>
  );
}
