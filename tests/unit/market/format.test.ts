import { describe, expect, it } from 'vitest';
import { arrowOf, directionOf, formatChange, formatMarketTime, formatPercent, formatPrice, quoteFigures } from '@/lib/market/format';
import { toQuote } from '@/lib/upstream/normalize/market';

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
  const wire = (last: string, lastClose: string, decimal: string) =>
    toQuote({
      Code: 'XAU', Decimal: decimal, High: last, Last: last, LastClose: lastClose, Low: last,
      Name: '现货黄金', Open: lastClose, QuoteTime: '1795327200', Excode: 'WGJS',
    });

  it('derives change and change % from Last and LastClose, shown with the symbol’s decimals', () => {
    const f = quoteFigures(wire('2346.35', '2300.25', '2'), 'en');
    expect(f).toMatchObject({ last: '2,346.35', change: '+46.10', percent: '+2.00%', previousClose: '2,300.25', direction: 'up' });
    const g = quoteFigures(wire('1.0812', '1.0900', '4'), 'zh-CN');
    expect(g.change).toMatch(/^[-−]0\.0088$/);
    expect(g.percent).toMatch(/^[-−]0\.81%$/);
    expect(g.direction).toBe('down');
  });

  it('counts a move below the last shown digit as flat and shows no percent without a previous close', () => {
    expect(quoteFigures(wire('100.004', '100', '2'), 'en')).toMatchObject({ change: '0.00', direction: 'flat' });
    expect(quoteFigures(wire('5', '', '2'), 'en')).toMatchObject({ change: '—', percent: '—', direction: 'flat' });
  });

  it('signs both change and percent and gives each direction its own arrow (not colour alone)', () => {
    expect(formatChange(9.5, 2, 'en')).toBe('+9.50');
    expect(formatChange(0, 2, 'en')).toBe('0.00');
    expect(formatPercent(0.5234, 'en')).toBe('+0.52%');
    expect(formatPercent(-0.001, 'en')).toBe('0.00%');
    expect(new Set([arrowOf('up'), arrowOf('down'), arrowOf('flat')]).size).toBe(3);
    expect(directionOf(-0.5)).toBe('down');
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
