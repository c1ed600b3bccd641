import 'server-only';
import { getConfig } from '@/lib/config';
import {
  forgetDailyReleases,
  getDailyReleases,
  getLegacyCalendar,
  getLegacyWeek,
  getMonthReleases,
  getWeekReleases,
  legacyEnabled,
} from '@/lib/upstream';
import { withinBudget } from '@/lib/upstream/deadline';
import type { Fetched, Release } from '@/lib/upstream/types';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import { addDays, compactDay, todayIn } from '@/lib/time/zones';
import { withoutWaiting } from '@/lib/upstream/priority';
import { noteFreshUntil } from '@/lib/view-cache/freshness';
import { localizeReleases } from '@/lib/localize/join';
import type { LocalizedRelease } from '@/lib/localize/marks';
import { archivedDay, settledDay } from '@/lib/archive/read';
import { archiveAnswer, archiveLegacyIds } from '@/lib/archive/write-through';
import { releasesOfReaderDay, uniqueReleases, compareReleases, upstreamDaysOf } from './reader-day';
import { allowedPeriodsOf, combine, kindOf, settle, type Part, type Section } from './section';
import type { RangeParam, WeekParam } from './params';

/**
 * Releases for the calendar views. The tokened family serves first (the
 * client already falls back to {alt_base_url} for the api variant); when it
 * still fails and the legacy family is configured, the legacy Calendar List
 * stands in (it takes the same periods as `d`, docs/upstream.md section A).
 */
function withLegacyFallback<T>(primary: () => Promise<Fetched<T>>, fallbacks: (() => Promise<Fetched<T>>)[]): Promise<Fetched<T>> {
  // One UPSTREAM_TIMEOUT_MS for the whole chain: a hanging upstream must not cost it once per host.
  return withinBudget(getConfig().upstream.timeoutMs, () => firstThatAnswers(primary, fallbacks));
}

async function firstThatAnswers<T>(primary: () => Promise<Fetched<T>>, fallbacks: (() => Promise<Fetched<T>>)[]): Promise<Fetched<T>> {
  try {
    return await primary();
  } catch (error) {
    // Over the upstream budget the legacy host is no way out: its calls take the same tokens.
    if (kindOf(error) === 'invalid' || kindOf(error) === 'budget' || !legacyEnabled()) throw error;
    let restriction: unknown = null;
    for (const fallback of fallbacks) {
      try {
        return await fallback();
      } catch (legacyError) {
        // A period restriction is worth telling the reader: it lists what the legacy host allows.
        if (allowedPeriodsOf(legacyError)) restriction ??= legacyError;
      }
    }
    throw restriction ?? error;
  }
}

/**
 * The upstream revises a day's releases for about a week after it; older days
 * are settled, and the archive's whole copy of one is the answer
 * (docs/operations.md, "The upstream budget").
 */
export const REVISION_DAYS = 7;

/** A day older than the last REVISION_DAYS days of the upstream's calendar. */
export function isSettledDay(day: string, now: number = Date.now()): boolean {
  return day < addDays(todayIn(getConfig().upstream.timeZone, new Date(now)), -REVISION_DAYS);
}

/** How long a view built from settled archived days stays fresh: they change only when re-checked. */
const SETTLED_FRESH_MS = 60 * 60_000;

/**
 * One upstream day. A settled day the archive holds whole is read from the
 * archive, not the upstream; any other day is asked (archived as it passes).
 * When every host fails and the cache has no copy, the archive's copy of a
 * past day answers, marked stale (and, over the upstream budget, 'saved').
 */
export async function upstreamDay(locale: Locale, day: string): Promise<Part<Release[]>> {
  if (isSettledDay(day)) {
    const settled = await settledDay(locale, day);
    if (settled) {
      noteFreshUntil(Date.now() + SETTLED_FRESH_MS);
      return settled;
    }
  }
  try {
    return archived(locale, `day:${day}`, await withLegacyFallback(() => getDailyReleases(variantOf(locale), day), [() => getLegacyCalendar(compactDay(day))]), day);
  } catch (error) {
    if (kindOf(error) === 'invalid') throw error;
    const copy = await archivedDay(locale, day).catch(() => null);
    if (copy) return kindOf(error) === 'budget' ? { ...copy, budget: 'saved' } : copy;
    throw error;
  }
}

/**
 * The upstream days of one view, `parallel` at a time. Over the upstream
 * budget the view is built from what the caches and the archive hold: once a
 * day is refused, the days after it take a token only if one is there at
 * once (a reader does not wait once per day), and a day nobody holds is left
 * out, the view marked 'partial'. Refused on every day, the view fails with
 * the budget's error; any other failure fails it as before.
 */
