import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard as Game } from '@/shared/contract/games';
import { Skeleton, StateView } from '@/shared/components/feedback';
import { SearchIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { GameCard } from './game-card';
import { useFavourites } from './use-favourites';
import { useGameLaunch } from './use-game-launch';
import styles from './lobby.module.css';

export interface GameGridProps {
  games: readonly Game[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
  /** how many skeleton tiles to show while loading */
  skeletons?: number;
  empty?: { title: ReactNode; text?: ReactNode; action?: ReactNode };
  label: string;
  compact?: boolean;
  /** how many tiles, from the first, are on the first screen: their artwork loads with the page (GameCard `eager`) */
  eager?: number;
}

/** A grid of game tiles with its loading, error and empty states. */
export function GameGrid({ games, loading, error, onRetry, skeletons = 12, empty, label, compact, eager = 0 }: GameGridProps) {
  const { t } = useTranslation();
  const { launch, launching } = useGameLaunch();
  const { ids, toggleFavourite } = useFavourites();
  const gridClass = compact ? `${styles.grid} ${styles.compact}` : styles.grid;

  if (error) return <LoadFailed title={t('lobby.loadFailed')} text={t('lobby.loadFailedText')} onRetry={onRetry} />;
  if (loading && !games?.length) {
    return (
      <ul className={gridClass} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} className={styles.card}>
            {/* the tile's own layout: the artwork, then the name and the vendor line, so nothing moves when the games arrive */}
            <div className={styles.skeletonTile}>
              <Skeleton className={styles.skeletonArt} />
              <Skeleton className={styles.skeletonName} />
              <Skeleton className={styles.skeletonMeta} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (!games || games.length === 0) {
    return (
      <StateView
        icon={<SearchIcon size={28} />}
        title={empty?.title ?? t('lobby.empty')}
        text={empty?.text}
        action={empty?.action}
      />
    );
  }
  return (
    <ul className={gridClass} aria-label={label} aria-busy={loading || undefined}>
      {games.map((game, index) => (
        <GameCard
          key={game.nodeId}
          game={game}
          eager={index < eager}
          favourite={ids.has(game.nodeId)}
          launching={launching === game.nodeId}
          onLaunch={(g) => void launch({ ...g, roomId: g.roomId, gameId: g.gameId })}
          onToggleFavourite={toggleFavourite}
        />
      ))}
    </ul>
  );
}
