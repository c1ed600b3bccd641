import 'server-only';
import { getConfig } from '@/lib/config';
import { getEvents, getLegacyEventsOfDay, getLegacyForecast, getLegacyUsData } from '@/lib/upstream';
import type { CalendarEvent, Fetched } from '@/lib/upstream/types';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import { compactDay, dayBounds, dayIn } from '@/lib/time/zones';
import { localizeEvents, localizeReleases } from '@/lib/localize/join';
import type { LocalizedEvent, LocalizedRelease } from '@/lib/localize/marks';
import { upstreamDaysOf } from './reader-day';
import { countryCode } from '@/lib/release/countries';
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
 * (type 2, which only the legacy family has: docs/upstream.md section A).
 * A holiday is a date, not an instant: it stays on the upstream's date for
 * every reader; events and issuance are instants, re-bucketed into the
 * reader's day like releases.
 */
export function loadEventsOfDay(locale: Locale, type: EventTypeParam, day: string, tz: string): Promise<Section<LocalizedEvent[]>> {
  return settle(async () => {
    if (type === 'holiday') {
      const f = await getEvents(variantOf(locale), 1, day);
      return { ...f, data: [...f.data].sort(byTime) as LocalizedEvent[] };
    }
    const days = upstreamDaysOf(day, tz, getConfig().upstream.timeZone);
    const parts: Fetched<CalendarEvent[]>[] = await Promise.all(
      days.map((d) => (type === 'event' ? getEvents(variantOf(locale), 3, d) : getLegacyEventsOfDay(2, compactDay(d)))),
    );
    const f = combine(parts, (lists) => withinReaderDay(lists.flat(), day, tz).sort(byTime));
    return { ...f, data: localizeEvents(f.data, locale) };
  });
}

const LEGACY_TYPE = { holiday: 1, treasury: 2, event: 3 } as const;

/**
 * A holiday is one fact however many families serve it: a country closed on
 * an upstream date. The legacy batch drops the holidays the page already
 * shows from the tokened family.
 */
export function withoutShownHolidays(batch: CalendarEvent[], shown: CalendarEvent[], upstreamZone: string): CalendarEvent[] {
  const key = (e: CalendarEvent) => `${countryCode(e.country)} ${e.date ?? dayIn(new Date(e.at), upstreamZone)}`;
  const seen = new Set(shown.filter((e) => e.kind === 'holiday').map(key));
  return batch.filter((e) => e.kind !== 'holiday' || !seen.has(key(e)));
}

/**
 * This week's batch of one kind (legacy forecast operation, interval week),
 * in the reader's language; `shown` is the page's own list of the day, whose
 * holidays are not repeated.
 */
export function loadWeekBatch(locale: Locale, type: EventTypeParam, shown?: Promise<Section<CalendarEvent[]>>): Promise<Section<LocalizedEvent[]>> {
  return settle(async () => {
    const [f, above] = await Promise.all([getLegacyForecast(LEGACY_TYPE[type], 'week'), shown]);
    const data = localizeEvents([...f.data].sort(byTime), locale);
    return { ...f, data: above?.ok ? withoutShownHolidays(data, above.data, getConfig().upstream.timeZone) : data };
  });
}

/** U.S. data of the last 30 days with next release times (legacy usaData), newest first, in the reader's language. */
export function loadUsData(locale: Locale): Promise<Section<LocalizedRelease[]>> {
  return settle(async () => {
    const f = await getLegacyUsData();
    const sorted = [...f.data].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return { ...f, data: await localizeReleases(sorted, locale) };
  });
}
