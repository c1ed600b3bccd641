import { useTranslations } from 'next-intl';
import { AppLink } from '@/lib/i18n/app-link';
import { adjacentDays, newsDayRange } from '../days';
import { newsDayPath } from './links';
import styles from './news.module.css';
import type { ReaderState } from '@/lib/reader/link';
import { ReaderStateInputs } from '@/lib/reader/ui/state-inputs';
import { localePath } from '@/lib/i18n/routing';

/**
 * Previous / today / next, and a date field. The field is a plain GET form,
 * so it works without JavaScript and needs no client code.
 */
export function DayNav({ locale, day, today, reader }: { locale: string; day: string; today: string; reader: ReaderState }) {
  const t = useTranslations('News');
  const { previous, next } = adjacentDays(day, today);
  const { first, last } = newsDayRange(today);
  return (
    <nav className={styles.dayNav} aria-label={t('dayNavLabel')}>
      <ul className={styles.dayLinks}>
        <li>
          {previous ? <AppLink href={newsDayPath(previous, reader)} rel="prev">← {t('previousDay')}</AppLink> : null}
        </li>
        <li>
          {day !== today ? <AppLink href={newsDayPath(today, reader)}>{t('today')}</AppLink> : null}
        </li>
        <li>
          {next ? <AppLink href={newsDayPath(next, reader)} rel="next">{t('nextDay')} →</AppLink> : null}
        </li>
      </ul>
      <form className={styles.dateForm} method="get" action={localePath(locale, '/news')}>
        <label htmlFor="news-date">{t('dateLabel')}</label>
        <input id="news-date" type="date" name="date" defaultValue={day} min={first} max={last} required />
        <ReaderStateInputs state={reader} />
        <button type="submit">{t('show')}</button>
      </form>
    </nav>
  );
}
