import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { generatedPreviewImage } from '@/lib/share/og/images';
import { readerTimeZone, readerTimeZoneParam } from '@/lib/time/reader';
import { zNewsId } from '@/lib/upstream/params';
import { isUpstreamError } from '@/lib/upstream';
import { articleView } from '@/lib/news/feed';
import { ArticlePage } from '@/lib/news/ui/article-page';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string; newsId: string }>; searchParams: Promise<SearchParams> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, newsId } = await params;
  if (!hasLocale(routing.locales, locale) || !zNewsId.safeParse(newsId).success) return {};
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
  const { locale, newsId } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Malformed ids never reach the upstream (zNewsId: digits only).
  if (!zNewsId.safeParse(newsId).success) notFound();
  const [tz, tzParam, sp] = await Promise.all([readerTimeZone(searchParams), readerTimeZoneParam(searchParams), searchParams]);
  return <ArticlePage locale={locale} newsId={newsId} date={first(sp.date)} tz={tz} tzParam={tzParam} />;
}
