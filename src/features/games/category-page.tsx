import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { Button } from '@/shared/components/button';
import { SearchIcon } from '@/shared/components/icons';
import { menuCategories, vendorsForRoute } from '@/shared/config/game-categories';
import { gameCategoryRoutes, type GameCategoryRoute } from '@/shared/config/paths';
import { CLIENT_TYPE, FIRST_PAGE, GAME_PAGE_SIZE, LAUNCH_PLATFORM } from '@/shared/contract/games-rules';
import { onHost } from '@/shared/lib/cdn';
import { formatMoney } from '@/shared/lib/format';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { useRequireRealAccount } from '@/shared/store/use-require-real-account';
import { selectHasRealAccount } from '@/shared/store/session-slice';
import { selectBrandSettings, selectSiteInfo } from '@/shared/store/system-status';
import { categoryListArgs } from './category-list';
import { classifyLabel } from './classify-label';
import { GameGrid } from './game-grid';
import { useFavouriteListQuery, useGameListQuery, useRecentGamesQuery } from './lobby-api';
import { Pagination } from './pagination';
import { useStoredVassalage } from './use-launch-vassalage';
import styles from './lobby.module.css';

/** Minimum-bet and line filters (spec section 7: minBet, minLineNum). */
export const MIN_BET_OPTIONS = [1000, 5000, 10_000, 20_000, 50_000] as const;
export const MIN_LINE_OPTIONS = [10, 20, 50, 243] as const;
/** Typing in the search box waits this long before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type View = 'all' | 'favourites' | 'recent';

/** The tiles of the first screen (two rows on a desktop, four on a phone): their artwork loads with the page. */
const FIRST_SCREEN_TILES = 12;

const isRoute = (value: string): value is GameCategoryRoute => (gameCategoryRoutes as readonly string[]).includes(value);

