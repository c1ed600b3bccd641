import { parseColors } from '@/lib/reader/colors';
import { stateQuery, type ReaderState } from '@/lib/reader/link';
import { canonicalTimeZone } from '@/lib/time/zone-name';

/**
 * The address a reader shares: the view's full URL as it stands (path and
 * query: filters, date, interval…), plus the zone and colours the page was
 * shown in when they came from the reader's cookies rather than the URL, so
 * the link opens the same way for whoever receives it (docs/design.md "Sharers"),
 * on the portal's public origin when one is given.
 */
export function shareUrl(href: string, remembered: ReaderState, origin?: string): string {
  const here = new URL(href);
  // The public origin (PUBLIC_URL), not whatever host name this page was reached by.
  const url = origin ? new URL(`${new URL(origin).origin}${here.pathname}${here.search}`) : here;
  url.hash = '';
  for (const [name, value] of Object.entries(stateQuery(remembered))) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

function cookieValue(cookie: string, name: string): string | null {
  const pair = cookie.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return null;
  }
}

/** The reader's remembered zone and colours from a `document.cookie` string (cookies `tz`, `colors`). */
export function rememberedState(cookie: string): ReaderState {
  return { tzParam: canonicalTimeZone(cookieValue(cookie, 'tz')), colorsParam: parseColors(cookieValue(cookie, 'colors')) };
}
