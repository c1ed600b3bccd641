import { useTranslations } from 'next-intl';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { staticMarkup } from '@/lib/ui/static-markup';
import type { CalendarFilters } from '../params';
import type { ViewContext } from '../links';
import { readerHref } from '@/lib/reader/link';
import { ReaderStateInputs } from '@/lib/reader/ui/state-inputs';
import { hasFilters, type CountryOption, type FilterOffer } from '../filters';
import type { Category } from '@/lib/release/category';
import type { Currency } from '@/lib/release/currency';
import { CountryName } from './country-name';
import styles from './calendar.module.css';

/**
 * Importance, country, category, currency and title search as a GET form: submitting it changes
 * the URL (the view's state), so filtered views can be shared and the
 * language switch keeps them. Works without JavaScript.
 */
export function FilterForm({
  action,
  view,
  filters,
  offer,
  ctx,
}: {
  /** Localized path of the current view, e.g. /en/calendar/week. */
  action: string;
  /** The view's own parameters (date, week, range, type), kept across filtering. */
  view: Record<string, string>;
  filters: CalendarFilters;
  /** The countries, categories and currencies of the view's rows. */
  offer: FilterOffer;
  ctx: ViewContext;
}) {
  const t = useTranslations('CalendarFilters');
  // A chosen value absent from the view's rows stays offered, so it can be unticked.
  const offered: Offered = {
    countries: [
      ...offer.countries,
      ...filters.countries.filter((code) => !offer.countries.some((c) => c.code === code)).map((code) => ({ code, name: code })),
    ],
    categories: [...offer.categories, ...filters.categories.filter((c) => !offer.categories.includes(c))],
    currencies: [...offer.currencies, ...filters.currencies.filter((c) => !offer.currencies.includes(c))],
  };
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

interface Offered {
  countries: CountryOption[];
  categories: Category[];
  currencies: Currency[];
}

function Fields({ action, view, filters, offered, ctx }: { action: string; view: Record<string, string>; filters: CalendarFilters; offered: Offered; ctx: ViewContext }) {
  const t = useMemoTranslations('CalendarFilters');
  const names = useMemoTranslations('Categories');
  return (
    <>
      {Object.entries(view).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <ReaderStateInputs state={ctx} />
      {/* A watchlist view stays one when its other filters change. */}
      {filters.watch.length ? <input type="hidden" name="watch" value={filters.watch.join(',')} /> : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('importance')}</legend>
        {([3, 2, 1] as const).map((level) => (
          <label key={level} className={styles.check}>
            <input type="checkbox" name="importance" value={level} defaultChecked={filters.importance.includes(level)} />
            {t('level', { level: String(level) })}
          </label>
        ))}
      </fieldset>
      {offered.countries.length ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('country')}</legend>
          <div className={styles.countries}>
            {offered.countries.map((c) => (
              <label key={c.code} className={styles.check}>
                <input type="checkbox" name="country" value={c.code} defaultChecked={filters.countries.includes(c.code)} />
                <CountryName code={c.code} name={c.name} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {offered.currencies.length ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('currency')}</legend>
          <div className={styles.countries}>
            {offered.currencies.map((c) => (
              <label key={c} className={styles.check}>
                <input type="checkbox" name="currency" value={c} defaultChecked={filters.currencies.includes(c)} />
                {c}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {offered.categories.length ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('category')}</legend>
          <div className={styles.countries}>
            {offered.categories.map((c) => (
              <label key={c} className={styles.check}>
                <input type="checkbox" name="category" value={c} defaultChecked={filters.categories.includes(c)} />
                {names(c)}
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