/** A category page (/rng, /pvp, /live, /fish, /sports, /esports, /inhouse, /elott): vendor tabs, filters, games, pages. */
export function CategoryPage() {
  const { t } = useTranslation();
  const requireRealAccount = useRequireRealAccount();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectHasRealAccount);
  const split = useAppSelector(selectBrandSettings);
  const info = useAppSelector(selectSiteInfo);
  const slug = pathname.replace(/^\//, '');
  const route: GameCategoryRoute = isRoute(slug) ? slug : 'rng';
  const entry = menuCategories.find((c) => c.route === route);
  const lanes = useGameVendorsQuery();
  const vendors = vendorsForRoute(route, lanes.data?.data.lanes ?? [], split);
  const classifyKeys = [
    ...new Set((lanes.data?.data.lanes ?? []).filter((l) => entry?.categories.includes(l.gameCategory)).flatMap((l) => l.gameClassify)),
  ];

  const storedVendor = useStoredVassalage(route === 'rng', vendors, params, setParams);
  const vendor = vendors.find((v) => v.vassalage === (params.get('vendor') ?? storedVendor))?.vassalage ?? null;
  const view: View = params.get('view') === 'favourites' ? 'favourites' : params.get('view') === 'recent' ? 'recent' : 'all';
  const classify = params.get('classify') ?? '';
  const query = params.get('q') ?? '';
  const minBet = Number(params.get('minBet') ?? 0) || 0;
  const minLines = Number(params.get('lines') ?? 0) || 0;
  const page = Math.max(FIRST_PAGE, Number(params.get('page') ?? FIRST_PAGE) || FIRST_PAGE);
  const vendorCodes = vendor ? [vendor] : vendors.map((v) => v.vassalage);
  const showLines = route === 'rng';

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: false });
  };

  const [search, setSearch] = useState(query);
  // the address changed the query (back button, cleared filters): the box follows
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    setSearch(query);
  }
  useEffect(() => {
    if (search === query) return undefined;
    const timer = setTimeout(() => update({ q: search.trim() || null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const list = useGameListQuery(
    categoryListArgs(route, vendorCodes, { classify, query, minBet, minLines, page }, language),
    { skip: view !== 'all' || vendorCodes.length === 0 },
  );
  // favourites and recent games are filtered and paged by the server: the page's vendors
  // (and their category when they all come from one), 42 a page like the game list
  const laneCategories = new Set(
    (lanes.data?.data.lanes ?? []).filter((l) => l.cards.some((c) => vendorCodes.includes(c.vassalage))).map((l) => l.gameCategory),
  );
  const [onlyCategory] = laneCategories.size === 1 ? [...laneCategories] : [];
  const favourites = useFavouriteListQuery(
    {
      clientType: CLIENT_TYPE,
      platform: LAUNCH_PLATFORM,
      language,
      ...(onlyCategory ? { gameType: onlyCategory } : {}),
      vassalage: vendorCodes.join(','),
      pageNo: page,
      pageSize: GAME_PAGE_SIZE,
    },
    { skip: view !== 'favourites' || !loggedIn || vendorCodes.length === 0 },
  );
  const recent = useRecentGamesQuery(
    { clientType: CLIENT_TYPE, vassalage: vendorCodes.join(','), language, pageNo: page, pageSize: GAME_PAGE_SIZE },
    { skip: view !== 'recent' || !loggedIn || vendorCodes.length === 0 },
  );
  // the last favourite of the last page was removed: step back to the page before
  const viewGames = view === 'favourites' ? favourites : view === 'recent' ? recent : null;
  const viewItems = view === 'favourites' ? favourites.data?.content : view === 'recent' ? recent.data?.list : undefined;
  const emptyPastFirst = page > FIRST_PAGE && viewItems?.length === 0 && !viewGames?.isFetching;
  useEffect(() => {
    if (emptyPastFirst) update({ page: String(page - 1) }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emptyPastFirst]);

  const listTop = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const goToPage = (next: number) => {
    update({ page: String(next) }, false);
    // a jump, not a glide, for a visitor who asked for less motion
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const openView = (next: View) => {
    if (next !== 'all' && !requireRealAccount()) return;
    update({ view: next === 'all' ? null : next });
  };

  const filtered = Boolean(classify || query || minBet || minLines);
  const title = entry ? t(entry.labelKey) : '';
  const Icon = entry?.Icon;

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>
          {Icon && <Icon size={26} />}
          {title}
        </h1>
        {view === 'all' && list.data && (
          <p className={styles.count} aria-live="polite">
            {t('lobby.count', { total: formatMoney(list.data.totalCount, language) })}
          </p>
        )}
      </div>

      <nav className={styles.vendorTabs} aria-label={t('lobby.vendors')}>
        <button type="button" className={styles.vendorTab} aria-current={vendor === null ? 'true' : undefined} onClick={() => update({ vendor: null })}>
          {/* every vendor at once: a grid where the others have their logo, the word under it as theirs */}
          <span className={styles.vendorAll} aria-hidden="true" />
          <span>{t('nav.all')}</span>
        </button>
        {vendors.map((v) => (
          <button
            key={v.nodeId}
            type="button"
            className={styles.vendorTab}
            aria-current={vendor === v.vassalage ? 'true' : undefined}
            onClick={() => update({ vendor: v.vassalage })}
            title={v.name}
          >
            <img src={onHost(v.iconUrl, info?.imageCDNs ?? [])} alt="" width={64} height={40} loading="lazy" decoding="async" />
            <span>{v.name}</span>
          </button>
        ))}
      </nav>

      <div className={styles.toolbar}>
        <div className={styles.segmented} role="group" aria-label={t('lobby.views')}>
          {(['all', 'favourites', 'recent'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => openView(v)}>
              {t(v === 'all' ? 'lobby.allGames' : v === 'favourites' ? 'lobby.favourites' : 'lobby.recent')}
            </button>
          ))}
        </div>
        {view === 'all' && (
          <form className={styles.filters} role="search" onSubmit={(e) => e.preventDefault()}>
            <label className={styles.search}>
              <SearchIcon size={16} />
              <span className="visually-hidden">{t('lobby.search')}</span>
              <input
                type="search"
                value={search}
                maxLength={64}
                placeholder={t('lobby.searchPlaceholder')}
                onChange={(e) => setSearch(e.target.value)}
              />
            </label>
            <label className={styles.select}>
              <span>{t('lobby.minBet')}</span>
              <select value={minBet || ''} onChange={(e) => update({ minBet: e.target.value || null })}>
                <option value="">{t('lobby.any')}</option>
                {MIN_BET_OPTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t('lobby.atLeast', { value: formatMoney(v, language) })}
                  </option>
                ))}
              </select>
            </label>
            {showLines && (
              <label className={styles.select}>
                <span>{t('lobby.minLines')}</span>
                <select value={minLines || ''} onChange={(e) => update({ lines: e.target.value || null })}>
                  <option value="">{t('lobby.any')}</option>
                  {MIN_LINE_OPTIONS.map((v) => (
                    <option key={v} value={v}>
                      {t('lobby.atLeast', { value: String(v) })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </form>
        )}
      </div>

      {view === 'all' && classifyKeys.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('lobby.classify')}>
          <button type="button" aria-pressed={!classify} onClick={() => update({ classify: null })}>
            {t('nav.all')}
          </button>
          {classifyKeys.map((key) => (
            <button key={key} type="button" aria-pressed={classify === key} onClick={() => update({ classify: key })}>
              {classifyLabel(t, key)}
            </button>
          ))}
        </div>
      )}

      <div ref={listTop} className={styles.listTop} />
      {view === 'all' && (
        <>
          <GameGrid
            label={t('lobby.gamesOf', { name: title })}
            games={list.data?.games}
            loading={list.isFetching || lanes.isLoading}
            error={list.isError || lanes.isError}
            onRetry={() => void (lanes.isError ? lanes.refetch() : list.refetch())}
            skeletons={18}
            eager={FIRST_SCREEN_TILES}
            empty={
              filtered
                ? {
                    title: t('lobby.noMatch'),
                    text: t('lobby.noMatchText'),
                    action: (
                      <Button variant="subtle" onClick={() => update({ classify: null, q: null, minBet: null, lines: null })}>
                        {t('lobby.clearFilters')}
                      </Button>
                    ),
                  }
                : { title: t('lobby.empty') }
            }
          />
          <Pagination page={page} total={list.data?.totalPages ?? 0} onChange={goToPage} />
        </>
      )}
      {view === 'favourites' && (
        <>
          <GameGrid
            label={t('lobby.favourites')}
            games={favourites.data?.content}
            loading={favourites.isFetching || lanes.isLoading}
            error={favourites.isError}
            onRetry={() => void favourites.refetch()}
            empty={{ title: t('lobby.noFavourites'), text: t('lobby.noFavouritesText') }}
          />
          <Pagination page={page} total={favourites.data?.totalPages ?? 0} onChange={goToPage} />
        </>
      )}
      {view === 'recent' && (
        <>
          <GameGrid
            label={t('lobby.recent')}
            games={recent.data?.list}
            loading={recent.isFetching || lanes.isLoading}
            error={recent.isError}
            onRetry={() => void recent.refetch()}
            empty={{ title: t('lobby.noRecent'), text: t('lobby.noRecentText') }}
          />
          <Pagination page={page} total={recent.data?.totalPages ?? 0} onChange={goToPage} />
        </>
      )}
    </div>
  );
}
