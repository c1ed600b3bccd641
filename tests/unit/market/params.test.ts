import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERVAL, intervalParam, parseCodes } from '@/lib/market/params';
import { canonicalCodes } from '@/lib/market/keys';

describe('codes parameter', () => {
  it('accepts EX|SYMBOL entries, trims them and drops duplicates', () => {
    expect(parseCodes('WGJS|XAU, WH|EURUSD,WGJS|XAU')).toEqual({ ok: true, value: ['WGJS|XAU', 'WH|EURUSD'] });
  });

  it('accepts exactly 50 entries and refuses 51', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `WH|S${i}`).join(',');
    expect(parseCodes(list(50)).ok).toBe(true);
    expect(parseCodes(list(51))).toMatchObject({ ok: false, param: 'codes' });
  });

  it.each(['', ' ', 'WGJS', 'WGJS|', '|XAU', 'WGJS|XAU|X', 'wgjs|XAU', 'WGJS|X A', 'WGJS|XAU,,WH|USD', 'WGJS|<script>'])(
    'refuses %j with a message naming codes',
    (text) => {
      const r = parseCodes(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/^codes: /);
    },
  );
});

describe('interval of the symbol page', () => {
  it('defaults when absent, accepts the eight K-line types, and flags anything else', () => {
    expect(intervalParam(undefined)).toBe(DEFAULT_INTERVAL);
    for (const i of ['min1', 'min5', 'min15', 'min30', 'min60', 'min120', 'min240', 'day']) expect(intervalParam(i)).toBe(i);
    expect(intervalParam(['min15', 'day'])).toBe('min15');
    expect(intervalParam('min7')).toBeNull();
    expect(intervalParam('DAY')).toBeNull();
  });
});

describe('canonical codes', () => {
  it('gives every reader of the same set the same URL', () => {
    expect(canonicalCodes(['WH|USD', 'WGJS|XAU', 'WH|USD'])).toBe(canonicalCodes(['WGJS|XAU', 'WH|USD']));
  });
});
