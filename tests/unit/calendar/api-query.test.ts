import { describe, expect, it } from 'vitest';
import { calendarQuery, exportFilters, exportQuery } from '@/lib/calendar/api-query';

describe('/api/calendar query', () => {
  const q = calendarQuery('Europe/London');

  it('takes a real day, a known zone and locale; tz defaults to the site zone', () => {
    expect(q.parse({ date: '2026-11-18' })).toEqual({ date: '2026-11-18', locale: 'zh-CN', tz: 'Europe/London' });
    expect(q.parse({ date: '2026-11-18', tz: 'pacific/honolulu', locale: 'en' })).toMatchObject({ tz: 'Pacific/Honolulu', locale: 'en' });
  });

  it('refuses what the pages refuse', () => {
    for (const bad of [{}, { date: '2026-02-30' }, { date: '2026-11-18', tz: 'Mars/Olympus' }, { date: '2026-11-18', locale: 'fr' }, { date: '1999-01-01' }]) {
      expect(q.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('/api/calendar/export query', () => {
  const q = exportQuery('Asia/Shanghai');

  it('needs a view and a format, other view parameters default', () => {
    expect(q.parse({ view: 'week', format: 'ics' })).toMatchObject({ week: 'this', range: 'next', type: 'holiday', tz: 'Asia/Shanghai' });
    expect(q.safeParse({ view: 'year', format: 'ics' }).success).toBe(false);
    expect(q.safeParse({ view: 'day', format: 'pdf' }).success).toBe(false);
    expect(q.safeParse({ view: 'events', format: 'csv', type: 'party' }).success).toBe(false);
  });

  it('filters name the bad parameter', () => {
    expect(exportFilters({ importance: '0' })).toEqual({ ok: false, message: 'importance: must be a subset of 1,2,3' });
    expect(exportFilters({ importance: '2,3', country: 'US' })).toEqual({ ok: true, value: { importance: [2, 3], countries: ['US'], categories: [], currencies: [], watch: [], query: '' } });
  });
});
