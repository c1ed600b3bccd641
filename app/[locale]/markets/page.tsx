import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { PageHeader } from '@/lib/share/ui/page-header';
import { Skeleton } from '@/lib/ui/skeleton';
import { MarketBoard } from '@/lib/market/ui/market-board';

type Props = PageProps;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Markets' });
  return pageMetadata({ locale, path: '/markets', title: t('title'), description: t('description') });
}

export default async function MarketsPage({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  const { locale } = view;
  const t = await getTranslations('Markets');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Suspense fallback={<Skeleton rows={8} />}>
        <MarketBoard locale={locale} reader={view} />
      </Suspense>
    </>
  );
}
