import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { requestOrigin } from '@/lib/i18n/metadata';
import { mainViewPaths, recentIndicatorPaths, sitemapEntries } from '@/lib/share/sitemap';

// Built per request: URLs carry the host the crawler used, and indicators come and go.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const origin = (await requestOrigin()).origin;
  return sitemapEntries(origin, [...mainViewPaths(), ...(await recentIndicatorPaths())]);
}
