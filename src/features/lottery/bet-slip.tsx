import { memo, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import type { Draw, LotteryGame } from '@/shared/contract/lottery';
import { ruleOf, type BetLine } from '@/shared/contract/lottery-rules';
import { lotteryErrorKeys, playNameKey, wordKeys } from '@/shared/lib/lottery-names';
import { siteKindOf } from './kinds/registry';
import { LineOptions } from './line-options';
import { LOTTERY_NS } from './lottery-texts';
import { NumberPicker, numbersOf } from './number-picker';
import { playHintKey } from './play-hints';
import { initialSlip, slipReducer } from './slip-state';
import { isQuote, quoteLine, slipTotal } from './slip-quote';
import frame from './lottery-page.module.css';
import styles from './lottery.module.css';

export interface BetSlipProps {
  game: LotteryGame;
  /** the draw open for bets (null between a close and the next opening) */
  draw: Draw | null;
  /** the draw the lines are composed for, whose stations price them: the open one, or between a close and
   * the next opening the next one (null only when no draw is known) */
  lineDraw: Draw | null;
  money: (amount: number) => string;
  /** places the lines on the draw; true when the bet was taken */
  onPlace: (lines: BetLine[], total: number, period: string) => Promise<boolean>;
  placing: boolean;
  /** the play type shown first (the address's playType) */
  initialPlay?: string | null;
}

/** The words of a line's numbers (big, odd…) or the numbers themselves. */
function useNumbersText() {
  const { t } = useTranslation(LOTTERY_NS);
  // a long line (đề on every number) shows its first numbers and how many there are
  return (numbers: readonly string[]) => {
    const shown = numbers.slice(0, 12).map((n) => (wordKeys[n] ? t(wordKeys[n]) : n)).join(', ');
    return numbers.length > 12 ? `${shown}… (${numbers.length})` : shown;
  };
}

/**
 * The bet slip: play-type tabs, what the line covers besides its numbers
 * (the stations, the ball: `LineOptions`, from the play rule), the numbers
 * picked the kind's way (its `Picker`, or the shared grid with quick picks
 * and typed numbers), the points (the multiplier of the unit price); each
 * line priced by the shared rules exactly as the server will charge it,
 * with its potential win. Several lines make one bet, confirmed with a
 * summary and placed at once. Its state is one reducer (`slip-state.ts`).
 * Memoised: the page's clock re-renders the page every second, the slip only
 * when its own props change (docs/performance.md, "Interaction to next paint").
 */
export const BetSlip = memo(function BetSlip({ game, draw, lineDraw, money, onPlace, placing, initialPlay }: BetSlipProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const numbersText = useNumbersText();
  const codes = game.playTypes.map((p) => p.code);
  const firstPlay = codes.find((c) => c === initialPlay) ?? codes.find((c) => c === game.game.defaultPlayType) ?? codes[0];
  const [slip, dispatch] = useReducer(slipReducer, undefined, () => initialSlip(firstPlay, firstPlay ? ruleOf(firstPlay) : undefined));
  const drawStations = useMemo(() => (lineDraw?.stations ?? []).map((s) => s.code), [lineDraw]);
  const stations = (slip.stations ?? drawStations.slice(0, 1)).filter((s) => drawStations.includes(s));

  const play = slip.play ?? codes[0];
  const rule = play ? ruleOf(play) : undefined;
  if (!play || !rule) return <p className={frame.muted}>{t('lottery:slip.noPlays')}</p>;

  const Picker = siteKindOf(game.game.kind).Picker ?? NumberPicker;
  const numbers = numbersOf(play, slip.numbers);
  const pointsValue = Number(slip.points);
  const line: BetLine = {
    playType: play,
    numbers,
    points: Number.isFinite(pointsValue) ? pointsValue : 0,
    ...(rule.minStations > 0 ? { stations: [...stations] } : {}),
    ...(rule.position !== 'none' ? { position: slip.position } : {}),
  };
  const { lines, tried, confirming } = slip;
  const quote = quoteLine(line, game, drawStations);
  const problem = numbers.length === 0 ? null : isQuote(quote) ? null : quote.problem;
  const current = numbers.length > 0 && isQuote(quote) ? quote : null;
  const bet = current ? [...lines, line] : lines;
  const total = slipTotal(bet, game, drawStations);
  const closed = draw === null || draw.state !== 'open';

  const addLine = () => {
    if (current) dispatch({ type: 'lineAdded', line });
    else dispatch({ type: 'triedWithout' });
  };
  const review = () => {
    if (closed || problem || bet.length === 0) dispatch({ type: 'triedWithout' });
    // drawn in the press's own frame: as a transition (the press painted first) the confirmation did not
    // come at all in one run of the browser suite, a press the player would have had to repeat
    else dispatch({ type: 'reviewOpened', lines: bet });
  };
  const place = async () => {
    if (!confirming || !draw) return;
    const done = await onPlace(confirming, slipTotal(confirming, game, drawStations), draw.period);
    dispatch({ type: done ? 'betPlaced' : 'reviewClosed' });
  };
  const stationName = (code: string) => lineDraw?.stations.find((s) => s.code === code)?.name ?? code;
  const lineLabel = (l: BetLine) =>
    [
      t(playNameKey(l.playType)),
      l.position != null ? t('lottery:slip.ballN', { n: l.position }) : null,
      drawStations.length > 1 && l.stations && l.stations.length > 0 ? l.stations.map(stationName).join(' + ') : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section className={styles.card} aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <div className={frame.headRow}>
        <h2 id="lottery-slip-title" className={styles.cardTitle}>
          {t('lottery:slip.title')}
        </h2>
        <span className={frame.muted}>{t('lottery:slip.unitPrice', { price: money(game.unitPrice) })}</span>
      </div>
      <div role="group" aria-label={t('lottery:slip.playType')} className={styles.playTabs}>
        {codes.map((code) => (
          <button key={code} type="button" className={frame.chip} aria-pressed={code === play} onClick={() => dispatch({ type: 'playChosen', play: code, rule: ruleOf(code) ?? rule })}>
            {t(playNameKey(code))}
          </button>
        ))}
      </div>
      <p className={frame.muted}>{t(playHintKey(play))}</p>

      <LineOptions
        rule={rule}
        drawStations={lineDraw?.stations ?? []}
        stations={stations}
        position={slip.position}
        onStations={(next) => dispatch({ type: 'stationsChosen', stations: next })}
        onPosition={(next) => dispatch({ type: 'positionChosen', position: next })}
      />
      <Picker rule={rule} value={slip.numbers} onChange={(next) => dispatch({ type: 'numbersChanged', numbers: next })} />

      <p className={styles.chosen} aria-live="polite" data-testid="slip-chosen">
        {t('lottery:slip.chosen', { count: numbers.length })}
        {numbers.length > 0 && `: ${numbersText(numbers.slice(0, 40))}${numbers.length > 40 ? '…' : ''}`}
      </p>

      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor="lottery-points">{t('lottery:slip.points')}</label>
          <input id="lottery-points" type="number" inputMode="numeric" min={1} max={game.maxPointsPerLine} step={1} value={slip.points} onChange={(event) => dispatch({ type: 'pointsTyped', points: event.target.value })} aria-describedby="lottery-points-hint" />
          <span id="lottery-points-hint" className={frame.muted}>
            {t('lottery:slip.pointsHint', { price: money(game.unitPrice), max: game.maxPointsPerLine })}
          </span>
        </div>
        <dl className={styles.summary} data-testid="line-summary">
          <dt>{t('lottery:slip.combos')}</dt>
          <dd>{current?.combos ?? 0}</dd>
          <dt>{t('lottery:slip.lineCost')}</dt>
          <dd>{money(current?.cost ?? 0)}</dd>
          <dt>{t('lottery:slip.potentialWin')}</dt>
          <dd>{money(current?.potentialWin ?? 0)}</dd>
        </dl>
      </div>
      {problem && (tried || numbers.length > 0) && (
        <p className={styles.error} role="alert" data-testid="slip-problem">
          {t(lotteryErrorKeys[problem], { min: rule.minNumbers, max: rule.maxNumbers, points: game.maxPointsPerLine })}
        </p>
      )}
      {tried && numbers.length === 0 && bet.length === 0 && (
        <p className={styles.error} role="alert">
          {t('lottery.errors.tooFewNumbers', { min: rule.minNumbers })}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="subtle" onClick={addLine} disabled={!current}>
          {t('lottery:slip.addLine')}
        </Button>
      </div>

      {lines.length > 0 && (
        <div>
          <h3 className={styles.cardTitle}>{t('lottery:slip.lines', { count: lines.length })}</h3>
          <ul className={styles.slipLines}>
            {lines.map((l, i) => {
              const q = quoteLine(l, game, drawStations);
              return (
                <li key={i}>
                  <span>
                    <strong>{lineLabel(l)}</strong> {numbersText(l.numbers)} ×{l.points}
                  </span>
                  <span>{isQuote(q) ? money(q.cost) : t(lotteryErrorKeys[q.problem], { min: 0, max: 0, points: game.maxPointsPerLine })}</span>
                  <Button size="small" variant="ghost" aria-label={t('lottery:slip.removeLine', { n: i + 1 })} onClick={() => dispatch({ type: 'lineRemoved', index: i })}>
                    ✕
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <dl className={styles.summary} data-testid="slip-summary">
        <dt>{t('lottery:slip.total')}</dt>
        <dd>{money(total)}</dd>
      </dl>
      {closed && <p className={frame.notice}>{t('lottery:slip.closedForBets')}</p>}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => dispatch({ type: 'slipCleared' })}>
          {t('lottery:slip.clear')}
        </Button>
        <Button variant="accent" onClick={review} disabled={closed} loading={placing}>
          {t('lottery:slip.place')}
        </Button>
      </div>

      {confirming && (
        <Modal title={t('lottery:slip.confirmTitle')} onClose={() => dispatch({ type: 'reviewClosed' })} width={480}>
          <p className={frame.muted}>{t('lottery:slip.confirmText', { name: game.game.name, period: draw?.period ?? '–' })}</p>
          <ul className={styles.slipLines} data-testid="confirm-lines">
            {confirming.map((l, i) => {
              const q = quoteLine(l, game, drawStations);
              return (
                <li key={i}>
                  <span>
                    <strong>{lineLabel(l)}</strong> {numbersText(l.numbers)} ×{l.points}
                  </span>
                  <span>{isQuote(q) ? money(q.cost) : ''}</span>
                </li>
              );
            })}
          </ul>
          <dl className={styles.summary}>
            <dt>{t('lottery:slip.total')}</dt>
            <dd>{money(slipTotal(confirming, game, drawStations))}</dd>
            <dt>{t('lottery:slip.potentialWin')}</dt>
            <dd>
              {money(
                confirming.reduce((sum, l) => {
                  const q = quoteLine(l, game, drawStations);
                  return sum + (isQuote(q) ? q.potentialWin : 0);
                }, 0),
              )}
            </dd>
          </dl>
          {/* the period closed while the player read: the bet waits for the next period, never silently moves */}
          {closed && (
            <p className={frame.notice} role="status">
              {t('lottery:slip.closedForBets')}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => dispatch({ type: 'reviewClosed' })}>
              {t('common.cancel')}
            </Button>
            <Button variant="accent" data-autofocus onClick={() => void place()} loading={placing} disabled={closed}>
              {t('lottery:slip.confirm')}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
});
