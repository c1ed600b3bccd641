import type { Importance } from '@/lib/upstream/types';
import type { Category } from '@/lib/release/category';
import type { Currency } from '@/lib/release/currency-codes';

/**
 * The calendar's filters and their query parameters, without the URL parsing
 * of params.ts: links built in the browser (the embed builder) need these, and
 * params.ts's schemas (zod) stay on the server (docs/performance.md,
 * "First-load JavaScript").
 */
export interface CalendarFilters {
  /** Empty: every importance. */
  importance: Importance[];
  /** Empty: every country. */
  countries: string[];
  /** Empty: every category (lib/release/category.ts). */
  categories: Category[];
  /** Empty: every currency (ISO 4217, lib/release/currency.ts). */
  currencies: Currency[];
  /** The reader's watchlist (indicator ids, `watch=`); empty: every indicator. Events have no indicator and ignore it. */
  watch: string[];
  query: string;
  /** `sort=surprise`: rows by the size of their surprise score (lib/release/surprise.ts); absent, by time. */
  sort?: 'surprise';
}

/** No filter: every row. */
export const NO_FILTERS: CalendarFilters = Object.freeze({ importance: [], countries: [], categories: [], currencies: [], watch: [], query: '' }) as CalendarFilters;

/** The filters as query parameters (empty ones left out), for links and exports. */
export function filterQuery(f: CalendarFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.importance.length) out.importance = f.importance.join(',');
  if (f.countries.length) out.country = f.countries.join(',');
  if (f.categories.length) out.category = f.categories.join(',');
  if (f.currencies.length) out.currency = f.currencies.join(',');
  if (f.watch.length) out.watch = f.watch.join(',');
  if (f.query) out.q = f.query;
  if (f.sort) out.sort = f.sort;
  return out;
}
