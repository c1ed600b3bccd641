import 'server-only';
import { getConfig } from '@/lib/config';
import { archivedReleasesBetween } from '@/lib/archive/read';
import { upstreamDay } from '@/lib/calendar/load';
import type { Locale } from '@/lib/i18n/routing';
import { localizeReleases } from '@/lib/localize/join';
import type { Importance, Release } from '@/lib/upstream/types';
import { hasHan, isOriginal } from '@/lib/localize/marks';
import { chartReleases, daySources, markerKey, type ChartMarkers, type ChartRelease } from './chart-markers';

/**
 * The releases a symbol's chart marks over [from, to). No upstream call is
 * made for one reader: the newest days come through the cached calendar
 * loader (shared by every reader and page, archived as they pass), older
 * ones from the archive in one query. Never rejects: what cannot be read is
 * left out and the answer says it is partial.
 */
export async function loadChartMarkers(q: {
  locale: Locale;
  exchange: string;
  code: string;
  from: number;
  to: number;
  levels: readonly Importance[];
}): Promise<ChartMarkers> {
  const sources = daySources(q.from, q.to, getConfig().upstream.timeZone);
  let partial = false;
  // Upstream failures are logged where they happen (lib/upstream/log.ts); an archive that is off is no failure to log.
  const missed = (): Release[] => {
    partial = true;
    return [];
  };
  const [older, ...days] = await Promise.all([
    sources.archive ? archivedReleasesBetween(q.locale, sources.archive, q.levels).catch(missed) : Promise.resolve([]),
    ...sources.cached.map((day) => upstreamDay(q.locale, day).then((f) => f.data, missed)),
  ]);
  const all = [...older, ...days.flat()];
  const releases = chartReleases(all, q);
  if (q.locale === 'zh-CN' || releases.length === 0) return { releases, partial };
  return { releases: await named(q.locale, releases, all), partial };
}

/** Legacy fallback rows are written in Simplified Chinese: their titles in the reader's language (lib/localize). */
async function named(locale: Locale, markers: ChartRelease[], all: Release[]): Promise<ChartRelease[]> {
  const byKey = new Map(all.map((r) => [markerKey(r), r]));
  const legacy = markers.flatMap((m) => {
    const r = byKey.get(m.key);
    return r && r.source === 'legacy' ? [r] : [];
  });
  if (!legacy.length) return markers;
  const localized = await localizeReleases(legacy, locale).catch(() => legacy);
  const byLocalized = new Map(localized.map((r) => [markerKey(r), r]));
  return markers.map((m) => {
    const r = byLocalized.get(m.key);
    return r ? { ...m, title: r.title, ...(isOriginal(r, 'title') || (locale === 'en' && hasHan(r.title)) ? { original: true } : {}) } : m;
  });
}
