import { describe, expect, it } from 'vitest';
import { compareQuotes } from '@/lib/market/ui/sort';
import { tableStateOf } from '@/lib/market/params';
import type { Quote } from '@/lib/upstream/types';

const q = (code: string, name: string, changePercent: number | null): Quote => ({
  exchange: 'WH', code, name, decimals: 4, last: 1, open: null, high: null, low: null, previousClose: null,
  change: null, changePercent, quotedAt: null,
});
const rows = [q('EURUSD', '欧元美元', 0.3), q('USDJPY', '美元日元', -1.2), q('GBPUSD', '英镑美元', null), q('AUDUSD', '澳元美元', 2)];

describe('symbol table sorting', () => {
  it('sorts by change % either way and keeps rows without a value last', () => {
    expect([...rows].sort(compareQuotes('changePercent', 'desc', 'en')).map((r) => r.code)).toEqual(['AUDUSD', 'EURUSD', 'USDJPY', 'GBPUSD']);
    expect([...rows].sort(compareQuotes('changePercent', 'asc', 'en')).map((r) => r.code)).toEqual(['USDJPY', 'EURUSD', 'AUDUSD', 'GBPUSD']);
  });

  it('sorts codes alphabetically', () => {
    expect([...rows].sort(compareQuotes('code', 'asc', 'en')).map((r) => r.code)).toEqual(['AUDUSD', 'EURUSD', 'GBPUSD', 'USDJPY']);
  });
});

describe('table state from the URL', () => {
  it('keeps known values and drops unknown ones', () => {
    expect(tableStateOf({ sort: 'changePercent', dir: 'desc', q: 'usd' })).toEqual({ sort: 'changePercent', dir: 'desc', q: 'usd' });
    expect(tableStateOf({ sort: 'price; drop', dir: 'sideways' })).toEqual({ sort: null, dir: 'asc', q: '' });
    expect(tableStateOf({ q: 'x'.repeat(100) }).q).toHaveLength(40);
  });
});
