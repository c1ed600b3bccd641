import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AppLink } from '@/lib/i18n/app-link';
import { CANDLE_INTERVALS, type CandleInterval } from '@/lib/upstream/types';
import styles from './market.module.css';
import { readerHref, type ReaderState } from '@/lib/reader/link';

/** The eight K-line lengths (docs/upstream.md D) as links: the interval lives in the URL. */
export async function IntervalTabs({
  locale,
  path,
  current,
  reader,
  keep = {},
}: {
  locale: Locale;
  path: string;
  current: CandleInterval;
  reader: ReaderState;
  /** Other view state the links keep (the release filter). */
  keep?: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'Chart' });
  return (
    <nav className={styles.intervals} aria-label={t('intervals')}>
      <ul>
        {CANDLE_INTERVALS.map((interval) => (
          <li key={interval}>
            <AppLink
              href={readerHref(path, { ...keep, interval }, reader)}
              aria-current={interval === current ? 'page' : undefined}
              scroll={false}
              data-interval={interval}
            >
              {t(interval)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
