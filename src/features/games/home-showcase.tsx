import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CLIENT_TYPE, LAUNCH_PLATFORM, POPULAR_COUNT } from '@/shared/contract/games-rules';
import { FireIcon, StarIcon, HistoryIcon } from '@/shared/components/icons';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { selectHasRealAccount } from '@/shared/store/session-slice';
import { GameGrid } from './game-grid';
import { useHotGamesQuery, usePopularGamesQuery, useRecentGamesQuery } from './lobby-api';
import styles from './lobby.module.css';

/** Hot games shown on home; the skeletons hold as many places, so the lanes below do not move when they arrive. */
const HOT_SHOWN = 12;

/** The showcase's calls as it makes them: the server renders the home page from their answers (src/entry-server.tsx). */
export const showcaseArgs = {
  hot: (language: string) => ({ isPlatform: 2, platform: LAUNCH_PLATFORM, language }),
  popular: (language: string) => ({ count: POPULAR_COUNT, device: 'WEB', language }),
};

/** Home: hot games, the 20 popular games and, for a member, the recent games. */
export function HomeShowcase() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectHasRealAccount);
  const hot = useHotGamesQuery(showcaseArgs.hot(language));
  const popular = usePopularGamesQuery(showcaseArgs.popular(language));
  const recent = useRecentGamesQuery({ clientType: CLIENT_TYPE, language, pageNo: 1, pageSize: 12 }, { skip: !loggedIn });
  return (
    <>
      {loggedIn && (recent.data?.list.length ?? 0) > 0 && (
        <section className={styles.lane} aria-labelledby="lane-recent">
          <h2 id="lane-recent" className={styles.laneTitle}>
            <HistoryIcon size={22} />
            {t('lobby.recent')}
          </h2>
          <GameGrid compact label={t('lobby.recent')} games={recent.data?.list.slice(0, 6)} loading={recent.isFetching} error={recent.isError} />
        </section>
      )}
      <section className={styles.lane} aria-labelledby="lane-hot">
        <div className={styles.laneHead}>
          <h2 id="lane-hot" className={styles.laneTitle}>
            <FireIcon size={22} />
            {t('lobby.hot')}
          </h2>
          <Link to="/rng" className={styles.more}>
            {t('home.viewAll')}
          </Link>
        </div>
        <GameGrid compact label={t('lobby.hot')} games={hot.data?.list.slice(0, HOT_SHOWN)} loading={hot.isLoading} error={hot.isError} onRetry={() => void hot.refetch()} skeletons={HOT_SHOWN} eager={HOT_SHOWN} />
      </section>
      <section className={styles.lane} aria-labelledby="lane-popular">
        <h2 id="lane-popular" className={styles.laneTitle}>
          <StarIcon size={22} />
          {t('lobby.popular')}
        </h2>
        <GameGrid compact label={t('lobby.popular')} games={popular.data?.list} loading={popular.isLoading} error={popular.isError} onRetry={() => void popular.refetch()} skeletons={POPULAR_COUNT} />
      </section>
    </>
  );
}
