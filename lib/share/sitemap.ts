import 'server-only';
import type { MetadataRoute } from 'next';
import { loadMonth } from '@/lib/calendar/load';
import { routing } from '@/lib/i18n/routing';
import { offeredExchanges } from '@/lib/market/symbols';
import { usDataOffered } from '@/lib/calendar/us-data';
import { archiveEnabled } from '@/lib/archive/runtime';
import { indicatorDirectory } from '@/lib/archive/read';

/**
 * What the sitemap lists: the main views (docs/design.md "Public URLs"), the
 * indicators directory, and every indicator the archive has seen or that is
 * released in the past or next 30 days, each in the three locales with its
 * hreflang alternates (x-default → the default locale).
 */
export function mainViewPaths(): string[] {
  return [
    '',
    '/calendar',
    '/calendar/week',
    '/calendar/month',
    '/calendar/events',
    '/indicators',
    ...(usDataOffered() ? ['/calendar/us'] : []),
    '/markets',
    ...offeredExchanges().map((ex) => `/markets/${encodeURIComponent(ex)}`),
    '/news',
    '/embed',
    '/developers',
  ];
}

/**
 * Indicator ids the archive has seen, and those of the past and next 30 days
 * (none of either when it is unavailable: the sitemap still answers).
 */
export async function recentIndicatorPaths(): Promise<string[]> {
  const [months, archived] = await Promise.all([
    Promise.all([loadMonth(routing.defaultLocale, 'past'), loadMonth(routing.defaultLocale, 'next')]),
    archiveEnabled() ? indicatorDirectory().catch(() => []) : [],
  ]);
  const ids = new Set<string>(archived.map((r) => r.indicatorId));
  for (const m of months) if (m.ok) for (const r of m.data) ids.add(r.indicatorId);
  return [...ids].sort().map((id) => `/indicators/${encodeURIComponent(id)}`);
}

export function sitemapEntries(origin: string, paths: string[]): MetadataRoute.Sitemap {
  const url = (locale: string, path: string) => `${origin}/${locale}${path}`;
  return paths.flatMap((path) => {
    const languages: Record<string, string> = Object.fromEntries(routing.locales.map((l) => [l, url(l, path)]));
    languages['x-default'] = url(routing.defaultLocale, path);
    return routing.locales.map((locale) => ({ url: url(locale, path), alternates: { languages } }));
  });
}
