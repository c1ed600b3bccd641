'use client';

import { numberFormat } from '@/lib/i18n/intl-cache';
import { useBoxWidth } from '@/lib/ui/use-box-width';
import dynamic from 'next/dynamic';
import type { HistoryPoint } from '../history-view';
import type { HistoryChartLabels } from './history-chart-plot';
import styles from './history.module.css';

// Recharts loads in its own chunk once there is a chart to draw, not while the page hydrates.
const HistoryChartPlot = dynamic(() => import('./history-chart-plot'), { ssr: false });

/**
 * An indicator's archived releases: actual as bars (revised ones in another
 * colour), forecast as a line, the surprise in the tooltip. A client leaf of
 * the indicator page only; Recharts (history-chart-plot.tsx) is fetched after hydration.
 */
export function HistoryChart({
  points,
  labels,
  compact = false,
  locale,
}: {
  points: HistoryPoint[];
  labels: HistoryChartLabels;
  /** Values are at full magnitude (English rows rescaled from 万/亿): the axis and tooltip write them with K/M/B/T. */
  compact?: boolean;
  locale: string;
}) {
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const number = numberFormat(locale, compact ? { notation: 'compact', maximumFractionDigits: 2 } : { maximumFractionDigits: 6 });
  const write = (v: unknown) => (typeof v === 'number' ? number.format(v) : String(v ?? ''));
  const first = points[0]?.at.slice(0, 4);
  const last = points.at(-1)?.at.slice(0, 4);
  return (
    <figure className={styles.chart} data-testid="history-chart" data-compact={compact || undefined} data-points={points.length} data-first-year={first} data-last-year={last}>
      <figcaption>{labels.title}</figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={labels.title}>
        {width > 0 ? (
          <HistoryChartPlot width={width} points={points} labels={labels} write={write} />
        ) : null}
      </div>
    </figure>
  );
}
