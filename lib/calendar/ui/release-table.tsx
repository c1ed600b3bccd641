import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Importance } from '@/lib/ui/importance';
import { formatDay, formatInstant } from '@/lib/time/format';
import { dayIn } from '@/lib/time/zones';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { indicatorHref, type ViewContext } from '../links';
import { countryCode } from '../countries';
import { groupByDay, groupByHour } from '../reader-day';
import { LiveReleases, LiveValues, type PendingRow } from './live-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ReleaseValues } from './release-values';
import { CountryName } from './country-name';
import { OriginalText, Period } from './original-text';
import styles from './calendar.module.css';

/** What a pending row's values read in the browser once it flips (release-values.tsx). */
const LIVE_VALUE_MESSAGES = ['col', 'pending', 'direction', 'tone', 'revisedFrom', 'bullish', 'bearish', 'ruleAbove'].map((k) => `Calendar.${k}`).concat('Localize');

const COLUMNS = ['time', 'country', 'importance', 'indicator', 'actual', 'forecast', 'previous', 'unit', 'impact'] as const;

/**
 * Release rows grouped by the reader's hour (day view) or day (week and
 * month views). Pending rows get live value cells; released rows stay static
 * server HTML.
 */
export function ReleaseTable({
  releases,
  ctx,
  groupBy,
  caption,
}: {
  releases: LocalizedRelease[];
  ctx: ViewContext;
  groupBy: 'hour' | 'day';
  caption: string;
}) {
  const t = useTranslations('Calendar');
  const groups =
    groupBy === 'hour'
      ? groupByHour(releases, (r) => r.publishedAt, ctx.tz)
      : groupByDay(releases, (r) => r.publishedAt, ctx.tz);
  const pending: PendingRow[] = releases
    .filter((r) => !r.released)
    .map((release) => ({ release, day: dayIn(new Date(release.publishedAt), ctx.tz) }));
  return (
    <ClientMessages namespaces={LIVE_VALUE_MESSAGES}>
    <LiveReleases pending={pending} locale={ctx.locale} tz={ctx.tz}>
      <table className={styles.table} data-testid="releases">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(`col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.key}>
            <tr className={styles.groupRow}>
              <th colSpan={COLUMNS.length} scope="colgroup">
                {groupBy === 'hour' ? formatInstant(g.key, ctx.locale, ctx.tz, 'time') : formatDay(g.key, ctx.locale, 'weekdayDate')}
              </th>
            </tr>
            {g.items.map((r) => (
              <tr key={r.id} data-testid="release-row" data-release-id={r.id} data-released={r.released} data-country={countryCode(r.country)} data-importance={r.importance}>
                <td data-label={t('col.time')} className={styles.time}>
                  <time dateTime={r.publishedAt}>
                    {formatInstant(r.publishedAt, ctx.locale, ctx.tz, 'time')}
                  </time>
                </td>
                <td data-label={t('col.country')}>
                  <CountryName name={r.country} original={isOriginal(r, 'country')} />
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
            ))}
          </tbody>
        ))}
      </table>
    </LiveReleases>
    </ClientMessages>
  );
}
