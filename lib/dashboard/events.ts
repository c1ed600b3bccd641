import 'server-only';
import { getConfig } from '@/lib/config';
import { getEvents } from '@/lib/upstream';
import type { CalendarEvent, Locale } from '@/lib/upstream/types';
import { addDays, dayBounds, overlappingDays, todayIn } from '@/lib/time/zones';
import { mergeFetched, orderEvents, type Merged } from './select';

/**
 * Holidays (type 1) and financial events (type 3) of the reader's today and
 * tomorrow, in the page locale's variant: every upstream day those reader
 * days overlap, both types (upstream-api.md: type 1 holiday, 3 financial event).
 */
export async function nextEvents(locale: Locale, readerZone: string, now: Date = new Date()): Promise<Merged<CalendarEvent>> {
  const today = todayIn(readerZone, now);
  const tomorrow = addDays(today, 1);
  const upstreamZone = getConfig().upstream.timeZone;
  const days = [...new Set([...overlappingDays(today, readerZone, upstreamZone), ...overlappingDays(tomorrow, readerZone, upstreamZone)])];
  const merged = mergeFetched(await Promise.all(days.flatMap((d) => [getEvents(locale, 3, d), getEvents(locale, 1, d)])));
  const from = dayBounds(today, readerZone).start.getTime();
  const to = dayBounds(tomorrow, readerZone).end.getTime();
  return { ...merged, data: orderEvents(merged.data, from, to, now.getTime()) };
}
