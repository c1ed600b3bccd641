import { getTranslations } from 'next-intl/server';
import { stateQuery, type ReaderState } from '@/lib/reader/link';
import { withQuery } from '@/lib/reader/query';
import { filterQuery, type CalendarFilters } from '../params';
import styles from './calendar.module.css';

/**
 * The rows' order: by time (the view's own) or by surprise score
 * (`sort=surprise`). Two links that keep the view, its filters and the
 * reader's state; the current one is marked.
 */
export async function SortSwitch({ action, view, filters, state }: { action: string; view: Record<string, string>; filters: CalendarFilters; state: ReaderState }) {
  const t = await getTranslations('Calendar.surprise');
  const href = (sort: CalendarFilters['sort']) => withQuery(action, { ...view, ...filterQuery({ ...filters, sort }), ...stateQuery(state) });
  const current = filters.sort ?? 'time';
  return (
    <nav className={styles.sortSwitch} aria-label={t('sortLabel')} data-testid="sort-switch">
      <span aria-hidden="true">{t('sortLabel')}:</span>
      {(['time', 'surprise'] as const).map((sort) => (
        <a key={sort} href={href(sort === 'time' ? undefined : sort)} aria-current={current === sort ? 'true' : undefined} data-sort={sort}>
          {t(sort === 'time' ? 'byTime' : 'bySurprise')}
        </a>
      ))}
    </nav>
  );
}
