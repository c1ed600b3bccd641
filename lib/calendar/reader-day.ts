import type { Release } from '@/lib/upstream/types';
import { dayBounds, dayIn, overlappingDays, wallTimeIn } from '@/lib/time/zones';

/**
 * A calendar "day" is the reader's day in their zone (docs/design.md, "Time
 * zones"): the upstream writes days in its own zone, so a reader's day is
 * built from every upstream day it overlaps, then cut back to its bounds.
 */
export function upstreamDaysOf(readerDay: string, readerZone: string, upstreamZone: string): string[] {
  return overlappingDays(readerDay, readerZone, upstreamZone);
}

/** Orders rows by instant, then most important first, then by country and title. */
export function compareReleases(a: Release, b: Release): number {
  return (
    a.publishedAt.localeCompare(b.publishedAt) ||
    (b.importance ?? 0) - (a.importance ?? 0) ||
    a.country.localeCompare(b.country) ||
    a.title.localeCompare(b.title)
  );
}

/**
 * Drops repeats of the same record (two upstream days can both carry a row
 * near midnight). Record ids are not promised unique across days
 * (docs/upstream.md says nothing of it; docs/design.md "Ids"): a repeat is the same
 * id at the same instant.
 */
export function uniqueReleases(releases: Release[]): Release[] {
  const seen = new Map<string, Release>();
  for (const r of releases) {
    const key = `${r.id}@${r.publishedAt}`;
    if (!seen.has(key)) seen.set(key, r);
  }
  return [...seen.values()];
}

/** The releases whose instant falls inside the reader's day, ordered: the window is cut first, then repeats dropped. */
export function releasesOfReaderDay(releases: Release[], readerDay: string, readerZone: string): Release[] {
  const { start, end } = dayBounds(readerDay, readerZone);
  const from = start.getTime();
  const to = end.getTime();
  const inside = releases.filter((r) => {
    const t = Date.parse(r.publishedAt);
    return t >= from && t < to;
  });
  return uniqueReleases(inside).sort(compareReleases);
}

export interface Group<T> {
  /** Day groups: `YYYY-MM-DD` in the reader's zone. Hour groups: ISO instant of the hour's start. */
  key: string;
  items: T[];
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

/**
 * The instant at which the reader's wall-clock hour containing `iso` began.
 * Keyed by instant, not by "HH", so the repeated hour of a daylight-saving
 * fall-back forms two groups, and zones with :30/:45 offsets start hours right.
 */
export function hourStartOf(iso: string, readerZone: string): string {
  const t = new Date(iso);
  const w = wallTimeIn(t, readerZone);
  return new Date(t.getTime() - (w.minute * 60 + w.second) * 1000 - t.getUTCMilliseconds()).toISOString();
}

/** Consecutive rows of one reader hour (input must be ordered by instant). */
export function groupByHour<T>(items: T[], instantOf: (item: T) => string, readerZone: string): Group<T>[] {
  return groupBy(items, (item) => hourStartOf(instantOf(item), readerZone));
}

/** Consecutive rows of one reader day (input must be ordered by instant). */
export function groupByDay<T>(items: T[], instantOf: (item: T) => string, readerZone: string): Group<T>[] {
  return groupBy(items, (item) => dayIn(new Date(instantOf(item)), readerZone));
}
