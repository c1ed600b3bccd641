import { z } from 'zod';
import { IMPORTANCES, type Importance } from '@/lib/upstream/types';
import { isCategory } from '@/lib/release/category';
import { isCurrency } from '@/lib/release/currency-codes';
import { addDays, isValidDay } from '@/lib/time/zones';
import { first, type SearchParams } from '@/lib/reader/query';
import type { CalendarFilters } from './filter-query';
import type { Result } from '@/lib/result';

/**
 * The calendar's URL state (docs/design.md "Public URLs": a contract). Pure and
 * shared by pages, route handlers and exports, so all read a link alike.
 * A problem is reported as a code the page turns into a localized notice.
 */
export type { SearchParams };

export type ParamProblem =
  | 'date-format'
  | 'date-range'
  | 'week'
  | 'month'
  | 'range'
  | 'type'
  | 'importance'
  | 'country'
  | 'category'
  | 'currency'
  | 'watch'
  | 'query'
  | 'sort'
  /** A legacy-only view while the legacy family is not configured. */
  | 'unavailable';

export type Parsed<T> = Result<T, { problem: ParamProblem }>;

// The filters and their query (for links) live in filter-query.ts: browser code reads them without zod.
export { filterQuery, NO_FILTERS, type CalendarFilters } from './filter-query';

export type WeekParam = 'this' | 'next';

/** `range` of the month view and `type` of the events view: the lists the pages and the export's schema (api-query.ts) read. */
export const RANGES = ['past', 'next'] as const;
export type RangeParam = (typeof RANGES)[number];
export const EVENT_TYPES = ['holiday', 'event', 'treasury'] as const;
export type EventTypeParam = (typeof EVENT_TYPES)[number];

/** The calendar's views: the pages' navigation (ui/calendar-nav.tsx) and the export's `view` (api-query.ts). */
export const CALENDAR_VIEWS = ['day', 'week', 'month', 'events', 'us'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const YEARS_BACK = 20;
export const DAYS_AHEAD = 366;
export const MAX_QUERY = 80;
export const MAX_COUNTRIES = 30;
/** Indicators a watchlist holds at most (`watch=`; the star refuses more). */
export const MAX_WATCH = 100;

/** An indicator id as the watchlist writes it: IDX_ID digits. */
const isIndicatorId = (value: string): value is string => /^\d{1,20}$/.test(value);

/** The earliest and latest day a reader may open: 20 years back, 1 year ahead of their today. */
export function dayWindow(today: string): { min: string; max: string } {
  const [y, m, d] = today.split('-');
  let min = `${String(Number(y) - YEARS_BACK).padStart(4, '0')}-${m}-${d}`;
  if (!isValidDay(min)) min = addDays(`${String(Number(y) - YEARS_BACK).padStart(4, '0')}-${m}-28`, 1); // 29 Feb
  return { min, max: addDays(today, DAYS_AHEAD) };
}

/** `date`: absent → today; otherwise a real day inside the window. */
export function parseDate(value: string | undefined, today: string): Parsed<string> {
  if (value === undefined || value === '') return { ok: true, value: today };
  if (!isValidDay(value)) return { ok: false, problem: 'date-format' };
  const { min, max } = dayWindow(today);
  if (value < min || value > max) return { ok: false, problem: 'date-range' };
  return { ok: true, value };
}

function parseEnum<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, problem: ParamProblem): Parsed<T> {
  if (value === undefined || value === '') return { ok: true, value: fallback };
  return (allowed as readonly string[]).includes(value) ? { ok: true, value: value as T } : { ok: false, problem };
}

export const parseEventType = (v: string | undefined) => parseEnum<EventTypeParam>(v, EVENT_TYPES, 'holiday', 'type');

/** One importance level as the URL writes it: a single digit, 1 to 3. */
const zLevel = z.string().regex(/^\d$/).transform(Number).pipe(z.literal(IMPORTANCES));

/** Every value of a parameter, repeated (`a=1&a=2`) or comma-joined (`a=1,2`), as the form and links send them. */
export function all(params: SearchParams, name: string): string[] {
  const v = params[name];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
}

/** `importance=3&importance=2` and `importance=2,3` alike; any value beyond 1, 2 and 3 is a problem. */
export function parseImportance(params: SearchParams): Parsed<Importance[]> {
  const values = all(params, 'importance');
  if (values.length > 9) return { ok: false, problem: 'importance' };
  const levels = new Set<Importance>();
  for (const v of values) {
    const level = zLevel.safeParse(v);
    if (!level.success) return { ok: false, problem: 'importance' };
    levels.add(level.data);
  }
  return { ok: true, value: levels.size === 3 ? [] : [...levels].sort() };
}

// Country names are upstream text (COUNTRY_CN, any of three languages); only refuse what no name holds.
const zCountry = z.string().trim().min(1).max(40).regex(/^[^\u0000-\u001f<>]+$/);

export function parseFilters(params: SearchParams): Parsed<CalendarFilters> {
  const imp = parseImportance(params);
  if (!imp.ok) return imp;
  const importance = imp.value;
  const list = all(params, 'country');
  if (list.length > MAX_COUNTRIES) return { ok: false, problem: 'country' };
  const countries: string[] = [];
  for (const c of list) {
    const r = zCountry.safeParse(c);
    if (!r.success) return { ok: false, problem: 'country' };
    if (!countries.includes(r.data)) countries.push(r.data);
  }
  const categories = parseListOf(params, 'category', isCategory);
  if (!categories) return { ok: false, problem: 'category' };
  const currencies = parseListOf(params, 'currency', isCurrency);
  if (!currencies) return { ok: false, problem: 'currency' };
  const watch = parseListOf(params, 'watch', isIndicatorId, MAX_WATCH);
  if (!watch) return { ok: false, problem: 'watch' };
  const query = (first(params, 'q') ?? '').trim();
  if (query.length > MAX_QUERY || /[\u0000-\u001f]/.test(query)) return { ok: false, problem: 'query' };
  const sort = first(params, 'sort');
  if (sort !== undefined && sort !== 'time' && sort !== 'surprise') return { ok: false, problem: 'sort' };
  return { ok: true, value: { importance, countries, categories, currencies, watch, query, ...(sort === 'surprise' ? { sort } : {}) } };
}

/**
 * `name=a&name=b` and `name=a,b` alike, each value one of a closed list
 * (categories, ISO currencies written in capitals, as the URL contract has
 * them); deduplicated in the order given. Null when any value is not in it.
 */
function parseListOf<T extends string>(params: SearchParams, name: string, known: (value: string) => value is T, max = 20): T[] | null {
  const values = all(params, name);
  if (values.length > max) return null;
  const out: T[] = [];
  for (const v of values) {
    if (!known(v)) return null;
    if (!out.includes(v)) out.push(v);
  }
  return out;
}
