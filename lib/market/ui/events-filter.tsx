import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AppLink } from '@/lib/i18n/app-link';
import { readerHref, type ReaderState } from '@/lib/reader/link';
import type { CandleInterval } from '@/lib/upstream/types';
import { DEFAULT_INTERVAL } from '../params';
import { EVENTS_CHOICES, eventsQuery, eventsValue, type EventsFilter } from '../events-param';
import styles from './market.module.css';

/** Which releases the chart marks (`events` in the URL), beside the interval tabs: links keep the interval and the reader's state. */
export async function EventsFilterLinks({
  locale,
  path,
  interval,
  current,
  reader,
}: {
  locale: Locale;
  path: string;
  interval: CandleInterval;
  current: EventsFilter;
  reader: ReaderState;
}) {
  const t = await getTranslations({ locale, namespace: 'Chart' });
  const keep = interval === DEFAULT_INTERVAL ? {} : { interval };
  return (
    <nav className={styles.events} aria-label={t('events')}>
      <ul>
        <li className={styles.eventsLabel} aria-hidden="true">
          {t('events')}
        </li>
        {EVENTS_CHOICES.map((choice) => {
          const value = eventsValue(choice);
          return (
            <li key={value}>
              <AppLink
                href={readerHref(path, { ...keep, ...eventsQuery(choice) }, reader)}
                aria-current={value === eventsValue(current) ? 'page' : undefined}
                scroll={false}
                data-events={value}
              >
                {t('eventsChoice', { choice: value.replaceAll(',', '') })}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
