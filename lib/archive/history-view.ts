import { numericValue } from '@/lib/calendar/outcome';
import { RANGES, isRevised, surpriseOf, type HistoryRange } from './history';
import type { HistoryRow } from './store';

/** Rows per page of the history table. */
export const PAGE_SIZE = 20;
export const DEFAULT_RANGE: HistoryRange = '5y';

export type HistoryProblem = 'range' | 'page';

/** `range` and `page` of the indicator page; a bad value is a notice, and the default view is shown. */
export function historyParams(sp: Record<string, string | string[] | undefined>): { range: HistoryRange; page: number; problem: HistoryProblem | null } {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const range = first(sp.range);
  const page = first(sp.page);
  if (range !== undefined && !(RANGES as readonly string[]).includes(range)) return { range: DEFAULT_RANGE, page: 1, problem: 'range' };
  if (page !== undefined && !/^[1-9]\d{0,4}$/.test(page)) return { range: (range as HistoryRange) ?? DEFAULT_RANGE, page: 1, problem: 'page' };
  return { range: (range as HistoryRange) ?? DEFAULT_RANGE, page: page ? Number(page) : 1, problem: null };
}

export interface HistoryPoint {
  at: string;
  label: string;
  actual: number | null;
  forecast: number | null;
  surprise: string | null;
  /** The actual as first published, when the upstream revised it later. */
  revisedFrom: string | null;
}

/** Chart points, oldest first: releases with a numeric actual, labelled month and year in the reader's zone. */
export function historyPoints(rows: HistoryRow[], locale: string, tz: string): HistoryPoint[] {
  const label = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: tz });
  return rows
    .filter((r) => numericValue(r.actual) !== null)
    .map((r) => ({
      at: r.publishedAt,
      label: label.format(new Date(r.publishedAt)),
      actual: numericValue(r.actual),
      forecast: numericValue(r.forecast),
      surprise: surpriseOf(r.actual, r.forecast),
      revisedFrom: isRevised(r) ? r.firstActual : null,
    }));
}

/** One page of the table, newest first; null when the page does not exist. */
export function historyPage(rows: HistoryRow[], page: number): { rows: HistoryRow[]; pages: number } | null {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  if (page > pages) return null;
  const newestFirst = [...rows].reverse();
  return { rows: newestFirst.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), pages };
}
