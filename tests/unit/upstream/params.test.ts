import { describe, expect, it } from 'vitest';
import {
  zCompactDay, zDay, zEventType, zExchange, zIndicatorId, zInterval, zLegacyEventType, zLegacyPeriod,
  zMonthCode, zNewsId, zQuoteEntries, zQuoteEntryList, zSymbol, zWeekCode,
} from '@/lib/upstream/params';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe('day validators', () => {
  it('accept real days only', () => {
    expect(ok(zDay, '2026-11-21')).toBe(true);
    expect(ok(zDay, '2024-02-29')).toBe(true);
    expect(ok(zDay, '2026-02-29')).toBe(false);
    expect(ok(zDay, '2026-13-01')).toBe(false);
    expect(ok(zDay, '20261121')).toBe(false);
    expect(ok(zDay, '2026-11-21 ')).toBe(false);
    expect(ok(zCompactDay, '20261121')).toBe(true);
    expect(ok(zCompactDay, '20261131')).toBe(false);
    expect(ok(zCompactDay, '2026-11-21')).toBe(false);
  });
});

describe('identifier validators', () => {
  it('take digits for indicator and news ids', () => {
    expect(ok(zIndicatorId, '101000001')).toBe(true);
    expect(ok(zIndicatorId, '1'.repeat(21))).toBe(false);
    expect(ok(zIndicatorId, '12a')).toBe(false);
    expect(ok(zIndicatorId, '../1')).toBe(false);
    expect(ok(zNewsId, '88001')).toBe(true);
    expect(ok(zNewsId, '')).toBe(false);
  });

  it('take upper-case exchange codes and plain symbol codes', () => {
    expect(ok(zExchange, 'WGJS')).toBe(true);
    expect(ok(zExchange, 'wgjs')).toBe(false);
    expect(ok(zExchange, 'W|H')).toBe(false);
    expect(ok(zSymbol, 'AU9999')).toBe(true);
    expect(ok(zSymbol, 'EUR.USD-1_x')).toBe(true);
    expect(ok(zSymbol, 'A B')).toBe(false);
    expect(ok(zSymbol, 'X'.repeat(25))).toBe(false);
  });

  it('knows the eight K-line types', () => {
    for (const t of ['min1', 'min5', 'min15', 'min30', 'min60', 'min120', 'min240', 'day']) expect(ok(zInterval, t)).toBe(true);
    expect(ok(zInterval, 'min2')).toBe(false);
    expect(ok(zInterval, 'week')).toBe(false);
  });
});

describe('quote entries', () => {
  it('parse EX|CODE lists and drop duplicates', () => {
    expect(zQuoteEntries.parse('WGJS|XAU,WH|EURUSD,WGJS|XAU')).toEqual([
      { exchange: 'WGJS', code: 'XAU' },
      { exchange: 'WH', code: 'EURUSD' },
    ]);
  });

  it('reject malformed entries, empty lists and more than 50 symbols', () => {
    expect(ok(zQuoteEntries, 'WGJS')).toBe(false);
    expect(ok(zQuoteEntries, 'WGJS|XAU|X')).toBe(false);
    expect(ok(zQuoteEntries, '')).toBe(false);
    expect(ok(zQuoteEntries, 'WGJS|XAU;rm')).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => `WH|S${i}`).join(',');
    expect(ok(zQuoteEntries, many)).toBe(false);
    expect(ok(zQuoteEntryList, [])).toBe(false);
  });
});

describe('period codes and event types', () => {
  it('follow the lists of docs/upstream.md', () => {
    for (const w of ['W', 'W1', 'w', 'w1', 'm', 'm1']) expect(ok(zWeekCode, w)).toBe(true);
    expect(ok(zWeekCode, 'W2')).toBe(false);
    for (const m of ['m', 'm1', 'w', 'w1', '20261121']) expect(ok(zMonthCode, m)).toBe(true);
    expect(ok(zMonthCode, 'M')).toBe(false);
    expect(ok(zMonthCode, '20261199')).toBe(false);
    for (const d of ['W', 'W1', 'M', 'M1', '20261121']) expect(ok(zLegacyPeriod, d)).toBe(true);
    expect(ok(zLegacyPeriod, 'm')).toBe(false);
    expect(zEventType.parse('3')).toBe(3);
    expect(ok(zEventType, 2)).toBe(false);
    expect(ok(zLegacyEventType, 2)).toBe(true);
    expect(ok(zLegacyEventType, 4)).toBe(false);
  });
});
