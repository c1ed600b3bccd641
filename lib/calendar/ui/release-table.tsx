import { Fragment } from 'react';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import type { MessagePath } from '@/lib/i18n/translator';
import { AppLink } from '@/lib/i18n/app-link';
import { staticMarkup } from '@/lib/ui/static-markup';
import { Importance } from '@/lib/ui/importance';
import { formatDay, formatInstant } from '@/lib/time/format';
import { dayIn } from '@/lib/time/zones';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { indicatorHref, type ViewContext } from '../links';
import { countryCode } from '@/lib/release/countries';
import { currencyOf } from '@/lib/release/currency';
import { releaseCategory } from '../filters';
import { isPast, nowLineIndex } from '../now-line';
import { groupByDay, groupByHour } from '../reader-day';
import { nestSubIndicators } from '../sub-indicators';
import { LiveReleases, LiveTime, LiveValues, type PendingRow } from './live-context';
import { SubIndicators } from './sub-indicators';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ReleaseValues } from './release-values';
import { ReminderBell } from '@/lib/reminders/ui/bell';
import { releaseIcsHref, reminderTitle } from '@/lib/reminders/links';
import { CountryName } from './country-name';
import { CountryFlag } from './country-flag';
import { OriginalText } from '@/lib/localize/ui/original-text';
import { Period } from './release-period';
import { WatchStar } from '@/lib/watchlist/ui/star';
import { releaseKey as rowKey } from '@/lib/release/key';
import type { SurpriseScore } from '@/lib/release/surprise';
import type { RowTypicalMove } from '../typical-moves';
import { TypicalMoveNote } from './typical-move';
import styles from './calendar.module.css';

/** What a pending row's values read in the browser once it flips (release-values.tsx). */
const LIVE_VALUE_MESSAGES: MessagePath[] = [
  ...(['col', 'pending', 'direction', 'tone', 'revisedFrom', 'bullish', 'bearish', 'ruleAbove', 'inlineShort'] as const).map((k) => `Calendar.${k}` as const),
  'Localize',
  'Reminders',
];

const COLUMNS = ['time', 'country', 'currency', 'importance', 'indicator', 'actual', 'forecast', 'previous', 'unit', 'impact'] as const;
const NUMERIC = new Set<string>(['actual', 'forecast', 'previous']);

/**
 * Release rows grouped by the reader's hour (day view: a rule between hours,
 * no heading row, so a whole day fits one screen) or day (week and month
 * views: a heading per day), or in the order given (`rank`: sorted by
 * surprise, each time with its date). Pending rows get live value cells;
 * released rows stay static server HTML. When the view spans the present
 * (`now`), a "now" line separates past rows (quieter) from coming ones.
 * `scores`: surprise scores by release (lib/calendar/surprises.ts); `typical`:
 * pending rows' typical moves by release (lib/calendar/typical-moves.ts).
 */
