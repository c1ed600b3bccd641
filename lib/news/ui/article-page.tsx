import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isUpstreamError } from '@/lib/upstream';
import { AppLink } from '@/lib/i18n/app-link';
import { ErrorBlock } from '@/lib/ui/error-block';
import { PageHeader } from '@/lib/share/ui/page-header';
import { StaleNote } from '@/lib/ui/stale-note';
import { formatDay, formatInstant, zoneOffsetLabel } from '@/lib/time/format';
import { articleView, placeArticle, type ArticleView } from '../feed';
import { newsDayPath } from './links';
import { MoreFromDay } from './more-from-day';
import { PreviewImage } from './preview-image';
import styles from './news.module.css';
import type { ReaderState } from '@/lib/reader/link';

interface Props {
  locale: string;
  newsId: string;
  date: string | undefined;
  tz: string;
  reader: ReaderState;
}

/**
 * /{locale}/news/{newsId}: the article. Its body is sanitized HTML (lib/news
 * /sanitize.ts, on the server); the page's CSP (proxy.ts) blocks inline script
 * should anything slip through anyway.
 */
export async function ArticlePage({ locale, newsId, date, tz, reader }: Props) {
  const t = await getTranslations('Article');
  let article: ArticleView;
  try {
    article = await articleView(newsId);
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'not-found') notFound();
    return (
      <>
        <PageHeader title={t('unavailableTitle')} />
        <ErrorBlock error={error} />
        <p>
          <AppLink href={newsDayPath(null, reader)}>{t('backToNews')}</AppLink>
        </p>
      </>
    );
  }
  const { placement, error: listError } = await placeArticle(newsId, date, tz);
  const publishedAt = placement?.entry.publishedAt ?? null;
  const dayLabel = placement ? formatDay(placement.day, locale) : null;

  return (
    <div className={styles.articleLayout}>
      <p className={styles.back}>
        <AppLink href={newsDayPath(placement?.day ?? null, reader)}>
          ← {dayLabel ? t('backToDay', { day: dayLabel }) : t('backToNews')}
        </AppLink>
      </p>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.articleHeader}>
          <h1 id="article-title" lang="zh-CN">
            {article.title}
          </h1>
          <p className={styles.articleMeta}>
            {publishedAt ? (
              <time dateTime={publishedAt}>
                {t('published', {
                  time: formatInstant(publishedAt, locale, tz, 'dateTime'),
                  zone: zoneOffsetLabel(tz, new Date(publishedAt)),
                })}
              </time>
            ) : (
              <span>{t('timeUnknown')}</span>
            )}
            <span className={styles.langTag}>{t('contentLanguage')}</span>
          </p>
          {article.stale ? <StaleNote fetchedAt={article.fetchedAt} tz={tz} locale={locale} /> : null}
          {article.summary ? (
            <p className={styles.articleSummary} lang="zh-CN">
              {article.summary}
            </p>
          ) : null}
        </header>
        {article.imageUrl ? <PreviewImage src={article.imageUrl} size="hero" /> : null}
        <div
          className={styles.articleBody}
          data-article-body=""
          lang="zh-CN"
          // Sanitized on the server by sanitizeArticleHtml (branded SanitizedHtml).
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
      </article>
      <MoreFromDay placement={placement} error={listError} locale={locale} tz={tz} reader={reader} />
    </div>
  );
}
