import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/i18n/metadata';
import { readerTimeZone, readerTimeZoneParam } from '@/lib/time/reader';
import { PageHeader } from '@/lib/ui/page-header';
import { Skeleton } from '@/lib/ui/skeleton';
import { exchangeName } from '@/lib/market/names';
import { tableStateOf } from '@/lib/market/params';
import { POLL_MS } from '@/lib/market/polling';
import { isOfferedExchange } from '@/lib/market/symbols';
import { ExchangeTable } from '@/lib/market/ui/exchange-table';

type Props = {
  params: Promise<{ locale: string; excode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, excode } = await params;
  if (!hasLocale(routing.locales, locale) || !isOfferedExchange(excode)) return {};
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
  const { locale, excode } = await params;
  if (!hasLocale(routing.locales, locale) || !isOfferedExchange(excode)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Markets');
  const name = exchangeName(await getTranslations('Exchanges'), excode);
  const [tz, tzParam, query] = await Promise.all([readerTimeZone(searchParams), readerTimeZoneParam(searchParams), searchParams]);
  return (
    <>
      <p>
        <Link href={{ pathname: '/markets', query: tzParam ? { tz: tzParam } : {} }}>{t('backToMarkets')}</Link>
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
            tzParam={tzParam}
          />
        </Suspense>
      </section>
    </>
  );
}
