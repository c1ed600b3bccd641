import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { DevelopersPage } from '@/lib/openapi/ui/developers-page';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Developers' });
  return pageMetadata({ locale, path: '/developers', title: t('title'), description: t('description') });
}

export default async function DevelopersRoute(props: PageProps) {
  const view = await readerView(props);
  return <DevelopersPage locale={view.locale} />;
}
