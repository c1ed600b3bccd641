'use client';

import { useBoxWidth } from '@/lib/ui/use-box-width';
import { Bar, CartesianGrid, Cell, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoryPoint } from '../history-view';
import styles from './history.module.css';

export interface HistoryChartLabels {
  title: string;
  actual: string;
  forecast: string;
  surprise: string;
  revisedFrom: string;
}

const ACTUAL = 'var(--accent, #1f5fbf)';
const REVISED = 'var(--revised, #b26a00)';

/**
 * An indicator's archived releases: actual as bars (revised ones in another
 * colour), forecast as a line, the surprise in the tooltip. A client leaf of
 * the indicator page only, so Recharts ships with that route alone.
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
  const number = new Intl.NumberFormat(locale, compact ? { notation: 'compact', maximumFractionDigits: 2 } : { maximumFractionDigits: 6 });
  const write = (v: unknown) => (typeof v === 'number' ? number.format(v) : String(v ?? ''));
  const first = points[0]?.at.slice(0, 4);
  const last = points.at(-1)?.at.slice(0, 4);
  return (
    <figure className={styles.chart} data-testid="history-chart" data-compact={compact || undefined} data-points={points.length} data-first-year={first} data-last-year={last}>
      <figcaption>{labels.title}</figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={labels.title}>
        {width > 0 ? (
          <ComposedChart width={width} height={280} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #ccc)" />
            <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} minTickGap={24} />
            <YAxis tick={{ fill: 'currentColor', fontSize: 12 }} width={56} domain={['auto', 'auto']} tickFormatter={write} />
            <Tooltip
              contentStyle={{ background: 'var(--card, #fff)', color: 'var(--fg, #111)' }}
              formatter={(value, name, item) => {
                const p = (item as { payload?: HistoryPoint }).payload;
                if (name !== labels.actual || !p) return [write(value), name];
                const extra = [p.surprise !== null ? `${labels.surprise} ${p.surprise}` : null, p.revisedFrom !== null ? `${labels.revisedFrom} ${p.revisedFrom}` : null];
                return [[write(value), ...extra.filter(Boolean)].join(' · '), name];
              }}
            />
            <Legend />
            <Bar dataKey="actual" name={labels.actual} fill={ACTUAL} isAnimationActive={false}>
              {points.map((p) => (
                <Cell key={p.at} fill={p.revisedFrom !== null ? REVISED : ACTUAL} />
              ))}
            </Bar>
            <Line type="linear" dataKey="forecast" name={labels.forecast} stroke="var(--muted, #666)" strokeWidth={2} dot={false} isAnimationActive={false} connectNulls />
          </ComposedChart>
        ) : null}
      </div>
    </figure>
  );
}
