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
  const sources = sourcesOf(q.from, q.to);
  let partial = false;
  // Upstream failures are logged where they happen (lib/upstream/log.ts); an archive that is off is no failure to log.
  const missed = <T>(): T[] => {
    partial = true;
    return [];
  };
  const [older, ...days] = await Promise.all([
    sources.archive ? archivedMarkers(q, sources.archive).catch(missed<ChartRelease>) : Promise.resolve(NONE),
    ...sources.cached.map((day) => upstreamDay(q.locale, day).then((f) => f.data, missed<Release>)),
  ]);
  if (partial) return { releases: await merged(q, older, days), partial };
  // Every reader of this chart until one of its parts changes gets the same answer: asked again
  // per reader, the parts are the cache's and the archive's same objects, so only their identity is compared.
  const key = `${symbolKey(q)}|${q.from}|${q.to}|${[older, ...days].map(identity).join(',')}`;
  return answers.get(key, async () => ({ releases: await merged(q, older, days), partial: false }));
}

/** The chart's releases from the archive's part and the cached days' answers: in range, named, one per record. */
async function merged(q: SymbolQuery & { from: number; to: number }, older: readonly ChartRelease[], days: readonly (readonly Release[])[]): Promise<ChartRelease[]> {
  const inRange = (m: ChartRelease) => {
    const t = Date.parse(m.at);
    return t >= q.from && t < q.to;
  };
  const recentDays = days.flatMap((day) => dayMarkers(day, q)).filter(inRange);
  const recent = q.locale === 'zh-CN' || recentDays.length === 0 ? recentDays : await named(q.locale, recentDays, days.flat());
  // The archive holds no legacy rows (lib/archive/write-through.ts), so older markers need no naming.
  // One marker per record and instant, should two day answers both carry it.
  return [...new Map([...older.filter(inRange), ...recent].map((m) => [m.key, m])).values()];
}

const NONE: readonly ChartRelease[] = Object.freeze([]);

/**
 * Whole answers by chart and by the identity of what they were made from: a
 * refreshed day answer or a new archive answer is another key, so an answer
 * is never older than its parts (the cache's freshness, the archive's minute).
 */
const answers = new Recent<ChartMarkers>({ ttlMs: 60_000, maxEntries: 200 });

const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identity(part: object): number {
  let id = identities.get(part);
  if (id === undefined) identities.set(part, (id = ++lastIdentity));
  return id;
}

/** The days of a range and where each is read: the same for every reader of a chart until its candles move. */
const sourcesByRange = new Map<string, DaySources>();
function sourcesOf(from: number, to: number): DaySources {
  const zone = getConfig().upstream.timeZone;
  const key = `${from}|${to}|${zone}`;
  let sources = sourcesByRange.get(key);
  if (!sources) {
    sources = daySources(from, to, zone);
    sourcesByRange.set(key, sources);
    if (sourcesByRange.size > 200) sourcesByRange.delete(sourcesByRange.keys().next().value as string);
  }
  return sources;
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

/**
 * The markers themselves when they are at hand (every part kept: they settle
 * within the microtasks before the next macrotask), else their promise to
 * stream in after the candles. At hand, they are drawn with the chart: no
 * boundary to fill later, no second payload row for them.
 */
export function chartMarkersAtHand(markers: Promise<ChartMarkers>): Promise<ChartMarkers | { later: Promise<ChartMarkers> }> {
  const later = new Promise<{ later: Promise<ChartMarkers> }>((resolve) => setImmediate(() => resolve({ later: markers })));
  return Promise.race([markers.then((m) => m, () => ({ later: markers })), later]);
}
