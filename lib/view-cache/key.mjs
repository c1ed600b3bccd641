// @ts-check
// Which requests may be answered from the cache of rendered views, and the
// key of the view they ask for. Plain JavaScript: scripts/serve.mjs imports
// it before any bundle exists.

/** Requests of the client router (RSC payloads, prefetches, server actions) are never cached. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/**
 * Request headers that shape a page's HTML besides its URL: the host names of
 * absolute URLs (canonical, og:*, share links) and every cookie (the reader's
 * remembered zone and colours live in cookies; keeping all of them in the key
 * means a cookie a page starts to read can never leak one reader's copy to
 * another).
 */
const SHAPING_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Cookies in a stable order, so that the same cookies in another order are one view.
 * @param {string | undefined} header
 */
export function normalizedCookies(header) {
  if (!header) return '';
  return header
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .sort()
    .join('; ');
}

/**
 * The key of the view a request asks for, or null when it must be rendered
 * (not a page GET, a client-router request, a conditional or ranged request).
 * The reader's view (locale, `tz`, `colors`, `theme` and filters) is in the
 * path and query; the rest in the headers above.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @returns {string | null}
 */
export function viewKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/__')) return null;
  if (/[?&]_rsc=/.test(url)) return null;
  const h = req.headers;
  if (ROUTER_HEADERS.some((name) => h[name] !== undefined)) return null;
  if (h.range !== undefined || h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined) return null;
  const parts = SHAPING_HEADERS.map((name) => String(h[name] ?? ''));
  return [url, ...parts, normalizedCookies(h.cookie)].join('\n');
}
