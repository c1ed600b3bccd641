import type { Importance, Release } from '@/lib/upstream/types';
import type { CalendarFilters } from './params';
import { countryCode } from '@/lib/release/countries';
import { CATEGORIES, categoryOf, type Category } from '@/lib/release/category';
import { CURRENCIES, currencyOf, type Currency } from '@/lib/release/currency';

type Filterable = { importance: Importance | null; country: string };

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

function matchesQuery(texts: string[], query: string): boolean {
  if (!query) return true;
  const q = fold(query);
  return texts.some((t) => fold(t).includes(q));
}

function matchesCommon(item: Filterable, category: () => Category, f: CalendarFilters): boolean {
  if (f.importance.length && (item.importance === null || !f.importance.includes(item.importance))) return false;
  if (f.countries.length && !f.countries.includes(countryCode(item.country))) return false;
  if (f.currencies.length) {
    const currency = currencyOf(item.country);
    if (!currency || !f.currencies.includes(currency)) return false;
  }
  if (f.categories.length && !f.categories.includes(category())) return false;
  return true;
}

/** The category of a release: from its title, else its description (lib/release/category.ts). */
export const releaseCategory = (r: Pick<Release, 'title' | 'description'>): Category => categoryOf(r.title, r.description);

/** Importance, country, currency, category and a search over titles (and descriptions, which carry the full name). */
export function filterReleases(releases: Release[], f: CalendarFilters): Release[] {
  return releases.filter((r) => onWatchlist(r, f.watch) && matchesCommon(r, () => releaseCategory(r), f) && matchesQuery([r.title, r.description], f.query));
}

/** On the watchlist (or no watchlist): the indicator, or the indicator a sub-indicator row belongs to. */
const onWatchlist = (r: Pick<Release, 'indicatorId' | 'parentIndicatorId'>, watch: string[]): boolean =>
  !watch.length || watch.includes(r.indicatorId) || (r.parentIndicatorId !== null && watch.includes(r.parentIndicatorId));

/** The same filters over events; an event's category is read from its description (a Treasury issuance is an auction). */
export function filterEvents<T extends Filterable & { description: string }>(events: T[], f: CalendarFilters): T[] {
  return events.filter((e) => matchesCommon(e, () => categoryOf(e.description), f) && matchesQuery([e.description], f.query));
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

/** What the filter form offers for a view: its countries, and the categories and currencies of its rows, in their lists' order. */
export interface FilterOffer {
  countries: CountryOption[];
  categories: Category[];
  currencies: Currency[];
}

export function filterOffer<T extends { country: string }>(items: T[], category: (item: T) => Category): FilterOffer {
  const categories = new Set(items.map(category));
  const currencies = new Set(items.map((i) => currencyOf(i.country)));
  return {
    countries: countriesOf(items),
    categories: CATEGORIES.filter((c) => categories.has(c)),
    currencies: CURRENCIES.filter((c) => currencies.has(c)),
  };
}

/** The offer of a list of releases (categories from their titles). */
export const releasesOffer = (releases: Release[]): FilterOffer => filterOffer(releases, releaseCategory);

/** The offer of a list of events (categories from their descriptions). */
export const eventsOffer = <T extends { country: string; description: string }>(events: T[]): FilterOffer =>
  filterOffer(events, (e) => categoryOf(e.description));

/** How many filter values are chosen (the form's summary counts them). */
export const activeFilters = (f: CalendarFilters): number =>
  f.importance.length + f.countries.length + f.categories.length + f.currencies.length + (f.watch.length ? 1 : 0) + (f.query ? 1 : 0);

export function hasFilters(f: CalendarFilters): boolean {
  return f.importance.length > 0 || f.countries.length > 0 || f.categories.length > 0 || f.currencies.length > 0 || f.watch.length > 0 || f.query !== '';
}
