'use client';

import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { useBoxWidth } from '@/lib/ui/use-box-width';
import type { ScatterLabels, ScatterPoint } from './reactions-scatter-plot';
import styles from './reactions.module.css';

// Recharts loads in its own chunk once there is a chart to draw, not while the page hydrates.
const ReactionsScatterPlot = dynamic(() => import('./reactions-scatter-plot'), { ssr: false });

/** One linked symbol: its name in the reader's language (`lang` set when it is the untranslated original) and its releases. */
export interface ScatterSeries {
  symbol: string;
  name: string;
  lang?: string;
  points: ScatterPoint[];
}

/**
 * Surprise against the move for one linked symbol at a time (a select picks
 * it). A client leaf of the indicator page; Recharts (reactions-scatter-plot.tsx) is fetched after hydration.
 */
export function ReactionsScatter({ series, labels }: { series: ScatterSeries[]; labels: ScatterLabels }) {
  const [chosen, setChosen] = useState(series[0]?.symbol ?? '');
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const id = useId();
  const current = series.find((s) => s.symbol === chosen) ?? series[0];
  if (!current) return null;
  return (
    <figure className={styles.chart} data-testid="reactions-scatter" data-symbol={current.symbol} data-points={current.points.length}>
      <figcaption>{labels.title}</figcaption>
      {series.length > 1 ? (
        <label className={styles.pick} htmlFor={id}>
          {labels.symbol}
          <select id={id} value={current.symbol} onChange={(e) => setChosen(e.target.value)}>
            {series.map((s) => (
              <option key={s.symbol} value={s.symbol} lang={s.lang}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div ref={box} className={styles.chartBox} role="img" aria-label={`${labels.title}: ${current.name}`}>
        {width > 0 ? (
          <ReactionsScatterPlot width={width} points={current.points} labels={labels} />
        ) : null}
      </div>
    </figure>
  );
}
