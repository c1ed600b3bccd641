import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/metadata';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { legacyEnabled } from '@/lib/upstream';
import { Section } from '@/lib/ui/section';
import { SectionStack } from '@/lib/calendar/ui/section-stack';
import { Skeleton } from '@/lib/ui/skeleton';
import { PageHeader } from '@/lib/ui/page-header';
import { loadWeek } from '@/lib/calendar/load';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { dayWindow, filterQuery, parseFilters, parseWeek } from '@/lib/calendar/params';
import { first } from '@/lib/reader/query';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { ParamNotice } from '@/lib/calendar/ui/param-notice';
import { PeriodSwitch } from '@/lib/calendar/ui/period-switch';
import { ReleasesSection } from '@/lib/calendar/ui/releases-section';
import { TimesIn } from '@/lib/calendar/ui/times-in';

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const week = parseWeek(first(await searchParams, 'week'));
  const value = week.ok ? week.value : 'this';
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  return pageMetadata({ locale: locale, path: `/calendar/week?week=${value}`, title: t('week.title', { week: value }), description: t('week.description') });
}

export default async function CalendarWeekPage(props: PageProps) {
  const ctx = await readerView(props);
  const { searchParams: sp, today } = ctx;
  const t = await getTranslations('Calendar');
  const week = parseWeek(first(sp, 'week'));
  const filters = parseFilters(sp);
  if (!week.ok || !filters.ok) {
    const { min, max } = dayWindow(today);
    const problem = !week.ok ? week.problem : !filters.ok ? filters.problem : 'week';
    return <ParamNotice problem={problem} href={localePath(ctx.locale, readerHref('/calendar/week', { week: 'this' }, ctx))} min={min} max={max} />;
  }
  const action = localePath(ctx.locale, '/calendar/week');
  return (
    <>
      <PageHeader title={t('week.title', { week: week.value })} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="week" ctx={ctx} legacy={legacyEnabled()} keep={filterQuery(filters.value)} />
      <PeriodSwitch
        label={t('week.switch')}
        options={[
          { label: t('week.title', { week: 'this' }), href: readerHref('/calendar/week', { week: 'this', ...filterQuery(filters.value) }, ctx), current: week.value === 'this' },
          { label: t('week.title', { week: 'next' }), href: readerHref('/calendar/week', { week: 'next', ...filterQuery(filters.value) }, ctx), current: week.value === 'next' },
        ]}
      />
      <SectionStack>
        <Section id="releases" title={t('week.releases')}>
          <Suspense fallback={<Skeleton rows={10} />}>
            <ReleasesSection
              section={loadWeek(ctx.locale, week.value)}
              ctx={ctx}
              filters={filters.value}
              groupBy="day"
              action={action}
              view={{ week: week.value }}
              exportView={{ view: 'week', week: week.value }}
              caption={t('week.title', { week: week.value })}
              emptyText={t('week.empty')}
              countdown
            />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
