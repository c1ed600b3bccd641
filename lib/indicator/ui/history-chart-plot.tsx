'use client';

import { Bar, CartesianGrid, Cell, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoryPoint } from '../history-view';

export interface HistoryChartLabels {
  title: string;
  actual: string;
  forecast: string;
  surprise: string;
  revisedFrom: string;
}

const ACTUAL = 'var(--accent, #1f5fbf)';
const REVISED = 'var(--revised, #b26a00)';

/** The Recharts drawing of history-chart.tsx, in a chunk of its own. */
export default function HistoryChartPlot({
  width,
  points,
  labels,
  write,
}: {
  width: number;
  points: HistoryPoint[];
  labels: HistoryChartLabels;
  write: (v: unknown) => string;
}) {
  return (
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
  );
}
