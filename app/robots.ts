import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { requestOrigin } from '@/lib/i18n/metadata';

// Pages are public; JSON endpoints are for the pages' own polling, not for crawlers.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = (await requestOrigin()).origin;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
