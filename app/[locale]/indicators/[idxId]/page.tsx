import { Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { generatedPreviewImage } from '@/lib/share/og/images';
import { usDataOffered } from '@/lib/calendar/us-data';
import { zIndicatorId } from '@/lib/upstream/params';
import { Section } from '@/lib/ui/section';
import { SectionStack } from '@/lib/calendar/ui/section-stack';
import { Skeleton } from '@/lib/ui/skeleton';
import { PageHeader } from '@/lib/share/ui/page-header';
import { loadIndicator, loadIndicatorReleases, loadLegacyDetail } from '@/lib/calendar/load-indicator';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { CalendarNav } from '@/lib/calendar/ui/calendar-nav';
import { IndicatorInfo } from '@/lib/calendar/ui/indicator-info';
import { IndicatorReleases } from '@/lib/calendar/ui/indicator-releases';
import { SectionError } from '@/lib/calendar/ui/section-error';
import { TimesIn } from '@/lib/calendar/ui/times-in';
import { historyParams } from '@/lib/indicator/history-view';
import { archiveEnabled } from '@/lib/archive/runtime';
import { IndicatorHistory, loadIndicatorHistory } from '@/lib/indicator/ui/indicator-history';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ReminderBell } from '@/lib/reminders/ui/bell';
import { indicatorIcsHref, reminderTitle } from '@/lib/reminders/links';
import { IndicatorReactions, loadIndicatorReactions } from '@/lib/indicator/ui/indicator-reactions';
import { loadIndicatorSurprises, SurpriseDistributionSection } from '@/lib/indicator/ui/surprise-distribution';
import { headStart } from '@/lib/reader/head-start';
import { readerHref } from '@/lib/reader/link';
import { IndicatorWatch } from '@/lib/watchlist/ui/indicator-watch';

type Props = PageProps<{ idxId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const { idxId } = await params;
  const t = await getTranslations({ locale, namespace: 'Indicator' });
  const id = zIndicatorId.safeParse(idxId);
  const info = id.success ? await loadIndicator(locale, id.data) : null;
  const name = info?.ok ? info.data.name : null;
  const path = `/indicators/${encodeURIComponent(idxId)}`;
  const title = name ? t('title', { name, country: info?.ok ? info.data.country : '' }) : t('fallbackTitle');
  return pageMetadata({
    locale: locale,
    path,
    title,
    description: info?.ok && info.data.interpretation ? info.data.interpretation.slice(0, 160) : t('description'),
    image: generatedPreviewImage(locale, path, title),
  });
}

export default async function IndicatorPage(props: Props) {
  const ctx = await readerView(props);
  const { idxId } = await props.params;
  const id = zIndicatorId.safeParse(idxId);
  if (!id.success) notFound();
  // Started together: a hanging upstream costs the page one UPSTREAM_TIMEOUT_MS, not one per call.
  const releases = loadIndicatorReleases(ctx.locale, id.data);
  const [info, legacy] = await Promise.all([loadIndicator(ctx.locale, id.data), loadLegacyDetail(id.data, ctx.locale)]);
  if (!info) notFound();
  const t = await getTranslations('Indicator');
  const name = info.ok ? info.data.name : t('fallbackTitle');
  const archive = archiveEnabled();
  const sp = ctx.searchParams;
  const history = historyParams(sp);
  const given = history.problem === 'range' ? sp.range : history.problem === 'page' ? sp.page : undefined;
  const historyView = { ...history, given: (Array.isArray(given) ? given[0] : given) ?? null };
  const archived = archive
    ? { history: loadIndicatorHistory(ctx, id.data, historyView, ctx.now), surprises: loadIndicatorSurprises(ctx, id.data), reactions: loadIndicatorReactions(ctx, id.data) }
    : null;
  await headStart(archived ? [releases, archived.history, archived.surprises, archived.reactions] : [releases]);
  return (
    <>
      <PageHeader title={info.ok ? t('title', { name, country: info.data.country }) : name} lead={<TimesIn tz={ctx.tz} />} />
      <CalendarNav current={null} ctx={ctx} legacy={usDataOffered()} />
      {info.ok ? <IndicatorWatch indicatorId={id.data} title={name} locale={ctx.locale} calendarHref={readerHref('/calendar/week', {}, ctx)} /> : null}
      <SectionStack>
        <Section id="indicator-info" title={t('about')}>
          {info.ok ? <IndicatorInfo indicator={info.data} legacy={legacy?.ok ? legacy.data : null} /> : <SectionError error={info.error} />}
        </Section>
        {archived ? (
          <Section id="indicator-history" title={t('history')}>
            <Suspense fallback={<Skeleton rows={8} />}>
              <IndicatorHistory id={id.data} history={archived.history} ctx={ctx} view={historyView} now={ctx.now} />
            </Suspense>
          </Section>
        ) : null}
        {archived ? (
          <Section id="indicator-surprises" title={t('surprises.title')}>
            <Suspense fallback={<Skeleton rows={3} />}>
              <SurpriseDistributionSection rows={archived.surprises} ctx={ctx} />
            </Suspense>
          </Section>
        ) : null}
        {archived ? (
          <Section id="indicator-reactions" title={t('reactions')}>
            <Suspense fallback={<Skeleton rows={4} />}>
              <IndicatorReactions id={id.data} reactions={archived.reactions} ctx={ctx} />
            </Suspense>
          </Section>
        ) : null}
        <Section id="indicator-releases" title={archive ? t('upcoming') : t('releases')}>
          {info.ok ? (
            <ClientMessages namespaces={['Reminders']}>
              <p>
                <ReminderBell target={{ kind: 'indicator', indicatorId: id.data, title: reminderTitle(name) }} icsHref={indicatorIcsHref(name, ctx)} text={t('remindEvery')} />
              </p>
            </ClientMessages>
          ) : null}
          <Suspense fallback={<Skeleton rows={6} />}>
            <IndicatorReleases section={releases} ctx={ctx} chart={!archive} />
          </Suspense>
        </Section>
      </SectionStack>
    </>
  );
}
