import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicOrigin } from '@/lib/security/public-origin';
import { mainViewPaths, recentIndicatorPaths, sitemapEntries } from '@/lib/share/sitemap';

// Built per request: indicators come and go. URLs on PUBLIC_URL, never the Host the crawler sent.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const origin = publicOrigin().origin;
  return sitemapEntries(origin, [...mainViewPaths(), ...(await recentIndicatorPaths())]);
}
