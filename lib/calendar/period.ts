import { daysOfIsoWeek, daysOfMonth, isoWeekOf, monthOf, shiftIsoWeek, shiftMonth } from '@/lib/time/iso-week';
import { addDays } from '@/lib/time/zones';
import { dayWindow, type Parsed, type WeekParam, type RangeParam } from './params';

/**
 * The week and month views' periods (docs/design.md "Public URLs"): the upstream's
 * own this/next week and past/next 30 days, or any ISO week / calendar month
 * in the reader's zone, built from daily data. A period must touch the
 * window a reader may open (20 years back, 1 year ahead); its days are cut to
 * that window, so nothing outside it is ever asked of the upstream.
 */
export type WeekPeriod = { kind: 'upstream'; week: WeekParam } | { kind: 'iso'; week: string; days: string[] };
export type MonthPeriod = { kind: 'upstream'; range: RangeParam } | { kind: 'month'; month: string; days: string[] };

function clip(days: string[], today: string): string[] {
  const { min, max } = dayWindow(today);
  return days.filter((d) => d >= min && d <= max);
}

export function parseWeekPeriod(value: string | undefined, today: string): Parsed<WeekPeriod> {
  if (value === undefined || value === '' || value === 'this') return { ok: true, value: { kind: 'upstream', week: 'this' } };
  if (value === 'next') return { ok: true, value: { kind: 'upstream', week: 'next' } };
  const all = daysOfIsoWeek(value);
  if (!all) return { ok: false, problem: 'week' };
  const days = clip(all, today);
  return days.length ? { ok: true, value: { kind: 'iso', week: value, days } } : { ok: false, problem: 'week' };
}

export function parseMonthPeriod(month: string | undefined, range: string | undefined, today: string): Parsed<MonthPeriod> {
  if (month !== undefined && month !== '') {
    const all = daysOfMonth(month);
    if (!all) return { ok: false, problem: 'month' };
    const days = clip(all, today);
    return days.length ? { ok: true, value: { kind: 'month', month, days } } : { ok: false, problem: 'month' };
  }
  if (range === undefined || range === '' || range === 'next') return { ok: true, value: { kind: 'upstream', range: 'next' } };
  if (range === 'past') return { ok: true, value: { kind: 'upstream', range: 'past' } };
  return { ok: false, problem: 'range' };
}

/** The ISO week of the reader's today plus `n` weeks (this = 0, next = 1). */
export const isoWeekFromToday = (today: string, n: number): string => isoWeekOf(addDays(today, 7 * n));

/** The ISO week a week view shows (for its previous/next links and the other tabs). */
export function isoWeekOfPeriod(p: WeekPeriod, today: string): string {
  return p.kind === 'iso' ? p.week : isoWeekFromToday(today, p.week === 'this' ? 0 : 1);
}

/** The weeks before and after, when they still touch the window. */
export function neighbourWeeks(week: string, today: string): { prev: string | null; next: string | null } {
  const ok = (w: string | null) => (w && parseWeekPeriod(w, today).ok ? w : null);
  return { prev: ok(shiftIsoWeek(week, -1)), next: ok(shiftIsoWeek(week, 1)) };
}

export function neighbourMonths(month: string, today: string): { prev: string | null; next: string | null } {
  const ok = (m: string) => (parseMonthPeriod(m, undefined, today).ok ? m : null);
  return { prev: ok(shiftMonth(month, -1)), next: ok(shiftMonth(month, 1)) };
}

/** The day a period's other views open on: today when it lies inside, else its first day. */
export function dayOfPeriod(days: string[], today: string): string {
  return days.includes(today) ? today : days[0];
}

export { monthOf };
