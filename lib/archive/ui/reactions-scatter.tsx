'use client';

import { useId, useState } from 'react';
import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';
import { useBoxWidth } from '@/lib/ui/use-box-width';
import styles from './reactions.module.css';

/** One release on the scatter: surprise (actual − forecast) against the move in percent at the chosen mark. */
export interface ScatterPoint {
  surprise: number;
  move: number;
  label: string;
}

export interface ScatterLabels {
  title: string;
  symbol: string;
  surprise: string;
  move: string;
}

const DOT = 'var(--accent, #1f5fbf)';

/**
 * Surprise against the move for one linked symbol at a time (a select picks
 * it). A client leaf of the indicator page: Recharts ships with that route alone.
 */
/** One linked symbol: its name in the reader's language (`lang` set when it is the untranslated original) and its releases. */
export interface ScatterSeries {
  symbol: string;
  name: string;
  lang?: string;
  points: ScatterPoint[];
}

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
          <ScatterChart width={width} height={240} margin={{ top: 8, right: 16, bottom: 24, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #ccc)" />
            <XAxis type="number" dataKey="surprise" name={labels.surprise} tick={{ fill: 'currentColor', fontSize: 12 }}
              label={{ value: labels.surprise, position: 'insideBottom', offset: -12, fill: 'currentColor', fontSize: 12 }} domain={['auto', 'auto']} />
            <YAxis type="number" dataKey="move" name={labels.move} unit="%" tick={{ fill: 'currentColor', fontSize: 12 }} width={64} domain={['auto', 'auto']} />
            <ZAxis type="category" dataKey="label" name="" range={[40, 40]} />
            <ReferenceLine y={0} stroke="var(--muted, #666)" />
            <ReferenceLine x={0} stroke="var(--muted, #666)" />
            <Tooltip contentStyle={{ background: 'var(--card, #fff)', color: 'var(--fg, #111)' }} cursor={{ strokeDasharray: '3 3' }} />
            <Scatter data={current.points} fill={DOT} isAnimationActive={false} />
          </ScatterChart>
        ) : null}
      </div>
    </figure>
  );
}
