import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { localePath } from '@/lib/i18n/routing';
import { formatDay } from '@/lib/time/format';
import { usDataOffered } from '@/lib/calendar/us-data';
import { Section } from '@/lib/ui/section';
import { SectionStack } from '@/lib/calendar/ui/section-stack';
import { Skeleton } from '@/lib/ui/skeleton';
import { PageHeader } from '@/lib/share/ui/page-header';
import { loadEventsOfDay, loadWeekBatch } from '@/lib/calendar/load-events';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { dayWindow, EVENT_TYPES, filterQuery, parseDate, parseEventType, parseFilters } from '@/lib/calendar/params';
import { first } from '@/lib/reader/query';
import { headStart } from '@/lib/reader/head-start';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { DayPicker } from '@/lib/calendar/ui/day-picker';
import { EventsSection, WeekBatch } from '@/lib/calendar/ui/events-section';
import { ParamNotice } from '@/lib/calendar/ui/param-notice';
import { PeriodSwitch } from '@/lib/calendar/ui/period-switch';
import { TimesIn } from '@/lib/calendar/ui/times-in';

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const type = parseEventType(first(await searchParams, 'type'));
  const value = type.ok ? type.value : 'holiday';
  const t = await getTranslations({ locale, namespace: 'Events' });
  return pageMetadata({ locale: locale, path: `/calendar/events?type=${value}`, title: t('title', { type: value }), description: t('description') });
}

export default async function CalendarEventsPage(props: PageProps) {
  const ctx = await readerView(props);
  const { searchParams: sp, today } = ctx;
  const t = await getTranslations('Events');
  const { min, max } = dayWindow(today);
  const legacy = usDataOffered();
  const date = parseDate(first(sp, 'date'), today);
  const type = parseEventType(first(sp, 'type'));
  const filters = parseFilters(sp);
  const validHref = localePath(ctx.locale, readerHref('/calendar/events', {}, ctx));
  if (!date.ok || !type.ok || !filters.ok) {
    const problem = !date.ok ? date.problem : !type.ok ? type.problem : !filters.ok ? filters.problem : 'type';
    return <ParamNotice problem={problem} href={validHref} min={min} max={max} />;
  }
  // Treasury issuance exists only in the legacy family (type 2, docs/upstream.md section A).
  if (type.value === 'treasury' && !legacy) return <ParamNotice problem="unavailable" href={validHref} min={min} max={max} />;
  const day = date.value;
  const keep = filterQuery(filters.value);
  const types = EVENT_TYPES.filter((k) => legacy || k !== 'treasury');
  const dayList = loadEventsOfDay(ctx.locale, type.value, day, ctx.tz);
  const weekBatch = legacy ? loadWeekBatch(ctx.locale, type.value, dayList) : null;
  await headStart(weekBatch ? [dayList, weekBatch] : [dayList]);
  return (
    <>
      <PageHeader title={t('heading', { type: type.value, day: formatDay(day, ctx.locale, 'weekdayDate') })} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="events" ctx={ctx} legacy={legacy} keep={keep} at={first(sp, 'date') ? day : null} />
      <PeriodSwitch
        label={t('typeLabel')}
        options={types.map((k) => ({ label: t('type', { type: k }), href: readerHref('/calendar/events', { date: first(sp, 'date') ? day : undefined, type: k, ...keep }, ctx), current: k === type.value }))}
      />
      <DayPicker path="/calendar/events" action={localePath(ctx.locale, '/calendar/events')} day={day} today={today} min={min} max={max} filters={filters.value} ctx={ctx} extra={{ type: type.value }} />
      <SectionStack>
        <Section id="events" title={t('type', { type: type.value })}>
          <Suspense fallback={<Skeleton rows={5} />}>
            <EventsSection
              section={dayList}
              ctx={ctx}
              filters={filters.value}
              action={localePath(ctx.locale, '/calendar/events')}
              view={{ date: day, type: type.value }}
              caption={t('type', { type: type.value })}
             
            />
          </Suspense>
        </Section>
        {weekBatch ? (
          <Section id="week-batch" title={t('weekTitle', { type: type.value })}>
            <Suspense fallback={<Skeleton rows={5} />}>
              <WeekBatch section={weekBatch} ctx={ctx} filters={filters.value} caption={t('weekTitle', { type: type.value })} />
            </Suspense>
          </Section>
        ) : null}
      </SectionStack>
    </>
  );
}
