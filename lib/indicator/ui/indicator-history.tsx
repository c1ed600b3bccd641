import { getTranslations } from 'next-intl/server';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { staticMarkup } from '@/lib/ui/static-markup';
import type { ViewContext } from '@/lib/calendar/links';
import { readerHref } from '@/lib/reader/link';
import { PeriodSwitch } from '@/lib/calendar/ui/period-switch';
import { AppLink } from '@/lib/i18n/app-link';
import { formatInstant } from '@/lib/time/format';
import { RANGES, isRevised, rangeStart, type HistoryRange } from '../history';
import { historyDisplay, historyPage, historyPoints, historyScaled, type HistoryProblem } from '../history-view';
import { withUnit } from '@/lib/localize/units';
import { ValueText } from '@/lib/localize/ui/value-text';
import { hasHan } from '@/lib/localize/marks';
import { indicatorHistory, type HistoryRow } from '@/lib/archive/read';
import { HistoryChart } from './history-chart';
import styles from './history.module.css';
import { ScrollRegion } from '@/lib/ui/scroll-region';

export interface HistoryView {
  range: HistoryRange;
  page: number;
  problem: HistoryProblem | null;
  /** The bad value the reader gave, for the notice. */
  given: string | null;
}

const signed = (v: string | null) => (v !== null && /^\d/.test(v) && !/^0(\.0+)?[KMBT]?$/.test(v) ? `+${v}` : v);

/** The archived releases IndicatorHistory shows: started by the page, so that they can be in its shell. */
export function loadIndicatorHistory(ctx: ViewContext, id: string, view: HistoryView, now: number): Promise<HistoryRow[]> {
  return indicatorHistory(ctx.locale, id, rangeStart(view.range, now), null);
}

/** The indicator's archived releases: range switch, chart, a paginated table newest first, or why there is none. */
export async function IndicatorHistory({ id, history, ctx, view, now }: { id: string; history: Promise<HistoryRow[]>; ctx: ViewContext; view: HistoryView; now: number }) {
  const t = await getTranslations('Indicator');
  const path = `/indicators/${encodeURIComponent(id)}`;
  const link = (range: HistoryRange, page = 1) => readerHref(path, { range, page: page > 1 ? String(page) : null }, ctx);
  let rows: HistoryRow[];
  try {
    rows = await history;
  } catch {
    return (
      <p className={styles.note} role="status" data-testid="history-unavailable">
        {t('historyUnavailable')}
      </p>
    );
  }
  const page = historyPage(rows, view.page);
  const problem = view.problem ?? (page ? null : 'page');
  const shown = page ?? historyPage(rows, 1)!;
  const current = page ? view.page : 1;
  const points = historyPoints(rows, ctx.locale, ctx.tz);
  const csv = `/api/indicators/${encodeURIComponent(id)}/history?${new URLSearchParams({
    locale: ctx.locale,
    format: 'csv',
    ...(rangeStart(view.range, now) ? { from: rangeStart(view.range, now)!.slice(0, 10) } : {}),
  })}`;
  return (
    <>
      {problem ? (
        <p className={styles.note} role="status" data-testid="history-notice">
          {t(`historyProblem.${problem}`, { value: view.given ?? String(view.page) })}
        </p>
      ) : null}
      <PeriodSwitch
        label={t('historyRange')}
        options={RANGES.map((r) => ({ label: t(`range.${r}`), href: link(r), current: r === view.range }))}
      />
      {rows.length === 0 ? (
        <p className={styles.note} data-testid="history-empty">
          {t('historyEmpty')}
        </p>
      ) : (
        <>
          <p className={styles.summary} data-testid="history-summary">
            {t('historySummary', {
              count: rows.length,
              first: formatInstant(rows[0].publishedAt, ctx.locale, ctx.tz, 'date'),
              last: formatInstant(rows.at(-1)!.publishedAt, ctx.locale, ctx.tz, 'date'),
            })}{' '}
            <a href={csv} download>
              {t('historyCsv')}
            </a>
          </p>
          {points.length >= 2 ? (
            <HistoryChart
              points={points}
              labels={{ title: t('historyChartTitle'), actual: t('actual'), forecast: t('forecast'), surprise: t('surprise'), revisedFrom: t('firstPublished') }}
              compact={historyScaled(rows, ctx.locale)}
              locale={ctx.locale}
            />
          ) : null}
          <ScrollRegion className={styles.scroll} label={t('historyTable')}>
            <table className={styles.table} data-testid="history-table">
              <caption className="visually-hidden">{t('historyTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('period')}</th>
                  <th scope="col">{t('actual')}</th>
                  <th scope="col">{t('forecast')}</th>
                  <th scope="col">{t('surprise')}</th>
                  <th scope="col">{t('previous')}</th>
                </tr>
              </thead>
              <HistoryRows rows={shown.rows} ctx={ctx} />
            </table>
          </ScrollRegion>
          {shown.pages > 1 ? (
            <nav className={styles.pager} aria-label={t('historyPages')}>
              {current > 1 ? <AppLink href={link(view.range, current - 1)} rel="prev">{t('newer')}</AppLink> : null}
              <span>{t('pageOf', { page: current, pages: shown.pages })}</span>
              {current < shown.pages ? <AppLink href={link(view.range, current + 1)} rel="next">{t('older')}</AppLink> : null}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

/** The table's rows, written once as HTML: nothing in them changes in the browser (lib/ui/static-markup.ts). */
function HistoryRows({ rows, ctx }: { rows: HistoryRow[]; ctx: ViewContext }) {
  const t = useMemoTranslations('Indicator');
  const row = (r: HistoryRow) => {
    // English readers get 万/亿 scaled into K/M/B/T, like the calendar's rows.
    const d = historyDisplay(r, ctx.locale);
    return (
      <tr key={r.publishedAt}>
        <td>
          <time dateTime={r.publishedAt}>{formatInstant(r.publishedAt, ctx.locale, ctx.tz, 'date')}</time>
        </td>
        <td>{r.period}</td>
        <td data-revised={isRevised(r) ? 'true' : undefined}>
          {d.actual === null ? '—' : hasHan(d.actual) ? <ValueText value={d.actual} /> : withUnit(d.actual, d.unit)}
          {isRevised(r) ? <span className={styles.revised}>{t('revisedFromFirst', { value: d.firstActual ?? '' })}</span> : null}
        </td>
        <td>{d.forecast === null ? '—' : <ValueText value={d.forecast} />}</td>
        <td>{signed(d.surprise) ?? '—'}</td>
        <td>
          {d.previous === null ? '—' : <ValueText value={d.previous} />}
          {d.revised ? <span className={styles.revised}>{t('previousRevised', { value: d.revised })}</span> : null}
        </td>
      </tr>
    );
  };
  return <tbody dangerouslySetInnerHTML={{ __html: staticMarkup(rows.map(row)) }} />;
}
