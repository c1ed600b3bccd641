import type { Importance, Release } from '@/lib/upstream/types';
import type { CalendarFilters } from './params';
import { countryCode } from '@/lib/release/countries';

type Filterable = { importance: Importance | null; country: string };

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

function matchesQuery(texts: string[], query: string): boolean {
  if (!query) return true;
  const q = fold(query);
  return texts.some((t) => fold(t).includes(q));
}

function matchesCommon(item: Filterable, f: CalendarFilters): boolean {
  if (f.importance.length && (item.importance === null || !f.importance.includes(item.importance))) return false;
  if (f.countries.length && !f.countries.includes(countryCode(item.country))) return false;
  return true;
}

/** Importance, country and a search over titles (and descriptions, which carry the full name). */
export function filterReleases(releases: Release[], f: CalendarFilters): Release[] {
  return releases.filter((r) => matchesCommon(r, f) && matchesQuery([r.title, r.description], f.query));
}

export function filterEvents<T extends Filterable & { description: string }>(events: T[], f: CalendarFilters): T[] {
  return events.filter((e) => matchesCommon(e, f) && matchesQuery([e.description], f.query));
}

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries present in a view, for the country picker (most rows first), keyed by stable code. */
export function countriesOf(items: { country: string }[]): CountryOption[] {
  const counts = new Map<string, { name: string; n: number }>();
  for (const { country } of items) {
    if (!country) continue;
    const code = countryCode(country);
    const entry = counts.get(code) ?? { name: country.trim(), n: 0 };
    entry.n += 1;
    counts.set(code, entry);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].name.localeCompare(b[1].name))
    .map(([code, { name }]) => ({ code, name }));
}

export function hasFilters(f: CalendarFilters): boolean {
  return f.importance.length > 0 || f.countries.length > 0 || f.query !== '';
}
