import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';
import type { SearchParams } from '@/lib/calendar/params';
import { BuilderPage } from '@/lib/embed/ui/builder-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'EmbedBuilder' });
  return pageMetadata({ locale, path: '/embed', title: t('title'), description: t('description') });
}

export default async function EmbedBuilderRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <BuilderPage locale={locale} searchParams={await searchParams} />;
}
