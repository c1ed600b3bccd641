import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { BuilderPage } from '@/lib/embed/ui/builder-page';

type Props = PageProps;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'EmbedBuilder' });
  return pageMetadata({ locale, path: '/embed', title: t('title'), description: t('description') });
}

export default async function EmbedBuilderRoute({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  return <BuilderPage locale={view.locale} searchParams={view.searchParams} />;
}
