import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/routing';
import { usDataOffered } from './us-data';
import type { CalendarEvent, Release } from '@/lib/upstream/types';
import { todayIn } from '@/lib/time/zones';
import type { ExportQuery } from './api-query';
import { displayOf, eventsCsv, eventToIcs, releasesCsv, releaseToIcs, type ExportText } from './export';
import { filterEvents, filterReleases } from './filters';
import { eventTags, releaseTags, surpriseTags } from './export';
import { surpriseScores } from './surprises';
import { bySurprise } from '@/lib/release/surprise';
import { releaseKey } from '@/lib/release/key';
import { icsCalendar, type IcsEvent } from './ics';
import { refreshMinutes } from './refresh';
import { loadMonth, loadReaderDay, loadWeek } from './load';
import { loadEventsOfDay } from './load-events';
import { loadUsDataBest } from './load-us';
import { loadReaderDays } from './load-period';
import { parseMonthPeriod, parseWeekPeriod } from './period';
import type { CalendarFilters } from './params';
import { unavailableView, type Section } from './section';
import type { Result } from '@/lib/result';

/** The file of the view, or the error answer the route gives instead. */
export type ExportBody = Result<{ body: string; contentType: string; filename: string }, { status: number; code: string; message: string; headers?: Record<string, string> }>;

async function exportText(locale: ExportQuery['locale']): Promise<ExportText> {
  const t = await getTranslations({ locale, namespace: 'CalendarExport' });
  return {
    previous: t('previous'),
    forecast: t('forecast'),
    actual: t('actual'),
    revisedFrom: (value) => t('revisedFrom', { value }),
    pending: t('pending'),
    importance: (level) => t('importance', { level }),
    bullish: (assets) => t('bullish', { assets }),
    bearish: (assets) => t('bearish', { assets }),
    ruleAbove: (bullish, bearish) => t('ruleAbove', { bullish: bullish || '—', bearish: bearish || '—' }),
    timeUnconfirmed: t('timeUnconfirmed'),
    kind: (kind) => t('kind', { kind }),
    locale,
  };
}

function load(q: ExportQuery): Promise<Section<Release[] | CalendarEvent[]>> {
  const day = q.date ?? todayIn(q.tz);
  if (q.view === 'day') return loadReaderDay(q.locale, day, q.tz);
  // The query schema has checked both periods against the window already.
  const week = parseWeekPeriod(q.week, todayIn(q.tz));
  const month = parseMonthPeriod(q.month, q.range, todayIn(q.tz));
  if (q.view === 'week' && week.ok) return week.value.kind === 'iso' ? loadReaderDays(q.locale, week.value.days, q.tz) : loadWeek(q.locale, week.value.week);
  if (q.view === 'month' && month.ok) return month.value.kind === 'month' ? loadReaderDays(q.locale, month.value.days, q.tz) : loadMonth(q.locale, month.value.range);
  if (q.view === 'us') return loadUsDataBest(q.locale);
  return loadEventsOfDay(q.locale, q.type, day, q.tz);
}

/** The name of the view as an export file name part and calendar title. */
function viewSlug(q: ExportQuery): string {
  if (q.view === 'day') return `day-${q.date ?? todayIn(q.tz)}`;
  if (q.view === 'week') return `week-${q.week}`;
  if (q.view === 'month') return q.month ? `month-${q.month}` : `30-days-${q.range}`;
  if (q.view === 'us') return 'us-data';
  return `${q.type}-${q.date ?? todayIn(q.tz)}`;
}

/** The view's last reader day, or null for views that always hold the present. */
function lastDayOf(q: ExportQuery): string | null {
  const today = todayIn(q.tz);
  if (q.view === 'day' || q.view === 'events') return q.date ?? today;
  const week = parseWeekPeriod(q.week, today);
  if (q.view === 'week' && week.ok && week.value.kind === 'iso') return week.value.days.at(-1) ?? null;
  const month = parseMonthPeriod(q.month, q.range, today);
  if (q.view === 'month' && month.ok && month.value.kind === 'month') return month.value.days.at(-1) ?? null;
  return null;
}

