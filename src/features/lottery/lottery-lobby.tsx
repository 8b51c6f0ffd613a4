import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StateView } from '@/shared/components/feedback';
import { LotteryIcon, StarIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import type { LotteryMenuItem, Station } from '@/shared/contract/lottery';
import { paths } from '@/shared/config/paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useAppSelector } from '@/shared/store/hooks';
import { selectHasRealAccount } from '@/shared/store/session-slice';
import { LOTTERY_LIST_COUNT, useLotteryListQuery, useLotteryMenusQuery, useLotteryRecentQuery, useVnMenusQuery } from './lottery-api';
import { LOTTERY_MENUS_ARGS, VN_MENUS_ARGS } from './lottery-menus-args';
import { LOTTERY_NS } from './lottery-texts';
import { lobbyKindOf } from './kinds/lobby-kinds';
import { formatCountdown, useServerNow } from './server-now';
import { useLotteryFavourites } from './use-lottery-favourites';
import styles from './lottery-page.module.css';

export type LotteryKindRoute = 'lottery' | 'vnlottery';

interface LobbyGroup {
  code: string;
  label: string;
  games: LotteryMenuItem[];
  stationsToday?: Station[];
}

const FAVOURITES = '__favourites';
/** The weekdays' short names, 0 = Sunday (shown from Monday, as the week runs in Vietnam). */
const dayKeys = ['lottery:lobby.day.0', 'lottery:lobby.day.1', 'lottery:lobby.day.2', 'lottery:lobby.day.3', 'lottery:lobby.day.4', 'lottery:lobby.day.5', 'lottery:lobby.day.6'] as const;
const RECENT = '__recent';

/** Where a game opens (spec section 2), by its kind's route: /vnlottery with gameCode, /lottery with gameCode and playType (both). */
export function gameHref(game: LotteryMenuItem): string {
  return lobbyKindOf(game.kind).route === 'vnlottery' ? paths.vnlottery.href(game.gameCode) : paths.lottery.href(game.gameCode, game.defaultPlayType);
}

/** The groups of the lobby: the brand's lottery groups (gameMenus, gameGroupCode, labelName), or the regions of the Vietnamese lottery. */
function useLobbyGroups(kind: LotteryKindRoute) {
  const menus = useLotteryMenusQuery(LOTTERY_MENUS_ARGS, { skip: kind !== 'lottery' });
  const vn = useVnMenusQuery(VN_MENUS_ARGS, { skip: kind !== 'vnlottery' });
  const query = kind === 'lottery' ? menus : vn;
  const groups: LobbyGroup[] | undefined = useMemo(() => {
    if (kind === 'lottery') return menus.data?.filter((g) => g.gameMenus.length > 0).map((g) => ({ code: g.gameGroupCode, label: g.labelName, games: g.gameMenus }));
    return vn.data?.map((r) => ({ code: r.region, label: r.labelName, games: r.games, stationsToday: r.stationsToday }));
  }, [kind, menus.data, vn.data]);
  return { groups, isError: query.isError, isLoading: query.isLoading, refetch: query.refetch };
}

/**
 * The lobby of /lottery (the fast lotteries) and /vnlottery (the Vietnamese
 * lottery by region): the groups, every game with its next draw and the
 * countdown to its close, the member's favourites (kept in this browser per
 * user) and the lotteries they played lately.
 */
export function LotteryLobby({ kind }: { kind: LotteryKindRoute }) {
  const { t } = useTranslation(LOTTERY_NS);
  const { groups, isError, isLoading, refetch } = useLobbyGroups(kind);
  // the server renders the lobby for a visitor at some moment: what is this browser's (a stored session, its
  // favourites, the seconds left) shows once the page is hydrated, so the first render matches the server's
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectHasRealAccount) && hydrated;
  const recent = useLotteryRecentQuery({ count: 8 }, { skip: !loggedIn });
  const favourites = useLotteryFavourites();
  const [chosen, setChosen] = useState<string | null>(null);
  const now = useServerNow(0);
  const all = useMemo(() => {
    const seen = new Map<string, LotteryMenuItem>();
    for (const g of groups ?? []) for (const game of g.games) if (!seen.has(game.gameCode)) seen.set(game.gameCode, game);
    return [...seen.values()];
  }, [groups]);
  const kindGames = (list: readonly LotteryMenuItem[]) => list.filter((g) => lobbyKindOf(g.kind).route === kind);
  // favourites may be games of any group: the whole list (100 at a time) finds them
  const list = useLotteryListQuery({ count: LOTTERY_LIST_COUNT }, { skip: favourites.favourites.length === 0 });
  const favouriteGames = kindGames([...all, ...(list.data ?? [])].filter((g, i, every) => every.findIndex((x) => x.gameCode === g.gameCode) === i)).filter((g) =>
    favourites.favourites.includes(g.gameCode),
  );
  const recentGames = kindGames(recent.data ?? []);
  const selected = chosen ?? groups?.[0]?.code ?? null;
  const shown =
    selected === FAVOURITES ? favouriteGames : selected === RECENT ? recentGames : (groups?.find((g) => g.code === selected)?.games ?? []);
  const stationsToday = groups?.find((g) => g.code === selected)?.stationsToday ?? [];

  // a countdown ended: the menus come again with the next period (at most every 5 s)
  const expired = shown.some((g) => g.current && Date.parse(g.current.closeAt) <= now);
  useEffect(() => {
    if (!expired) return;
    const id = window.setTimeout(() => void refetch(), 1500);
    return () => window.clearTimeout(id);
  }, [expired, now, refetch]);

  return (
    <div className={styles.page}>
      <LobbyHead kind={kind} />
      {isError ? (
        <LoadFailed title={t('lottery:lobby.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading || !groups ? (
        <GamesPlaceholder />
      ) : groups.length === 0 ? (
        <StateView role="status" icon={<LotteryIcon size={28} />} title={t('lottery:lobby.empty')} action={<Link to={paths.home.href()}>{t('common.backHome')}</Link>} />
      ) : (
        <>
          <div role="group" aria-label={t('lottery:lobby.groups')} className={styles.groupNav}>
            {groups.map((g) => (
              <button key={g.code} type="button" className={styles.chip} aria-pressed={selected === g.code} onClick={() => setChosen(g.code)}>
                {g.label}
              </button>
            ))}
            <button type="button" className={styles.chip} aria-pressed={selected === FAVOURITES} onClick={() => setChosen(FAVOURITES)}>
              {t('lottery:lobby.favourites')}
            </button>
            {loggedIn && (
              <button type="button" className={styles.chip} aria-pressed={selected === RECENT} onClick={() => setChosen(RECENT)}>
                {t('lottery:lobby.recent')}
              </button>
            )}
          </div>
          {stationsToday.length > 0 && <p className={styles.muted}>{t('lottery:lobby.stationsToday', { stations: stationsToday.map((s) => s.name).join(', ') })}</p>}
          {shown.length === 0 ? (
            <p className={styles.notice}>
              {selected === FAVOURITES ? t(hydrated && favourites.canKeep ? 'lottery:lobby.noFavourites' : 'lottery:lobby.favouritesNeedLogin') : selected === RECENT ? t('lottery:lobby.noRecent') : t('lottery:lobby.empty')}
            </p>
          ) : (
            <ul className={styles.games} aria-label={t('lottery:lobby.games')}>
              {shown.map((game) => (
                <GameCard key={game.gameCode} game={game} href={gameHref(game)} now={hydrated ? now : null} favourite={favourites.favourites.includes(game.gameCode)} onFavourite={hydrated && favourites.canKeep ? () => favourites.toggle(game.gameCode) : null} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** The lobby's title (the site's own texts: it shows while the lottery's load). */
function LobbyHead({ kind }: { kind: LotteryKindRoute }) {
  const { t } = useTranslation();
  return (
    <div className={styles.headRow}>
      <h1 className={styles.pageTitle}>
        <LotteryIcon size={26} />
        {t(kind === 'vnlottery' ? 'nav.vnLottery' : 'nav.lottery')}
      </h1>
    </div>
  );
}

function GamesPlaceholder() {
  return (
    <div className={styles.games} aria-busy="true" data-testid="lottery-lobby-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={`${styles.gameCard} ${styles.skeleton}`} />
      ))}
    </div>
  );
}

/** The lobby while its texts or its games load: the title and the cards' placeholders. */
export function LotteryLobbyLoading({ kind }: { kind: LotteryKindRoute }) {
  return (
    <div className={styles.page}>
      <LobbyHead kind={kind} />
      <GamesPlaceholder />
    </div>
  );
}

/** A game of the lobby; `now` null: not hydrated yet, the countdown's box is there, its digits come after. */
function GameCard({ game, href, now, favourite, onFavourite }: { game: LotteryMenuItem; href: string; now: number | null; favourite: boolean; onFavourite: (() => void) | null }) {
  const { t } = useTranslation(LOTTERY_NS);
  const left = game.current && now !== null ? Date.parse(game.current.closeAt) - now : null;
  const Tag = lobbyKindOf(game.kind).Tag;
  return (
    <li className={styles.gameCard} data-testid="lottery-card">
      <Link to={href}>{game.name}</Link>
      <div className={styles.gameMeta}>
        <span>
          {game.intervalSeconds === null && game.drawDays
            ? t('lottery:lobby.drawDaysAt', { days: [...game.drawDays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => t(dayKeys[d] ?? dayKeys[0])).join(', '), time: game.drawTime ?? '' })
            : game.intervalSeconds === null
            ? t('lottery:lobby.dailyAt', { time: game.drawTime ?? '' })
            : game.intervalSeconds % 60 === 0
              ? t('lottery:lobby.everyMinutes', { minutes: game.intervalSeconds / 60 })
              : t('lottery:lobby.every', { seconds: game.intervalSeconds })}
        </span>
        {Tag && <Tag game={game} />}
      </div>
      <div className={styles.gameMeta}>
        <span>{game.current ? t('lottery:draw.periodValue', { period: game.current.period }) : t('lottery:draw.noOpenDraw')}</span>
        {game.current && (
          <span className={styles.countdown} data-testid="lottery-countdown">
            {left !== null && (
              <>
                <span className="visually-hidden">{t('lottery:draw.closesIn')} </span>
                {left > 0 ? formatCountdown(left) : t('lottery:draw.closedShort')}
              </>
            )}
          </span>
        )}
      </div>
      {onFavourite && (
        <button type="button" className={styles.star} aria-pressed={favourite} aria-label={t(favourite ? 'lottery:lobby.removeFavourite' : 'lottery:lobby.addFavourite', { name: game.name })} onClick={onFavourite}>
          <StarIcon size={18} />
        </button>
      )}
    </li>
  );
}
