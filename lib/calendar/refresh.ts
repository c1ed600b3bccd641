/**
 * How often a subscribed calendar app should re-fetch a feed
 * (REFRESH-INTERVAL and X-PUBLISHED-TTL), from the view's freshness rule
 * (docs/design.md "Freshness and cost"): a day for a view wholly in the past; for
 * a view holding the present or the future, soon after the next pending
 * release's time (so the actual, or a new time, reaches the app), every few
 * minutes while one is due, and otherwise hourly, since a future schedule
 * may still move. Calendar apps ignore intervals much below a few minutes.
 */
export const REFRESH_FLOOR_MIN = 5;
export const REFRESH_LIVE_MAX_MIN = 60;
export const REFRESH_PAST_MIN = 1440;
/** Holidays and financial events: the events cache's ten minutes (lib/upstream/freshness.ts). */
export const REFRESH_EVENTS_MIN = 10;
/** A release still pending this long after its time is no longer waited for (lib/calendar/live.ts). */
const OVERDUE_MS = 3 * 3600_000;

export interface RefreshItem {
  /** ISO instant of the entry. */
  at: string;
  /** A release without its actual yet. */
  pending: boolean;
}

export function refreshMinutes(opts: {
  items: RefreshItem[];
  /** The view's last reader day, or null when the view always holds the present (this week, next 30 days, U.S. data). */
  lastDay: string | null;
  today: string;
  now: number;
  kind: 'releases' | 'events';
}): number {
  const { items, lastDay, today, now } = opts;
  const waiting = items.filter((i) => i.pending && now - Date.parse(i.at) < OVERDUE_MS);
  if (lastDay !== null && lastDay < today && waiting.length === 0) return REFRESH_PAST_MIN;
  if (waiting.some((i) => Date.parse(i.at) <= now)) return REFRESH_FLOOR_MIN;
  const next = Math.min(...waiting.map((i) => Date.parse(i.at)));
  const ceiling = opts.kind === 'events' ? REFRESH_EVENTS_MIN : REFRESH_LIVE_MAX_MIN;
  if (!Number.isFinite(next)) return ceiling;
  // Just after the release's time: the app's next fetch finds it due or released.
  const untilNext = Math.ceil((next - now) / 60_000) + 1;
  return Math.min(ceiling, Math.max(REFRESH_FLOOR_MIN, untilNext));
}
