import type { Importance, Release } from '@/lib/upstream/types';
import type { CalendarFilters } from './params';

type Filterable = { importance: Importance | null; country: string };

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

function matchesQuery(texts: string[], query: string): boolean {
  if (!query) return true;
  const q = fold(query);
  return texts.some((t) => fold(t).includes(q));
}

function matchesCommon(item: Filterable, f: CalendarFilters): boolean {
  if (f.importance.length && (item.importance === null || !f.importance.includes(item.importance))) return false;
  if (f.countries.length && !f.countries.includes(item.country)) return false;
  return true;
}

/** Importance, country and a search over titles (and descriptions, which carry the full name). */
export function filterReleases(releases: Release[], f: CalendarFilters): Release[] {
  return releases.filter((r) => matchesCommon(r, f) && matchesQuery([r.title, r.description], f.query));
}

export function filterEvents<T extends Filterable & { description: string }>(events: T[], f: CalendarFilters): T[] {
  return events.filter((e) => matchesCommon(e, f) && matchesQuery([e.description], f.query));
}

/** The countries present in a view, for the country picker (most rows first). */
export function countriesOf(items: { country: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const { country } of items) if (country) counts.set(country, (counts.get(country) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

export function hasFilters(f: CalendarFilters): boolean {
  return f.importance.length > 0 || f.countries.length > 0 || f.query !== '';
}
