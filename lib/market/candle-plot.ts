import type { Candle, CandleInterval } from '@/lib/upstream/types';
import { formatCandleTime } from './format';
import { niceTicks } from './ticks';

/**
 * The candle chart's drawing in shares of its plot box (0..100 %), so the
 * server can draw it before any script runs and before the box's width is
 * known. One band per candle, as the release markers expect
 * (lib/markers/marker-geometry.ts): candle i of n is centred at (i + 0.5) / n.
 */
export interface CandleMark {
  at: string;
  up: boolean;
  /** Centre of the candle's band, % of the plot width. */
  x: number;
  /** The wick: high and low, % of the plot height from the top. */
  highY: number;
  lowY: number;
  /** The body: open..close, % of the plot height from the top. */
  bodyY: number;
  bodyHeight: number;
}

export interface CandlePlot {
  /** Width of one candle's band and of its body, % of the plot width. */
  band: number;
  body: number;
  marks: CandleMark[];
  /** Price gridlines, top to bottom: the price and its height in %. */
  priceTicks: { value: number; y: number }[];
  /** Time labels: the candle's index, its centre in % and the label text. */
  timeTicks: { index: number; x: number; label: string }[];
}

/** Bars fill 70 % of their band (15 % gap each side); a body fills 70 % of its bar. */
const BAR_SHARE = 0.7;
const BODY_SHARE = 0.7;
/** A flat candle's body is still a line: ~1 px of a 300 px plot. */
const MIN_BODY = 0.35;
/** Time labels under the plot: four on a wide screen, three on a phone's (four dates collide in ~270 px). */
const TIME_LABELS = { wide: 4, narrow: 3 } as const;
const HOURLY = new Set<CandleInterval>(['min60', 'min120', 'min240']);

/** The label of a candle's time, fit to the span: dates for daily candles, date and time for hourly ones, the time alone below an hour. */
export function candleTimeLabel(iso: string, tz: string, interval: CandleInterval): string {
  const text = formatCandleTime(iso, tz);
  if (interval === 'day') return text.slice(0, 10);
  return HOURLY.has(interval) ? text.slice(5) : text.slice(11);
}

/** Index of the candle under a pointer at `share` (0..1) of the plot width. */
export function candleAt(share: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(share * count)));
}

export function candlePlot(candles: readonly Candle[], tz: string, interval: CandleInterval, narrow = false): CandlePlot {
  const n = candles.length;
  const low = Math.min(...candles.map((c) => c.low));
  const high = Math.max(...candles.map((c) => c.high));
  const ticks = niceTicks(low, high);
  const top = ticks[ticks.length - 1];
  const span = top - ticks[0];
  const y = (v: number) => ((top - v) / span) * 100;
  const band = 100 / n;
  const marks = candles.map((c, i) => {
    const bodyTop = y(Math.max(c.open, c.close));
    return {
      at: c.at,
      up: c.close >= c.open,
      x: (i + 0.5) * band,
      highY: y(c.high),
      lowY: y(c.low),
      bodyY: bodyTop,
      bodyHeight: Math.max(MIN_BODY, y(Math.min(c.open, c.close)) - bodyTop),
    };
  });
  const labels = Math.min(narrow ? TIME_LABELS.narrow : TIME_LABELS.wide, n);
  const timeTicks = Array.from({ length: labels }, (_, k) => {
    const index = Math.min(n - 1, Math.floor(((k + 0.5) * n) / labels));
    return { index, x: (index + 0.5) * band, label: candleTimeLabel(candles[index].at, tz, interval) };
  });
  return {
    band,
    body: band * BAR_SHARE * BODY_SHARE,
    marks,
    priceTicks: [...ticks].reverse().map((value) => ({ value, y: y(value) })),
    timeTicks,
  };
}
