import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicOrigin } from '@/lib/security/public-origin';

// Pages are public; JSON endpoints are for the pages' own polling, not for crawlers.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = publicOrigin().origin;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
