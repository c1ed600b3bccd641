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

/**
 * One read: the price served (null: a gap, the K-lines had no candle there)
 * and the end of the candle it came from; for a mark read with a price, the
 * highest high and lowest low of the candles served between the release and
 * the mark (the typical move's range; null for "before" and for a gap).
 */
export interface Read {
  point: Point;
  price: number | null;
  candleEnd: string | null;
  high: number | null;
  low: number | null;
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

/** The highest high and lowest low of the closed candles that ended in (from, to]; null when none did. */
function extremesBetween(candles: Candle[], from: number, to: number, fetchedAt: number): { high: number; low: number } | null {
  let high = -Infinity;
  let low = Infinity;
  for (const c of candles) {
    const end = Date.parse(c.at) + CANDLE_MS;
    if (!Number.isFinite(end) || end <= from || end > to || end > fetchedAt) continue;
    high = Math.max(high, c.high);
    low = Math.min(low, c.low);
  }
  return high >= low ? { high, low } : null;
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
    const span = found && point !== 0 ? extremesBetween(candles, release, instant, fetchedAt) : null;
    reads.push({ point, price: found?.price ?? null, candleEnd: found ? new Date(found.end).toISOString() : null, high: span?.high ?? null, low: span?.low ?? null });
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
  /** The high and low between the release and each mark, where the recorder kept them (reads before it did have none). */
  extremes: Partial<Record<Mark, { high: number; low: number }>>;
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

/** The typical move (docs/design.md, "Typical moves"): at this mark, over at least MIN_TYPICAL releases. */
export const TYPICAL_MARK = 15 as const satisfies Mark;
export const MIN_TYPICAL = 5;

export interface TypicalFigure {
  /** Releases it is based on. */
  count: number;
  /** The median in percent of the price before the release; null under MIN_TYPICAL. */
  median: number | null;
}

export interface TypicalMove {
  /** The absolute move at +15 minutes. */
  move: TypicalFigure;
  /** The high–low range over those 15 minutes (only releases read since the recorder keeps highs and lows). */
  range: TypicalFigure;
}

const typicalFigure = (values: number[]): TypicalFigure => ({ count: values.length, median: values.length >= MIN_TYPICAL ? median(values) : null });

/** How a symbol typically moves after an indicator's releases, from their reads. */
export function typicalMove(rows: readonly ReactionRow[]): TypicalMove {
  const moves: number[] = [];
  const ranges: number[] = [];
  for (const row of rows) {
    const before = row.prices[0] ?? null;
    const move = movePercent(before, row.prices[TYPICAL_MARK] ?? null);
    if (move === null) continue;
    moves.push(Math.abs(move));
    const span = row.extremes[TYPICAL_MARK];
    if (span && before) ranges.push(((span.high - span.low) / before) * 100);
  }
  return { move: typicalFigure(moves), range: typicalFigure(ranges) };
}

/** The typical move by outcome (releases without both an actual and a forecast count in none). */
export function typicalByOutcome(rows: readonly ReactionRow[]): Record<ReactionOutcome, TypicalMove> {
  const groups: Record<ReactionOutcome, ReactionRow[]> = { beat: [], miss: [], inline: [] };
  for (const row of rows) {
    const direction = directionOf(row.actual, row.forecast);
    if (direction) groups[OUTCOME[direction]].push(row);
  }
  return { beat: typicalMove(groups.beat), miss: typicalMove(groups.miss), inline: typicalMove(groups.inline) };
}
