import { numericValue } from './outcome';

/**
 * The surprise of a release measured against its indicator's own history
 * (docs/design.md, "Surprise scores"): z = (actual − forecast) / σ, where σ is
 * the standard deviation of the indicator's earlier surprises in the archive,
 * each from its first published actual. Fewer than MIN_PAST earlier surprises,
 * or σ zero: no score, and the reason is kept to be told. Pure.
 */

/** Earlier surprises a score needs. */
export const MIN_PAST = 8;

/** One released value of the indicator, as the archive holds it. */
export interface SurpriseSource {
  publishedAt: string;
  forecast: string | null;
  /** The actual as first published (a revision later does not move the surprise). */
  firstActual: string | null;
  actual: string | null;
}

/** An indicator's earlier surprises, oldest first, with running sums for any cut in O(log n). */
export interface SurpriseHistory {
  at: number[];
  values: number[];
  /** sum[i], squares[i]: of values[0..i). */
  sum: number[];
  squares: number[];
}

export type SurpriseScore =
  | { z: number; n: number }
  /** `few`: fewer than MIN_PAST earlier surprises; `flat`: they were all the same (σ is zero). */
  | { z: null; n: number; why: 'few' | 'flat' };

/** actual − forecast as a number; null unless both are numbers. */
export function surpriseValue(actual: string | null, forecast: string | null): number | null {
  const a = numericValue(actual);
  const f = numericValue(forecast);
  return a === null || f === null ? null : a - f;
}

/** The history a score is read from: every released value with a numeric surprise, oldest first. */
export function surpriseHistory(rows: readonly SurpriseSource[]): SurpriseHistory {
  const points = rows
    .map((r) => ({ at: Date.parse(r.publishedAt), value: surpriseValue(r.firstActual ?? r.actual, r.forecast) }))
    .filter((p): p is { at: number; value: number } => p.value !== null && Number.isFinite(p.at))
    .sort((a, b) => a.at - b.at);
  const sum = [0];
  const squares = [0];
  for (const p of points) {
    sum.push(sum[sum.length - 1] + p.value);
    squares.push(squares[squares.length - 1] + p.value * p.value);
  }
  return { at: points.map((p) => p.at), values: points.map((p) => p.value), sum, squares };
}

/** How many of the history's surprises were published before `at`. */
function countBefore(h: SurpriseHistory, at: number): number {
  let lo = 0;
  let hi = h.at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.at[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A release's own surprise: as the archive first saw it published (a later
 * revision of the actual does not move it), else from the row's values.
 */
export function releaseSurprise(r: { publishedAt: string; actual: string | null; forecast: string | null }, h: SurpriseHistory | undefined): number | null {
  const at = Date.parse(r.publishedAt);
  if (h) {
    const i = countBefore(h, at);
    if (h.at[i] === at) return h.values[i];
  }
  return surpriseValue(r.actual, r.forecast);
}

/** A difference this small relative to the values is rounding, not spread. */
const FLAT = 1e-9;

/**
 * The score of a surprise published at `publishedAt` (null when the release
 * has no numeric surprise: pending, or no forecast). σ is the sample standard
 * deviation of the surprises published before it.
 */
export function surpriseScore(value: number | null, publishedAt: string, h: SurpriseHistory): SurpriseScore | null {
  if (value === null) return null;
  const spread = spreadBefore(h, publishedAt);
  return spread.sigma === null ? { z: null, n: spread.n, why: spread.why } : { z: value / spread.sigma, n: spread.n };
}

/** The spread a score at `publishedAt` is measured in: σ of the n surprises before it, or why there is none. */
export function spreadBefore(h: SurpriseHistory, publishedAt: string): { n: number; sigma: number } | { n: number; sigma: null; why: 'few' | 'flat' } {
  const n = countBefore(h, Date.parse(publishedAt));
  if (n < MIN_PAST) return { n, sigma: null, why: 'few' };
  const mean = h.sum[n] / n;
  const variance = Math.max(0, (h.squares[n] - n * mean * mean) / (n - 1));
  const sigma = Math.sqrt(variance);
  const scale = Math.max(1, Math.abs(mean));
  if (!(sigma > FLAT * scale)) return { n, sigma: null, why: 'flat' };
  return { n, sigma };
}

/** A score as rows show it: signed, one decimal ("+1.8", "−0.4", "0.0"). */
export function formatZ(z: number): string {
  const text = Math.abs(z).toFixed(1);
  if (text === '0.0') return text;
  return `${z > 0 ? '+' : '−'}${text}`;
}

/** Rows by the size of their surprise, largest first; rows without a score after, in their order. */
export function bySurprise<T>(rows: readonly T[], scoreOf: (row: T) => SurpriseScore | null | undefined): T[] {
  const size = (row: T) => {
    const s = scoreOf(row);
    return s && s.z !== null ? Math.abs(s.z) : -1;
  };
  return rows
    .map((row, i) => ({ row, i, size: size(row) }))
    .sort((a, b) => b.size - a.size || a.i - b.i)
    .map((x) => x.row);
}
