import { z } from 'zod';
import { numericValue } from '@/lib/release/outcome';
import { zLocale } from '@/lib/i18n/locale-param';
import { zDay } from '@/lib/upstream/params';
import type { HistoryRow } from '@/lib/archive/store';

/** Query of /api/indicators/{idxId}/history: checked before the archive is asked anything. */
export const historyQuery = z
  .object({
    locale: zLocale.default('zh-CN').describe('The language of units and values'),
    from: zDay.optional().describe('The first day (UTC) of the releases; default: the first archived'),
    to: zDay.optional().describe('The last day (UTC); default: the latest'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'must not be after to' });
export type HistoryQuery = z.infer<typeof historyQuery>;

/** A day range as instants: from the start of `from` to the end of `to`, in UTC. */
export function instantsOf(q: Pick<HistoryQuery, 'from' | 'to'>): { from: string | null; to: string | null } {
  return { from: q.from ? `${q.from}T00:00:00.000Z` : null, to: q.to ? `${q.to}T23:59:59.999Z` : null };
}

/** The page's ranges (`range=1y|5y|all`). */
export const RANGES = ['1y', '5y', 'all'] as const;
export type HistoryRange = (typeof RANGES)[number];

/** The first instant a range shows, counted back from `now`; null for all. */
export function rangeStart(range: HistoryRange, now: number): string | null {
  if (range === 'all') return null;
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - (range === '1y' ? 1 : 5));
  return d.toISOString();
}

const decimalsOf = (text: string | null) => /\.(\d+)/.exec((text ?? '').replace(/[,\s%]/g, ''))?.[1].length ?? 0;

/** Actual − forecast, written with as many decimals as the more precise of the two; null unless both are numbers. */
export function surpriseOf(actual: string | null, forecast: string | null): string | null {
  const a = numericValue(actual);
  const f = numericValue(forecast);
  if (a === null || f === null) return null;
  const digits = Math.max(decimalsOf(actual), decimalsOf(forecast));
  const text = (a - f).toFixed(digits);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** True when the archive saw the actual change after it was first published. */
export const isRevised = (row: HistoryRow): boolean => row.firstActual !== null && row.actual !== row.firstActual;

export interface HistoryEntry extends HistoryRow {
  surprise: string | null;
}

export const withSurprise = (rows: HistoryRow[]): HistoryEntry[] => rows.map((r) => ({ ...r, surprise: surpriseOf(r.actual, r.forecast) }));
