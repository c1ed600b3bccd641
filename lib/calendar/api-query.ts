import { z } from 'zod';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { todayIn } from '@/lib/time/zones';
import { zLocale } from '@/lib/i18n/locale-param';
import { zDay } from '@/lib/upstream/params';
import { CALENDAR_VIEWS, dayWindow, EVENT_TYPES, parseFilters, RANGES, type CalendarFilters, type SearchParams } from './params';
import { parseMonthPeriod, parseWeekPeriod } from './period';
import { zAlarm } from './alarm';
import type { Result } from '@/lib/result';
import { CATEGORIES } from '@/lib/release/category';
import { CURRENCIES } from '@/lib/release/currency-codes';

/**
 * Query schemas of /api/calendar and /api/calendar/export. Checked before
 * anything reaches the upstream client (docs/design.md: "never an upstream call
 * built from unchecked input").
 */
const zTimeZone = z
  .string()
  .transform((v, ctx) => canonicalTimeZone(v) ?? (ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone' }), z.NEVER));

/** `tz` defaults to the site's DEFAULT_TIME_ZONE, which the route passes in (this module reads no config). */
const base = (defaultZone: string) =>
  z.object({
    locale: zLocale.default('zh-CN'),
    tz: zTimeZone.default(defaultZone),
  });

/** A day inside the calendar's window (20 years back, 1 year ahead of the reader's today). */
function inWindow<T extends { date?: string; tz: string }>(q: T, ctx: z.RefinementCtx) {
  if (!q.date) return;
  const { min, max } = dayWindow(todayIn(q.tz));
  if (q.date < min || q.date > max) ctx.addIssue({ code: 'custom', path: ['date'], message: `must be between ${min} and ${max}` });
}

/** `week` (this, next or an ISO week) and `month` (YYYY-MM) inside the same window. */
function periodInWindow(q: { week: string; month?: string; tz: string }, ctx: z.RefinementCtx) {
  const today = todayIn(q.tz);
  const { min, max } = dayWindow(today);
  if (!parseWeekPeriod(q.week, today).ok) ctx.addIssue({ code: 'custom', path: ['week'], message: `must be this, next or an ISO week (YYYY-Www) between ${min} and ${max}` });
  if (q.month !== undefined && !parseMonthPeriod(q.month, undefined, today).ok) ctx.addIssue({ code: 'custom', path: ['month'], message: `must be a month (YYYY-MM) between ${min} and ${max}` });
}

export const calendarQuery = (defaultZone: string) => base(defaultZone).extend({ date: zDay }).superRefine(inWindow);

export const exportQuery = (defaultZone: string) =>
  base(defaultZone)
    .extend({
      view: z.enum(CALENDAR_VIEWS),
      format: z.enum(['ics', 'csv', 'json']),
      date: zDay.optional(),
      week: z.string().max(8).default('this'),
      month: z.string().max(7).optional(),
      range: z.enum(RANGES).default('next'),
      type: z.enum(EVENT_TYPES).default('holiday'),
      // A VALARM this many minutes before each entry (.ics only; other formats ignore it).
      alarm: zAlarm.optional(),
    })
    .superRefine(inWindow)
    .superRefine(periodInWindow);
export type ExportQuery = z.infer<ReturnType<typeof exportQuery>>;

/** The filters of an export URL, with the same rules as the pages; an error text names the parameter. */
export function exportFilters(params: SearchParams): Result<CalendarFilters, { message: string }> {
  const f = parseFilters(params);
  if (f.ok) return f;
  const names: Record<string, string> = {
    importance: 'importance: must be a subset of 1,2,3',
    country: 'country: invalid country name',
    category: `category: must be a subset of ${CATEGORIES.join(',')}`,
    currency: `currency: must be ISO 4217 codes in capitals among ${CURRENCIES.join(',')}`,
    watch: 'watch: must be indicator ids (digits), at most 100',
    query: 'q: too long or contains control characters',
    sort: 'sort: must be time or surprise',
  };
  return { ok: false, message: names[f.problem] ?? f.problem };
}
