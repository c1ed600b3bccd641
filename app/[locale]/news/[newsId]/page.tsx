import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { first } from '@/lib/reader/query';
import { readerView, routeLocale, type PageProps } from '@/lib/reader/view';
import { generatedPreviewImage } from '@/lib/share/og/images';
import { zNewsId } from '@/lib/upstream/params';
import { isUpstreamError } from '@/lib/upstream';
import { articleView } from '@/lib/news/feed';
import { ArticlePage } from '@/lib/news/ui/article-page';

type Props = PageProps<{ newsId: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { newsId } = await params;
  if (!locale || !zNewsId.safeParse(newsId).success) return {};
  const t = await getTranslations({ locale, namespace: 'Article' });
  const path = `/news/${newsId}`;
  try {
    const article = await articleView(newsId);
    return pageMetadata({
      locale,
      path,
      title: article.title,
      description: article.summary || t('metaDescription'),
      // Our own 1200×630 card: the upstream's thumbnail has no known size and may not load.
      image: generatedPreviewImage(locale, path, article.title),
    });
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'not-found') notFound();
    return pageMetadata({ locale, path, title: t('unavailableTitle'), description: t('metaDescription') });
  }
}

export default async function ArticleRoute({ params, searchParams }: Props) {
  const view = await readerView({ params, searchParams });
  const { locale } = view;
  const { newsId } = await params;
  // Malformed ids never reach the upstream (zNewsId: digits only).
  if (!zNewsId.safeParse(newsId).success) notFound();
  return <ArticlePage locale={locale} newsId={newsId} date={first(view.searchParams, 'date')} tz={view.tz} reader={view} />;
}
