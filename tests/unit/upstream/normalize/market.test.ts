import { describe, expect, it } from 'vitest';
import { epochToIso } from '@/lib/upstream/normalize/fields';
import { oldestFirst, toCandle, toQuote } from '@/lib/upstream/normalize/market';
import { candleRecord, quoteRecord } from '@/lib/upstream/wire/market';

const quote = {
  Code: 'XAU', Decimal: '2', High: '2351.10', Last: '2346.35', LastClose: '2300.25', Low: '2298.00',
  Name: '现货黄金', Open: '2301.00', QuoteTime: '1795327200', Excode: 'WGJS',
};

describe('toQuote', () => {
  it('turns strings into numbers and derives change from Last and LastClose', () => {
    expect(toQuote(quoteRecord.parse(quote))).toEqual({
      exchange: 'WGJS', code: 'XAU', name: '现货黄金', decimals: 2, last: 2346.35, open: 2301, high: 2351.1, low: 2298,
      previousClose: 2300.25, change: 46.1, changePercent: 2.0041, quotedAt: '2026-11-22T06:00:00.000Z',
    });
  });

  it('tells seconds from milliseconds by magnitude', () => {
    expect(toQuote({ ...quote, QuoteTime: '1795327200123' }).quotedAt).toBe('2026-11-22T06:00:00.123Z');
    expect(epochToIso(1795327200)).toBe('2026-11-22T06:00:00.000Z');
    expect(epochToIso(0)).toBeNull();
  });

  it('has no change without a previous close and infers decimals when Decimal is unreadable', () => {
    expect(toQuote({ ...quote, LastClose: '', Decimal: '' })).toMatchObject({ change: null, changePercent: null, decimals: 2 });
  });

  it('rejects a non-numeric price and every non-string field', () => {
    expect(() => toQuote({ ...quote, Last: 'n/a' })).toThrow(/Last/);
    expect(quoteRecord.safeParse({ ...quote, Last: 2346.35 }).success).toBe(false);
  });
});

describe('candles', () => {
  it('read UpdateTime as an integer epoch and come back oldest first, one per instant', () => {
    const rows = [
      { UpdateTime: 1795327500, Open: '2', High: '3', Low: '1', Close: '2.5' },
      { UpdateTime: 1795327200000, Open: '1', High: '2', Low: '0.5', Close: '2' },
      { UpdateTime: 1795327500, Open: '2', High: '3.5', Low: '1', Close: '3' },
    ].map((r) => toCandle(candleRecord.parse(r)));
    expect(oldestFirst(rows)).toEqual([
      { at: '2026-11-22T06:00:00.000Z', open: 1, high: 2, low: 0.5, close: 2 },
      { at: '2026-11-22T06:05:00.000Z', open: 2, high: 3.5, low: 1, close: 3 },
    ]);
    expect(candleRecord.safeParse({ UpdateTime: '1795327500', Open: '1', High: '1', Low: '1', Close: '1' }).success).toBe(false);
  });
});
