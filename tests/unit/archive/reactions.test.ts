import { describe, expect, it } from 'vitest';
import { median, MIN_TYPICAL, movePercent, POINTS, readPoints, summarize, typicalByOutcome, typicalMove, type ReactionRow } from '@/lib/archive/reactions';
import { toCandle } from '@/lib/upstream/normalize/market';
import type { Candle } from '@/lib/upstream/types';

const RELEASE = '2026-11-06T13:30:00.000Z';
const T = Date.parse(RELEASE);
const MIN = 60_000;

/** One-minute candles starting at `fromMin` … `toMin` minutes from the release, closing at 100 + minute. */
function minutes(fromMin: number, toMin: number, skip: number[] = []): Candle[] {
  const out: Candle[] = [];
  for (let m = fromMin; m <= toMin; m++) {
    if (skip.includes(m)) continue;
    const close = 100 + m;
    out.push({ at: new Date(T + m * MIN).toISOString(), open: close, high: close, low: close, close });
  }
  return out;
}

describe('reading a release’s reaction from one-minute K-lines', () => {
  it('reads the last close before the release and the closes at +5, +15 and +60 minutes', () => {
    // The candle starting at −1 min ends at the release; the one starting at +4 ends at +5.
    const reads = readPoints(minutes(-30, 70), RELEASE, T + 75 * MIN, POINTS);
    expect(reads.map((r) => [r.point, r.price])).toEqual([[0, 99], [5, 104], [15, 114], [60, 159]]);
    expect(reads[1].candleEnd).toBe(new Date(T + 5 * MIN).toISOString());
  });

  it('leaves marks still ahead of the fetch for a later answer, and never reads a candle still open', () => {
    const fetchedAt = T + 15 * MIN + 20_000;
    // The answer holds the candle open at the fetch (starting at +15): its close is no price yet.
    const reads = readPoints(minutes(-10, 15), RELEASE, fetchedAt, POINTS);
    expect(reads.map((r) => [r.point, r.price])).toEqual([[0, 99], [5, 104], [15, 114]]);
  });

  it('marks a gap where the K-lines have no candle, never a price between two candles', () => {
    // No candle ends within two minutes of +15 (starts 11…14 missing), nor at +60 (the answer stops at +40).
    const reads = readPoints(minutes(-5, 40, [11, 12, 13, 14]), RELEASE, T + 90 * MIN, POINTS);
    expect(reads.map((r) => [r.point, r.price])).toEqual([[0, 99], [5, 104], [15, null], [60, null]]);
    expect(reads[2].candleEnd).toBeNull();
  });

  it('takes a close at most two minutes old for a quiet minute, but never one from before the release for a mark', () => {
    expect(readPoints(minutes(-5, 40, [14]), RELEASE, T + 90 * MIN, [15])[0].price).toBe(113);
    // Nothing after the release up to +5: the price before is not the price at +5.
    expect(readPoints(minutes(-5, -1), RELEASE, T + 90 * MIN, [0, 5]).map((r) => r.price)).toEqual([99, null]);
    // The last candle ended three minutes before the release: a gap, not an old price.
    expect(readPoints(minutes(-30, -4), RELEASE, T + 90 * MIN, [0])[0].price).toBeNull();
  });

  it('reads the same whether the K-lines stamp candles in epoch seconds or milliseconds', () => {
    const raw = (unit: 1 | 1000) =>
      minutes(-3, 62).map((c) => toCandle({ UpdateTime: (Date.parse(c.at) / 1000) * unit, Open: String(c.open), High: String(c.high), Low: String(c.low), Close: String(c.close) } as never));
    const seconds = readPoints(raw(1), RELEASE, T + 70 * MIN, POINTS);
    const millis = readPoints(raw(1000), RELEASE, T + 70 * MIN, POINTS);
    expect(seconds).toEqual(millis);
    expect(seconds.map((r) => r.price)).toEqual([99, 104, 114, 159]);
  });

  it('keeps the high and low of the candles between the release and each mark read, none for "before" or a gap', () => {
    // Candles closing at 100 + minute, with highs 0.5 above and lows 0.5 below.
    const wide = minutes(-10, 70).map((c) => ({ ...c, high: c.close + 0.5, low: c.close - 0.5 }));
    const reads = readPoints(wide, RELEASE, T + 75 * MIN, POINTS);
    // The candles ending in (release, +15] start at 0 … 14: lows from 99.5, highs to 114.5.
    expect(reads.map((r) => [r.point, r.high, r.low])).toEqual([[0, null, null], [5, 104.5, 99.5], [15, 114.5, 99.5], [60, 159.5, 99.5]]);
    // A spike inside the window counts; one after the mark does not.
    const spiked = wide.map((c) => (Date.parse(c.at) === T + 7 * MIN ? { ...c, high: 130, low: 90 } : Date.parse(c.at) === T + 20 * MIN ? { ...c, high: 500 } : c));
    expect(readPoints(spiked, RELEASE, T + 75 * MIN, [15]).map((r) => [r.high, r.low])).toEqual([[130, 90]]);
    const gap = readPoints(minutes(-5, 40, [11, 12, 13, 14]), RELEASE, T + 90 * MIN, [15]);
    expect([gap[0].price, gap[0].high, gap[0].low]).toEqual([null, null, null]);
  });

  it('ignores the order of the answer', () => {
    expect(readPoints(minutes(-5, 70).reverse(), RELEASE, T + 70 * MIN, POINTS).map((r) => r.price)).toEqual([99, 104, 114, 159]);
  });
});

