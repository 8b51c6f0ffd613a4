import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/components/button';
import { Modal } from '@/shared/components/modal';
import type { Draw, LotteryGame } from '@/shared/contract/lottery';
import type { BetLine, PlayTypeCode } from '@/shared/contract/lottery-rules';
import { NumberGrid } from './number-grid';
import { bigFrom, gridNumbers, parseTypedNumbers, prefixDigits, QUICK_PICKS, quickPick, ruleOf, type QuickPick } from './number-input';
import { lotteryErrorKeys, playNameKeys, wordKeys } from '@/shared/lib/lottery-names';
import { LOTTERY_NS } from './lottery-texts';
import { playHintKeys } from './play-hints';
import { isQuote, quoteLine, slipTotal } from './slip-quote';
import styles from './lottery.module.css';

const quickKeys = {
  big: 'lottery:slip.quick.big',
  small: 'lottery:slip.quick.small',
  even: 'lottery:slip.quick.even',
  odd: 'lottery:slip.quick.odd',
  random: 'lottery:slip.quick.random',
  all: 'lottery:slip.quick.all',
  clear: 'lottery:slip.quick.clear',
} as const satisfies Record<QuickPick, string>;

export interface BetSlipProps {
  game: LotteryGame;
  /** the draw open for bets (null between a close and the next opening) */
  draw: Draw | null;
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
 * The bet slip: play-type tabs, the number grid (00–99, 000–999 a hundred
 * at a time, keno 01–80) with quick picks, typed numbers, the stations
 * (Vietnamese lottery) or the ball (five-ball), the points (the multiplier
 * of the unit price); each line priced by the shared rules exactly as the
 * server will charge it, with its potential win. Several lines make one bet,
 * confirmed with a summary and placed at once.
 */
export function BetSlip({ game, draw, money, onPlace, placing, initialPlay }: BetSlipProps) {
  const { t } = useTranslation(LOTTERY_NS);
  const numbersText = useNumbersText();
  const codes = game.playTypes.map((p) => p.code);
  const [playCode, setPlayCode] = useState<PlayTypeCode | undefined>(() => codes.find((c) => c === initialPlay) ?? codes.find((c) => c === game.game.defaultPlayType) ?? codes[0]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState('');
  const [prefix, setPrefix] = useState(0);
  const drawStations = useMemo(() => (draw?.stations ?? []).map((s) => s.code), [draw]);
  const [chosenStations, setStations] = useState<readonly string[] | null>(null);
  const stations = (chosenStations ?? drawStations.slice(0, 1)).filter((s) => drawStations.includes(s));
  const [position, setPosition] = useState<number | null>(1);
  const [points, setPoints] = useState('1');
  const [lines, setLines] = useState<BetLine[]>([]);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<BetLine[] | null>(null);

  const play = playCode ?? codes[0];
  const rule = play ? ruleOf(play) : null;
  const parsed = useMemo(() => (play ? parseTypedNumbers(typed, play) : { numbers: [], invalid: [], duplicates: [] }), [typed, play]);
  const pool = useMemo(() => (rule ? gridNumbers(rule.format, prefix) : []), [rule, prefix]);

  if (!play || !rule) return <p className={styles.muted}>{t('lottery:slip.noPlays')}</p>;

  const kind = game.game.kind;
  const numbers = [...new Set([...picked, ...parsed.numbers])].sort((a, b) => (a.length === b.length ? a.localeCompare(b) : a.length - b.length));
  const pointsValue = Number(points);
  const line: BetLine = {
    playType: play,
    numbers,
    points: Number.isFinite(pointsValue) ? pointsValue : 0,
    ...(kind === 'vn' ? { stations: [...stations] } : {}),
    ...(rule.position !== 'none' ? { position } : {}),
  };
  const quote = quoteLine(line, game, drawStations);
  const problem = numbers.length === 0 ? null : isQuote(quote) ? null : quote.problem;
  const current = numbers.length > 0 && isQuote(quote) ? quote : null;
  const bet = current ? [...lines, line] : lines;
  const total = slipTotal(bet, game, drawStations);
  const closed = draw === null || draw.state !== 'open';
  const words = 'words' in rule.format ? rule.format.words : null;
  const prefixes = prefixDigits(rule.format);

  const resetPicks = () => {
    setPicked(new Set());
    setTyped('');
    setTried(false);
  };
  const choosePlay = (code: PlayTypeCode) => {
    setPlayCode(code);
    setPrefix(0);
    setPosition(ruleOf(code).position === 'required' ? 1 : ruleOf(code).position === 'optional' ? null : 1);
    resetPicks();
  };
  const toggle = (n: string) =>
    setPicked((now) => {
      const next = new Set(now);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });
  const applyQuick = (pick: QuickPick) => {
    const chosen = quickPick(pick, pool, bigFrom(rule.format), Math.max(rule.minNumbers, 1));
    if (pick === 'clear') {
      resetPicks();
      return;
    }
    setPicked((now) => {
      if (pick === 'random') return new Set(chosen);
      const outside = [...now].filter((n) => !pool.includes(n));
      return new Set([...outside, ...chosen]);
    });
  };
  const addLine = () => {
    setTried(true);
    if (!current) return;
    setLines((now) => [...now, line]);
    resetPicks();
  };
  const review = () => {
    setTried(true);
    if (closed || problem || bet.length === 0) return;
    setConfirming(bet);
  };
  const place = async () => {
    if (!confirming || !draw) return;
    const done = await onPlace(confirming, slipTotal(confirming, game, drawStations), draw.period);
    setConfirming(null);
    if (done) {
      setLines([]);
      resetPicks();
    }
  };
  const stationName = (code: string) => draw?.stations.find((s) => s.code === code)?.name ?? code;
  const lineLabel = (l: BetLine) =>
    [
      t(playNameKeys[l.playType]),
      l.position != null ? t('lottery:slip.ballN', { n: l.position }) : null,
      kind === 'vn' && drawStations.length > 1 ? (l.stations ?? []).map(stationName).join(' + ') : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section className={styles.card} aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <div className={styles.cardHead}>
        <h2 id="lottery-slip-title" className={styles.cardTitle}>
          {t('lottery:slip.title')}
        </h2>
        <span className={styles.muted}>{t('lottery:slip.unitPrice', { price: money(game.unitPrice) })}</span>
      </div>
      <div role="group" aria-label={t('lottery:slip.playType')} className={styles.playTabs}>
        {codes.map((code) => (
          <button key={code} type="button" className={styles.chip} aria-pressed={code === play} onClick={() => choosePlay(code)}>
            {t(playNameKeys[code])}
          </button>
        ))}
      </div>
      <p className={styles.muted}>{t(playHintKeys[play])}</p>

      {kind === 'vn' && drawStations.length > 1 && (
        <div role="group" aria-label={t('lottery:slip.stations')} className={styles.quick}>
          {draw?.stations.map((s) => (
            <button
              key={s.code}
              type="button"
              className={styles.chip}
              aria-pressed={stations.includes(s.code)}
              onClick={() => setStations(stations.includes(s.code) ? stations.filter((c) => c !== s.code) : [...stations, s.code])}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}
      {rule.position !== 'none' && (
        <div role="group" aria-label={t('lottery:slip.ball')} className={styles.quick}>
          {rule.position === 'optional' && (
            <button type="button" className={styles.chip} aria-pressed={position === null} onClick={() => setPosition(null)}>
              {t('lottery:slip.sumOfBalls')}
            </button>
          )}
          {[1, 2, 3, 4, 5].map((n) => (
            <button key={n} type="button" className={styles.chip} aria-pressed={position === n} onClick={() => setPosition(n)}>
              {t('lottery:slip.ballN', { n })}
            </button>
          ))}
        </div>
      )}

      {words ? (
        <div role="group" aria-label={t('lottery:slip.numbers')} className={styles.quick}>
          {words.map((word) => (
            <button key={word} type="button" className={styles.chip} aria-pressed={picked.has(word)} onClick={() => toggle(word)}>
              {wordKeys[word] ? t(wordKeys[word]) : word}
            </button>
          ))}
        </div>
      ) : (
        <>
          {prefixes === 1 && (
            <div role="group" aria-label={t('lottery:slip.hundreds')} className={styles.quick}>
              {Array.from({ length: 10 }, (_, h) => (
                <button key={h} type="button" className={styles.chip} aria-pressed={h === prefix} onClick={() => setPrefix(h)}>
                  {`${h}xx`}
                </button>
              ))}
            </div>
          )}
          {prefixes === 2 && (
            <label className={styles.field}>
              <span>{t('lottery:slip.hundreds')}</span>
              <select value={prefix} onChange={(event) => setPrefix(Number(event.target.value))}>
                {Array.from({ length: 100 }, (_, h) => (
                  <option key={h} value={h}>{`${String(h).padStart(2, '0')}xx`}</option>
                ))}
              </select>
            </label>
          )}
          <NumberGrid numbers={pool} selected={picked} onToggle={toggle} label={t('lottery:slip.numbers')} />
          <div role="group" aria-label={t('lottery:slip.quickPicks')} className={styles.quick}>
            {QUICK_PICKS.map((pick) => (
              <Button key={pick} size="small" variant="subtle" onClick={() => applyQuick(pick)}>
                {t(quickKeys[pick])}
              </Button>
            ))}
          </div>
          <div className={styles.field}>
            <label htmlFor="lottery-typed">{t('lottery:slip.typed')}</label>
            <textarea id="lottery-typed" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby="lottery-typed-hint" spellCheck={false} />
            <span id="lottery-typed-hint" className={styles.muted}>
              {t('lottery:slip.typedHint')}
            </span>
          </div>
          {parsed.invalid.length > 0 && (
            <p className={styles.error} role="alert">
              {t('lottery:slip.invalid', { list: parsed.invalid.slice(0, 10).join(', ') })}
            </p>
          )}
          {parsed.duplicates.length > 0 && <p className={styles.muted}>{t('lottery:slip.duplicates', { list: parsed.duplicates.slice(0, 10).join(', ') })}</p>}
        </>
      )}

      <p className={styles.chosen} aria-live="polite" data-testid="slip-chosen">
        {t('lottery:slip.chosen', { count: numbers.length })}
        {numbers.length > 0 && `: ${numbersText(numbers.slice(0, 40))}${numbers.length > 40 ? '…' : ''}`}
      </p>

      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor="lottery-points">{t('lottery:slip.points')}</label>
          <input id="lottery-points" type="number" inputMode="numeric" min={1} max={game.maxPointsPerLine} step={1} value={points} onChange={(event) => setPoints(event.target.value)} aria-describedby="lottery-points-hint" />
          <span id="lottery-points-hint" className={styles.muted}>
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
                  <Button size="small" variant="ghost" aria-label={t('lottery:slip.removeLine', { n: i + 1 })} onClick={() => setLines((now) => now.filter((_, j) => j !== i))}>
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
      {closed && <p className={styles.notice}>{t('lottery:slip.closedForBets')}</p>}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => { setLines([]); resetPicks(); }}>
          {t('lottery:slip.clear')}
        </Button>
        <Button variant="accent" onClick={review} disabled={closed} loading={placing}>
          {t('lottery:slip.place')}
        </Button>
      </div>

      {confirming && (
        <Modal title={t('lottery:slip.confirmTitle')} onClose={() => setConfirming(null)} width={480}>
          <p className={styles.muted}>{t('lottery:slip.confirmText', { name: game.game.name, period: draw?.period ?? '–' })}</p>
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
            <p className={styles.notice} role="status">
              {t('lottery:slip.closedForBets')}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
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
}
