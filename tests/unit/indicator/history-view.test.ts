import { describe, expect, it } from 'vitest';
import { rangeStart, surpriseOf } from '@/lib/indicator/history';
import { historyDisplay, historyPage, historyParams, historyPoints, historyScaled, PAGE_SIZE } from '@/lib/indicator/history-view';
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

  it('scales 万/亿 for English readers, values and surprise alike, and keeps them for Chinese readers', () => {
    const r = row(0, { unit: '亿美元', actual: '1,234', forecast: '1200.5', previous: '-190', revised: '-185', firstActual: '1,230' });
    expect(historyDisplay(r, 'en')).toEqual({
      actual: '123.4B', forecast: '120.05B', surprise: '3.35B', previous: '-19B', revised: '-18.5B', firstActual: '123B', unit: 'USD', power: 8,
    });
    expect(historyDisplay(r, 'zh-CN')).toMatchObject({ actual: '1,234', surprise: '33.5', unit: '亿美元', power: 0 });
    expect(historyDisplay(r, 'zh-TW')).toMatchObject({ actual: '1,234', unit: '亿美元' });
    expect(historyDisplay(row(0, { unit: '%', actual: '4.3' }), 'en')).toMatchObject({ actual: '4.3', unit: '%', power: 0 });
  });

  it('charts English 万/亿 values at full magnitude, exactly', () => {
    const rows = [row(0, { unit: '万人', actual: '13.0', forecast: '-0.7', firstActual: '13.0' }), row(1, { unit: '万人', actual: '25.6', forecast: null, firstActual: '20' })];
    expect(historyPoints(rows, 'en', 'UTC').map((p) => [p.actual, p.forecast, p.surprise, p.revisedFrom])).toEqual([
      [130000, -7000, '137K', null],
      [256000, null, null, '200K'],
    ]);
    expect(historyPoints(rows, 'zh-CN', 'UTC').map((p) => [p.actual, p.forecast])).toEqual([[13, -0.7], [25.6, null]]);
    expect(historyScaled(rows, 'en')).toBe(true);
    expect(historyScaled(rows, 'zh-CN')).toBe(false);
    expect(historyScaled([row(0)], 'en')).toBe(false);
  });
});
