import 'server-only';
import { getConfig } from '@/lib/config';
import { archivedReleasesBetween } from '@/lib/archive/read';
import { upstreamDay } from '@/lib/calendar/load';
import type { Locale } from '@/lib/i18n/routing';
import { localizeReleases } from '@/lib/localize/join';
import type { Importance, Release } from '@/lib/upstream/types';
import { hasHan, isOriginal } from '@/lib/localize/marks';
import { Recent } from '@/lib/memory/recent';
import { dayBounds } from '@/lib/time/zones';
import { chartReleases, daySources, markerKey, type ChartMarkers, type ChartRelease, type DaySources, type MarkerQuery } from './chart-markers';

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
  const missed = <T>(): T[] => {
    partial = true;
    return [];
  };
  const [older, ...days] = await Promise.all([
    sources.archive ? archivedMarkers(q, sources.archive).catch(missed<ChartRelease>) : Promise.resolve([]),
    ...sources.cached.map((day) => upstreamDay(q.locale, day).then((f) => f.data, missed<Release>)),
  ]);
  const inRange = (m: ChartRelease) => {
    const t = Date.parse(m.at);
    return t >= q.from && t < q.to;
  };
  const recentDays = days.flatMap((day) => dayMarkers(day, q)).filter(inRange);
  const recent = q.locale === 'zh-CN' || recentDays.length === 0 ? recentDays : await named(q.locale, recentDays, days.flat());
  // The archive holds no legacy rows (lib/archive/write-through.ts), so older markers need no naming.
  // One marker per record and instant, should two day answers both carry it.
  const releases = [...new Map([...older.filter(inRange), ...recent].map((m) => [m.key, m])).values()];
  return { releases, partial };
}

type SymbolQuery = Pick<MarkerQuery, 'locale' | 'exchange' | 'code' | 'levels'>;
const symbolKey = (q: SymbolQuery) => `${q.locale}|${q.exchange}|${q.code}|${q.levels.join(',')}`;

/**
 * A cached day's markers for one symbol, computed once per day answer (the
 * cache hands every reader the same answer object until it is refreshed).
 */
const byDayAnswer = new WeakMap<readonly Release[], Map<string, ChartRelease[]>>();

function dayMarkers(day: readonly Release[], q: SymbolQuery): ChartRelease[] {
  let perSymbol = byDayAnswer.get(day);
  if (!perSymbol) byDayAnswer.set(day, (perSymbol = new Map()));
  const key = symbolKey(q);
  let markers = perSymbol.get(key);
  if (!markers) perSymbol.set(key, (markers = chartReleases(day, { ...q, from: -Infinity, to: Infinity })));
  return markers;
}

/**
 * Older ranges change only as the backfill and write-through add days: one
 * archive query per symbol, importance and range of whole days a minute,
 * not one per reader.
 */
const archived = new Recent<ChartRelease[]>({ ttlMs: 60_000, maxEntries: 100 });

function archivedMarkers(q: SymbolQuery, range: NonNullable<DaySources['archive']>): Promise<ChartRelease[]> {
  const zone = getConfig().upstream.timeZone;
  const wholeDays = { ...range, from: dayBounds(range.fromDay, zone).start.toISOString() };
  return archived.get(`${symbolKey(q)}|${range.fromDay}|${range.toDay}|${range.to}`, async () =>
    chartReleases(await archivedReleasesBetween(q.locale, wholeDays, q.levels), { ...q, from: -Infinity, to: Infinity }),
  );
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
