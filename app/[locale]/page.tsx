import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { readerTimeZone, readerTimeZoneParam } from '@/lib/time/reader';
import { Dashboard } from '@/lib/dashboard/ui/dashboard';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const metadata = await pageMetadata({ locale, path: '', title: t('dashboardTitle'), description: t('dashboardDescription') });
  // The layout's title template applies to child segments only, not to this page beside it.
  return { ...metadata, title: { absolute: `${t('dashboardTitle')} · ${t('siteName')}` } };
}

export default async function DashboardPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [tz, tzParam] = await Promise.all([readerTimeZone(searchParams), readerTimeZoneParam(searchParams)]);
  return <Dashboard locale={locale} tz={tz} tzParam={tzParam} />;
}
