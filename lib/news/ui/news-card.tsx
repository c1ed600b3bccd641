import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { AppLink } from '@/lib/i18n/app-link';
import { staticMarkup } from '@/lib/ui/static-markup';
import { formatInstant } from '@/lib/time/format';
import type { NewsEntry } from '../entries';
import { articlePath } from './links';
import { PreviewImage } from './preview-image';
import styles from './news.module.css';
import type { ReaderState } from '@/lib/reader/link';

/** One item of a day's list. Title and summary are upstream Chinese text, marked so for screen readers. */
export function NewsCard({
  entry,
  day,
  locale,
  tz,
  reader,
  headingLevel = 2,
}: {
  entry: NewsEntry;
  day: string;
  locale: string;
  tz: string;
  reader: ReaderState;
  headingLevel?: 2 | 3;
}) {
  const t = useMemoTranslations('News');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card} data-news-id={entry.id}>
      <PreviewImage src={entry.imageUrl} size="thumb" />
      {/* Title, time and summary never change in the browser: written once as HTML (lib/ui/static-markup.ts). */}
      <div
        className={styles.cardText}
        dangerouslySetInnerHTML={{
          __html: staticMarkup(
            <>
              <Heading className={styles.cardTitle}>
                <AppLink href={articlePath(entry.id, day, reader)} lang="zh-CN">
                  {entry.title}
                </AppLink>
              </Heading>
              <p className={styles.cardMeta}>
                {entry.publishedAt ? (
                  <time dateTime={entry.publishedAt}>{formatInstant(entry.publishedAt, locale, tz, 'time')}</time>
                ) : (
                  <span>{t('timeUnknown')}</span>
                )}
              </p>
              {entry.summary ? (
                <p className={styles.cardSummary} lang="zh-CN">
                  {entry.summary}
                </p>
              ) : null}
            </>,
          ),
        }}
      />
    </li>
  );
}
