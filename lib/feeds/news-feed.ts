import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { newsOfDay } from '@/lib/news/feed';
import { addDays, todayIn } from '@/lib/time/zones';
import { atomXml, type AtomEntry } from './atom';

/**
 * `/{locale}/feeds/news.atom` (docs/design.md, "Feeds"): today's and
 * yesterday's news in the site's default zone, newest first, each linking to
 * its article page. The news is the upstream's own text in Simplified
 * Chinese on every page (marked so); its entries say so with `xml:lang`.
 * Null when neither day could be loaded.
 */
export async function newsFeed({ locale, origin, now = Date.now() }: { locale: Locale; origin: URL; now?: number }): Promise<string | null> {
  const zone = getConfig().defaultTimeZone;
  const today = todayIn(zone, new Date(now));
  const days = await Promise.all([today, addDays(today, -1)].map((d) => newsOfDay(d, zone).catch(() => null)));
  if (days.every((d) => d === null)) return null;
  const t = await getTranslations({ locale, namespace: 'Feeds' });
  const absolute = (path: string) => new URL(path, origin).toString();
  const entries: AtomEntry[] = days
    .flatMap((d) => (d ? d.entries.map((e) => ({ e, day: d.day })) : []))
    .filter(({ e }) => e.publishedAt !== null)
    .sort((a, b) => b.e.publishedAt!.localeCompare(a.e.publishedAt!))
    .map(({ e, day }) => ({
      id: `tag:${origin.host},2026:news:${encodeURIComponent(e.id)}`,
      title: e.title,
      updated: e.publishedAt!,
      published: e.publishedAt!,
      href: absolute(`${localePath(locale, `/news/${encodeURIComponent(e.id)}`)}?date=${day}`),
      summary: e.summary || undefined,
      lang: 'zh-CN',
    }));
  return atomXml({
    id: `tag:${origin.host},2026:news:${locale}`,
    title: t('newsTitle'),
    subtitle: t('newsSubtitle'),
    lang: locale,
    self: absolute(localePath(locale, '/feeds/news.atom')),
    alternate: absolute(localePath(locale, '/news')),
    updated: entries[0]?.updated ?? `${addDays(today, -1)}T00:00:00.000Z`,
    entries,
  });
}
