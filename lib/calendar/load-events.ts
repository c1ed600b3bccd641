import 'server-only';
import { getConfig } from '@/lib/config';
import { getEvents, getLegacyEventsOfDay, getLegacyForecast, getLegacyUsData } from '@/lib/upstream';
import type { CalendarEvent, Fetched, Release } from '@/lib/upstream/types';
import { variantOf, type Locale } from '@/lib/i18n/routing';
import { compactDay, dayBounds } from '@/lib/time/zones';
import { upstreamDaysOf } from './reader-day';
import { combine, settle, type Section } from './section';
import type { EventTypeParam } from './params';

const byTime = (a: CalendarEvent, b: CalendarEvent) => a.at.localeCompare(b.at) || a.country.localeCompare(b.country);

function withinReaderDay(events: CalendarEvent[], day: string, tz: string): CalendarEvent[] {
  const { start, end } = dayBounds(day, tz);
  const seen = new Set<string>();
  return events.filter((e) => {
    const t = Date.parse(e.at);
    if (t < start.getTime() || t >= end.getTime() || seen.has(e.id)) return false;
    seen.add(e.id);
    return true;
  });
}

/**
 * Holidays, financial events (tokened types 1 and 3) or treasury issuance
 * (type 2, which only the legacy family has: upstream-api.md section A).
 * A holiday is a date, not an instant: it stays on the upstream's date for
 * every reader; events and issuance are instants, re-bucketed into the
 * reader's day like releases.
 */
export function loadEventsOfDay(locale: Locale, type: EventTypeParam, day: string, tz: string): Promise<Section<CalendarEvent[]>> {
  return settle(async () => {
    if (type === 'holiday') {
      const f = await getEvents(variantOf(locale), 1, day);
      return { ...f, data: [...f.data].sort(byTime) };
    }
    const days = upstreamDaysOf(day, tz, getConfig().upstream.timeZone);
    const parts: Fetched<CalendarEvent[]>[] = await Promise.all(
      days.map((d) => (type === 'event' ? getEvents(variantOf(locale), 3, d) : getLegacyEventsOfDay(2, compactDay(d)))),
    );
    return combine(parts, (lists) => withinReaderDay(lists.flat(), day, tz).sort(byTime));
  });
}

const LEGACY_TYPE = { holiday: 1, treasury: 2, event: 3 } as const;

/** This week's batch of one kind (legacy forecast operation, interval week). */
export function loadWeekBatch(type: EventTypeParam): Promise<Section<CalendarEvent[]>> {
  return settle(async () => {
    const f = await getLegacyForecast(LEGACY_TYPE[type], 'week');
    return { ...f, data: [...f.data].sort(byTime) };
  });
}

/** U.S. data of the last 30 days with next release times (legacy usaData), newest first. */
export function loadUsData(): Promise<Section<Release[]>> {
  return settle(async () => {
    const f = await getLegacyUsData();
    return { ...f, data: [...f.data].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)) };
  });
}
