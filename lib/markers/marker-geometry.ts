import type { Candle } from '@/lib/upstream/types';

/**
 * Where a release sits on the candle chart. The chart's x axis is one band
 * per candle (lib/market/candle-plot.ts), so a release at instant t inside
 * candle i of n sits at (i + its share of that candle) / n of the plot width.
 * Instants before the first candle or after the last one's end are off the
 * chart; an instant in a gap between candles (a closed market) sits at the
 * end of the candle before it.
 */
export function positionOf(candles: readonly Pick<Candle, 'at'>[], intervalMs: number, instant: number): number | null {
  return positionIn(candles.map((c) => Date.parse(c.at)), intervalMs, instant);
}

/** positionOf on the candles' start instants (ms), read once for many releases. */
function positionIn(starts: readonly number[], intervalMs: number, instant: number): number | null {
  const n = starts.length;
  if (n === 0) return null;
  if (instant < starts[0] || instant >= starts[n - 1] + intervalMs) return null;
  // The last candle starting at or before the instant (binary search: candles are oldest first).
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= instant) lo = mid;
    else hi = mid - 1;
  }
  const share = Math.min(1, (instant - starts[lo]) / intervalMs);
  return (lo + share) / n;
}

export interface Placed<T> {
  item: T;
  /** 0..1 of the plot width. */
  x: number;
  /** Stack level in the marker lane: 0 is the first row. */
  level: number;
}

/**
 * Positions and stack levels. The lane is cut into `slots` equal columns;
 * markers in the same column stack, so neighbours never overlap however
 * wide the chart is drawn.
 */
export function placeMarkers<T extends { at: string }>(items: readonly T[], candles: readonly Pick<Candle, 'at'>[], intervalMs: number, slots: number): Placed<T>[] {
  const used = new Map<number, number>();
  const out: Placed<T>[] = [];
  const starts = items.length ? candles.map((c) => Date.parse(c.at)) : [];
  for (const item of items) {
    const x = positionIn(starts, intervalMs, Date.parse(item.at));
    if (x === null) continue;
    const slot = Math.min(slots - 1, Math.floor(x * slots));
    const level = used.get(slot) ?? 0;
    used.set(slot, level + 1);
    out.push({ item, x, level });
  }
  return out;
}

/** Candle lengths in milliseconds. */
export const INTERVAL_MS: Record<string, number> = {
  min1: 60_000,
  min5: 300_000,
  min15: 900_000,
  min30: 1_800_000,
  min60: 3_600_000,
  min120: 7_200_000,
  min240: 14_400_000,
  day: 86_400_000,
};
