import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/lib/i18n/app-link';
import { localePath } from '@/lib/i18n/routing';
import { readerHref, stateQuery } from '@/lib/reader/link';
import { CATEGORIES } from '@/lib/release/category';
import type { ViewContext } from '@/lib/calendar/links';
import { byCountry, MAX_QUERY, searchDirectory, type DirectoryEntry, type DirectoryQuery } from '../directory';
import type { DirectorySource } from '../load-directory';
import styles from './directory.module.css';

/**
 * The indicators directory's body: a search (names in every language, one
 * category), what it found, and the indicators by country, each a link to
 * its page with its category; where the list came from when not the archive.
 */
export async function IndicatorDirectory({
  entries,
  source,
  query,
  ctx,
}: {
  entries: DirectoryEntry[];
  source: DirectorySource;
  query: DirectoryQuery;
  ctx: ViewContext;
}) {
  const { q, category, country } = query;
  const [t, tc] = await Promise.all([getTranslations('IndicatorDirectory'), getTranslations('Categories')]);
  const found = searchDirectory(entries, query);
  const groups = byCountry(found, ctx.locale);
  const countries = byCountry(entries, ctx.locale);
  const searching = q !== '' || category !== null || country !== null;
  return (
    <>
      {source !== 'archive' ? (
        <p className="stale-note" role="status" data-testid="directory-source" data-source={source}>
          {t(source)}
        </p>
      ) : null}
      <form method="get" action={localePath(ctx.locale, '/indicators')} className={styles.search} role="search" data-testid="directory-search">
        {Object.entries(stateQuery(ctx)).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor="directory-q">{t('searchLabel')}</label>
        <input id="directory-q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY} placeholder={t('searchPlaceholder')} autoComplete="off" />
        <label htmlFor="directory-category">{t('category')}</label>
        <select id="directory-category" name="category" defaultValue={category ?? ''}>
          <option value="">{t('anyCategory')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {tc(c)}
            </option>
          ))}
        </select>
        <label htmlFor="directory-country">{t('country')}</label>
        <select id="directory-country" name="country" defaultValue={country ?? ''}>
          <option value="">{t('anyCountry')}</option>
          {countries.map((g) => (
            <option key={g.countryCode} value={g.countryCode}>
              {g.country}
            </option>
          ))}
        </select>
        <button type="submit">{t('search')}</button>
      </form>
      {searching ? (
        <p className={styles.found} role="status" data-testid="directory-found" data-count={found.length}>
          {q ? t('found', { count: found.length, q }) : t('foundFiltered', { count: found.length })}{' '}
          <AppLink href={readerHref('/indicators', {}, ctx)}>{t('clear')}</AppLink>
        </p>
      ) : null}
      {groups.map((g) => (
        <section key={g.countryCode} className={styles.group} aria-labelledby={`country-${g.countryCode}`} data-testid="directory-country" data-country={g.countryCode}>
          <h2 id={`country-${g.countryCode}`}>
            {g.country} <span className={styles.count}>({g.entries.length})</span>
          </h2>
          <ul className={styles.list}>
            {g.entries.map((e) => (
              <li key={e.id} data-testid="directory-entry" data-indicator-id={e.id} data-category={e.category}>
                <AppLink href={readerHref(`/indicators/${encodeURIComponent(e.id)}`, {}, ctx)}>{e.name}</AppLink>{' '}
                <span className={styles.category}>{tc(e.category)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
