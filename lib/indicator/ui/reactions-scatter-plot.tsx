'use client';

import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';

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

/** The Recharts drawing of reactions-scatter.tsx, in a chunk of its own. */
export default function ReactionsScatterPlot({ width, points, labels }: { width: number; points: ScatterPoint[]; labels: ScatterLabels }) {
  return (
    <ScatterChart width={width} height={240} margin={{ top: 8, right: 16, bottom: 24, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border, #ccc)" />
      <XAxis type="number" dataKey="surprise" name={labels.surprise} tick={{ fill: 'currentColor', fontSize: 12 }}
        label={{ value: labels.surprise, position: 'insideBottom', offset: -12, fill: 'currentColor', fontSize: 12 }} domain={['auto', 'auto']} />
      <YAxis type="number" dataKey="move" name={labels.move} unit="%" tick={{ fill: 'currentColor', fontSize: 12 }} width={64} domain={['auto', 'auto']} />
      <ZAxis type="category" dataKey="label" name="" range={[40, 40]} />
      <ReferenceLine y={0} stroke="var(--muted, #666)" />
      <ReferenceLine x={0} stroke="var(--muted, #666)" />
      <Tooltip contentStyle={{ background: 'var(--card, #fff)', color: 'var(--fg, #111)' }} cursor={{ strokeDasharray: '3 3' }} />
      <Scatter data={points} fill={DOT} isAnimationActive={false} />
    </ScatterChart>
  );
}
