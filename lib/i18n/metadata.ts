import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { routing, type Locale } from './routing';

const HOST_RE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The site origin as the reader reached it (shared links must point back to the same host). */
export async function requestOrigin(): Promise<URL> {
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0].trim();
  const proto = (h.get('x-forwarded-proto') ?? 'http').split(',')[0].trim();
  const safeHost = HOST_RE.test(host) ? host : 'localhost';
  return new URL(`${proto === 'https' ? 'https' : 'http'}://${safeHost}`);
}

/** `/{locale}{path}`; `path` is the view's path without locale ('' or '/' is the dashboard), query allowed. */
export function localizedPath(locale: Locale, path: string): string {
  const rest = path === '/' ? '' : path;
  return `/${locale}${rest}`;
}

/**
 * Metadata of a page: title, description, canonical URL and hreflang
 * alternates for the three locales (x-default → the default locale), plus
 * Open Graph basics so shared links unfurl.
 */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
}): Promise<Metadata> {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = localizedPath(l, path);
  languages['x-default'] = localizedPath(routing.defaultLocale, path);
  const canonical = localizedPath(locale, path);
  return {
    metadataBase: await requestOrigin(),
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: 'Macrodesk',
      locale: locale.replace('-', '_'),
      type: 'website',
    },
  };
}
