import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { localePath } from '@/lib/i18n/routing';
import { todayIn } from '@/lib/time/zones';
import { usDataOffered } from '@/lib/calendar/us-data';
import { Section } from '@/lib/ui/section';
import { SectionStack } from '@/lib/calendar/ui/section-stack';
import { Skeleton } from '@/lib/ui/skeleton';
import { PageHeader } from '@/lib/share/ui/page-header';
import { loadWeek } from '@/lib/calendar/load';
import { loadReaderDays } from '@/lib/calendar/load-period';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { first } from '@/lib/reader/query';
import { headStart } from '@/lib/reader/head-start';
import { dayWindow, filterQuery, parseFilters } from '@/lib/calendar/params';
import { dayOfPeriod, parseWeekPeriod } from '@/lib/calendar/period';
import { weekTitle } from '@/lib/calendar/period-titles';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { ParamNotice } from '@/lib/calendar/ui/param-notice';
import { ReleasesSection } from '@/lib/calendar/ui/releases-section';
import { TimesIn } from '@/lib/calendar/ui/times-in';
import { WeekSteps } from '@/lib/calendar/ui/week-steps';

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  // Metadata needs no reader zone: a week's name and days are zone-free.
  const week = parseWeekPeriod(first(await searchParams, 'week'), todayIn('UTC'));
  const value = week.ok ? (week.value.kind === 'iso' ? week.value.week : week.value.week) : 'this';
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  const title = week.ok ? weekTitle(t, week.value, locale) : t('week.title', { week: 'this' });
  return pageMetadata({ locale, path: `/calendar/week?week=${value}`, title, description: t('week.description'), feed: { kind: 'releases', title: (await getTranslations({ locale, namespace: 'Feeds' }))('linkTitle') } });
}

export default async function CalendarWeekPage(props: PageProps) {
  const ctx = await readerView(props);
  const { searchParams: sp, today } = ctx;
  const t = await getTranslations('Calendar');
  const week = parseWeekPeriod(first(sp, 'week'), today);
  const filters = parseFilters(sp);
  if (!week.ok || !filters.ok) {
    const { min, max } = dayWindow(today);
    const problem = !week.ok ? week.problem : !filters.ok ? filters.problem : 'week';
    return <ParamNotice problem={problem} href={localePath(ctx.locale, readerHref('/calendar/week', { week: 'this' }, ctx))} min={min} max={max} />;
  }
  const period = week.value;
  const keep = filterQuery(filters.value);
  const title = weekTitle(t, period, ctx.locale);
  const view = { week: period.week };
  const releases = period.kind === 'iso' ? loadReaderDays(ctx.locale, period.days, ctx.tz) : loadWeek(ctx.locale, period.week);
  await headStart([releases]);
  return (
    <>
      <PageHeader title={title} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="week" ctx={ctx} legacy={usDataOffered()} keep={keep} at={period.kind === 'iso' ? dayOfPeriod(period.days, today) : null} />
      <WeekSteps period={period} today={today} keep={keep} ctx={ctx} />
      <SectionStack>
        <Section id="releases" title={t('week.releases')}>
          <Suspense fallback={<Skeleton rows={10} />}>
            <ReleasesSection
              section={releases}
              ctx={ctx}
              filters={filters.value}
              groupBy="day"
              action={localePath(ctx.locale, '/calendar/week')}
              view={view}
              exportView={{ view: 'week', week: period.week }}
              caption={title}
              emptyText={t('week.empty')}
              now={(period.kind === 'iso' ? period.days.includes(today) : period.week === 'this') ? ctx.now : null}
            />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
