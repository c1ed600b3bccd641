import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import { pageMetadata } from '@/lib/share/page-metadata';
import { readerHref } from '@/lib/reader/link';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { PageHeader } from '@/lib/share/ui/page-header';
import { Skeleton } from '@/lib/ui/skeleton';
import { exchangeName } from '@/lib/market/names';
import { tableStateOf } from '@/lib/market/params';
import { POLL_MS } from '@/lib/market/polling';
import { isOfferedExchange } from '@/lib/market/symbols';
import { ExchangeTable } from '@/lib/market/ui/exchange-table';

type Props = PageProps<{ excode: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { excode } = await params;
  if (!locale || !isOfferedExchange(excode)) return {};
  const t = await getTranslations({ locale, namespace: 'Markets' });
  const exchange = exchangeName(await getTranslations({ locale, namespace: 'Exchanges' }), excode);
  return pageMetadata({
    locale,
    path: `/markets/${excode}`,
    title: t('exchangeTitle', { exchange }),
    description: t('exchangeDescription', { exchange, code: excode }),
  });
}

export default async function ExchangePage({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  const { locale } = view;
  const { excode } = await params;
  if (!isOfferedExchange(excode)) notFound();
  const t = await getTranslations('Markets');
  const name = exchangeName(await getTranslations('Exchanges'), excode);
  const { tz, searchParams: query } = view;
  return (
    <>
      <p>
        <AppLink href={readerHref('/markets', {}, view)}>{t('backToMarkets')}</AppLink>
      </p>
      <PageHeader title={t('exchangeTitle', { exchange: name })} lead={t('live', { seconds: POLL_MS / 1000 })} />
      <section className="card">
        <Suspense fallback={<Skeleton rows={10} />}>
          <ExchangeTable
            locale={locale}
            exchange={excode}
            exchangeName={name}
            initial={tableStateOf(query)}
            tz={tz}
            reader={view}
          />
        </Suspense>
      </section>
    </>
  );
}
