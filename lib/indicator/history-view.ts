import { dateTimeFormat } from '@/lib/i18n/intl-cache';
import { numericValue } from '@/lib/release/outcome';
import { scaledNumber, unitDisplay } from '@/lib/localize/units';
import { RANGES, isRevised, surpriseOf, type HistoryRange } from './history';
import type { HistoryRow } from '@/lib/archive/store';
import type { Locale } from '@/lib/i18n/routing';

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

/** One archived release's values as the reader reads them: English scales 万/亿 into K/M/B/T (lib/localize/units.ts), Chinese keeps them. */
export interface HistoryDisplay {
  actual: string | null;
  forecast: string | null;
  surprise: string | null;
  previous: string | null;
  revised: string | null;
  firstActual: string | null;
  unit: string;
  /** The power of ten the chart multiplies values by (0 unless rescaled). */
  power: number;
}

export function historyDisplay(r: HistoryRow, locale: Locale): HistoryDisplay {
  const u = unitDisplay(r.unit, locale);
  return {
    actual: u.value(r.actual),
    forecast: u.value(r.forecast),
    surprise: u.value(surpriseOf(r.actual, r.forecast)),
    previous: u.value(r.previous),
    revised: u.value(r.revised),
    firstActual: u.value(r.firstActual),
    unit: u.unit,
    power: u.power,
  };
}

/** A chart value at the reader's scale: the full magnitude where English rows are rescaled (13.0 万人 → 130000), else as written. */
const chartNumber = (text: string | null, power: number) => (power ? scaledNumber(text?.replace(/[,\s%]/g, '') ?? null, power) : numericValue(text));

/**
 * Chart points, oldest first: releases with a numeric actual, labelled month
 * and year in the reader's zone; the surprise and first published value as
 * the table writes them.
 */
export function historyPoints(rows: HistoryRow[], locale: Locale, tz: string): HistoryPoint[] {
  const label = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: tz });
  return rows
    .filter((r) => numericValue(r.actual) !== null)
    .map((r) => {
      const d = historyDisplay(r, locale);
      return {
        at: r.publishedAt,
        label: label.format(new Date(r.publishedAt)),
        actual: chartNumber(r.actual, d.power),
        forecast: chartNumber(r.forecast, d.power),
        surprise: d.surprise,
        revisedFrom: isRevised(r) ? d.firstActual : null,
      };
    });
}

/** True when the chart's values are rescaled (its axis then writes them with K/M/B/T). */
export const historyScaled = (rows: HistoryRow[], locale: Locale): boolean => rows.some((r) => unitDisplay(r.unit, locale).scaled);

/** One page of the table, newest first; null when the page does not exist. */
export function historyPage(rows: HistoryRow[], page: number): { rows: HistoryRow[]; pages: number } | null {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  if (page > pages) return null;
  const newestFirst = [...rows].reverse();
  return { rows: newestFirst.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), pages };
}
