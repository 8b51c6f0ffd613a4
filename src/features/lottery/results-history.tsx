import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import type { Draw, LotteryMenuItem } from '@/shared/contract/lottery';
import { useOpenedNumbersQuery, useVnOpenedNumbersQuery } from './lottery-api';
import { DrawFairness } from './draw-fairness';
import { DrawJackpots } from './jackpots';
import { LocalTime } from './local-time';
import { historyArgs } from './lottery-game-args';
import { LOTTERY_NS } from './lottery-texts';
import { siteKindOf } from './kinds/registry';
import { ResultView } from './result-view';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

/** A result in one line, as its kind writes it (the special prize of each station, the balls…). */
function ResultLine({ draw }: { draw: Draw }) {
  const { t } = useTranslation(LOTTERY_NS);
  const result = draw.result;
  if (!result) return <span className={frame.muted}>{t(draw.state === 'cancelled' ? 'lottery:draw.cancelled' : 'lottery.draw.drawing')}</span>;
  const stationName = (code: string) => draw.stations.find((x) => x.code === code)?.name ?? code;
  return <span className={styles.chosen}>{siteKindOf(result.kind).resultLine(result, stationName)}</span>;
}

/**
 * The results of a game, newest first, ten a page; each opens on its full table and its commitment.
 * Memoised: the page's clock re-renders the page every second, the history only when its props change.
 */
export const ResultsHistory = memo(function ResultsHistory({ game, money }: { game: LotteryMenuItem; money: (n: number) => string }) {
  const { t } = useTranslation(LOTTERY_NS);
  const [page, setPage] = useState(1);
  const args = historyArgs(game.gameCode, page);
  // a kind may have its own results call (spec section 7: the Vietnamese lottery's opened numbers by game)
  const call = siteKindOf(game.kind).historyCall;
  const fast = useOpenedNumbersQuery(args, { skip: call !== 'openedNumbers' });
  const vn = useVnOpenedNumbersQuery(args, { skip: call !== 'vnOpenedNumbers' });
  const history = call === 'vnOpenedNumbers' ? vn : fast;
  const pages = history.data?.totalPages ?? 1;
  return (
    <section className={styles.card} aria-labelledby="lottery-history">
      <div className={frame.headRow}>
        <h2 id="lottery-history" className={styles.cardTitle}>
          {t('lottery:results.history')}
        </h2>
      </div>
      {history.isError ? (
        <div role="alert" className={frame.headRow}>
          <p className={styles.error}>{t('lottery:results.loadFailed')}</p>
          <Button size="small" variant="ghost" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !history.data ? (
        <p className={frame.muted} aria-busy="true">
          {t('common.loading')}
        </p>
      ) : history.data.items.length === 0 ? (
        <p className={frame.muted}>{t('lottery:results.none')}</p>
      ) : (
        <ul className={styles.historyList} data-testid="results-history">
          {history.data.items.map((draw) => (
            <li key={draw.period}>
              <details>
                <summary>
                  <strong>{t('lottery:draw.periodValue', { period: draw.period })}</strong>
                  <span className={frame.muted}>
                    <LocalTime value={draw.drawnAt ?? draw.drawAt} />
                  </span>
                  <ResultLine draw={draw} />
                </summary>
                {draw.result && <ResultView result={draw.result} stations={draw.stations} caption={t('lottery:results.captionOf', { name: game.name, period: draw.period })} />}
                {draw.jackpots && <DrawJackpots kind={game.kind} jackpots={draw.jackpots} money={money} />}
                <DrawFairness draw={draw} game={game} />
              </details>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className={styles.pager}>
          <Button size="small" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className={frame.muted}>{t('common.pageOf', { page, pages })}</span>
          <Button size="small" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </Button>
        </div>
      )}
    </section>
  );
});