/** The current view (same parameters as the page) as .ics, CSV or JSON. */
export async function exportView(q: ExportQuery, filters: CalendarFilters, origin: URL): Promise<ExportBody> {
  // Treasury issuance and U.S. data exist only in the legacy family (docs/upstream.md section A).
  if (((q.view === 'events' && q.type === 'treasury') || q.view === 'us') && !usDataOffered()) {
    return { ok: false, status: 404, code: 'not_available', message: 'view: needs the legacy family, which is not configured' };
  }
  const section = await load(q);
  // Over the upstream budget an export is not cut short: what it lacks is asked again later.
  const unavailable = unavailableView(section);
  if (unavailable || !section.ok) return { ok: false, ...(unavailable ?? { status: 503, code: 'upstream_unavailable', message: 'The data source is not answering.' }) };
  const isEvents = q.view === 'events';
  const filtered = isEvents ? [] : filterReleases(section.data as Release[], filters);
  // Scores only where a file carries them (JSON, CSV); .ics entries have no column for them.
  const scores = q.format === 'ics' || isEvents ? undefined : (await surpriseScores(q.locale, filtered)).byRelease;
  const releases = filters.sort === 'surprise' ? bySurprise(filtered, (r) => scores?.get(releaseKey(r))) : filtered;
  const events = isEvents ? filterEvents(section.data as CalendarEvent[], filters) : [];
  const slug = viewSlug(q);
  const filename = `macrodesk-${slug}.${q.format}`;
  if (q.format === 'json') {
    const body = JSON.stringify({ view: q.view, slug, locale: q.locale, tz: q.tz, generatedAt: new Date().toISOString(), fetchedAt: new Date(section.fetchedAt).toISOString(), stale: section.stale, source: section.source, ...(isEvents ? { events: events.map((e) => ({ ...e, ...eventTags(e) })) } : { releases: releases.map((r) => ({ ...r, ...releaseTags(r), ...surpriseTags(r, scores), display: displayOf(r, q.locale) })) }) });
    return { ok: true, value: { body, contentType: 'application/json; charset=utf-8', filename } };
  }
  if (q.format === 'csv') {
    return { ok: true, value: { body: isEvents ? eventsCsv(events, q.tz) : releasesCsv(releases, q.tz, q.locale, scores), contentType: 'text/csv; charset=utf-8', filename } };
  }
  const text = await exportText(q.locale);
  const t = await getTranslations({ locale: q.locale, namespace: 'CalendarExport' });
  const indicatorUrl = (id: string) => new URL(localePath(q.locale, `/indicators/${encodeURIComponent(id)}`), origin).toString();
  const entries: IcsEvent[] = isEvents ? events.map((e) => eventToIcs(e, text)) : releases.map((r) => releaseToIcs(r, text, indicatorUrl(r.indicatorId)));
  const alarm = q.alarm;
  const now = Date.now();
  const body = icsCalendar({
    name: t('calendarName', { view: t('viewName', { view: q.view, week: q.week, range: q.month ?? q.range, type: q.type }) }),
    description: t('calendarDescription'),
    events: alarm ? entries.map((e) => ({ ...e, alarm: { minutes: alarm, description: t('alarmDescription', { minutes: alarm, title: e.summary }) } })) : entries,
    now: new Date(now),
    refreshMinutes: refreshMinutes({
      items: isEvents ? events.map((e) => ({ at: e.at, pending: false })) : releases.map((r) => ({ at: r.publishedAt, pending: !r.released })),
      lastDay: lastDayOf(q),
      today: todayIn(q.tz),
      now,
      kind: isEvents ? 'events' : 'releases',
    }),
  });
  return { ok: true, value: { body, contentType: 'text/calendar; charset=utf-8', filename } };
}
