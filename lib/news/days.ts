import { addDays, isValidDay } from '@/lib/time/zones';

/**
 * Which days the news list may show: 20 years back to 1 year ahead of the
 * reader's today. The upstream keeps "20+ years" of calendar data
 * (docs/upstream.md, "What the service does"); further out is a typo, and
 * must not become an upstream call.
 */
export const YEARS_BACK = 20;
export const YEARS_AHEAD = 1;

export type NewsDayChoice =
  | { kind: 'day'; day: string }
  | { kind: 'invalid'; raw: string }
  | { kind: 'out-of-range'; day: string };

export interface DayRange {
  first: string;
  last: string;
}

/** The same month and day `years` later; 29 February falls back to the 28th. */
export function shiftYears(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) + years).padStart(4, '0');
  const shifted = `${year}${day.slice(4)}`;
  return isValidDay(shifted) ? shifted : addDays(`${year}${day.slice(4, 8)}01`, 27);
}

export function newsDayRange(today: string): DayRange {
  return { first: shiftYears(today, -YEARS_BACK), last: shiftYears(today, YEARS_AHEAD) };
}

/** The `date` query parameter read against the range; absent means today. */
export function chooseNewsDay(raw: string | undefined, today: string): NewsDayChoice {
  if (raw === undefined || raw === '') return { kind: 'day', day: today };
  if (!isValidDay(raw)) return { kind: 'invalid', raw };
  const { first, last } = newsDayRange(today);
  if (raw < first || raw > last) return { kind: 'out-of-range', day: raw };
  return { kind: 'day', day: raw };
}

/** Previous and next day, null where the range ends. */
export function adjacentDays(day: string, today: string): { previous: string | null; next: string | null } {
  const { first, last } = newsDayRange(today);
  const previous = addDays(day, -1);
  const next = addDays(day, 1);
  return { previous: previous >= first ? previous : null, next: next <= last ? next : null };
}