export async function upstreamDaysOfView(locale: Locale, days: string[], parallel: number = days.length): Promise<{ parts: Part<Release[]>[]; missing: number }> {
  let refused: unknown = null;
  const one = async (day: string): Promise<Part<Release[]> | null> => {
    try {
      return await (refused ? withoutWaiting(() => upstreamDay(locale, day)) : upstreamDay(locale, day));
    } catch (error) {
      // Once the budget has refused a day, a day that ran out of time (waiting behind it) is missing too.
      if (kindOf(error) !== 'budget' && !(refused && kindOf(error) === 'timeout')) throw error;
      refused ??= error;
      return null;
    }
  };
  const answers: (Part<Release[]> | null)[] = [];
  for (let i = 0; i < days.length; i += parallel) answers.push(...(await Promise.all(days.slice(i, i + parallel).map(one))));
  const parts = answers.filter((a): a is Part<Release[]> => a !== null);
  if (!parts.length && refused) throw refused;
  return { parts, missing: answers.length - parts.length };
}

/** Parts as one, 'partial' when the budget left some out. */
export function combineDays(view: { parts: Part<Release[]>[]; missing: number }, join: (lists: Release[][]) => Release[]): Part<Release[]> {
  return { ...combine(view.parts, join), ...(view.missing ? { budget: 'partial' as const } : {}) };
}

/**
 * Answers handed to the archive already. The cache gives every reader the
 * same answer until it is refreshed: handed over once, not once per reader
 * (its legacy id pairs were gathered from the whole answer per read).
 */
const handed = new WeakSet<readonly Release[]>();

/**
 * Write-through: the answer goes on to the page at once; the archive stores it
 * in the background. A settled day, once the archive holds it whole, is read
 * from there (upstreamDay): the upstream cache lets its copy go, and keeps its
 * bound for what only it holds (docs/operations.md, "Memory").
 */
function archived(locale: Locale, what: string, answer: Fetched<Release[]>, day?: string): Fetched<Release[]> {
  if (handed.has(answer.data)) return answer;
  // A stale answer (stale-if-error) is not archived: should the same copy come fresh, it is handed then.
  if (!answer.stale) handed.add(answer.data);
  const settled = day !== undefined && isSettledDay(day);
  archiveAnswer(locale, what, answer, day, settled ? () => forgetDailyReleases(variantOf(locale), day) : undefined);
  archiveLegacyIds(answer.data.flatMap((r) => (r.legacyId ? [{ indicatorId: r.indicatorId, legacyId: r.legacyId }] : [])));
  return answer;
}

/** The reader's day in their zone, built from every upstream day it overlaps. */
export function loadReaderDay(locale: Locale, day: string, tz: string): Promise<Section<LocalizedRelease[]>> {
  return settle(async () => {
    const days = upstreamDaysOf(day, tz, getConfig().upstream.timeZone);
    const view = await upstreamDaysOfView(locale, days);
    return inReaderLanguage(locale, combineDays(view, (lists) => releasesOfReaderDay(lists.flat(), day, tz)));
  });
}

/** Legacy fallback rows joined to the tokened family's names in the page's language (lib/localize). */
async function inReaderLanguage(locale: Locale, f: Part<Release[]>): Promise<Part<LocalizedRelease[]>> {
  return { ...f, data: await localizeReleases(f.data, locale) };
}

const ordered = (locale: Locale, f: Fetched<Release[]>) => inReaderLanguage(locale, { ...f, data: uniqueReleases(f.data).sort(compareReleases) });

/** This or next week (tokened W/W1; legacy W/W1, and ecweek for this week). */
export function loadWeek(locale: Locale, week: WeekParam): Promise<Section<LocalizedRelease[]>> {
  const code = week === 'this' ? 'W' : 'W1';
  const fallbacks = week === 'this' ? [() => getLegacyCalendar('W'), () => getLegacyWeek()] : [() => getLegacyCalendar('W1')];
  return settle(async () => ordered(locale, archived(locale, `week:${code}`, await withLegacyFallback(() => getWeekReleases(variantOf(locale), code), fallbacks))));
}

/** 30 days back (m, today excluded) or ahead (m1, today included). */
export function loadMonth(locale: Locale, range: RangeParam): Promise<Section<LocalizedRelease[]>> {
  const [code, legacy] = range === 'past' ? (['m', 'M'] as const) : (['m1', 'M1'] as const);
  return settle(async () => ordered(locale, archived(locale, `month:${code}`, await withLegacyFallback(() => getMonthReleases(variantOf(locale), code), [() => getLegacyCalendar(legacy)]))));
}
