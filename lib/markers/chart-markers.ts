import { directionOf } from '@/lib/release/outcome';
import { displayValue } from '@/lib/localize/units';
import type { Importance, Release } from '@/lib/upstream/types';
import { addDays, dayBounds, dayIn } from '@/lib/time/zones';
import { effectOn, linkTo, type SymbolEffect } from '@/lib/market/release-symbols';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The releases a symbol's chart marks (pure: tests and the server loader).
 * A marker says what the outcome meant for this symbol: `up`/`down` (the
 * rule's direction on its price), `mixed` (the rule names it both ways),
 * `none` (actual in line with the forecast), `pending`, or `unknown` (released
 * without a forecast to compare).
 */
export type MarkerEffect = SymbolEffect | 'pending' | 'unknown';

export interface ChartRelease {
  /** Record id and instant: unique on one chart. */
  key: string;
  indicatorId: string;
  title: string;
  /** The release's instant (ISO, UTC). */
  at: string;
  importance: Importance;
  actual: string | null;
  forecast: string | null;
  effect: MarkerEffect;
  /** The title is the upstream's Simplified Chinese (no translation found): shown with lang="zh-CN". */
  original?: boolean;
  /** Actual against forecast: above / below / inline; null while pending or without a forecast. */
  direction: 'above' | 'below' | 'inline' | null;
}

/** What the chart is given: the releases, and whether part of the range could not be read. */
export interface ChartMarkers {
  releases: ChartRelease[];
  /** Part of the range could not be read (the archive off or unreachable, a day's upstream call failed): the chart says so. */
  partial: boolean;
}

export interface MarkerQuery {
  exchange: string;
  code: string;
  /** Half-open range [from, to) of instants (ms). */
  from: number;
  to: number;
  levels: readonly Importance[];
  locale: Locale;
}

/** One record at one instant (ids repeat across days upstream). */
export const markerKey = (r: Pick<Release, 'id' | 'publishedAt'>) => `${r.id}@${r.publishedAt}`;

/** The releases within the range, of the chosen importance, that move this symbol; oldest first, one per record. */
export function chartReleases(releases: readonly Release[], q: MarkerQuery): ChartRelease[] {
  const out = new Map<string, ChartRelease>();
  for (const r of releases) {
    const t = Date.parse(r.publishedAt);
    if (!(t >= q.from && t < q.to) || r.importance === null || !q.levels.includes(r.importance)) continue;
    const link = linkTo(r, q.exchange, q.code);
    if (!link) continue;
    const direction = r.released ? directionOf(r.actual, r.forecast) : null;
    const effect: MarkerEffect = !r.released ? 'pending' : direction === null ? 'unknown' : effectOn(link.sign, direction);
    const key = markerKey(r);
    out.set(key, {
      key,
      indicatorId: r.indicatorId,
      title: r.title,
      at: new Date(t).toISOString(),
      importance: r.importance,
      actual: displayValue(r.actual, r.unit, q.locale, r.unitRate),
      forecast: displayValue(r.forecast, r.unit, q.locale, r.unitRate),
      effect,
      direction,
    });
  }
  return [...out.values()].sort((a, b) => a.at.localeCompare(b.at) || b.importance - a.importance || a.key.localeCompare(b.key));
}

/** Upstream days read through the cached calendar loader: the newest ones of the range (the days the calendar pages keep warm). */
export const CACHED_DAYS = 3;
/** Longest range the chart asks for (120 daily candles, with weekends): beyond it, nothing older is read. */
const MAX_DAYS = 400;

export interface DaySources {
  /** Newest days of the range, through the cached loader. */
  cached: string[];
  /** The older part, from the archive (null when the range has no older part). */
  archive: { fromDay: string; toDay: string; from: string; to: string } | null;
}

/** Which upstream days (in the upstream's zone) hold the releases of [from, to), and where each part is read. */
export function daySources(from: number, to: number, upstreamZone: string, cachedDays = CACHED_DAYS): DaySources {
  if (!(to > from)) return { cached: [], archive: null };
  const last = dayIn(new Date(to - 1), upstreamZone);
  const first = maxDay(dayIn(new Date(from), upstreamZone), addDays(last, -(MAX_DAYS - 1)));
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  const cached = days.slice(-cachedDays);
  const older = days.slice(0, -cachedDays);
  if (!older.length) return { cached, archive: null };
  const end = dayBounds(cached[0], upstreamZone).start.getTime();
  return {
    cached,
    archive: { fromDay: older[0], toDay: older[older.length - 1], from: new Date(Math.max(from, dayBounds(older[0], upstreamZone).start.getTime())).toISOString(), to: new Date(end).toISOString() },
  };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
