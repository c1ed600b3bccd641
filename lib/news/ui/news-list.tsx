import { getTranslations } from 'next-intl/server';
import { ErrorBlock } from '@/lib/ui/error-block';
import { StaleNote } from '@/lib/ui/stale-note';
import { formatDay } from '@/lib/time/format';
import { newsOfDay, type NewsDay } from '../feed';
import { NewsCard } from './news-card';
import styles from './news.module.css';
import type { ReaderState } from '@/lib/reader/link';

interface Props {
  day: string;
  locale: string;
  tz: string;
  reader: ReaderState;
}

/** A day's news, newest first; rendered in its own Suspense boundary by the page. */
export async function NewsList({ day, locale, tz, reader }: Props) {
  const t = await getTranslations('News');
  let news: NewsDay;
  try {
    news = await newsOfDay(day, tz);
  } catch (error) {
    return <ErrorBlock error={error} />;
  }
  return (
    <>
      {news.stale ? <StaleNote fetchedAt={news.fetchedAt} tz={tz} locale={locale} /> : null}
      {news.entries.length === 0 ? (
        <p className={styles.empty}>{t('empty', { day: formatDay(day, locale) })}</p>
      ) : (
        <ul className={`${styles.list} ${styles.dayList}`} aria-label={t('listLabel')}>
          {news.entries.map((entry) => (
            <NewsCard key={entry.id} entry={entry} day={day} locale={locale} tz={tz} reader={reader} />
          ))}
        </ul>
      )}
    </>
  );
}
