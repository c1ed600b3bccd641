'use client';

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  label: string;
  actual: number | null;
  forecast: number | null;
}

/** The Recharts drawing of indicator-chart.tsx, in a chunk of its own. */
export default function IndicatorChartPlot({
  width,
  points,
  actualLabel,
  forecastLabel,
  write,
}: {
  width: number;
  points: ChartPoint[];
  actualLabel: string;
  forecastLabel: string;
  write: (v: unknown) => string;
}) {
  return (
    <LineChart width={width} height={240} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #ccc)" />
      <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} />
      <YAxis tick={{ fill: 'currentColor', fontSize: 12 }} width={56} domain={['auto', 'auto']} tickFormatter={write} />
      <Tooltip contentStyle={{ background: 'var(--card, #fff)', color: 'var(--fg, #111)' }} formatter={(value, name) => [write(value), name]} />
      <Legend />
      <Line type="linear" dataKey="actual" name={actualLabel} stroke="var(--accent, #1f5fbf)" strokeWidth={2} dot isAnimationActive={false} connectNulls />
      <Line type="linear" dataKey="forecast" name={forecastLabel} stroke="var(--muted, #666)" strokeDasharray="5 4" strokeWidth={2} dot isAnimationActive={false} connectNulls />
    </LineChart>
  );
}
