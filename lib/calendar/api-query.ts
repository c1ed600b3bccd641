import { z } from 'zod';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { todayIn } from '@/lib/time/zones';
import { zLocale } from '@/lib/i18n/locale-param';
import { zDay } from '@/lib/upstream/params';
import { CALENDAR_VIEWS, dayWindow, EVENT_TYPES, MAX_COUNTRIES, MAX_QUERY, MAX_WATCH, parseFilters, RANGES, type CalendarFilters, type SearchParams } from './params';
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
    locale: zLocale.default('zh-CN').describe('The language of names, units and text'),
    tz: zTimeZone.default(defaultZone).describe('An IANA time zone: the days and times of the reader'),
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
      view: z.enum(CALENDAR_VIEWS).describe('day, week, month, events (holidays, events, treasury issuance) or us (U.S. data)'),
      format: z.enum(['ics', 'csv', 'json']).describe('ics: a calendar file, or a subscription calendar apps re-fetch'),
      date: zDay.optional().describe('The day of the day and events views; default: today'),
      week: z.string().max(8).default('this').describe('The week view\'s week: this, next or an ISO week (YYYY-Www)'),
      month: z.string().max(7).optional().describe('The month view\'s month (YYYY-MM); absent: 30 days, as range says'),
      range: z.enum(RANGES).default('next').describe('The month view without month: the past or the next 30 days'),
      type: z.enum(EVENT_TYPES).default('holiday').describe('The events view\'s kind'),
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

/**
 * The filter parameters of the calendar views and exports as the public API
 * describes them (lib/openapi): each repeated (`category=a&category=b`)
 * or comma-joined (`category=a,b`). `exportFilters` above reads them;
 * tests/unit/api/openapi.test.ts checks that both accept and refuse the same values.
 */
export const calendarFilterParams = z.object({
  importance: z.array(z.enum(['1', '2', '3'])).max(9).optional().describe('1 low, 2 medium, 3 high; none: all'),
  country: z.array(z.string().max(40)).max(MAX_COUNTRIES).optional().describe('Country names as the rows write them, in the language asked for'),
  category: z.array(z.enum(CATEGORIES)).max(20).optional(),
  currency: z.array(z.enum(CURRENCIES)).max(20).optional().describe('ISO 4217; the euro area\'s countries share EUR'),
  watch: z.array(z.string().regex(/^\d{1,20}$/)).max(MAX_WATCH).optional().describe('Indicator ids: only these indicators'),
  q: z.string().max(MAX_QUERY).optional().describe('Words of the indicator\'s name'),
  sort: z.enum(['time', 'surprise']).optional().describe('surprise: the largest surprise scores first'),
});
