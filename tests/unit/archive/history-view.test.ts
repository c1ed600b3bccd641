import { describe, expect, it } from 'vitest';
import { rangeStart, surpriseOf } from '@/lib/archive/history';
import { historyPage, historyParams, historyPoints, PAGE_SIZE } from '@/lib/archive/history-view';
import type { HistoryRow } from '@/lib/archive/store';

const row = (i: number, over: Partial<HistoryRow> = {}): HistoryRow => ({
  publishedAt: new Date(Date.UTC(2020, i, 5, 13, 30)).toISOString(), period: `M${i}`, unit: '%', actual: String(i), forecast: '1.5',
  previous: null, revised: null, firstActual: String(i), ...over,
});

describe('history view', () => {
  it('reads range and page, and names a bad one while falling back to the default view', () => {
    expect(historyParams({})).toEqual({ range: '5y', page: 1, problem: null });
    expect(historyParams({ range: 'all', page: '3' })).toEqual({ range: 'all', page: 3, problem: null });
    expect(historyParams({ range: '10y' })).toEqual({ range: '5y', page: 1, problem: 'range' });
    expect(historyParams({ range: '1y', page: '0' })).toEqual({ range: '1y', page: 1, problem: 'page' });
    expect(historyParams({ page: '2x' }).problem).toBe('page');
  });

  it('counts ranges back from now', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(rangeStart('1y', now)).toBe('2025-11-23T10:00:00.000Z');
    expect(rangeStart('5y', now)).toBe('2021-11-23T10:00:00.000Z');
    expect(rangeStart('all', now)).toBeNull();
  });

  it('writes the surprise with the precision of its inputs', () => {
    expect(surpriseOf('175', '150.5')).toBe('24.5');
    expect(surpriseOf('3.2%', '3.4%')).toBe('-0.2');
    expect(surpriseOf('0.10', '0.1')).toBe('0.00');
    expect(surpriseOf('3.2', null)).toBeNull();
    expect(surpriseOf('n/a', '1')).toBeNull();
  });

  it('pages the table newest first and refuses a page past the end', () => {
    const rows = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => row(i));
    const first = historyPage(rows, 1)!;
    expect(first.pages).toBe(2);
    expect(first.rows[0]).toBe(rows.at(-1));
    expect(historyPage(rows, 2)!.rows).toHaveLength(5);
    expect(historyPage(rows, 3)).toBeNull();
    expect(historyPage([], 1)).toEqual({ rows: [], pages: 1 });
  });

  it('charts numeric actuals oldest first, with the surprise and the first published value of revised ones', () => {
    const points = historyPoints([row(0, { actual: 'n/a' }), row(1), row(2, { actual: '2.5', firstActual: '2' })], 'en', 'UTC');
    expect(points.map((p) => [p.label, p.actual, p.forecast, p.surprise, p.revisedFrom])).toEqual([
      ['Feb 5, 2020', 1, 1.5, '-0.5', null],
      ['Mar 5, 2020', 2.5, 1.5, '1.0', '2'],
    ]);
  });
});
