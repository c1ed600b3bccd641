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
import { loadMonth } from '@/lib/calendar/load';
import { loadReaderDays } from '@/lib/calendar/load-period';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { first } from '@/lib/reader/query';
import { headStart } from '@/lib/reader/head-start';
import { dayWindow, filterQuery, parseFilters } from '@/lib/calendar/params';
import { dayOfPeriod, parseMonthPeriod } from '@/lib/calendar/period';
import { monthTitle } from '@/lib/calendar/period-titles';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { MonthSteps } from '@/lib/calendar/ui/month-steps';
import { ParamNotice } from '@/lib/calendar/ui/param-notice';
import { ReleasesSection } from '@/lib/calendar/ui/releases-section';
import { TimesIn } from '@/lib/calendar/ui/times-in';

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const sp = await searchParams;
  const month = parseMonthPeriod(first(sp, 'month'), first(sp, 'range'), todayIn('UTC'));
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  const p = month.ok ? month.value : ({ kind: 'upstream', range: 'next' } as const);
  const path = p.kind === 'month' ? `/calendar/month?month=${p.month}` : `/calendar/month?range=${p.range}`;
  return pageMetadata({ locale, path, title: monthTitle(t, p, locale), description: t('month.description'), feed: { kind: 'releases', title: (await getTranslations({ locale, namespace: 'Feeds' }))('linkTitle') } });
}

export default async function CalendarMonthPage(props: PageProps) {
  const ctx = await readerView(props);
  const { searchParams: sp, today } = ctx;
  const t = await getTranslations('Calendar');
  const month = parseMonthPeriod(first(sp, 'month'), first(sp, 'range'), today);
  const filters = parseFilters(sp);
  if (!month.ok || !filters.ok) {
    const { min, max } = dayWindow(today);
    const problem = !month.ok ? month.problem : !filters.ok ? filters.problem : 'range';
    return <ParamNotice problem={problem} href={localePath(ctx.locale, readerHref('/calendar/month', { range: 'next' }, ctx))} min={min} max={max} />;
  }
  const period = month.value;
  const keep = filterQuery(filters.value);
  const title = monthTitle(t, period, ctx.locale);
  const view: Record<string, string> = period.kind === 'month' ? { month: period.month } : { range: period.range };
  const releases = period.kind === 'month' ? loadReaderDays(ctx.locale, period.days, ctx.tz) : loadMonth(ctx.locale, period.range);
  await headStart([releases]);
  return (
    <>
      <PageHeader title={title} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="month" ctx={ctx} legacy={usDataOffered()} keep={keep} at={period.kind === 'month' ? dayOfPeriod(period.days, today) : null} />
      <MonthSteps period={period} today={today} keep={keep} ctx={ctx} />
      <SectionStack>
        <Section id="releases" title={t('month.releases')}>
          <Suspense fallback={<Skeleton rows={10} />}>
            <ReleasesSection
              section={releases}
              ctx={ctx}
              filters={filters.value}
              groupBy="day"
              action={localePath(ctx.locale, '/calendar/month')}
              view={view}
              exportView={{ view: 'month', ...view }}
              caption={title}
              emptyText={t('month.empty')}
              now={(period.kind === 'month' ? period.days.includes(today) : period.range === 'next') ? ctx.now : null}
            />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
