import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { generatedPreviewImage } from '@/lib/share/og/images';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { localePath } from '@/lib/i18n/routing';
import { formatDay } from '@/lib/time/format';
import { isValidDay } from '@/lib/time/zones';
import { usDataOffered } from '@/lib/calendar/us-data';
import { Section } from '@/lib/ui/section';
import { SectionStack } from '@/lib/calendar/ui/section-stack';
import { Skeleton } from '@/lib/ui/skeleton';
import { PageHeader } from '@/lib/share/ui/page-header';
import { loadReaderDay } from '@/lib/calendar/load';
import { loadEventsOfDay } from '@/lib/calendar/load-events';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { dayWindow, filterQuery, parseDate, parseFilters } from '@/lib/calendar/params';
import { first } from '@/lib/reader/query';
import { headStart } from '@/lib/reader/head-start';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { DayEvents } from '@/lib/calendar/ui/day-events';
import { DayPicker } from '@/lib/calendar/ui/day-picker';
import { ParamNotice } from '@/lib/calendar/ui/param-notice';
import { ReleasesSection } from '@/lib/calendar/ui/releases-section';
import { TimesIn } from '@/lib/calendar/ui/times-in';

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const sp = await searchParams;
  const date = first(sp, 'date');
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  // A shared day link unfurls with its date and keeps it in the canonical URL.
  const day = date && isValidDay(date) ? date : null;
  const title = day ? t('day.heading', { day: formatDay(day, locale, 'date') }) : t('day.title');
  return pageMetadata({
    locale: locale,
    path: day ? `/calendar?date=${day}` : '/calendar',
    title,
    description: t('day.description'),
    feed: { kind: 'releases', title: (await getTranslations({ locale, namespace: 'Feeds' }))('linkTitle') },
    image: generatedPreviewImage(locale, '/calendar', title, { date: day, tz: canonicalTimeZone(first(sp, 'tz')) }),
  });
}

export default async function CalendarDayPage(props: PageProps) {
  const ctx = await readerView(props);
  const { searchParams: sp, today } = ctx;
  const t = await getTranslations('Calendar');
  const { min, max } = dayWindow(today);
  const date = parseDate(first(sp, 'date'), today);
  const filters = parseFilters(sp);
  if (!date.ok || !filters.ok) {
    const problem = !date.ok ? date.problem : !filters.ok ? filters.problem : 'date-format';
    return <ParamNotice problem={problem} href={localePath(ctx.locale, readerHref('/calendar', {}, ctx))} min={min} max={max} />;
  }
  const day = date.value;
  const legacy = usDataOffered();
  const view: Record<string, string> = first(sp, 'date') ? { date: day } : {};
  const at = first(sp, 'date') ? day : null;
  const releases = loadReaderDay(ctx.locale, day, ctx.tz);
  const holidays = loadEventsOfDay(ctx.locale, 'holiday', day, ctx.tz);
  const events = loadEventsOfDay(ctx.locale, 'event', day, ctx.tz);
  await headStart([releases, holidays, events]);
  return (
    <>
      <PageHeader title={t('day.heading', { day: formatDay(day, ctx.locale, 'weekdayDate') })} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="day" ctx={ctx} legacy={legacy} keep={filterQuery(filters.value)} at={at} />
      <DayPicker path="/calendar" action={localePath(ctx.locale, '/calendar')} day={day} today={today} min={min} max={max} filters={filters.value} ctx={ctx} />
      <SectionStack>
        <Section id="releases" title={t('day.releases')}>
          <Suspense fallback={<Skeleton rows={8} />}>
            <ReleasesSection
              section={releases}
              ctx={ctx}
              filters={filters.value}
              groupBy="hour"
              action={localePath(ctx.locale, '/calendar')}
              view={view}
              exportView={{ view: 'day', date: day }}
              caption={t('day.releases')}
              emptyText={t('day.empty')}
              now={day === today ? ctx.now : null}
            />
          </Suspense>
        </Section>
        <Section id="day-events" title={t('day.events')}>
          <Suspense fallback={<Skeleton rows={3} />}>
            <DayEvents
              holidays={holidays}
              events={events}
              day={day}
              ctx={ctx}
              filters={filters.value}
            />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
