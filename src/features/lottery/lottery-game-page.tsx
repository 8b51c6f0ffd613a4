import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBalanceQuery } from '@/shared/api/core-api';
import { useIdempotencyKey } from '@/shared/api/idempotency';
import { Button } from '@/shared/components/button';
import { StateView } from '@/shared/components/feedback';
import { AlertIcon, ChevronLeftIcon, StarIcon } from '@/shared/components/icons';
import { LoadFailed } from '@/shared/components/load-failed';
import { trialMayPlay } from '@/shared/contract/games-rules';
import type { LotteryGame } from '@/shared/contract/lottery';
import type { BetLine } from '@/shared/contract/lottery-rules';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectHasRealAccount, selectIsGuest } from '@/shared/store/session-slice';
import { selectBrandSettings } from '@/shared/store/system-status';
import { toastShown } from '@/shared/store/toasts-slice';
import { selectBalanceHidden } from '@/shared/store/wallet-slice';
import { useRequireRealAccount } from '@/shared/store/use-require-real-account';
import { BetSlip } from './bet-slip';
import { DrawFairness } from './draw-fairness';
import { CurrentJackpots, DrawJackpots } from './jackpots';
import { useLotteryGameQuery, usePlaceLotteryBetMutation } from './lottery-api';
import { lotteryGameArgs } from './lottery-game-args';
import { lotteryFailureText } from './lottery-failure';
import { LotteryGameLoading } from './lottery-game-loading';
import { LOTTERY_NS } from './lottery-texts';
import { MyBets } from './my-bets';
import { siteKindOf } from './kinds/registry';
import { ResultsHistory } from './results-history';
import { ResultView } from './result-view';
import { formatCountdown } from './server-now';
import { useDrawClock } from './use-draw-clock';
import { useLotteryFavourites } from './use-lottery-favourites';
import { useFormat } from '@/shared/i18n/use-format';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { LocalTime } from './local-time';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

/**
 * One lottery: the period open for bets and the countdown to its close (on
 * the server's clock), "closed, drawing" and then the new result without a
 * reload; the bet slip; the member's tickets; the latest result in its
 * kind's layout; the history of results with each draw's
 * commitment.
 */
export function LotteryGamePage({ gameCode, playType, lobbyHref }: { gameCode: string; playType: string | null; lobbyHref: string }) {
  const { t } = useTranslation(LOTTERY_NS);
  const game = useLotteryGameQuery(lotteryGameArgs(gameCode));
  if (game.isError) {
    const missing = (game.error as { status?: number } | undefined)?.status === 404;
    return (
      <div className={frame.page}>
        {missing ? (
          <StateView role="alert" icon={<AlertIcon size={28} />} title={t('launch.drawNotFound', { gameCode })} action={<Link to={lobbyHref}>{t('lottery:lobby.back')}</Link>} />
        ) : (
          <LoadFailed title={t('lottery:game.loadFailed')} onRetry={() => void game.refetch()} />
        )}
      </div>
    );
  }
  if (!game.data) return <LotteryGameLoading />;
  return <GameView game={game.data} playType={playType} lobbyHref={lobbyHref} />;
}

