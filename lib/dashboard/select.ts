import { releasesOfReaderDay } from '@/lib/calendar/reader-day';
import type { CalendarEvent, Fetched, Quote, Release } from '@/lib/upstream/types';

/**
 * What the dashboard widgets pick from upstream answers. Pure functions, so
 * the selection rules are tested without a server.
 */

/**
 * Several upstream answers shown as one widget: the data of all, the oldest
 * fetch time, stale when any part is a stale copy (so StaleNote is honest).
 */
export function mergeFetched<T>(parts: Fetched<T[]>[]): { data: T[]; fetchedAt: number; stale: boolean } {
  return {
    data: parts.flatMap((p) => p.data),
    fetchedAt: parts.length ? Math.min(...parts.map((p) => p.fetchedAt)) : Date.now(),
    stale: parts.some((p) => p.stale),
  };
}

export type Merged<T> = ReturnType<typeof mergeFetched<T>>;

/** High-importance rows (importance 3, upstream-api.md "Importance scale") of the reader's day, ordered. */
export function keyReleasesOf(releases: Release[], readerDay: string, readerZone: string): Release[] {
  return releasesOfReaderDay(
    releases.filter((r) => r.importance === 3),
    readerDay,
    readerZone,
  );
}

export const EVENT_LIMIT = 8;

/**
 * The events inside [from, to), upcoming first (soonest first), then those
 * that have begun (a holiday at 00:00 is still news today), without repeats
 * of a record that two upstream days both carried.
 */
export function orderEvents(events: CalendarEvent[], from: number, to: number, now: number, limit = EVENT_LIMIT): CalendarEvent[] {
  const unique = new Map<string, CalendarEvent>();
  for (const e of events) {
    const t = Date.parse(e.at);
    if (t >= from && t < to) unique.set(`${e.kind}:${e.id}`, e);
  }
  const all = [...unique.values()].sort((a, b) => a.at.localeCompare(b.at));
  const upcoming = all.filter((e) => Date.parse(e.at) >= now);
  const begun = all.filter((e) => Date.parse(e.at) < now);
  return [...upcoming, ...begun].slice(0, limit);
}

/** The dashboard's headline symbols (codes as DESIGN.md lists them for the vendor's quote service). */
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
