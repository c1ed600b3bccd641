import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { readerTimeZoneParam } from '@/lib/time/reader';
import { PageHeader } from '@/lib/ui/page-header';
import { Skeleton } from '@/lib/ui/skeleton';
import { MarketBoard } from '@/lib/market/ui/market-board';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Markets' });
  return pageMetadata({ locale, path: '/markets', title: t('title'), description: t('description') });
}

export default async function MarketsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Markets');
  const tzParam = await readerTimeZoneParam(searchParams);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Suspense fallback={<Skeleton rows={8} />}>
        <MarketBoard locale={locale} tzParam={tzParam} />
      </Suspense>
    </>
  );
}
