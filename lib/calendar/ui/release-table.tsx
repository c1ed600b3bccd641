import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Importance } from '@/lib/ui/importance';
import { formatDay, formatInstant } from '@/lib/time/format';
import { dayIn } from '@/lib/time/zones';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { indicatorHref, type ViewContext } from '../links';
import { countryCode } from '../countries';
import { isPast, nowLineIndex } from '../now-line';
import { groupByDay, groupByHour } from '../reader-day';
import { LiveReleases, LiveValues, type PendingRow } from './live-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ReleaseValues } from './release-values';
import { CountryName } from './country-name';
import { CountryFlag } from './country-flag';
import { OriginalText, Period } from './original-text';
import styles from './calendar.module.css';

/** What a pending row's values read in the browser once it flips (release-values.tsx). */
const LIVE_VALUE_MESSAGES = ['col', 'pending', 'direction', 'tone', 'revisedFrom', 'bullish', 'bearish', 'ruleAbove'].map((k) => `Calendar.${k}`).concat('Localize');

const COLUMNS = ['time', 'country', 'importance', 'indicator', 'actual', 'forecast', 'previous', 'unit', 'impact'] as const;
const NUMERIC = new Set<string>(['actual', 'forecast', 'previous']);

/**
 * Release rows grouped by the reader's hour (day view: a rule between hours,
 * no heading row, so a whole day fits one screen) or day (week and month
 * views: a heading per day). Pending rows get live value cells; released rows
 * stay static server HTML. When the view spans the present (`now`), a "now"
 * line separates past rows (quieter) from coming ones.
 */
export function ReleaseTable({
  releases,
  ctx,
  groupBy,
  caption,
  now = null,
}: {
  releases: LocalizedRelease[];
  ctx: ViewContext;
  groupBy: 'hour' | 'day';
  caption: string;
  now?: number | null;
}) {
  const t = useTranslations('Calendar');
  const groups =
    groupBy === 'hour'
      ? groupByHour(releases, (r) => r.publishedAt, ctx.tz)
      : groupByDay(releases, (r) => r.publishedAt, ctx.tz);
  const pending: PendingRow[] = releases
    .filter((r) => !r.released)
    .map((release) => ({ release, day: dayIn(new Date(release.publishedAt), ctx.tz) }));
  const line = nowLineIndex(releases.map((r) => r.publishedAt), now);
  const lineBefore = line !== null && line < releases.length ? releases[line].id : null;
  const nowRow =
    now !== null ? (
      <tr className={styles.nowRow} data-testid="now-line" data-now={new Date(now).toISOString()}>
        <td colSpan={COLUMNS.length}>
          <span>{t('now', { time: formatInstant(now, ctx.locale, ctx.tz, groupBy === 'hour' ? 'time' : 'shortDateTime') })}</span>
        </td>
      </tr>
    ) : null;
  return (
    <ClientMessages namespaces={LIVE_VALUE_MESSAGES}>
    <LiveReleases pending={pending} locale={ctx.locale} tz={ctx.tz}>
      <table className={styles.table} data-dense={groupBy === 'hour' || undefined} data-testid="releases">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={NUMERIC.has(c) ? styles.num : undefined}>
                {t(`col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <Fragment key={g.key}>
            {lineBefore === g.items[0].id ? <tbody>{nowRow}</tbody> : null}
            <tbody className={groupBy === 'hour' ? styles.hourGroup : undefined}>
              {groupBy === 'day' ? (
                <tr className={styles.groupRow}>
                  <th colSpan={COLUMNS.length} scope="colgroup">
                    {formatDay(g.key, ctx.locale, 'weekdayDate')}
                  </th>
                </tr>
              ) : null}
              {g.items.map((r, i) => (
                <Fragment key={r.id}>
                  {i > 0 && lineBefore === r.id ? nowRow : null}
                  <tr
                    className={isPast(r.publishedAt, now) ? styles.pastRow : undefined}
                    data-testid="release-row"
                    data-release-id={r.id}
                    data-released={r.released}
                    data-country={countryCode(r.country)}
                    data-importance={r.importance}
                    data-at={r.publishedAt}
                  >
                    <td data-label={t('col.time')} className={styles.time}>
                      <time dateTime={r.publishedAt}>{formatInstant(r.publishedAt, ctx.locale, ctx.tz, 'time')}</time>
                    </td>
                    <td data-label={t('col.country')}>
                      {isOriginal(r, 'country') ? <CountryName name={r.country} original /> : <CountryFlag name={r.country} />}
                    </td>
                    <td data-label={t('col.importance')}>
                      <Importance level={r.importance} />
                    </td>
                    <td data-label={t('col.indicator')} className={styles.title}>
                      <Link href={indicatorHref(r.indicatorId, ctx)}>
                        <OriginalText text={r.title} original={isOriginal(r, 'title')} />
                      </Link>
                      {/* Tokened titles often carry the period already ("CPI YoY (Oct 2026)"). */}
                      <Period release={r} />
                    </td>
                    {r.released ? <ReleaseValues release={r} /> : <LiveValues release={r} />}
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </Fragment>
        ))}
        {line === releases.length ? <tbody>{nowRow}</tbody> : null}
      </table>
    </LiveReleases>
    </ClientMessages>
  );
}
