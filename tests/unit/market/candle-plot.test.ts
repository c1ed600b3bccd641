import { describe, expect, it } from 'vitest';
import { candleAt, candlePlot, candleTimeLabel } from '@/lib/market/candle-plot';
import { positionOf } from '@/lib/markers/marker-geometry';
import type { Candle } from '@/lib/upstream/types';

const candle = (at: string, open: number, high: number, low: number, close: number): Candle =>
  ({ at, open, high, low, close }) as Candle;

const candles = [
  candle('2026-03-02T01:00:00.000Z', 100, 104, 99, 103),
  candle('2026-03-02T02:00:00.000Z', 103, 103, 96, 97),
  candle('2026-03-02T03:00:00.000Z', 97, 101, 97, 97),
  candle('2026-03-02T04:00:00.000Z', 97, 110, 95, 108),
];

describe('candle plot', () => {
  const plot = candlePlot(candles, 'Asia/Shanghai', 'min60');

  it('gives each candle one band, centred where the release markers put its instants', () => {
    expect(plot.band).toBe(25);
    expect(plot.marks.map((m) => m.x)).toEqual([12.5, 37.5, 62.5, 87.5]);
    // A release at the middle of the third candle sits at its centre on the marker lane too.
    expect(positionOf(candles, 3600_000, Date.parse('2026-03-02T03:30:00.000Z'))! * 100).toBe(plot.marks[2].x);
    expect(plot.body).toBeCloseTo(25 * 0.49);
  });

  it('draws prices top-down between the outer price ticks', () => {
    const top = plot.priceTicks[0];
    const bottom = plot.priceTicks.at(-1)!;
    expect(top).toEqual({ value: 110, y: 0 });
    expect(bottom).toEqual({ value: 95, y: 100 });
    const [rise, fall, flat, last] = plot.marks;
    expect(rise.up).toBe(true);
    expect(fall.up).toBe(false);
    // The wick spans high..low; the body open..close.
    expect(last.highY).toBe(0);
    expect(last.lowY).toBe(100);
    expect(fall.lowY).toBeCloseTo((14 / 15) * 100);
    expect(rise.bodyY).toBeCloseTo((7 / 15) * 100);
    expect(rise.bodyHeight).toBeCloseTo((3 / 15) * 100);
    // A flat candle still shows a line.
    expect(flat.bodyHeight).toBeGreaterThan(0);
  });

  it('labels four candles across the axis in the reader’s zone', () => {
    expect(plot.timeTicks.map((t) => t.index)).toEqual([0, 1, 2, 3]);
    expect(plot.timeTicks[0].label).toBe('03-02 09:00');
    const many = Array.from({ length: 120 }, (_, i) => candle(new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), 1, 2, 0.5, 1.5));
    const daily = candlePlot(many, 'America/New_York', 'day');
    expect(daily.timeTicks.map((t) => t.index)).toEqual([15, 45, 75, 105]);
    expect(daily.timeTicks[0].label).toBe('2026-01-15');
    // A phone's plot is ~270 px wide: three dates, or they run into each other.
    const phone = candlePlot(many.slice(-60), 'America/New_York', 'day', true);
    expect(phone.timeTicks.map((t) => t.index)).toEqual([10, 30, 50]);
  });

  it('fits the time label to the candle length', () => {
    const at = '2026-03-02T01:05:00.000Z';
    expect(candleTimeLabel(at, 'Asia/Shanghai', 'day')).toBe('2026-03-02');
    expect(candleTimeLabel(at, 'Asia/Shanghai', 'min240')).toBe('03-02 09:05');
    expect(candleTimeLabel(at, 'Asia/Shanghai', 'min5')).toBe('09:05');
  });

  it('finds the candle under the pointer, clamped to the plot', () => {
    expect(candleAt(0, 4)).toBe(0);
    expect(candleAt(0.49, 4)).toBe(1);
    expect(candleAt(0.999, 4)).toBe(3);
    expect(candleAt(1.2, 4)).toBe(3);
    expect(candleAt(-0.1, 4)).toBe(0);
  });
});