describe('summarizing an indicator’s reactions', () => {
  const row = (i: number, actual: string | null, forecast: string | null, before: number | null, at5: number | null): ReactionRow => ({
    recordId: String(i), publishedAt: new Date(T + i * 86_400_000).toISOString(), actual, forecast,
    prices: { 0: before, 5: at5, 15: null, 60: before === null ? null : before }, extremes: {},
  });

  it('moves in percent; a gap on either side is no move', () => {
    expect(movePercent(200, 202)).toBeCloseTo(1);
    expect(movePercent(null, 202)).toBeNull();
    expect(movePercent(200, null)).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('gives the median move per outcome and mark with its count, none under three releases', () => {
    const rows = [
      row(1, '175', '150', 100, 101), row(2, '200', '150', 100, 103), row(3, '160', '150', 100, 102),
      row(4, '100', '150', 100, 99), row(5, '120', '150', 100, 98),
      row(6, '150', '150', 100, 100),
      // Without a forecast, a numeric actual or a price before: not counted.
      row(7, '150', null, 100, 101), row(8, 'n/a', '1', 100, 101), row(9, '175', '150', null, 101),
    ];
    const s = summarize(rows);
    expect(s.byOutcome.beat[5].count).toBe(3);
    expect(s.byOutcome.beat[5].median).toBeCloseTo(2);
    expect(s.byOutcome.beat[15]).toEqual({ count: 0, median: null });
    expect(s.byOutcome.beat[60]).toEqual({ count: 3, median: 0 });
    expect(s.byOutcome.miss[5]).toEqual({ count: 2, median: null });
    expect(s.byOutcome.inline[5]).toEqual({ count: 1, median: null });
    expect(s.points.map((p) => [p.outcome, p.surprise])).toEqual([['beat', 25], ['beat', 50], ['beat', 10], ['miss', -50], ['miss', -30], ['inline', 0]]);
  });
});

describe('the typical move', () => {
  const row = (i: number, before: number | null, at15: number | null, span?: [number, number], actual = '2', forecast = '1'): ReactionRow => ({
    recordId: String(i), publishedAt: new Date(T + i * 86_400_000).toISOString(), actual, forecast,
    prices: { 0: before, 15: at15 }, extremes: span ? { 15: { high: span[0], low: span[1] } } : {},
  });

  it('is the median absolute move at +15 minutes and the median high–low range, over at least five releases', () => {
    // Moves of +1 %, −2 %, +3 %, −4 %, +5 %: absolute median 3 %. Ranges (only where kept) of 2, 4, 6, 8, 10 %.
    const rows = [1, -2, 3, -4, 5].map((m, i) => row(i, 100, 100 + m, [100 + 2 * (i + 1), 100]));
    const typical = typicalMove(rows);
    expect(typical.move).toEqual({ count: 5, median: 3 });
    expect(typical.range.count).toBe(5);
    expect(typical.range.median).toBeCloseTo(6, 9);
  });

  it('shows no median under five releases, and a range only from releases whose highs and lows were kept', () => {
    expect(MIN_TYPICAL).toBe(5);
    const four = [1, 2, 3, 4].map((m, i) => row(i, 100, 100 + m, [105, 99]));
    expect(typicalMove(four)).toEqual({ move: { count: 4, median: null }, range: { count: 4, median: null } });
    // Older reads have no extremes: the move is based on six, the range on none.
    const older = [1, 2, 3, 4, 5, 6].map((m, i) => row(i, 100, 100 - m));
    const typical = typicalMove(older);
    expect(typical.move).toEqual({ count: 6, median: 3.5 });
    expect(typical.range).toEqual({ count: 0, median: null });
    // A gap at +15, or none before, is no move.
    expect(typicalMove([row(1, null, 101), row(2, 100, null)]).move.count).toBe(0);
  });

  it('splits by outcome: beat, in line, miss', () => {
    const rows = [
      ...[1, 2, 3, 4, 5].map((m, i) => row(i, 100, 100 + m, undefined, '3', '1')),
      ...[6, 7, 8, 9, 10].map((m, i) => row(10 + i, 100, 100 - m, undefined, '1', '3')),
      row(20, 100, 100.5, undefined, '2', '2'),
      row(21, 100, 150, undefined, '', '2'),
    ];
    const by = typicalByOutcome(rows);
    expect(by.beat.move).toEqual({ count: 5, median: 3 });
    expect(by.miss.move).toEqual({ count: 5, median: 8 });
    expect(by.inline.move).toEqual({ count: 1, median: null });
  });
});
