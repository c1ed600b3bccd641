import { dayBounds } from '@/lib/time/zones';
import type { CalendarEvent, Quote } from '@/lib/upstream/types';

/**
 * What the dashboard widgets pick from upstream answers. Pure functions, so
 * the selection rules are tested without a server.
 */

export const EVENT_LIMIT = 8;

/** When an event begins for the reader: an all-day item at the start of its date in their zone. */
function startOf(e: CalendarEvent, zone: string): number {
  return e.date ? dayBounds(e.date, zone).start.getTime() : Date.parse(e.at);
}

/**
 * Events without repeats of a record two days both carried: all-day items
 * that have begun first (today's holiday is today's news, not something after
 * tomorrow's events), then what is still to come, soonest first, then timed
 * events that have begun.
 */
export function orderEvents(events: CalendarEvent[], zone: string, now: number, limit = EVENT_LIMIT): CalendarEvent[] {
  const unique = new Map<string, CalendarEvent>();
  for (const e of events) unique.set(`${e.kind}:${e.id}`, e);
  const all = [...unique.values()].map((e) => ({ e, start: startOf(e, zone) })).sort((a, b) => a.start - b.start);
  const upcoming = all.filter((x) => x.start >= now);
  const begun = all.filter((x) => x.start < now);
  return [...begun.filter((x) => x.e.date), ...upcoming, ...begun.filter((x) => !x.e.date)].slice(0, limit).map((x) => x.e);
}

/** The dashboard's headline symbols (codes as docs/design.md lists them for the vendor's quote service). */
export const HEADLINE_SYMBOLS = [
  { exchange: 'WGJS', code: 'XAU' },
  { exchange: 'WH', code: 'USD' },
  { exchange: 'WH', code: 'EURUSD' },
  { exchange: 'GJZS', code: 'SP500' },
  { exchange: 'GJZS', code: 'HSI' },
  { exchange: 'NYMEX', code: 'CONC' },
] as const;

/** Quotes in the headline order; symbols the upstream did not return are left out. */
export function inHeadlineOrder(quotes: Quote[]): Quote[] {
  const byKey = new Map(quotes.map((q) => [`${q.exchange}|${q.code}`, q]));
  return HEADLINE_SYMBOLS.flatMap((s) => byKey.get(`${s.exchange}|${s.code}`) ?? []);
}

export const NEWS_LIMIT = 8;
