import { useTranslations } from 'next-intl';
import styles from './calendar.module.css';

/**
 * Downloads of the current view (same filters) and its .ics feed as a
 * subscription: the feed URL re-reads the same view whenever a calendar app
 * refreshes it, so actuals appear there as they are released.
 */
export function ExportLinks({ query, origin }: { query: Record<string, string>; origin: URL }) {
  const t = useTranslations('CalendarExport');
  const url = (format: string) => `/api/calendar/export?${new URLSearchParams({ ...query, format })}`;
  const feed = new URL(url('ics'), origin);
  const webcal = `webcal://${feed.host}${feed.pathname}${feed.search}`;
  return (
    <div className={styles.exports}>
      <span className={styles.exportsLabel}>{t('label')}</span>
      <a href={url('ics')} download data-testid="export-ics">
        {t('ics')}
      </a>
      <a href={url('csv')} download data-testid="export-csv">
        {t('csv')}
      </a>
      <a href={url('json')} download data-testid="export-json">
        {t('json')}
      </a>
      <a href={webcal} data-testid="subscribe">
        {t('subscribe')}
      </a>
    </div>
  );
}
