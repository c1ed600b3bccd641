import type { Locale } from '@/lib/i18n/routing';
import type { Variant } from '@/lib/upstream/types';
import { categoryOf, type Category } from '@/lib/release/category';
import { countryCode } from '@/lib/release/countries';
import { countryNameIn } from '@/lib/localize/countries';

/**
 * The indicators directory (docs/design.md, "Find any indicator"): every
 * indicator the archive has seen, named in the page's language, with its
 * country and category, and a search over its names in all three languages.
 * Pure: the rows come in from the archive (or, with the archive off, from
 * the cached days).
 */

/** One indicator as one variant named it (lib/archive/directory.ts). */
export interface NamedIndicator {
  indicatorId: string;
  variant: Variant;
  title: string;
  description: string;
  country: string;
  /** The period of the release it was named by: a title that carries it loses it here. */
  period?: string;
}

export interface DirectoryEntry {
  id: string;
  /** In the page's language where its variant named it; else another variant's name. */
  name: string;
  /** The Chinese name, where the page shows another (searched too). */
  chinese: string | null;
  /** Lower-cased names of every variant: what a search is matched against. */
  searchable: string;
  /** The country in the page's language (the table's name, else the variant's). */
  country: string;
  /** ISO-like code (US, EU, CN…) or the name when the table does not know it. */
  countryCode: string;
  category: Category;
}

const PAGE_VARIANT: Record<Locale, Variant> = { 'zh-CN': 'api', en: 'apien', 'zh-TW': 'apitc' };
/** Whose name stands in when the page's variant never named the indicator. */
const FALLBACK: Record<Locale, Variant[]> = { 'zh-CN': ['apitc', 'apien'], en: ['api', 'apitc'], 'zh-TW': ['api', 'apien'] };

export const MAX_QUERY = 100;

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An indicator's name from a release's title: without the release's period,
 * which tokened titles carry ("U.S. CPI YoY (Oct 2026)", "美国2026年10月CPI年率").
 */
export function plainName(title: string, period: string | undefined): string {
  const p = period?.trim();
  if (!p) return title;
  const out = title
    .replace(new RegExp(`\\s*[(（]${escapeRe(p)}[)）]`), '')
    .replace(p, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out || title;
}

export function directoryEntries(rows: readonly NamedIndicator[], locale: Locale): DirectoryEntry[] {
  const byId = new Map<string, Map<Variant, NamedIndicator>>();
  for (const r of rows) {
    const variants = byId.get(r.indicatorId) ?? new Map<Variant, NamedIndicator>();
    variants.set(r.variant, r);
    byId.set(r.indicatorId, variants);
  }
  const collator = new Intl.Collator(locale);
  const entries: DirectoryEntry[] = [];
  for (const [id, variants] of byId) {
    const own = [PAGE_VARIANT[locale], ...FALLBACK[locale]].map((v) => variants.get(v)).find(Boolean)!;
    const zh = variants.get('api');
    const code = countryCode(own.country);
    const all = [...variants.values()];
    entries.push({
      id,
      name: plainName(own.title, own.period),
      chinese: locale !== 'zh-CN' && zh && zh.title !== own.title ? plainName(zh.title, zh.period) : null,
      searchable: all.flatMap((r) => [r.title, r.description]).join('\n').toLowerCase(),
      country: countryNameIn(own.country, locale) ?? own.country,
      countryCode: code,
      category: categoryOf(...all.flatMap((r) => [r.title, r.description])),
    });
  }
  return entries.sort((a, b) => collator.compare(a.name, b.name));
}

export interface DirectoryQuery {
  q: string;
  category: Category | null;
  /** A country code (US, EU…), or null for all. */
  country: string | null;
}

/** Entries whose names (any language) contain every word of the query, of the category and country asked. */
export function searchDirectory(entries: readonly DirectoryEntry[], { q, category, country }: DirectoryQuery): DirectoryEntry[] {
  const words = q.toLowerCase().split(/\s+/u).filter(Boolean);
  return entries.filter((e) => (!category || e.category === category) && (!country || e.countryCode === country) && words.every((w) => e.searchable.includes(w)));
}

export interface CountryGroup {
  country: string;
  countryCode: string;
  entries: DirectoryEntry[];
}

/** Grouped by country, the countries with most indicators first (then by name). */
export function byCountry(entries: readonly DirectoryEntry[], locale: Locale): CountryGroup[] {
  const groups = new Map<string, CountryGroup>();
  for (const e of entries) {
    const g = groups.get(e.countryCode) ?? { country: e.country, countryCode: e.countryCode, entries: [] };
    g.entries.push(e);
    groups.set(e.countryCode, g);
  }
  const collator = new Intl.Collator(locale);
  return [...groups.values()].sort((a, b) => b.entries.length - a.entries.length || collator.compare(a.country, b.country));
}
