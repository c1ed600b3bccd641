import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { staticMarkup } from '@/lib/ui/static-markup';
import { Importance } from '@/lib/ui/importance';
import { formatDay, formatInstant } from '@/lib/time/format';
import { isOriginal, type LocalizedEvent } from '@/lib/localize/marks';
import type { ViewContext } from '../links';
import { countryCode } from '@/lib/release/countries';
import { currencyOf } from '@/lib/release/currency';
import { CountryName } from './country-name';
import { OriginalText } from '@/lib/localize/ui/original-text';
import styles from './calendar.module.css';

/**
 * Holidays, financial events and treasury issuance. TIME_FLAG (tokened) says
 * whether the time is confirmed; legacy events carry no such flag
 * (docs/upstream.md: "currently has no function"), so nothing is claimed.
 */
export function EventTable({
  events,
  ctx,
  caption,
  withDate = false,
}: {
  events: LocalizedEvent[];
  ctx: ViewContext;
  caption: string;
  withDate?: boolean;
}) {
  const t = useMemoTranslations('Events');
  const c = useMemoTranslations('Calendar');
  return (
    <table className={styles.table} data-testid="events">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.time')}</th>
          <th scope="col">{t('col.country')}</th>
          {/* A narrow column: its short heading, the full word on hover and for screen readers (as the releases' table). */}
          <th scope="col">
            <abbr title={c('col.currency')}>{c('colShort.currency')}</abbr>
          </th>
          <th scope="col">{t('col.area')}</th>
          <th scope="col">{t('col.importance')}</th>
          <th scope="col">{t('col.event')}</th>
        </tr>
      </thead>
      {/* Rows that never change in the browser, written once as HTML (lib/ui/static-markup.ts). */}
      <tbody
        dangerouslySetInnerHTML={{
          __html: staticMarkup(
            <>
              {events.map((e) => (
                <tr key={`${e.kind}-${e.id}`} data-testid="event-row" data-kind={e.kind} data-country={countryCode(e.country)}>
                  <td data-label={t('col.time')} className={styles.time}>
                    {e.date ? (
                      <time dateTime={e.date}>{formatDay(e.date, ctx.locale, 'shortDate')}</time>
                    ) : (
                      <time dateTime={e.at}>{formatInstant(e.at, ctx.locale, ctx.tz, withDate ? 'shortDateTime' : 'time')}</time>
                    )}
                    {e.timeConfirmed === false ? (
                      <small className={styles.unconfirmed} data-testid="unconfirmed">
                        {' '}
                        {t('unconfirmed')}
                      </small>
                    ) : e.timeConfirmed ? (
                      <small className={styles.confirmed}> {t('confirmed')}</small>
                    ) : null}
                  </td>
                  <td data-label={t('col.country')}>
                    <CountryName name={e.country} original={isOriginal(e, 'country')} />
                  </td>
                  <td data-label={c('col.currency')} className={styles.currency}>
                    {currencyOf(e.country) ?? ''}
                  </td>
                  <td data-label={t('col.area')}>{e.area ? <OriginalText text={e.area} original={isOriginal(e, 'area')} /> : '—'}</td>
                  <td data-label={t('col.importance')}>{e.importance ? <Importance level={e.importance} /> : '—'}</td>
                  <td data-label={t('col.event')} className={styles.title}>
                    <OriginalText text={e.description} original={isOriginal(e, 'description')} />
                  </td>
                </tr>
              ))}
            </>,
          ),
        }}
      />
    </table>
  );
}
