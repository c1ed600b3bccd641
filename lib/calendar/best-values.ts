import type { Release } from '@/lib/upstream/types';
import { sameUnit } from '@/lib/localize/units';

/**
 * The same release can reach the portal from two operations: the legacy U.S.
 * data list (which often leaves the forecast empty) and the tokened daily
 * data of its day (which carries it). A row shows the best of both: each
 * empty value is taken from the other record of the same indicator at the
 * same instant and in the same unit, and a release is released once either
 * says so. Values the row has are never replaced.
 */
export function withBestValues(rows: Release[], others: Release[]): Release[] {
  const byKey = new Map(others.map((o) => [`${o.indicatorId}|${Date.parse(o.publishedAt)}`, o]));
  return rows.map((r) => {
    const o = byKey.get(`${r.indicatorId}|${Date.parse(r.publishedAt)}`);
    // A value is only borrowed from a record in the same unit (docs/upstream.md, "Whose unit a value is in").
    if (!o || !sameUnit(r.unit, o.unit, r.unitRate, o.unitRate)) return r;
    const actual = r.actual ?? o.actual;
    return {
      ...r,
      actual,
      forecast: r.forecast ?? o.forecast,
      previous: r.previous ?? o.previous,
      revised: r.revised ?? o.revised,
      released: r.released || o.released,
    };
  });
}

/** Rows still missing a forecast or an actual value: only their days are worth another call. */
export const lacking = (rows: Release[]): Release[] => rows.filter((r) => r.forecast === null || (r.actual === null && Date.parse(r.publishedAt) <= Date.now()));
