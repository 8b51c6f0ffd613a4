import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { useSidewaysScrollRegion } from '@/shared/lib/use-sideways-scroll-region';
import 'uplot/dist/uPlot.min.css';
import styles from './agent.module.css';
import { AGENT_NS } from './agent-texts';

/** The colour of a series: a token of the site's palette, so both themes read it. */
export type SeriesTone = 'primary' | 'success' | 'danger' | 'accent';

export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
  kind: 'line' | 'bar';
  tone: SeriesTone;
}

const toneToken: Record<SeriesTone, string> = {
  primary: '--primary',
  success: '--success',
  danger: '--danger',
  accent: '--accent',
};

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

/** Canvas drawing needs layout: where there is none (a test's DOM), the table beside the chart is the chart. */
const canDraw = () => typeof ResizeObserver !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * A trend chart of the agent centre: lines and bars over the periods of a
 * report, drawn by uPlot (loaded with the agent pages only) in the colours of
 * the theme in force, redrawn when the theme or the width changes. The canvas
 * is decoration for the eye: the same figures stand in a table below it
 * (open by default for screen readers, folded for the eye), so nothing is
 * only in the picture.
 */
export function TrendChart({
  title,
  labels,
  series,
  format,
  height = 220,
}: {
  title: string;
  /** the periods, in order (already in the reader's language) */
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  height?: number;
}) {
  const { t } = useTranslation(AGENT_NS);
  const host = useRef<HTMLDivElement>(null);
  const tableFrame = useSidewaysScrollRegion(title);

  useEffect(() => {
    const target = host.current;
    if (!target || !canDraw() || labels.length === 0) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    let observers: Array<{ disconnect: () => void }> = [];

    const draw = (UPlot: typeof uPlot) => {
      plot?.destroy();
      const text = token('--text-muted');
      const grid = token('--border');
      const width = Math.max(260, target.clientWidth);
      const xs = labels.map((_, i) => i);
      const barCount = series.filter((s) => s.kind === 'bar').length;
      let barIndex = 0;
      // two bar series stand side by side around their period, one alone is centred on it
      const barPaths = () => {
        const align = barCount === 2 ? (barIndex++ === 0 ? -1 : 1) : 0;
        return UPlot.paths.bars?.({ size: [barCount === 2 ? 0.3 : 0.6, 48], align, gap: 1 });
      };
      const options: uPlot.Options = {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.6, labels.length - 0.4] } },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { stroke: grid },
            splits: () => xs,
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            font: '11px system-ui, sans-serif',
          },
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            size: 72,
            values: (_u, splits) => splits.map((v) => format(v)),
            font: '11px system-ui, sans-serif',
          },
        ],
        series: [
          {},
          ...series.map((s) => {
            const colour = token(toneToken[s.tone]);
            if (s.kind === 'bar') return { label: s.label, stroke: colour, fill: colour, width: 0, paths: barPaths(), points: { show: false } };
            return { label: s.label, stroke: colour, width: 2, points: { show: labels.length < 16, size: 6, fill: colour } };
          }),
        ],
      };
      plot = new UPlot(options, [xs, ...series.map((s) => [...s.values])] as uPlot.AlignedData, target);
    };

    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      draw(UPlot);
      const resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(260, target.clientWidth), height }));
      resize.observe(target);
      const theme = new MutationObserver(() => draw(UPlot));
      theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      observers = [resize, theme];
    });
    return () => {
      cancelled = true;
      observers.forEach((o) => o.disconnect());
      plot?.destroy();
    };
  }, [labels, series, format, height]);

  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={styles.chartTitle}>
        <span>{title}</span>
        <span className={styles.legend} aria-hidden="true">
          {series.map((s) => (
            <span key={s.key} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles[`tone_${s.tone}`]}`} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div ref={host} className={styles.canvas} style={{ minHeight: height }} aria-hidden="true" />
      <details className={styles.chartData}>
        <summary>{t('agentCentre:chart.showData')}</summary>
        {/* a wide table scrolls inside its own frame, never the centre (WCAG 1.4.10 allows it for data tables) */}
        <div ref={tableFrame} className={styles.chartTableFrame}>
          <table className={styles.chartTable}>
            <caption className={styles.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentCentre:chart.period')}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.key}>{format(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
