import 'server-only';
import { getConfig } from '@/lib/config';
import {
  getDailyReleases,
  getLegacyCalendar,
  getLegacyWeek,
  getMonthReleases,
  getWeekReleases,
  legacyEnabled,
} from '@/lib/upstream';
import { withinBudget } from '@/lib/upstream/deadline';
import type { Fetched, Release } from '@/lib/upstream/types';
import { variantOf, type Locale } from '@/lib/i18n/routing';
import { compactDay } from '@/lib/time/zones';
import { localizeReleases } from '@/lib/localize/join';
import type { LocalizedRelease } from '@/lib/localize/marks';
import { archivedDay } from '@/lib/archive/read';
import { archiveAnswer, archiveLegacyIds } from '@/lib/archive/write-through';
import { releasesOfReaderDay, uniqueReleases, compareReleases, upstreamDaysOf } from './reader-day';
import { allowedPeriodsOf, combine, kindOf, settle, type Section } from './section';
import type { RangeParam, WeekParam } from './params';

/**
 * Releases for the calendar views. The tokened family serves first (the
 * client already falls back to {alt_base_url} for the api variant); when it
 * still fails and the legacy family is configured, the legacy Calendar List
 * stands in (it takes the same periods as `d`, upstream-api.md section A).
 */
function withLegacyFallback<T>(primary: () => Promise<Fetched<T>>, fallbacks: (() => Promise<Fetched<T>>)[]): Promise<Fetched<T>> {
  // One UPSTREAM_TIMEOUT_MS for the whole chain: a hanging upstream must not cost it once per host.
  return withinBudget(getConfig().upstream.timeoutMs, () => firstThatAnswers(primary, fallbacks));
}

async function firstThatAnswers<T>(primary: () => Promise<Fetched<T>>, fallbacks: (() => Promise<Fetched<T>>)[]): Promise<Fetched<T>> {
  try {
    return await primary();
  } catch (error) {
    if (kindOf(error) === 'invalid' || !legacyEnabled()) throw error;
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
 * One upstream day, archived as it passes; when every host fails and the
 * cache has no copy, the archive's copy of a past day answers, marked stale.
 */
export async function upstreamDay(locale: Locale, day: string): Promise<Fetched<Release[]>> {
  try {
    return archived(locale, `day:${day}`, await withLegacyFallback(() => getDailyReleases(variantOf(locale), day), [() => getLegacyCalendar(compactDay(day))]), day);
  } catch (error) {
    if (kindOf(error) === 'invalid') throw error;
    const copy = await archivedDay(locale, day).catch(() => null);
    if (copy) return copy;
    throw error;
  }
}

/**
 * Answers handed to the archive already. The cache gives every reader the
 * same answer until it is refreshed: handed over once, not once per reader
 * (its legacy id pairs were gathered from the whole answer per read).
 */
const handed = new WeakSet<readonly Release[]>();

/** Write-through: the answer goes on to the page at once; the archive stores it in the background. */
function archived(locale: Locale, what: string, answer: Fetched<Release[]>, day?: string): Fetched<Release[]> {
  if (handed.has(answer.data)) return answer;
  // A stale answer (stale-if-error) is not archived: should the same copy come fresh, it is handed then.
  if (!answer.stale) handed.add(answer.data);
  archiveAnswer(locale, what, answer, day);
  archiveLegacyIds(answer.data.flatMap((r) => (r.legacyId ? [{ indicatorId: r.indicatorId, legacyId: r.legacyId }] : [])));
  return answer;
}

/** The reader's day in their zone, built from every upstream day it overlaps. */
export function loadReaderDay(locale: Locale, day: string, tz: string): Promise<Section<LocalizedRelease[]>> {
  return settle(async () => {
    const days = upstreamDaysOf(day, tz, getConfig().upstream.timeZone);
    const parts = await Promise.all(days.map((d) => upstreamDay(locale, d)));
    return inReaderLanguage(locale, combine(parts, (lists) => releasesOfReaderDay(lists.flat(), day, tz)));
  });
}

/** Legacy fallback rows joined to the tokened family's names in the page's language (lib/localize). */
async function inReaderLanguage(locale: Locale, f: Fetched<Release[]>): Promise<Fetched<LocalizedRelease[]>> {
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
