import { getTranslations } from 'next-intl/server';
import { newsOfDay } from '@/lib/news/feed';
import type { NewsEntry } from '@/lib/news/entries';
import { articlePath } from '@/lib/news/ui/links';
import { formatInstant } from '@/lib/time/format';
import { addDays, todayIn } from '@/lib/time/zones';
import { ErrorBlock } from '@/lib/ui/error-block';
import styles from './embed.module.css';
import type { ReaderState } from '@/lib/reader/link';
import { localePath } from '@/lib/i18n/routing';
import type { EmbedBody } from './embed-page';

/**
 * The latest `limit` news titles: the reader's today, topped up from
 * yesterday early in the day. Titles are the upstream's Chinese text.
 */
export async function NewsWidget({ locale, tz, reader, limit }: { locale: string; tz: string; reader: ReaderState; limit: number }) {
  const t = await getTranslations('Embed');
  const today = todayIn(tz);
  const items: { entry: NewsEntry; day: string }[] = [];
  try {
    for (const day of [today, addDays(today, -1)]) {
      if (items.length >= limit) break;
      const news = await newsOfDay(day, tz);
      items.push(...news.entries.map((entry) => ({ entry, day })));
    }
  } catch (error) {
    if (items.length === 0) return <ErrorBlock error={error} />;
  }
  const shown = items.slice(0, limit);
  if (shown.length === 0) return <p className={styles.empty}>{t('newsEmpty')}</p>;
  return (
    <ol className={`${styles.list} ${styles.wide}`} data-testid="embed-news">
      {shown.map(({ entry, day }) => (
        <li key={entry.id} data-news-id={entry.id}>
          {entry.publishedAt ? (
            <time className={styles.time} dateTime={entry.publishedAt}>
              {formatInstant(entry.publishedAt, locale, tz, 'shortDateTime')}
            </time>
          ) : (
            <span className={styles.time}>{t('timeUnknown')}</span>
          )}
          <a className={styles.item} href={localePath(locale, articlePath(entry.id, day, reader))} target="_blank" rel="noopener" lang="zh-CN">
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The news widget's route body (app/[locale]/embed/news). */
export const newsEmbed: EmbedBody<'news'> = ({ widget, view, t, frame }) =>
  frame(t('title.news'), <NewsWidget locale={view.locale} tz={view.tz} reader={view} limit={widget.limit} />, widget.limit);
