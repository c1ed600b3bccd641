import 'server-only';
import { todayIn } from '@/lib/time/zones';
import type { Freshness } from './cache-contract';
import type { CandleInterval, Release } from './types';

/**
 * Time-to-live per operation (docs/design.md "Freshness and cost"): seconds for
 * quotes and due releases, minutes for lists, a day for past days, indicator
 * info and articles. Legacy operations use their tokened counterpart's rule.
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** How long a failure may be answered with the last good value. */
const KEEP = DAY;

const fixed = (ttlMs: number, staleMs = KEEP): Freshness => ({ ttlMs, staleMs });

// As long as the quote book's refresh period (POLL_MS, 2 s, lib/market): an
// instance whose book falls due within a period of another instance's
// refresh takes that refresh from Redis, so instances cost one call per
// period whatever their phases (at 1.5 s, a book due 1.7 s after another's
// refresh loaded again). One instance's own book always finds its copy
// expired: the copy is stored before the book notes its refresh.
export const QUOTES = fixed(2 * SECOND, 10 * MINUTE);
export const SYMBOL_LIST = fixed(1 * MINUTE, HOUR);
export const INDICATOR = fixed(DAY);
export const ARTICLE = fixed(DAY);
export const EVENTS = fixed(10 * MINUTE);

export function candles(interval: CandleInterval): Freshness {
  if (interval === 'day') return fixed(1 * MINUTE, HOUR);
  return fixed(interval === 'min1' || interval === 'min5' ? 5 * SECOND : 15 * SECOND, HOUR);
}

/**
 * A past day barely changes, today does (a pending release may be
 * rescheduled: public clients of this service re-read today every 20 s,
 * docs/upstream.md, "Beyond the document"), a future day's schedule may still move.
 * The day that begins within the hour is read as often as today: for readers
 * west of the upstream's zone it is already part of their today, and its
 * first releases are minutes away.
 */
export function dayTtl(day: string, now: number, timeZone: string): number {
  const today = todayIn(timeZone, new Date(now));
  if (day < today) return DAY;
  const withinTheHour = todayIn(timeZone, new Date(now + HOUR));
  return day <= withinTheHour ? 20 * SECOND : 5 * MINUTE;
}

export const newsListTtl = (day: string, now: number, timeZone: string) =>
  dayTtl(day, now, timeZone) === DAY ? HOUR : 2 * MINUTE;

/** How long an empty list is kept: long enough to spare the upstream, short enough to heal. */
export const EMPTY_LIST_TTL = 1 * MINUTE;

/**
 * Releases: a pending release whose time has come is re-polled every few
 * seconds until it flips (docs/design.md "Released or pending"); otherwise the
 * entry expires at the next pending release time, or after `baseMs`.
 */
export function releases(list: Release[], now: number, baseMs: number): Freshness {
  // An empty answer may be a hiccup of the upstream as well as a quiet day: keep it briefly only.
  let ttlMs = list.length ? baseMs : Math.min(baseMs, EMPTY_LIST_TTL);
  for (const r of list) {
    if (r.released) continue;
    const at = Date.parse(r.publishedAt);
    if (at <= now) {
      // Due: the upstream updates "right after a release". A release still
      // pending long after its time (late or cancelled) is polled less often.
      // Most releases flip within a minute or two of their time: asked every 2 s then (the live stream
      // and push are told within seconds, docs/design.md "Delivery"), every 5 s until a quarter of an hour.
      if (now - at < 2 * MINUTE) ttlMs = Math.min(ttlMs, 2 * SECOND);
      else if (now - at < 15 * MINUTE) ttlMs = Math.min(ttlMs, 5 * SECOND);
      else if (now - at < DAY) ttlMs = Math.min(ttlMs, 30 * SECOND);
    } else {
      ttlMs = Math.min(ttlMs, Math.max(at - now, 1 * SECOND));
    }
  }
  return fixed(ttlMs);
}
