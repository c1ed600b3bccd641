import 'server-only';
import type { Metadata } from 'next';
import { publicOrigin } from '@/lib/security/public-origin';
import { localePath, routing, type Locale } from '@/lib/i18n/routing';

export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The site-wide preview image (app/opengraph-image.tsx). */
export const DEFAULT_PREVIEW_IMAGE: PreviewImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: 'Macrodesk: economic calendar, market quotes and financial news',
};

/**
 * Metadata of a page: title, description, canonical URL and hreflang
 * alternates for the three locales (x-default → the default locale), plus
 * Open Graph and Twitter card data so shared links unfurl with a preview
 * image (a page's own `image`, else the site-wide one: a page's `openGraph`
 * replaces the inherited one, file-based image included).
 */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
  image = DEFAULT_PREVIEW_IMAGE,
  feed,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  image?: PreviewImage;
  /** The Atom feed that follows this page (`<link rel="alternate" type="application/atom+xml">`): `releases` or `news`. */
  feed?: { kind: 'releases' | 'news'; title: string };
}): Promise<Metadata> {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = localePath(l, path);
  languages['x-default'] = localePath(routing.defaultLocale, path);
  const canonical = localePath(locale, path);
  return {
    // Absolute URLs from PUBLIC_URL only, never the request's Host (lib/security/public-origin.ts).
    metadataBase: publicOrigin(),
    title,
    description,
    alternates: {
      canonical,
      languages,
      ...(feed ? { types: { 'application/atom+xml': [{ url: localePath(locale, `/feeds/${feed.kind}.atom`), title: feed.title }] } } : {}),
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: 'Macrodesk',
      locale: locale.replace('-', '_'),
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}
