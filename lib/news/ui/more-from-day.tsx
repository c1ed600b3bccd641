import { useTranslations } from 'next-intl';
import { ErrorBlock } from '@/lib/ui/error-block';
import { formatDay } from '@/lib/time/format';
import type { ArticlePlacement } from '../feed';
import { NewsCard } from './news-card';
import styles from './news.module.css';
import type { ReaderState } from '@/lib/reader/link';

const MAX_OTHERS = 8;

/** The article's day, minus the article: "more from this day". */
export function MoreFromDay({
  placement,
  error,
  locale,
  tz,
  reader,
}: {
  placement: ArticlePlacement | null;
  error: unknown;
  locale: string;
  tz: string;
  reader: ReaderState;
}) {
  const t = useTranslations('Article');
  if (!placement && !error) return null;
  return (
    <aside className={styles.more} aria-labelledby="more-from-day">
      {placement ? (
        <>
          <h2 id="more-from-day">{t('moreFromDay', { day: formatDay(placement.day, locale) })}</h2>
          {placement.others.length === 0 ? (
            <p className={styles.empty}>{t('moreEmpty')}</p>
          ) : (
            <ul className={styles.list}>
              {placement.others.slice(0, MAX_OTHERS).map((entry) => (
                <NewsCard
                  key={entry.id}
                  entry={entry}
                  day={placement.day}
                  locale={locale}
                  tz={tz}
                  reader={reader}
                  headingLevel={3}
                />
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <h2 id="more-from-day" className="visually-hidden">{t('moreUnavailable')}</h2>
          <ErrorBlock error={error} />
        </>
      )}
    </aside>
  );
}
