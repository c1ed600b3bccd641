import { directionOf, numericValue, type Direction } from '@/lib/release/outcome';
import type { Candle } from '@/lib/upstream/types';

/**
 * How a linked symbol moved after a release (docs/design.md, "The history archive"): the last price
 * before the release and at +5, +15 and +60 minutes, read from one-minute
 * K-lines fetched once each mark has passed. A price is a served candle's
 * close, never a value between two candles: a candle missing where it should
 * be is a gap, stored as such.
 */
export const MARKS = [5, 15, 60] as const;
export type Mark = (typeof MARKS)[number];
/** The reads of one release and symbol: 0 is "before", the others minutes after. */
export type Point = 0 | Mark;
export const POINTS: readonly Point[] = [0, ...MARKS];

export const CANDLE_INTERVAL = 'min1' as const;
const CANDLE_MS = 60_000;
const MINUTE = 60_000;
/** A price stands for an instant when its candle ended at most this long before it (a quiet minute may have no candle). */
export const STALE_MS = 2 * MINUTE;

/** One read: the price served (null: a gap, the K-lines had no candle there) and the end of the candle it came from. */
export interface Read {
  point: Point;
  price: number | null;
  candleEnd: string | null;
}

export const markInstant = (releaseMs: number, point: Point): number => releaseMs + point * MINUTE;

/**
 * The close of the latest candle that ended at or before `instant`, no more
 * than STALE_MS earlier and (for a mark) after the release. Candles still
 * open at `fetchedAt` are never read: their close is not a price yet.
 */
function closeAt(candles: Candle[], instant: number, notBefore: number, fetchedAt: number): { price: number; end: number } | null {
  let best: { price: number; end: number } | null = null;
  for (const c of candles) {
    const end = Date.parse(c.at) + CANDLE_MS;
    if (!Number.isFinite(end) || end > instant || end > fetchedAt || end <= notBefore || instant - end > STALE_MS) continue;
    if (!best || end > best.end) best = { price: c.close, end };
  }
  return best;
}

/**
 * What one K-line answer (oldest first or not) says for the points still to
 * read: a read for each point whose instant had passed when the answer was
 * fetched; points still ahead are left for a later answer.
 */
export function readPoints(candles: Candle[], releaseAt: string, fetchedAt: number, pending: readonly Point[]): Read[] {
  const release = Date.parse(releaseAt);
  const reads: Read[] = [];
  for (const point of pending) {
    const instant = markInstant(release, point);
    if (instant > fetchedAt) continue;
    // "Before": the last price up to the release instant; a mark: a price after it.
    const found = closeAt(candles, instant, point === 0 ? -Infinity : release, fetchedAt);
    reads.push({ point, price: found?.price ?? null, candleEnd: found ? new Date(found.end).toISOString() : null });
  }
  return reads;
}

/** The move at a mark in percent of the price before; null when either read is a gap. */
export function movePercent(before: number | null, at: number | null): number | null {
  if (before === null || at === null || before === 0) return null;
  return ((at - before) / before) * 100;
}

/** One release of an indicator with its reads for one symbol, as the store returns it. */
export interface ReactionRow {
  recordId: string;
  publishedAt: string;
  actual: string | null;
  forecast: string | null;
  prices: Partial<Record<Point, number | null>>;
}

/** A release's outcome against its forecast: beat (above), miss (below), in line; null without both numbers. */
export type ReactionOutcome = 'beat' | 'miss' | 'inline';
const OUTCOME: Record<Direction, ReactionOutcome> = { above: 'beat', below: 'miss', inline: 'inline' };
export const OUTCOMES: readonly ReactionOutcome[] = ['beat', 'miss', 'inline'];

/** Fewer releases than this behind a median: none is shown. */
export const MIN_COUNT = 3;

export interface MoveSummary {
  /** Releases with a move at this mark. */
  count: number;
  /** Median move in percent; null under MIN_COUNT. */
  median: number | null;
}

export interface ReactionPoint {
  publishedAt: string;
  outcome: ReactionOutcome;
  surprise: number;
  moves: Record<Mark, number | null>;
}

export interface ReactionSummary {
  byOutcome: Record<ReactionOutcome, Record<Mark, MoveSummary>>;
  /** Surprise (actual − forecast) against the moves, oldest first. */
  points: ReactionPoint[];
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Medians per outcome and mark (none under MIN_COUNT) and the scatter's points. */
export function summarize(rows: ReactionRow[]): ReactionSummary {
  const points: ReactionPoint[] = [];
  for (const row of rows) {
    const direction = directionOf(row.actual, row.forecast);
    if (!direction) continue;
    const before = row.prices[0] ?? null;
    const moves = Object.fromEntries(MARKS.map((m) => [m, movePercent(before, row.prices[m] ?? null)])) as Record<Mark, number | null>;
    if (MARKS.every((m) => moves[m] === null)) continue;
    points.push({ publishedAt: row.publishedAt, outcome: OUTCOME[direction], surprise: numericValue(row.actual)! - numericValue(row.forecast)!, moves });
  }
  points.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  const byOutcome = Object.fromEntries(
    OUTCOMES.map((o) => [
      o,
      Object.fromEntries(
        MARKS.map((m) => {
          const values = points.filter((p) => p.outcome === o && p.moves[m] !== null).map((p) => p.moves[m]!);
          return [m, { count: values.length, median: values.length >= MIN_COUNT ? median(values) : null }];
        }),
      ),
    ]),
  ) as ReactionSummary['byOutcome'];
  return { byOutcome, points };
}
