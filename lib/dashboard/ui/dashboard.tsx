import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import { formatDay, zoneOffsetLabel } from '@/lib/time/format';
import { PageHeader } from '@/lib/share/ui/page-header';
import { Section } from '@/lib/ui/section';
import { Skeleton } from '@/lib/ui/skeleton';
import { WidgetBoundary } from '@/lib/ui/widget-boundary';
import { readerHref } from '@/lib/reader/link';
import type { DashboardView } from '../view';
import { KeyReleases } from './key-releases';
import { LatestNews } from './latest-news';
import { NextEvents } from './next-events';
import { QuoteStrip } from './quote-strip';

/**
 * The dashboard: four widgets, each in its own Suspense boundary with its
 * own error block, so one slow or failing source never blanks the page.
 */
export async function Dashboard({ view }: { view: DashboardView }) {
  const { locale, tz } = view;
  const t = await getTranslations('Dashboard');
  const tzT = await getTranslations('TimeZonePicker');
  const errT = await getTranslations('Errors');
  const boundary = { title: errT('title'), message: errT('generic'), retryLabel: errT('retry') };
  const props = { view };
  const day = formatDay(view.today, locale, 'weekdayDate');
  return (
    <>
      <PageHeader
        title={t('title')}
        lead={
          <>
            {t('intro', { day })} <span className="muted">{tzT('current', { zone: `${tz} (${zoneOffsetLabel(tz)})` })}</span>
          </>
        }
      />
      <div className="dashboard-grid">
        <div className="span-2">
          <Section id="quotes" title={t('quotesTitle')} action={<AppLink href={readerHref('/markets', {}, view)}>{t('allMarkets')}</AppLink>}>
            <Suspense fallback={<Skeleton rows={2} />}>
              <WidgetBoundary {...boundary}>
                <QuoteStrip {...props} />
              </WidgetBoundary>
            </Suspense>
          </Section>
        </div>
        <div className="span-2">
          <Section id="releases" title={t('releasesTitle')} action={<AppLink href={readerHref('/calendar', {}, view)}>{t('fullCalendar')}</AppLink>}>
            <Suspense fallback={<Skeleton rows={5} />}>
              <WidgetBoundary {...boundary}>
                <KeyReleases {...props} />
              </WidgetBoundary>
            </Suspense>
          </Section>
        </div>
        <Section id="events" title={t('eventsTitle')}>
          <Suspense fallback={<Skeleton rows={4} />}>
            <WidgetBoundary {...boundary}>
              <NextEvents {...props} />
            </WidgetBoundary>
          </Suspense>
        </Section>
        <Section id="news" title={t('newsTitle')} action={<AppLink href={readerHref('/news', {}, view)}>{t('allNews')}</AppLink>}>
          <Suspense fallback={<Skeleton rows={4} />}>
            <WidgetBoundary {...boundary}>
              <LatestNews {...props} />
            </WidgetBoundary>
          </Suspense>
        </Section>
      </div>
    </>
  );
}
