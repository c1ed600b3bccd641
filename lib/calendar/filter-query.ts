import type { Importance } from '@/lib/upstream/types';

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
  query: string;
}

/** The filters as query parameters (empty ones left out), for links and exports. */
export function filterQuery(f: CalendarFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.importance.length) out.importance = f.importance.join(',');
  if (f.countries.length) out.country = f.countries.join(',');
  if (f.query) out.q = f.query;
  return out;
}
