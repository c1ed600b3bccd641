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
import { loadMonth } from '@/lib/calendar/load';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { dayWindow, filterQuery, parseFilters, parseRange } from '@/lib/calendar/params';
import { first } from '@/lib/reader/query';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { ParamNotice } from '@/lib/calendar/ui/param-notice';
import { PeriodSwitch } from '@/lib/calendar/ui/period-switch';
import { ReleasesSection } from '@/lib/calendar/ui/releases-section';
import { TimesIn } from '@/lib/calendar/ui/times-in';

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const range = parseRange(first(await searchParams, 'range'));
  const value = range.ok ? range.value : 'next';
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  return pageMetadata({ locale: locale, path: `/calendar/month?range=${value}`, title: t('month.title', { range: value }), description: t('month.description') });
}

export default async function CalendarMonthPage(props: PageProps) {
  const ctx = await readerView(props);
  const { searchParams: sp, today } = ctx;
  const t = await getTranslations('Calendar');
  const range = parseRange(first(sp, 'range'));
  const filters = parseFilters(sp);
  if (!range.ok || !filters.ok) {
    const { min, max } = dayWindow(today);
    const problem = !range.ok ? range.problem : !filters.ok ? filters.problem : 'range';
    return <ParamNotice problem={problem} href={localePath(ctx.locale, readerHref('/calendar/month', { range: 'next' }, ctx))} min={min} max={max} />;
  }
  const keep = filterQuery(filters.value);
  return (
    <>
      <PageHeader title={t('month.title', { range: range.value })} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="month" ctx={ctx} legacy={legacyEnabled()} keep={keep} />
      <PeriodSwitch
        label={t('month.switch')}
        options={[
          { label: t('month.title', { range: 'past' }), href: readerHref('/calendar/month', { range: 'past', ...keep }, ctx), current: range.value === 'past' },
          { label: t('month.title', { range: 'next' }), href: readerHref('/calendar/month', { range: 'next', ...keep }, ctx), current: range.value === 'next' },
        ]}
      />
      <SectionStack>
        <Section id="releases" title={t('month.releases')}>
          <Suspense fallback={<Skeleton rows={10} />}>
            <ReleasesSection
              section={loadMonth(ctx.locale, range.value)}
              ctx={ctx}
              filters={filters.value}
              groupBy="day"
              action={localePath(ctx.locale, '/calendar/month')}
              view={{ range: range.value }}
              exportView={{ view: 'month', range: range.value }}
              caption={t('month.title', { range: range.value })}
              emptyText={t('month.empty')}
              countdown={false}
            />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
