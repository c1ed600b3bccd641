import { describe, expect, it } from 'vitest';
import { dayWindow, filterQuery, parseDate, parseEventType, parseFilters } from '@/lib/calendar/params';
import { exportFilters } from '@/lib/calendar/api-query';

describe('calendar URL parameters', () => {
  const today = '2026-11-21';

  it('date: today when absent, a real day inside 20 years back and 1 year ahead', () => {
    expect(parseDate(undefined, today)).toEqual({ ok: true, value: today });
    expect(parseDate('2026-02-28', today)).toEqual({ ok: true, value: '2026-02-28' });
    expect(parseDate('2026-02-30', today)).toEqual({ ok: false, problem: 'date-format' });
    expect(parseDate('20261121', today)).toEqual({ ok: false, problem: 'date-format' });
    expect(parseDate('2006-11-21', today).ok).toBe(true);
    expect(parseDate('2006-11-20', today)).toEqual({ ok: false, problem: 'date-range' });
    expect(parseDate('2027-11-22', today).ok).toBe(true);
    expect(parseDate('2027-11-23', today)).toEqual({ ok: false, problem: 'date-range' });
  });

  it('the window reaches back exactly twenty years, leap days included', () => {
    expect(dayWindow('2028-02-29').min).toBe('2008-02-29');
    expect(dayWindow('2024-02-29').min).toBe('2004-02-29');
    expect(dayWindow('2032-02-29').min).toBe('2012-02-29');
    expect(dayWindow('2029-03-01').min).toBe('2009-03-01');
  });

  it('type accepts only its words (week and month: see period.test.ts)', () => {
    expect(parseEventType('treasury')).toEqual({ ok: true, value: 'treasury' });
    expect(parseEventType('2')).toEqual({ ok: false, problem: 'type' });
  });

  it('importance is a subset of 1,2,3; all three means no filter', () => {
    expect(parseFilters({ importance: '3,2' })).toEqual({ ok: true, value: { importance: [2, 3], countries: [], categories: [], currencies: [], watch: [], query: '' } });
    expect(parseFilters({ importance: '1,2,3' })).toMatchObject({ ok: true, value: { importance: [] } });
    expect(parseFilters({ importance: '4' })).toEqual({ ok: false, problem: 'importance' });
    expect(parseFilters({ importance: 'high' })).toEqual({ ok: false, problem: 'importance' });
  });

  it('repeated parameters mean what the form sends: every ticked box', () => {
    expect(parseFilters({ importance: ['3', '2'] })).toMatchObject({ ok: true, value: { importance: [2, 3] } });
    expect(parseFilters({ importance: ['3', '2,1'] })).toMatchObject({ ok: true, value: { importance: [] } });
    expect(parseFilters({ importance: ['3', '3'] })).toMatchObject({ ok: true, value: { importance: [3] } });
    expect(parseFilters({ importance: ['3', '4'] })).toEqual({ ok: false, problem: 'importance' });
    expect(parseFilters({ importance: ['2', ''] })).toMatchObject({ ok: true, value: { importance: [2] } });
    expect(parseFilters({ importance: Array(10).fill('3') })).toEqual({ ok: false, problem: 'importance' });
    expect(parseFilters({ country: ['US', 'JP'] })).toMatchObject({ ok: true, value: { countries: ['US', 'JP'] } });
    expect(parseFilters({ country: ['US', '<b>'] })).toEqual({ ok: false, problem: 'country' });
  });

  it('categories and currencies: closed lists, comma or repeated, deduplicated; anything else is a problem by name', () => {
    expect(parseFilters({ category: ['inflation,rates', 'inflation'], currency: 'EUR,USD' })).toMatchObject({
      ok: true,
      value: { categories: ['inflation', 'rates'], currencies: ['EUR', 'USD'] },
    });
    expect(parseFilters({ category: 'crypto' })).toEqual({ ok: false, problem: 'category' });
    expect(parseFilters({ category: 'Inflation' })).toEqual({ ok: false, problem: 'category' });
    expect(parseFilters({ currency: 'usd' })).toEqual({ ok: false, problem: 'currency' });
    expect(parseFilters({ currency: 'XYZ' })).toEqual({ ok: false, problem: 'currency' });
    expect(parseFilters({ currency: Array.from({ length: 21 }, () => 'USD') })).toEqual({ ok: false, problem: 'currency' });
    expect(parseFilters({ watch: '112022041900110001,5' })).toMatchObject({ ok: true, value: { watch: ['112022041900110001', '5'] } });
    expect(parseFilters({ watch: 'abc' })).toEqual({ ok: false, problem: 'watch' });
    expect(parseFilters({ watch: Array.from({ length: 101 }, (_, i) => String(i)).join(',') })).toEqual({ ok: false, problem: 'watch' });
  });

  it('sort: by surprise when asked, by time (left out of links) otherwise; anything else is named', () => {
    const sorted = parseFilters({ sort: 'surprise' });
    expect(sorted).toMatchObject({ ok: true, value: { sort: 'surprise' } });
    expect(sorted.ok && filterQuery(sorted.value)).toEqual({ sort: 'surprise' });
    const byTime = parseFilters({ sort: 'time' });
    expect(byTime.ok && byTime.value.sort).toBeUndefined();
    expect(byTime.ok && filterQuery(byTime.value)).toEqual({});
    expect(parseFilters({ sort: 'size' })).toEqual({ ok: false, problem: 'sort' });
    expect(exportFilters({ sort: 'z' })).toEqual({ ok: false, message: 'sort: must be time or surprise' });
  });

  it('countries: comma list or repeated parameter, deduplicated; query trimmed and bounded', () => {
    expect(parseFilters({ country: ['美国,日本', '美国'], q: '  CPI ' })).toEqual({
      ok: true,
      value: { importance: [], countries: ['美国', '日本'], categories: [], currencies: [], watch: [], query: 'CPI' },
    });
    expect(parseFilters({ country: '<script>' })).toEqual({ ok: false, problem: 'country' });
    expect(parseFilters({ q: 'x'.repeat(81) })).toEqual({ ok: false, problem: 'query' });
  });

  it('filters round-trip through the query', () => {
    const f = { importance: [2, 3] as (2 | 3)[], countries: ['美国', '欧元区'], categories: ['inflation', 'rates'] as ('inflation' | 'rates')[], currencies: ['USD', 'EUR'] as ('USD' | 'EUR')[], watch: ['112022041900110001'], query: 'PMI' };
    const back = parseFilters(filterQuery(f));
    expect(back).toEqual({ ok: true, value: f });
    expect(filterQuery({ importance: [], countries: [], categories: [], currencies: [], watch: [], query: '' })).toEqual({});
  });
});
