import { addDays, isValidDay, todayIn } from '@/lib/time/zones';

/** The newest day the backfill walks: yesterday in the upstream's zone (today is still changing). */
export function newestBackfillDay(upstreamZone: string, now: number): string {
  return addDays(todayIn(upstreamZone, new Date(now)), -1);
}

/** ARCHIVE_BACKFILL_FROM, or the same calendar day five years back (28 Feb for a 29 Feb). */
export function oldestBackfillDay(from: string | null, upstreamZone: string, now: number): string {
  if (from) return from;
  const today = todayIn(upstreamZone, new Date(now));
  const back = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
  return isValidDay(back) ? back : addDays(back.replace(/-29$/, '-28'), 0);
}

/** Whole days from `from` to `to`, both included (0 when from is after to). */
export function daysBetween(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return span < 0 ? 0 : span + 1;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a day whose answer was not read whole waits before it is asked
 * again, after its `asks`-th such answer (1 for the first): minutes, then
 * hours, then days; two days from the sixth on (docs/operations.md, "The archive").
 */
export const RECHECK_BACKOFF_MS = [5 * MINUTE, 30 * MINUTE, 3 * HOUR, 12 * HOUR, DAY, 2 * DAY] as const;

export function recheckDelayMs(asks: number): number {
  const i = Math.min(Math.max(asks, 1), RECHECK_BACKOFF_MS.length) - 1;
  return RECHECK_BACKOFF_MS[i];
}

/** An empty day is accepted as empty once it stayed empty through this many re-asks, spanning at least a week. */
export const EMPTY_ACCEPTED_AFTER = { reasks: 4, spanMs: 7 * DAY } as const;

/**
 * How one answer for a past day was read: `whole` (a non-empty list, every
 * record read), `empty` (no record at all: `data: null`, `[]`) or `partial`
 * (some records could not be read; all of them counts too).
 */
export type DayOutcome = 'whole' | 'empty' | 'partial';

export function dayOutcome(read: number, unread: number): DayOutcome {
  if (unread > 0) return 'partial';
  return read > 0 ? 'whole' : 'empty';
}

/**
 * True when an empty day may now be taken as empty for good (a holiday, a
 * weekend): `emptyAsks` empty answers in a row (the first included) since
 * `emptySince`, the last one at `now`.
 */
export function emptyDayAccepted(emptyAsks: number, emptySince: number, now: number): boolean {
  return emptyAsks - 1 >= EMPTY_ACCEPTED_AFTER.reasks && now - emptySince >= EMPTY_ACCEPTED_AFTER.spanMs;
}
