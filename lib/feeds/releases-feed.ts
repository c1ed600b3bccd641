import 'server-only';
import { getTranslations } from 'next-intl/server';
import { releaseChangeTimes } from '@/lib/archive/read';
import { displayOf } from '@/lib/calendar/export';
import { filterReleases, releaseCategory } from '@/lib/calendar/filters';
import { loadReaderDays } from '@/lib/calendar/load-period';
import { getConfig } from '@/lib/config';
import { addDays, todayIn } from '@/lib/time/zones';
import type { CalendarFilters } from '@/lib/calendar/params';
import { filterQuery } from '@/lib/calendar/filter-query';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { releaseKey } from '@/lib/release/key';
import type { Release } from '@/lib/upstream/types';
import { atomXml, type AtomEntry } from './atom';

const DAY = 86_400_000;
/** The window of the feed: the last and the next seven days. */
export const FEED_DAYS = 7;
export const MAX_ENTRIES = 500;

/** Whole UTC days around now, so that the archive's answer is kept for a day, not a request. */
function windowOf(now: number): { from: number; to: number; readFrom: string; readTo: string } {
  const midnight = Math.floor(now / DAY) * DAY;
  return { from: now - FEED_DAYS * DAY, to: now + FEED_DAYS * DAY, readFrom: new Date(midnight - (FEED_DAYS + 1) * DAY).toISOString(), readTo: new Date(midnight + (FEED_DAYS + 2) * DAY).toISOString() };
}

/**
 * `/{locale}/feeds/releases.atom` (docs/design.md, "Feeds"): one entry per
 * release of the last and next seven days that passes the calendar's filters,
 * the nearest to now first kept when there are more than 500, newest first.
 * An entry's `updated` is when its values last changed in the archive (a
 * first sighting, the actual, a revision); without an archive, its
 * publication time. Null when the calendar could not be loaded at all.
 * The days come as the week and month views read them (lib/calendar/load-period.ts).
 */
export async function releasesFeed({ locale, filters, origin, now = Date.now() }: { locale: Locale; filters: CalendarFilters; origin: URL; now?: number }): Promise<string | null> {
  // The days around today in the site's zone, as the calendar reads them: settled days from the archive.
  const zone = getConfig().defaultTimeZone;
  const today = todayIn(zone, new Date(now));
  const days = Array.from({ length: 2 * FEED_DAYS + 1 }, (_, i) => addDays(today, i - FEED_DAYS));
  const section = await loadReaderDays(locale, days, zone);
  if (!section.ok) return null;
  const w = windowOf(now);
  const seen = new Set<string>();
  const inWindow: Release[] = [];
  for (const r of section.data) {
    const at = Date.parse(r.publishedAt);
    if (at < w.from || at > w.to || seen.has(releaseKey(r))) continue;
    seen.add(releaseKey(r));
    inWindow.push(r);
  }
  const chosen = filterReleases(inWindow, filters)
    .sort((a, b) => Math.abs(Date.parse(a.publishedAt) - now) - Math.abs(Date.parse(b.publishedAt) - now))
    .slice(0, MAX_ENTRIES)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const changed = await releaseChangeTimes(locale, w.readFrom, w.readTo).catch(() => new Map<string, string>());
  const t = await getTranslations({ locale, namespace: 'Feeds' });
  const host = origin.host;
  const absolute = (path: string) => new URL(path, origin).toString();
  const entries: AtomEntry[] = chosen.map((r) => {
    const d = displayOf(r, locale);
    const unit = d.unit ? ` ${d.unit}` : '';
    const name = `${r.country} · ${r.title}${r.period && !r.title.includes(r.period) ? ` (${r.period})` : ''}`;
    const title = r.released && d.actual !== null ? t('released', { name, actual: `${d.actual}${unit}` }) : t('scheduled', { name });
    const values = [
      d.actual !== null ? t('actual', { value: `${d.actual}${unit}` }) : null,
      d.forecast !== null ? t('forecast', { value: `${d.forecast}${unit}` }) : null,
      d.previous !== null ? t('previous', { value: `${d.previous}${unit}` }) : null,
      d.revised !== null ? t('revised', { value: `${d.revised}${unit}` }) : null,
    ].filter((v): v is string => v !== null);
    return {
      id: `tag:${host},2026:release:${encodeURIComponent(r.id)}@${r.publishedAt}`,
      title,
      updated: changed.get(releaseKey(r)) ?? r.publishedAt,
      published: r.publishedAt,
      href: absolute(localePath(locale, `/indicators/${encodeURIComponent(r.indicatorId)}`)),
      summary: values.length ? values.join(t('separator')) : t('pending'),
      categories: [{ term: `importance-${r.importance ?? 'unknown'}` }, { term: releaseCategory(r) }, { term: r.released ? 'released' : 'scheduled' }],
    };
  });
  const query = new URLSearchParams(filterQuery(filters)).toString();
  return atomXml({
    id: `tag:${host},2026:releases:${locale}${query ? `?${query}` : ''}`,
    title: t('releasesTitle'),
    subtitle: t('releasesSubtitle', { days: FEED_DAYS }),
    lang: locale,
    self: absolute(`${localePath(locale, '/feeds/releases.atom')}${query ? `?${query}` : ''}`),
    alternate: absolute(`${localePath(locale, '/calendar/week')}${query ? `?${query}` : ''}`),
    // The latest change up to now (a scheduled entry without an archive carries its future time); else the window's first midnight.
    updated: entries.reduce((latest, e) => (e.updated > latest && Date.parse(e.updated) <= now ? e.updated : latest), w.readFrom),
    entries,
  });
}
