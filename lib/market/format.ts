/**
 * Display rules for quotes (docs/design.md "Quotes"): the upstream `Decimal`
 * decides how many decimals a price shows; change and change % come from
 * `Last` and `LastClose`. Formatting goes through Intl with the page locale.
 */
import type { Quote } from '@/lib/upstream/types';
import { wallTimeIn } from '@/lib/time/zones';
import { keptFormatter } from '@/lib/i18n/intl-cache';

export type Direction = 'up' | 'down' | 'flat';

const MAX_DECIMALS = 8;
function numberFormat(locale: string, decimals: number, signed: boolean): Intl.NumberFormat {
  return keptFormatter(
    `price|${locale}|${decimals}|${signed}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: signed ? 'exceptZero' : 'auto' }),
  );
}

/** The upstream Decimal as a usable digit count (bad or absurd values fall back to 2). */
export function digitsOf(decimals: number): number {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS ? decimals : 2;
}

/** A price with exactly `decimals` fraction digits; an em dash for no value. */
export function formatPrice(value: number | null, decimals: number, locale: string): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return numberFormat(locale, digitsOf(decimals), false).format(value);
}

export function directionOf(change: number | null): Direction {
  if (change === null || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** A signed change with the symbol's decimals: "+12.30", "−0.0042" (locale minus sign where Intl uses one). */
export function formatChange(change: number | null, decimals: number, locale: string): string {
  if (change === null) return '—';
  return numberFormat(locale, digitsOf(decimals), true).format(change);
}

/** A signed percentage with two decimals: "+0.52%". */
export function formatPercent(percent: number | null, locale: string): string {
  if (percent === null || !Number.isFinite(percent)) return '—';
  const rounded = Math.round(percent * 100) / 100;
  return `${numberFormat(locale, 2, true).format(rounded === 0 ? 0 : rounded)}%`;
}

/** Everything a row or panel shows of one quote, formatted for the locale. */
export interface QuoteFigures {
  last: string;
  change: string;
  percent: string;
  open: string;
  high: string;
  low: string;
  previousClose: string;
  direction: Direction;
}

/**
 * Change and change % arrive computed from Last and LastClose and rounded to
 * the symbol's decimals (lib/upstream/normalize/market.ts), so a move below
 * the last shown digit counts as flat.
 */
export function quoteFigures(q: Quote, locale: string): QuoteFigures {
  const d = q.decimals;
  return {
    last: formatPrice(q.last, d, locale),
    change: formatChange(q.change, d, locale),
    percent: formatPercent(q.changePercent, locale),
    open: formatPrice(q.open, d, locale),
    high: formatPrice(q.high, d, locale),
    low: formatPrice(q.low, d, locale),
    previousClose: formatPrice(q.previousClose, d, locale),
    direction: directionOf(q.change),
  };
}

/** The arrow that carries the direction without colour (WCAG 1.4.1). */
export function arrowOf(direction: Direction): string {
  return direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■';
}

/**
 * A quote or candle time in the reader's zone. Built from parts with a fixed
 * 24-hour layout so that server and browser ICU builds render the same text
 * (no hydration mismatch): "14:05:09" on the reader's current day, else
 * "2026-11-20 14:05".
 */
export function formatMarketTime(iso: string | null, timeZone: string, now: Date = new Date()): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '—';
  const p = partsIn(at, timeZone);
  const today = partsIn(now, timeZone);
  const day = `${p.year}-${p.month}-${p.day}`;
  if (day === `${today.year}-${today.month}-${today.day}`) return `${p.hour}:${p.minute}:${p.second}`;
  return `${day} ${p.hour}:${p.minute}`;
}

/**
 * Times of candles and releases written lately: every reader of a chart asks
 * the same ones (a daily chart's markers, a hundred and more per render),
 * and each costs a zone conversion. The oldest are forgotten first.
 */
const candleTimes = new Map<string, string>();
const CANDLE_TIMES_KEPT = 4096;

/** Date and time for a chart tooltip: "2026-11-20 14:05". */
export function formatCandleTime(iso: string, timeZone: string): string {
  const key = `${timeZone} ${iso}`;
  let text = candleTimes.get(key);
  if (text === undefined) {
    const p = partsIn(new Date(iso), timeZone);
    text = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    candleTimes.set(key, text);
    if (candleTimes.size > CANDLE_TIMES_KEPT) candleTimes.delete(candleTimes.keys().next().value as string);
  }
  return text;
}

/** Two-digit wall-clock parts of an instant in a zone (lib/time/zones.ts). */
function partsIn(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const w = wallTimeIn(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(w.year).padStart(4, '0'),
    month: two(w.month),
    day: two(w.day),
    hour: two(w.hour),
    minute: two(w.minute),
    second: two(w.second),
  };
}
