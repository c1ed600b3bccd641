import { useTranslations } from 'next-intl';
import { AppLink } from '@/lib/i18n/app-link';
import { addDays } from '@/lib/time/zones';
import { formatDay } from '@/lib/time/format';
import { filterQuery, type CalendarFilters } from '../params';
import type { ViewContext } from '../links';
import { readerHref } from '@/lib/reader/link';
import { ReaderStateInputs } from '@/lib/reader/ui/state-inputs';
import styles from './calendar.module.css';

/** Previous/next day, today/tomorrow shortcuts and a date picker (a GET form: no JavaScript needed). */
export function DayPicker({
  path,
  action,
  day,
  today,
  min,
  max,
  filters,
  ctx,
  extra = {},
}: {
  path: string;
  action: string;
  day: string;
  today: string;
  min: string;
  max: string;
  filters: CalendarFilters;
  ctx: ViewContext;
  extra?: Record<string, string>;
}) {
  const t = useTranslations('Calendar');
  const keep = { ...extra, ...filterQuery(filters) };
  const link = (d: string) => readerHref(path, { date: d, ...keep }, ctx);
  const prev = addDays(day, -1);
  const next = addDays(day, 1);
  return (
    <div className={styles.dayPicker}>
      <nav aria-label={t('dayNavLabel')} className={styles.dayNav}>
        {prev >= min ? (
          <AppLink href={link(prev)} rel="prev" aria-label={t('previousDayOf', { day: formatDay(prev, ctx.locale) })}>
            ‹ {t('previousDay')}
          </AppLink>
        ) : null}
        <AppLink href={link(today)} aria-current={day === today ? 'date' : undefined}>
          {t('today')}
        </AppLink>
        <AppLink href={link(addDays(today, 1))} aria-current={day === addDays(today, 1) ? 'date' : undefined}>
          {t('tomorrow')}
        </AppLink>
        {next <= max ? (
          <AppLink href={link(next)} rel="next" aria-label={t('nextDayOf', { day: formatDay(next, ctx.locale) })}>
            {t('nextDay')} ›
          </AppLink>
        ) : null}
      </nav>
      <form method="get" action={action} className={styles.dateForm}>
        {Object.entries(keep).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <ReaderStateInputs state={ctx} />
        <label htmlFor="calendar-date">{t('pickDate')}</label>
        <input id="calendar-date" type="date" name="date" defaultValue={day} min={min} max={max} required />
        <button type="submit">{t('go')}</button>
      </form>
    </div>
  );
}
