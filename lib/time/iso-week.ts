import { addDays, dayBounds, isValidDay, overlappingDays } from './zones';

/**
 * ISO 8601 weeks (`YYYY-Www`: Monday to Sunday; week 1 holds the year's first
 * Thursday) and calendar months (`YYYY-MM`) as lists of reader days. Weeks
 * and months are sequences of days, so a week in a zone is the span from its
 * Monday's midnight to the following Monday's midnight in that zone: 167 or
 * 169 hours in a week that changes clocks.
 */

const WEEK_RE = /^(\d{4})-W(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 0 = Monday … 6 = Sunday, for a `YYYY-MM-DD` day. */
function weekdayIndex(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of the week containing `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The Monday of ISO week 1 of an ISO year (the week holding 4 January). */
function firstMonday(isoYear: number): string {
  return mondayOf(`${pad(isoYear, 4)}-01-04`);
}

/** The ISO week a day belongs to, written `YYYY-Www` (the ISO year may differ from the day's year). */
export function isoWeekOf(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const isoYear = Number(thursday.slice(0, 4));
  const [y1, m1, d1] = firstMonday(isoYear).split('-').map(Number);
  const [y, m, d] = thursday.split('-').map(Number);
  const week = Math.floor((Date.UTC(y, m - 1, d) - Date.UTC(y1, m1 - 1, d1)) / (7 * 86_400_000)) + 1;
  return `${pad(isoYear, 4)}-W${pad(week)}`;
}

/** The Monday of an ISO week, or null when the text is no real week (`2021-W53` does not exist). */
export function mondayOfIsoWeek(week: string): string | null {
  const m = WEEK_RE.exec(week);
  if (!m) return null;
  const n = Number(m[2]);
  if (n < 1 || n > 53) return null;
  const monday = addDays(firstMonday(Number(m[1])), (n - 1) * 7);
  return isoWeekOf(monday) === week ? monday : null;
}

/** The seven days of an ISO week, Monday first, or null when it is no real week. */
export function daysOfIsoWeek(week: string): string[] | null {
  const monday = mondayOfIsoWeek(week);
  return monday ? Array.from({ length: 7 }, (_, i) => addDays(monday, i)) : null;
}

export const shiftIsoWeek = (week: string, n: number): string | null => {
  const monday = mondayOfIsoWeek(week);
  return monday ? isoWeekOf(addDays(monday, 7 * n)) : null;
};

/** The days of a month written `YYYY-MM`, or null when it is no real month. */
export function daysOfMonth(month: string): string[] | null {
  const m = MONTH_RE.exec(month);
  if (!m || !isValidDay(`${month}-01`)) return null;
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

export const monthOf = (day: string): string => day.slice(0, 7);

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}`;
}

/** The instants a run of consecutive reader days spans in their zone: [start, end). */
export function spanOfDays(days: string[], timeZone: string): { start: Date; end: Date } {
  return { start: dayBounds(days[0], timeZone).start, end: dayBounds(days[days.length - 1], timeZone).end };
}

/** Every day in `sourceZone` (the upstream's) that a run of reader days overlaps, in order, once each. */
export function overlappingDaysOfSpan(days: string[], readerZone: string, sourceZone: string): string[] {
  return [...new Set(days.flatMap((d) => overlappingDays(d, readerZone, sourceZone)))].sort();
}
