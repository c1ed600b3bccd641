'use client';

import { numberFormat } from '@/lib/i18n/intl-cache';
import { useBoxWidth } from '@/lib/ui/use-box-width';
import dynamic from 'next/dynamic';
import type { ChartPoint } from './indicator-chart-plot';
import styles from './calendar.module.css';

// Recharts loads in its own chunk once there is a chart to draw, not while the page hydrates.
const IndicatorChartPlot = dynamic(() => import('./indicator-chart-plot'), { ssr: false });

/**
 * Actual vs forecast of one indicator. A client leaf imported only by the
 * indicator page; Recharts (indicator-chart-plot.tsx) is fetched after
 * hydration, once the container is measured (Recharts cannot measure on the server).
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
  const number = numberFormat(locale, compact ? { notation: 'compact', maximumFractionDigits: 2 } : { maximumFractionDigits: 6 });
  const write = (v: unknown) => (typeof v === 'number' ? number.format(v) : String(v ?? ''));
  return (
    <figure className={styles.chart} data-testid="indicator-chart" data-compact={compact || undefined}>
      <figcaption>{title}</figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={title}>
        {width > 0 ? (
          <IndicatorChartPlot width={width} points={points} actualLabel={actualLabel} forecastLabel={forecastLabel} write={write} />
        ) : null}
      </div>
    </figure>
  );
}
