import type { ChartMarkers, ChartRelease } from './chart-markers';

/**
 * One release as the page carries it to the browser: an array, not an
 * object: a daily chart carries a hundred releases to every reader, and
 * property names and their escaping were half of each (markers at
 * ≥ 0.9 × the page without them).
 * [record id, indicator id, title, instant (ms), importance, actual, forecast, effect, direction, title untranslated (1/0)]
 */
export type PackedRelease = [
  string, string, string, number, ChartRelease['importance'], string | null, string | null, ChartRelease['effect'], ChartRelease['direction'], 0 | 1,
];

export interface PackedMarkers {
  packed: PackedRelease[];
  partial: boolean;
}

/** The record id of a release's key (`ID@instant`). */
const recordIdOf = (key: string) => key.slice(0, key.lastIndexOf('@'));

export function packMarkers(m: ChartMarkers): PackedMarkers {
  return {
    partial: m.partial,
    packed: m.releases.map((r) => [
      recordIdOf(r.key), r.indicatorId, r.title, Date.parse(r.at), r.importance, r.actual, r.forecast, r.effect, r.direction, r.original ? 1 : 0,
    ]),
  };
}

export function unpackMarkers(m: PackedMarkers): ChartMarkers {
  return {
    partial: m.partial,
    releases: m.packed.map(([id, indicatorId, title, atMs, importance, actual, forecast, effect, direction, original]) => {
      const at = new Date(atMs).toISOString();
      const release: ChartRelease = { key: `${id}@${at}`, indicatorId, title, at, importance, actual, forecast, effect, direction };
      if (original) release.original = true;
      return release;
    }),
  };
}
