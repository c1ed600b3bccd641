'use client';

import { useBoxWidth } from '@/lib/ui/use-box-width';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './calendar.module.css';

export interface ChartPoint {
  label: string;
  actual: number | null;
  forecast: number | null;
}

/**
 * Actual vs forecast of one indicator. A client leaf imported only by the
 * indicator page, so Recharts ships with that route alone. Sized from its
 * container after mount (Recharts cannot measure on the server).
 */
export function IndicatorChart({
  points,
  title,
  actualLabel,
  forecastLabel,
  compact = false,
  locale,
}: {
  points: ChartPoint[];
  title: string;
  actualLabel: string;
  forecastLabel: string;
  /** Values at full magnitude (English rows rescaled from 万/亿): written with K/M/B/T. */
  compact?: boolean;
  locale: string;
}) {
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const number = new Intl.NumberFormat(locale, compact ? { notation: 'compact', maximumFractionDigits: 2 } : { maximumFractionDigits: 6 });
  const write = (v: unknown) => (typeof v === 'number' ? number.format(v) : String(v ?? ''));
  return (
    <figure className={styles.chart} data-testid="indicator-chart" data-compact={compact || undefined}>
      <figcaption>{title}</figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={title}>
        {width > 0 ? (
          <LineChart width={width} height={240} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #ccc)" />
            <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} />
            <YAxis tick={{ fill: 'currentColor', fontSize: 12 }} width={56} domain={['auto', 'auto']} tickFormatter={write} />
            <Tooltip contentStyle={{ background: 'var(--card, #fff)', color: 'var(--fg, #111)' }} formatter={(value, name) => [write(value), name]} />
            <Legend />
            <Line type="linear" dataKey="actual" name={actualLabel} stroke="var(--accent, #1f5fbf)" strokeWidth={2} dot isAnimationActive={false} connectNulls />
            <Line type="linear" dataKey="forecast" name={forecastLabel} stroke="var(--muted, #666)" strokeDasharray="5 4" strokeWidth={2} dot isAnimationActive={false} connectNulls />
          </LineChart>
        ) : null}
      </div>
    </figure>
  );
}