export function ReleaseTable({
  releases,
  ctx,
  groupBy,
  caption,
  now = null,
  scores,
  typical,
}: {
  releases: LocalizedRelease[];
  ctx: ViewContext;
  groupBy: 'hour' | 'day' | 'rank';
  caption: string;
  now?: number | null;
  scores?: ReadonlyMap<string, SurpriseScore>;
  typical?: ReadonlyMap<string, RowTypicalMove>;
}) {
  const t = useMemoTranslations('Calendar');
  // Sub-indicators (IDX_PID) go under their parent row; the "now" line counts the rows shown.
  const groups = (
    groupBy === 'hour'
      ? groupByHour(releases, (r) => r.publishedAt, ctx.tz)
      : groupBy === 'day'
        ? groupByDay(releases, (r) => r.publishedAt, ctx.tz)
        : [{ key: 'rank', items: releases }]
  ).map((g) => ({ key: g.key, nested: nestSubIndicators(g.items) }));
  const timeStyle = groupBy === 'rank' ? 'shortDateTime' : 'time';
  const shown = groups.flatMap((g) => g.nested.map((n) => n.row));
  const pending: PendingRow[] = releases
    .filter((r) => !r.released)
    .map((release) => ({ release, day: dayIn(new Date(release.publishedAt), ctx.tz) }));
  const line = nowLineIndex(shown.map((r) => r.publishedAt), now);
  const lineBefore = line !== null && line < shown.length ? rowKey(shown[line]) : null;
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
                {/* A narrow column: its short heading, the full word on hover and for screen readers. */}
                {c === 'currency' ? <abbr title={t('col.currency')}>{t('colShort.currency')}</abbr> : t(`col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <Fragment key={g.key}>
            {lineBefore === rowKey(g.nested[0].row) ? <tbody>{nowRow}</tbody> : null}
            <tbody className={groupBy === 'hour' ? styles.hourGroup : undefined}>
              {groupBy === 'day' ? (
                <tr className={styles.groupRow}>
                  <th colSpan={COLUMNS.length} scope="colgroup">
                    {formatDay(g.key, ctx.locale, 'weekdayDate')}
                  </th>
                </tr>
              ) : null}
              {g.nested.map(({ row: r, subs }, i) => (
                <Fragment key={rowKey(r)}>
                  {i > 0 && lineBefore === rowKey(r) ? nowRow : null}
                  <tr
                    className={isPast(r.publishedAt, now) ? styles.pastRow : undefined}
                    data-testid="release-row"
                    data-release-id={r.id}
                    data-released={r.released}
                    data-country={countryCode(r.country)}
                    data-category={releaseCategory(r)}
                    data-importance={r.importance ?? 'unknown'}
                    data-at={r.publishedAt}
                    // A released row never changes in the browser: its cells are written once, as HTML (lib/ui/static-markup.ts).
                    dangerouslySetInnerHTML={r.released ? { __html: staticMarkup(<RowCells release={r} subs={subs} ctx={ctx} timeStyle={timeStyle} surprise={scores?.get(rowKey(r))} />) } : undefined}
                  >
                    {r.released ? undefined : <RowCells release={r} subs={subs} ctx={ctx} timeStyle={timeStyle} typical={typical?.get(rowKey(r))} />}
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </Fragment>
        ))}
        {line === shown.length ? <tbody>{nowRow}</tbody> : null}
      </table>
    </LiveReleases>
    </ClientMessages>
  );
}

/**
 * The cells of one row. A pending row's time, bell and values are live
 * (client leaves); a released row's are plain markup.
 */
function RowCells({
  release: r,
  subs,
  ctx,
  timeStyle,
  surprise,
  typical,
}: {
  release: LocalizedRelease;
  subs: LocalizedRelease[];
  ctx: ViewContext;
  timeStyle: 'time' | 'shortDateTime';
  surprise?: SurpriseScore;
  typical?: RowTypicalMove;
}) {
  const t = useMemoTranslations('Calendar');
  return (
    <>
      <td data-label={t('col.time')} className={styles.time}>
        {r.released ? (
          <time dateTime={r.publishedAt}>{formatInstant(r.publishedAt, ctx.locale, ctx.tz, timeStyle)}</time>
        ) : (
          <>
            <LiveTime release={r} locale={ctx.locale} tz={ctx.tz} style={timeStyle} />{' '}
            <ReminderBell
              target={{ kind: 'release', id: r.id, indicatorId: r.indicatorId, at: new Date(r.publishedAt).toISOString(), title: reminderTitle(r.title) }}
              icsHref={releaseIcsHref(r, ctx)}
            />
          </>
        )}
      </td>
      <td data-label={t('col.country')}>
        {isOriginal(r, 'country') ? <CountryName name={r.country} original /> : <CountryFlag name={r.country} />}
      </td>
      <td data-label={t('col.currency')} className={styles.currency}>
        {currencyOf(r.country) ?? ''}
      </td>
      <td data-label={t('col.importance')}>
        <Importance level={r.importance} />
      </td>
      <td data-label={t('col.indicator')} className={styles.title}>
        <WatchStar indicatorId={r.indicatorId} title={r.title} />
        <AppLink href={indicatorHref(r.indicatorId, ctx)}>
          <OriginalText text={r.title} original={isOriginal(r, 'title')} />
        </AppLink>
        {/* Tokened titles often carry the period already ("CPI YoY (Oct 2026)"). */}
        <Period release={r} />
        {/* IDX_PERIOD_STATUS (prelim, final…), when the upstream gives one. */}
        {r.periodStatus && !r.title.includes(r.periodStatus) ? (
          <span className={styles.periodStatus} data-testid="period-status"> {r.periodStatus}</span>
        ) : null}
        {typical ? <TypicalMoveNote row={typical} locale={ctx.locale} /> : null}
        <SubIndicators subs={subs} />
      </td>
      {r.released ? <ReleaseValues release={r} surprise={surprise} /> : <LiveValues release={r} />}
    </>
  );
}
