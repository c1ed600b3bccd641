import type { Importance } from '@/lib/upstream/types';

/**
 * `events` of the symbol page: which releases its chart marks. `off`, or
 * importance levels 1–3 separated by commas (`2,3`, `3`, `1,2,3`); absent →
 * medium and high. Anything else is null: the page names the value in a
 * notice (never a 500, never an upstream call).
 */
export type EventsFilter = 'off' | Importance[];

export const EVENTS_PARAM = 'events';
export const DEFAULT_EVENTS: Importance[] = [2, 3];
/** The filter's choices, as the page offers them. */
export const EVENTS_CHOICES: EventsFilter[] = ['off', [3], [2, 3], [1, 2, 3]];

export function eventsParam(value: string | string[] | undefined): EventsFilter | null {
  if (value === undefined) return DEFAULT_EVENTS;
  if (Array.isArray(value)) {
    if (value.length !== 1) return null;
    value = value[0];
  }
  if (value === 'off') return 'off';
  const parts = value.split(',');
  if (parts.length > 3 || !parts.every((p) => /^[123]$/.test(p))) return null;
  const levels = [...new Set(parts.map(Number) as Importance[])].sort();
  return levels.length === parts.length ? levels : null;
}

/** The URL form of a filter (`off`, `2,3`). */
export const eventsValue = (f: EventsFilter): string => (f === 'off' ? 'off' : f.join(','));

export const isDefaultEvents = (f: EventsFilter): boolean => eventsValue(f) === eventsValue(DEFAULT_EVENTS);

/** The query parameter a link keeps: nothing for the default. */
export const eventsQuery = (f: EventsFilter): Record<string, string> => (isDefaultEvents(f) ? {} : { [EVENTS_PARAM]: eventsValue(f) });
