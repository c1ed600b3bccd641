import { Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { usDataOffered } from '@/lib/calendar/us-data';
import { Section } from '@/lib/ui/section';
import { SectionStack } from '@/lib/calendar/ui/section-stack';
import { Skeleton } from '@/lib/ui/skeleton';
import { PageHeader } from '@/lib/share/ui/page-header';
import { loadUsDataBest } from '@/lib/calendar/load-us';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { TimesIn } from '@/lib/calendar/ui/times-in';
import { UsDataSection } from '@/lib/calendar/ui/us-data-section';
import { headStart } from '@/lib/reader/head-start';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'UsData' });
  return pageMetadata({ locale: locale, path: '/calendar/us', title: t('title'), description: t('description') });
}

export default async function UsDataPage(props: PageProps) {
  const ctx = await readerView(props);
  // usaData exists only in the legacy family; without it the view does not exist.
  if (!usDataOffered()) notFound();
  const t = await getTranslations('UsData');
  const releases = loadUsDataBest(ctx.locale);
  await headStart([releases]);
  return (
    <>
      <PageHeader title={t('title')} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current="us" ctx={ctx} legacy />
      <SectionStack>
        <Section id="us-data" title={t('releases')}>
          <Suspense fallback={<Skeleton rows={10} />}>
            <UsDataSection section={releases} ctx={ctx} />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
