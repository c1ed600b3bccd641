import { toCsv } from '@/lib/calendar/csv';
import type { HistoryEntry } from './history';
import { historyDisplay } from './history-view';
import type { Locale } from '@/lib/i18n/routing';

/**
 * actual…unit are the upstream's raw strings; the *_display columns are what
 * the indicator page shows the reader (English: 万/亿 scaled into K/M/B/T,
 * the base unit translated), as in the calendar's exports.
 */
export const HISTORY_COLUMNS = [
  'published_at', 'period', 'actual', 'forecast', 'surprise', 'previous', 'revised_previous', 'first_actual', 'unit',
  'actual_display', 'forecast_display', 'surprise_display', 'previous_display', 'revised_previous_display', 'first_actual_display', 'unit_display',
];

export function historyCsv(rows: HistoryEntry[], locale: Locale = 'zh-CN'): string {
  return toCsv(
    HISTORY_COLUMNS,
    rows.map((r) => {
      const d = historyDisplay(r, locale);
      return [
        r.publishedAt, r.period, r.actual, r.forecast, r.surprise, r.previous, r.revised, r.firstActual, r.unit,
        d.actual, d.forecast, d.surprise, d.previous, d.revised, d.firstActual, d.unit,
      ];
    }),
  );
}

/** JSON entries: the raw values, and `display` as the page shows them. */
export function historyJson(rows: HistoryEntry[], locale: Locale) {
  return rows.map((r) => {
    const { power: _power, ...display } = historyDisplay(r, locale);
    return { ...r, display };
  });
}
