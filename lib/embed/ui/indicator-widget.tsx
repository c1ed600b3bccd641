import { getTranslations } from 'next-intl/server';
import { loadIndicatorReleases } from '@/lib/calendar/load-indicator';
import { SectionError } from '@/lib/calendar/ui/section-error';
import { formatInstant } from '@/lib/time/format';
import { Importance } from '@/lib/ui/importance';
import { StaleNote } from '@/lib/ui/stale-note';
import type { Indicator } from '@/lib/upstream/types';
import type { Locale } from '@/lib/i18n/routing';
import { unitDisplay } from '@/lib/calendar/units';
import { withUnit } from '../values';
import styles from './embed.module.css';

/** One indicator: country, importance, unit, then its latest releases (newest first). */
export async function IndicatorWidget({ locale, tz, indicator, limit }: { locale: Locale; tz: string; indicator: Indicator; limit: number }) {
  const t = await getTranslations('Embed');
  const section = await loadIndicatorReleases(locale, indicator.id);
  const dash = '—';
  // The rows scale 万/亿 for English readers, so the header names the unit they are written in.
  const unit = unitDisplay(indicator.unit, locale).unit;
  return (
    <>
      <p className={styles.head}>
        <span>{indicator.country}</span>
        {indicator.importance ? <Importance level={indicator.importance} /> : null}
        {unit ? <span>{t('unit', { unit })}</span> : null}
      </p>
      {!section.ok ? (
        <SectionError error={section.error} />
      ) : section.data.length === 0 ? (
        <p className={styles.empty} data-testid="empty">
          {t('indicatorEmpty')}
        </p>
      ) : (
        <>
          {section.stale ? <StaleNote fetchedAt={section.fetchedAt} tz={tz} locale={locale} /> : null}
          <div className="table-scroll">
            <table className={styles.table} data-testid="embed-indicator-releases">
              <caption className="visually-hidden">{t('indicatorCaption', { name: indicator.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col" className="num">{t('actual')}</th>
                  <th scope="col" className="num">{t('forecast')}</th>
                  <th scope="col" className="num">{t('previous')}</th>
                </tr>
              </thead>
              <tbody>
                {section.data.slice(0, limit).map((r) => (
                  <tr key={r.id} data-release-id={r.id}>
                    <td>
                      <time dateTime={r.publishedAt}>{formatInstant(r.publishedAt, locale, tz, 'shortDateTime')}</time>
                    </td>
                    <td className="num">{r.actual === null ? <span className={styles.pending}>{t('pending')}</span> : <strong>{withUnit(r.actual, r.unit, locale)}</strong>}</td>
                    <td className="num">{withUnit(r.forecast, r.unit, locale) ?? dash}</td>
                    <td className="num">{withUnit(r.revised ?? r.previous, r.unit, locale) ?? dash}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
