import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import { pageMetadata } from '@/lib/share/page-metadata';
import { readerHref, readerUrl } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { generatedPreviewImage } from '@/lib/share/og/images';
import { zSymbol } from '@/lib/upstream/params';
import { ErrorBlock } from '@/lib/ui/error-block';
import { PageHeader } from '@/lib/share/ui/page-header';
import { PageNotice } from '@/lib/ui/page-notice';
import { Section } from '@/lib/ui/section';
import { Skeleton } from '@/lib/ui/skeleton';
import { exchangeName } from '@/lib/market/names';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameIn } from '@/lib/localize/ui/symbol-name';
import { DEFAULT_INTERVAL, intervalParam } from '@/lib/market/params';
import { EVENTS_PARAM, eventsParam, eventsQuery } from '@/lib/market/events-param';
import { EventsFilterLinks } from '@/lib/market/ui/events-filter';
import { findSymbol, isOfferedExchange } from '@/lib/market/symbols';
import { ChartSection } from '@/lib/market/ui/chart-section';
import { IntervalTabs } from '@/lib/market/ui/interval-tabs';
import { SymbolQuote } from '@/lib/market/ui/symbol-quote';
import styles from '@/lib/market/ui/market.module.css';

type Props = PageProps<{ excode: string; code: string }>;

/** The symbol-list record, null for a symbol that does not exist, or the upstream error. */
async function lookUp(excode: string, code: string) {
  if (!isOfferedExchange(excode) || !zSymbol.safeParse(code).success) return { symbol: null };
  try {
    return { symbol: await findSymbol(excode, code) };
  } catch (error) {
    return { symbol: undefined, error };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const { excode, code } = await params;
  const { symbol } = await lookUp(excode, code);
  if (symbol === null) return {};
  const t = await getTranslations({ locale, namespace: 'Markets' });
  const name = symbolName(locale, excode, code, symbol?.name).text;
  const exchange = exchangeName(await getTranslations({ locale, namespace: 'Exchanges' }), excode);
  const path = `/markets/${excode}/${code}`;
  const title = t('symbolTitle', { name, code });
  return pageMetadata({
    locale,
    path,
    title,
    description: t('symbolDescription', { name, code, exchange }),
    image: generatedPreviewImage(locale, path, title),
  });
}

export default async function SymbolPage({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  const { locale } = view;
  const { excode, code } = await params;
  const { symbol, error } = await lookUp(excode, code);
  if (symbol === null) notFound();
  const t = await getTranslations('Markets');
  const tc = await getTranslations('Chart');
  const tq = await getTranslations('Quote');
  const exchange = exchangeName(await getTranslations('Exchanges'), excode);
  const { tz, searchParams: query } = view;
  const path = `/markets/${excode}/${code}`;
  const events = eventsParam(query[EVENTS_PARAM]);
  const interval = intervalParam(query.interval);
  const name = symbolName(locale, excode, code, symbol?.name);
  const crumbs = (
    <p className={styles.crumbs}>
      <AppLink href={readerHref('/markets', {}, view)}>{t('backToMarkets')}</AppLink>
      {' › '}
      <AppLink href={readerHref(`/markets/${excode}`, {}, view)}>{exchange}</AppLink>
    </p>
  );
  if (interval === null) {
    const bad = String(Array.isArray(query.interval) ? query.interval[0] : query.interval).slice(0, 20);
    return (
      <>
        {crumbs}
        <PageNotice
          title={t('badIntervalTitle')}
          message={t('badIntervalMessage', { interval: bad })}
          href={readerUrl(locale, path, { interval: DEFAULT_INTERVAL }, view)}
          linkLabel={t('badIntervalLink')}
        />
      </>
    );
  }
  if (events === null) {
    const raw = query[EVENTS_PARAM];
    const bad = String(Array.isArray(raw) ? raw.join(',') : raw).slice(0, 20);
    return (
      <>
        {crumbs}
        <PageNotice
          title={t('badEventsTitle')}
          message={t('badEventsMessage', { events: bad })}
          href={readerUrl(locale, path, { interval }, view)}
          linkLabel={t('badEventsLink')}
        />
      </>
    );
  }
  return (
    <>
      {crumbs}
      <PageHeader
        title={`${name.text} (${code})`}
        heading={<SymbolNameIn name={name} format={(text) => `${text} (${code})`} />}
        lead={exchange}
      />
      {symbol === undefined ? (
        <ErrorBlock error={error} />
      ) : (
        <div className={styles.stack}>
          <section className={`card ${styles.quoteCard}`} aria-label={tq('detailsOf', { name: name.text })}>
            <Suspense fallback={<Skeleton rows={3} />}>
              <SymbolQuote excode={excode} code={code} tz={tz} />
            </Suspense>
          </section>
          <Section id="chart" title={tc('heading')}>
            <IntervalTabs locale={locale} path={path} current={interval} reader={view} keep={eventsQuery(events)} />
            <EventsFilterLinks locale={locale} path={path} interval={interval} current={events} reader={view} />
            <Suspense key={`${interval}:${events}`} fallback={<Skeleton rows={8} />}>
              <ChartSection excode={excode} code={code} interval={interval} decimals={symbol.decimals} tz={tz} locale={locale} events={events} reader={view} />
            </Suspense>
          </Section>
        </div>
      )}
    </>
  );
}
