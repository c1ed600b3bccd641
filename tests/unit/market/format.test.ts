import { describe, expect, it } from 'vitest';
import {
  arrowOf,
  directionOf,
  formatChange,
  formatMarketTime,
  formatPercent,
  formatPrice,
  percentChange,
  priceChange,
} from '@/lib/market/format';

describe('prices follow the symbol’s Decimal', () => {
  it('pads and rounds to exactly that many digits', () => {
    expect(formatPrice(2345.6, 2, 'en')).toBe('2,345.60');
    expect(formatPrice(1.085432, 4, 'en')).toBe('1.0854');
    expect(formatPrice(149.9, 3, 'zh-CN')).toBe('149.900');
    expect(formatPrice(38123.7, 0, 'zh-TW')).toBe('38,124');
  });

  it('falls back to two digits for an unusable Decimal and shows a dash for no value', () => {
    expect(formatPrice(12.345, -1, 'en')).toBe('12.35');
    expect(formatPrice(12.345, 99, 'en')).toBe('12.35');
    expect(formatPrice(null, 2, 'en')).toBe('—');
  });
});

describe('change and change %', () => {
  it('computes change from Last and LastClose without float noise', () => {
    expect(priceChange(1.1, 1.0, 4)).toBe(0.1);
    expect(priceChange(2300.55, 2310.05, 2)).toBe(-9.5);
    expect(priceChange(5, null, 2)).toBeNull();
  });

  it('treats a change below the last shown digit as no change', () => {
    const change = priceChange(100.004, 100, 2);
    expect(change).toBe(0);
    expect(directionOf(change)).toBe('flat');
    expect(directionOf(priceChange(100.006, 100, 2))).toBe('up');
    expect(directionOf(-0.5)).toBe('down');
  });

  it('computes change % against the previous close and refuses a zero close', () => {
    expect(percentChange(102, 100)).toBeCloseTo(2, 10);
    expect(percentChange(99.5, 100)).toBeCloseTo(-0.5, 10);
    expect(percentChange(1, 0)).toBeNull();
    expect(percentChange(1, null)).toBeNull();
  });

  it('shows a sign on both change and percent, and an arrow that does not rely on colour', () => {
    expect(formatChange(9.5, 2, 'en')).toBe('+9.50');
    expect(formatChange(-0.0042, 4, 'en')).toMatch(/^[-−]0\.0042$/);
    expect(formatChange(0, 2, 'en')).toBe('0.00');
    expect(formatPercent(0.5234, 'en')).toBe('+0.52%');
    expect(formatPercent(-1.005, 'en')).toMatch(/^[-−]1\.0[01]%$/);
    expect(formatPercent(-0.001, 'en')).toBe('0.00%');
    expect(arrowOf('up')).not.toBe(arrowOf('down'));
  });
});

describe('quote times in the reader’s zone', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('shows only the time on the reader’s current day', () => {
    expect(formatMarketTime('2026-11-21T06:05:09Z', 'Asia/Shanghai', now)).toBe('14:05:09');
    expect(formatMarketTime('2026-11-21T06:05:09Z', 'America/New_York', now)).toBe('01:05:09');
  });

  it('adds the date when the quote is from another day in that zone', () => {
    expect(formatMarketTime('2026-11-20T20:30:00Z', 'America/New_York', now)).toBe('2026-11-20 15:30');
    expect(formatMarketTime('2026-11-20T20:30:00Z', 'Asia/Tokyo', now)).toBe('05:30:00');
    expect(formatMarketTime('2026-11-20T15:30:00Z', 'Asia/Shanghai', now)).toBe('2026-11-20 23:30');
    expect(formatMarketTime(null, 'UTC', now)).toBe('—');
  });
});
