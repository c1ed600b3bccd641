import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
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
          {previous ? <Link href={newsDayPath(previous, reader)} rel="prev">← {t('previousDay')}</Link> : null}
        </li>
        <li>
          {day !== today ? <Link href={newsDayPath(today, reader)}>{t('today')}</Link> : null}
        </li>
        <li>
          {next ? <Link href={newsDayPath(next, reader)} rel="next">{t('nextDay')} →</Link> : null}
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
