import 'server-only';
import { loadEventsOfDay } from '@/lib/calendar/load-events';
import { combine, type Section } from '@/lib/calendar/section';
import type { Locale } from '@/lib/i18n/routing';
import { addDays } from '@/lib/time/zones';
import type { CalendarEvent } from '@/lib/upstream/types';
import { orderEvents } from './select';

/**
 * Holidays and financial events of the reader's today and tomorrow, loaded
 * as the calendar's events page loads them (holidays on their date, events
 * in the reader's day), upcoming first.
 */
export async function nextEvents(locale: Locale, today: string, tz: string, now: Date = new Date()): Promise<Section<CalendarEvent[]>> {
  const days = [today, addDays(today, 1)];
  const sections = await Promise.all(
    days.flatMap((day) => [loadEventsOfDay(locale, 'holiday', day, tz), loadEventsOfDay(locale, 'event', day, tz)]),
  );
  const failed = sections.find((s) => !s.ok);
  if (failed) return failed;
  const parts = sections.flatMap((s) => (s.ok ? [s] : []));
  const merged = combine(parts, (lists) => orderEvents(lists.flat(), tz, now.getTime()));
  return { ok: true, ...merged };
}
