import { zoneOffsetLabel } from './format';
import { allTimeZones, canonicalTimeZone } from './zone-name';
import { ZONE_ABBREVIATIONS, ZONE_CITIES } from './zone-cities';

/**
 * Finding a zone the way a reader names it (client and server): by IANA
 * name, city ("Tokyo", "东京", "東京"), country ("Japan", "日本"), Intl's
 * localized zone name ("Eastern Time", "北美东部时间") or a common
 * abbreviation (EST → America/New_York, not Panama).
 */
export interface ZoneMatch {
  zone: string;
  /** The city (or the zone's last segment) in the reader's language. */
  city: string;
  /** Country name and Intl's zone name, in the reader's language. */
  detail: string;
  /** Current UTC offset, "GMT+9". */
  offset: string;
}

interface ZoneEntry {
  zone: string;
  city: string;
  detail: string;
  names: string[];
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\s_]+/g, ' ').trim();

function genericName(zone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(0));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const indexes = new Map<string, ZoneEntry[]>();

// Built on the first search, not when the module loads: it is in every page's header, and
// one Intl.DateTimeFormat per zone is main-thread time that no reader who does not search needs.
function indexFor(locale: string): ZoneEntry[] {
  let index = indexes.get(locale);
  if (index) return index;
  const cities = new Map(Object.entries(ZONE_CITIES).map(([zone, city]) => [canonicalTimeZone(zone) ?? zone, city]));
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  index = allTimeZones().map((zone) => {
    const known = cities.get(zone);
    const englishCity = zone.split('/').pop()!.replaceAll('_', ' ');
    const city = known && locale !== 'en' ? known[locale as 'zh-CN' | 'zh-TW'] ?? englishCity : englishCity;
    const country = known ? regions.of(known.region) ?? '' : '';
    const generic = genericName(zone, locale);
    const names = [zone, englishCity, city, country, generic, known ? english.of(known.region) ?? '' : '', genericName(zone, 'en')];
    if (known) names.push(known['zh-CN'], known['zh-TW']);
    return { zone, city, detail: [country, generic].filter(Boolean).join(' · '), names: [...new Set(names.filter(Boolean).map(fold))] };
  });
  indexes.set(locale, index);
  return index;
}

/** Zones matching `query`, best first: abbreviations, then names that start with it, then names that contain it. */
export function searchZones(query: string, locale: string, limit = 8, now: Date = new Date()): ZoneMatch[] {
  const q = fold(query);
  if (!q) return [];
  const index = indexFor(locale);
  const byZone = new Map(index.map((e) => [e.zone, e]));
  const ranked: ZoneEntry[] = [];
  const add = (e: ZoneEntry | undefined) => {
    if (e && !ranked.includes(e)) ranked.push(e);
  };
  for (const zone of ZONE_ABBREVIATIONS[query.trim().toUpperCase()] ?? []) add(byZone.get(canonicalTimeZone(zone) ?? zone));
  for (const e of index) if (e.names.some((n) => n === q)) add(e);
  for (const e of index) if (e.names.some((n) => n.startsWith(q) || n.split(/[ /]/).some((w) => w.startsWith(q)))) add(e);
  for (const e of index) if (e.names.some((n) => n.includes(q))) add(e);
  return ranked.slice(0, limit).map((e) => ({ zone: e.zone, city: e.city, detail: e.detail, offset: zoneOffsetLabel(e.zone, now) }));
}

/** The one zone a typed text names: an IANA name, or the best match of a search. */
export function resolveZone(text: string, locale: string): string | null {
  return canonicalTimeZone(text.trim()) ?? searchZones(text, locale, 1)[0]?.zone ?? null;
}
