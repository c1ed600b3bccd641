import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { Dashboard } from '@/lib/dashboard/ui/dashboard';

type Props = PageProps;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const metadata = await pageMetadata({ locale, path: '', title: t('dashboardTitle'), description: t('dashboardDescription') });
  // The layout's title template applies to child segments only, not to this page beside it.
  return { ...metadata, title: { absolute: `${t('dashboardTitle')} · ${t('siteName')}` } };
}

export default async function DashboardPage({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  return <Dashboard view={view} />;
}