function GameView({ game, playType, lobbyHref }: { game: LotteryGame; playType: string | null; lobbyHref: string }) {
  const { t } = useTranslation(LOTTERY_NS);
  const dispatch = useAppDispatch();
  const { money } = useFormat({ symbol: game.currencySymbol });
  const item = game.game;
  const clock = useDrawClock(item.gameCode);
  // the server renders the page for a visitor, kept for many: a stored session, its favourites and balance
  // show once hydrated, so the first render matches the server's
  const hydrated = useHydrated();
  // a free-play account bets its play money where the brand lets trials play the lottery
  const trialPlays = trialMayPlay(useAppSelector(selectBrandSettings), 'LOTT');
  const guest = useAppSelector(selectIsGuest);
  const loggedIn = (useAppSelector(selectHasRealAccount) || (guest && trialPlays)) && hydrated;
  const requireRealAccount = useRequireRealAccount();
  const favourites = useLotteryFavourites();
  const action = useIdempotencyKey();
  const [placeBet, placing] = usePlaceLotteryBetMutation();
  const favourite = favourites.favourites.includes(item.gameCode);
  // the balance stays in sight on /vnlottery, whose header is hidden until the player shows it
  const balance = useBalanceQuery(undefined, { skip: !loggedIn });
  const balanceHidden = useAppSelector(selectBalanceHidden);

  const onPlace = async (lines: BetLine[], total: number, period: string) => {
    if (!loggedIn && !requireRealAccount()) return false;
    const result = await placeBet({ body: { gameCode: item.gameCode, period, lines, expectedTotal: total }, idempotencyKey: action.key });
    action.settle('error' in result ? result.error : undefined);
    if ('error' in result) {
      // a trial the brand keeps from the lottery: the error listener opens the real-account dialog
      const trialRefused = (result.error as { value?: { reason?: unknown } | null }).value?.reason === 'guestRefused';
      if (!trialRefused) dispatch(toastShown({ tone: 'error', key: null, text: lotteryFailureText(t, result.error) }));
      return false;
    }
    dispatch(toastShown({ tone: 'success', key: null, text: t('lottery:slip.placed', { orderNo: result.data.orderNo, amount: money(result.data.totalStake) }) }));
    return true;
  };
  // one function for the page's life: the bet slip is memoised and the clock re-renders the page every second
  const latestPlace = useRef(onPlace);
  useLayoutEffect(() => {
    latestPlace.current = onPlace;
  });
  const placeLines = useCallback((lines: BetLine[], total: number, period: string) => latestPlace.current(lines, total, period), []);

  const current = clock.current;
  const last = clock.last;
  const Tag = siteKindOf(item.kind).Tag;
  const closingText = clock.closing.length > 0 ? t('lottery:draw.drawingPeriods', { periods: clock.closing.map((d) => d.period).join(', ') }) : null;
  return (
    <div className={frame.page}>
      <div className={frame.headRow}>
        <h1 className={`${frame.pageTitle} ${styles.gameTitle}`}>
          <Link to={lobbyHref} className={styles.back} aria-label={t('lottery:lobby.back')}>
            <ChevronLeftIcon size={22} />
          </Link>
          {item.name}
          {Tag && (
            <span className={styles.regionTag}>
              <Tag game={item} />
            </span>
          )}
        </h1>
        {favourites.canKeep && hydrated && (
          <button type="button" className={styles.starInline} aria-pressed={favourite} onClick={() => favourites.toggle(item.gameCode)}>
            <StarIcon size={18} />
            {t(favourite ? 'lottery:lobby.favourited' : 'lottery:lobby.favourite')}
          </button>
        )}
      </div>

      <section className={styles.drawBar} aria-label={t('lottery:draw.label')} data-testid="draw-bar">
        <dl>
          <div>
            <dt>{t('lottery:draw.period')}</dt>
            <dd className={styles.periodValue} data-testid="current-period">{current?.period ?? '–'}</dd>
          </div>
          {/* kept while a draw is being drawn (no open period): the bar keeps its height when a draw closes */}
          {(current || clock.drawing) && (
            <div>
              <dt>{t('lottery:draw.drawAt')}</dt>
              <dd>{current ? <LocalTime value={current.drawAt} /> : <span className={styles.localTime}>–</span>}</dd>
            </div>
          )}
          {loggedIn && (
            <div>
              <dt>{t('wallet.balance')}</dt>
              <dd data-testid="lottery-balance">{balanceHidden ? '***' : balance.data ? money(balance.data.sumBalance) : '…'}</dd>
            </div>
          )}
          {clock.near.data?.jackpots && <CurrentJackpots kind={item.kind} jackpots={clock.near.data.jackpots} money={money} />}
          {current && current.stations.length > 0 && (
            <div>
              <dt>{t('lottery:draw.stations')}</dt>
              <dd>{current.stations.map((s) => s.name).join(', ')}</dd>
            </div>
          )}
        </dl>
        <div role="timer" aria-live="off" aria-label={t('lottery:draw.closesIn')}>
          {!clock.near.data ? (
            <span className={frame.muted}>{t('common.loading')}</span>
          ) : current && (clock.left !== null || !hydrated) ? (
            <>
              <span className={frame.muted}>{t('lottery:draw.closesIn')} </span>
              {/* the seconds left come once hydrated, in a box of their own width and height from the first paint */}
              <span className={styles.bigCountdown} data-testid="countdown">
                {clock.left !== null ? formatCountdown(clock.left) : '\u00a0'}
              </span>
            </>
          ) : (
            <span className={`${styles.bigCountdown} ${styles.drawing}`}>{t('lottery:draw.closedDrawing')}</span>
          )}
        </div>
        {/* the periods being drawn: a line of the draw bar kept at all times, one line high in every language (the
            rest of a long text ellipsised), so a draw closing moves nothing below it */}
        <p className={styles.drawNotice} role="status" aria-atomic="true" data-testid="drawing-row">
          {closingText && (
            <span data-testid="drawing-notice" title={closingText}>
              {closingText}
            </span>
          )}
        </p>
      </section>
      {clock.near.isError && <LoadFailed title={t('lottery:draw.loadFailed')} onRetry={() => void clock.near.refetch()} />}

      <div className={styles.gameLayout}>
        <div className={styles.column}>
          <BetSlip game={game} draw={current} lineDraw={clock.slipDraw} money={money} onPlace={placeLines} placing={placing.isLoading} initialPlay={playType} />
          {loggedIn ? (
            <MyBets gameCode={item.gameCode} money={money} now={clock.now} />
          ) : (
            <section className={styles.card}>
              <p className={frame.muted}>{t('lottery:bets.loginToSee')}</p>
              <Button variant="ghost" onClick={() => requireRealAccount()}>
                {t('lottery:bets.login')}
              </Button>
            </section>
          )}
        </div>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="lottery-latest" data-testid="latest-result">
            <div className={frame.headRow}>
              <h2 id="lottery-latest" className={styles.cardTitle}>
                {t('lottery:results.latest')}
              </h2>
              {last && <span className={frame.muted}>{t('lottery:draw.periodValue', { period: last.period })}</span>}
            </div>
            {last?.result ? (
              <>
                <ResultView result={last.result} stations={last.stations} caption={t('lottery:results.captionOf', { name: item.name, period: last.period })} />
                {last.jackpots && <DrawJackpots kind={item.kind} jackpots={last.jackpots} money={money} />}
                <DrawFairness draw={last} game={item} />
              </>
            ) : (
              <p className={frame.muted}>{t('lottery:results.none')}</p>
            )}
          </section>
          <ResultsHistory game={item} money={money} />
        </div>
      </div>
    </div>
  );
}
