import type { Release } from '@/lib/upstream/types';
import { currencyNamesOf } from './countries';

/**
 * Beat/miss. Values are decimal strings (docs/upstream.md "Numeric values"),
 * kept as written for display and parsed only to compare. GT_RES lists the
 * assets bullish when actual > forecast, LT_RES those bearish then; when
 * actual < forecast the roles swap (docs/design.md "Bullish / bearish").
 */
export type Direction = 'above' | 'below' | 'inline';
/** better/worse for the releasing country's currency; neutral when it is not named. */
export type Tone = 'better' | 'worse' | 'neutral';

export interface Outcome {
  direction: Direction;
  bullish: string[];
  bearish: string[];
  tone: Tone;
}

const NUMBER_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A displayed value as a number: tolerates thousands separators, a trailing % and spaces; null otherwise. */
export function numericValue(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = text.replace(/[,\s\u00a0]/g, '').replace(/%$/, '');
  if (!NUMBER_RE.test(cleaned)) return null;
  return Number(cleaned);
}

export function directionOf(actual: string | null, forecast: string | null): Direction | null {
  const a = numericValue(actual);
  const f = numericValue(forecast);
  if (a === null || f === null) return null;
  // Compare at a precision the upstream strings cannot exceed, so 0.1+0.2-like noise never decides.
  const diff = Math.round((a - f) * 1e9);
  return diff > 0 ? 'above' : diff < 0 ? 'below' : 'inline';
}

const norm = (s: string) => s.trim().toLowerCase();

function mentions(assets: string[], names: string[]): boolean {
  // "US Dollar" must not be read as the Australian or Canadian dollar: match whole asset names.
  return assets.some((a) => names.some((n) => norm(a) === norm(n)));
}

export function toneOf(country: string, bullish: string[], bearish: string[]): Tone {
  const names = currencyNamesOf(country);
  if (mentions(bullish, names)) return 'better';
  if (mentions(bearish, names)) return 'worse';
  return 'neutral';
}

type Comparable = Pick<Release, 'actual' | 'forecast' | 'impact' | 'country'>;

/** The outcome once actual and forecast are both numeric; null before (then the rule is shown). */
export function outcomeOf(release: Comparable): Outcome | null {
  const direction = directionOf(release.actual, release.forecast);
  if (!direction) return null;
  const { bullishIfAbove, bearishIfAbove } = release.impact;
  const bullish = direction === 'above' ? bullishIfAbove : direction === 'below' ? bearishIfAbove : [];
  const bearish = direction === 'above' ? bearishIfAbove : direction === 'below' ? bullishIfAbove : [];
  return { direction, bullish, bearish, tone: toneOf(release.country, bullish, bearish) };
}
