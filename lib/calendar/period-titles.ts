import { formatDay, formatMonth } from '@/lib/time/format';
import type { Translate } from '@/lib/i18n/translator';
import type { MonthPeriod, WeekPeriod } from './period';

type T = Translate<'Calendar'>;

/** "This week" / "Week 2026-W47 · Nov 16 – Nov 22": the heading and title of a week view. */
export function weekTitle(t: T, p: WeekPeriod, locale: string): string {
  if (p.kind === 'upstream') return t('week.title', { week: p.week });
  return t('week.isoTitle', { week: p.week, from: formatDay(p.days[0], locale, 'shortDate'), to: formatDay(p.days[p.days.length - 1], locale, 'shortDate') });
}

/** "Next 30 days" / "November 2026". */
export function monthTitle(t: T, p: MonthPeriod, locale: string): string {
  return p.kind === 'upstream' ? t('month.title', { range: p.range }) : formatMonth(p.month, locale);
}
