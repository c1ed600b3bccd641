import { useTranslations } from 'next-intl';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { staticMarkup } from '@/lib/ui/static-markup';
import type { CalendarFilters } from '../params';
import type { ViewContext } from '../links';
import { readerHref } from '@/lib/reader/link';
import { ReaderStateInputs } from '@/lib/reader/ui/state-inputs';
import { hasFilters, type CountryOption } from '../filters';
import { CountryName } from './country-name';
import styles from './calendar.module.css';

/**
 * Importance, country and title search as a GET form: submitting it changes
 * the URL (the view's state), so filtered views can be shared and the
 * language switch keeps them. Works without JavaScript.
 */
export function FilterForm({
  action,
  view,
  filters,
  countries,
  ctx,
}: {
  /** Localized path of the current view, e.g. /en/calendar/week. */
  action: string;
  /** The view's own parameters (date, week, range, type), kept across filtering. */
  view: Record<string, string>;
  filters: CalendarFilters;
  countries: CountryOption[];
  ctx: ViewContext;
}) {
  const t = useTranslations('CalendarFilters');
  // A chosen country absent from today's rows stays offered, so it can be unticked.
  const offered = [
    ...countries,
    ...filters.countries.filter((code) => !countries.some((c) => c.code === code)).map((code) => ({ code, name: code })),
  ];
  return (
    // The fields never change in the browser (a GET form): written once as HTML (lib/ui/static-markup.ts).
    <form
      method="get"
      action={action}
      className={styles.filters}
      role="search"
      aria-label={t('label')}
      dangerouslySetInnerHTML={{ __html: staticMarkup(<Fields action={action} view={view} filters={filters} offered={offered} ctx={ctx} />) }}
    />
  );
}

function Fields({ action, view, filters, offered, ctx }: { action: string; view: Record<string, string>; filters: CalendarFilters; offered: CountryOption[]; ctx: ViewContext }) {
  const t = useMemoTranslations('CalendarFilters');
  return (
    <>
      {Object.entries(view).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <ReaderStateInputs state={ctx} />
      <fieldset className={styles.fieldset}>
        <legend>{t('importance')}</legend>
        {([3, 2, 1] as const).map((level) => (
          <label key={level} className={styles.check}>
            <input type="checkbox" name="importance" value={level} defaultChecked={filters.importance.includes(level)} />
            {t('level', { level: String(level) })}
          </label>
        ))}
      </fieldset>
      {offered.length ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('country')}</legend>
          <div className={styles.countries}>
            {offered.map((c) => (
              <label key={c.code} className={styles.check}>
                <input type="checkbox" name="country" value={c.code} defaultChecked={filters.countries.includes(c.code)} />
                <CountryName code={c.code} name={c.name} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.searchRow}>
        <label htmlFor="calendar-q">{t('search')}</label>
        <input id="calendar-q" type="search" name="q" defaultValue={filters.query} maxLength={80} placeholder={t('searchPlaceholder')} />
        <button type="submit">{t('apply')}</button>
        {hasFilters(filters) ? (
          <a href={`${action}${readerHref('', view, ctx)}`} className={styles.clear}>
            {t('clear')}
          </a>
        ) : null}
      </div>
    </>
  );
}
