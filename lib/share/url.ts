import { canonicalTimeZone } from '@/lib/time/zone-name';

/**
 * The address a reader shares: the view's full URL as it stands (path and
 * query: filters, date, interval…), plus the zone the page was shown in
 * when it came from the reader's `tz` cookie rather than the URL, so the
 * link opens in the same zone for whoever receives it (DESIGN.md "Sharers").
 */
export function shareUrl(href: string, tz: string | null | undefined): string {
  const url = new URL(href);
  url.hash = '';
  if (tz && !url.searchParams.has('tz')) url.searchParams.set('tz', tz);
  return url.toString();
}

/** The reader's remembered zone from a `document.cookie` string (lib/time/reader.ts: cookie `tz`). */
export function cookieTimeZone(cookie: string): string | null {
  const pair = cookie.split(/;\s*/).find((c) => c.startsWith('tz='));
  if (!pair) return null;
  try {
    return canonicalTimeZone(decodeURIComponent(pair.slice(3)));
  } catch {
    return null;
  }
}
