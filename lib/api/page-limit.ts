import { createTranslator } from 'next-intl';
import { NextResponse } from 'next/server';
import { getConfig, type AppConfig } from '@/lib/config';
import { localesByPreference } from '@/lib/i18n/negotiate';
import { isLocale } from '@/lib/i18n/routing';
import { processSlot } from '@/lib/process-slots.mjs';
import { keyspace, processRedis } from '@/lib/redis/process';
import { SharedBuckets } from '@/lib/redis/rate-buckets';
import { ALL_MESSAGES } from '@/lib/i18n/all-messages';
import { clientKey } from './client-address';
import { RateLimiter } from './rate-limit';

/**
 * The per-client limit of pages and preview images (PAGE_RATE_LIMIT,
 * docs/operations.md "Rate limits"): the /api limiter's token bucket, with a
 * bucket family of its own, so pages and /api never spend each other's
 * tokens. The default 10:60 is far above what a person does: a page load is
 * one document request (styles, scripts, fonts and icons are static files,
 * never counted), a click on a link is one soft navigation (one RSC request),
 * and this app prefetches no links; a reader opening a dozen tabs at once
 * spends a dozen of the 60, which come back in about a second. A crawler
 * walking every page without pause is the one that runs dry.
 */
export function pageLimiter(): RateLimiter | null {
  return processSlot('macrodesk.page.limiter', () => pageLimiterOf(getConfig()));
}

/** The page limiter of a configuration; with REDIS_URL shared by every instance, under keys apart from the /api buckets'. */
export function pageLimiterOf(config: AppConfig): RateLimiter | null {
  if (!config.pageRateLimit) return null;
  const redis = processRedis(config);
  return new RateLimiter({
    capacity: config.pageRateLimit.burst,
    refillPerSecond: config.pageRateLimit.perSecond,
    trustedHops: config.trustProxy,
    shared: redis ? new SharedBuckets(redis, `${keyspace(config)}:pages`) : null,
  });
}

/**
 * Files a browser fetches beside every page, or a crawler reads to find the
 * pages (favicon, icons, robots.txt, sitemap), the service worker (which the
 * browser checks for updates by itself), and the prerendered site-wide
 * preview image: never counted. Build assets (`/_next/static`) and fonts do
 * not even reach proxy.ts (its matcher).
 */
const STATIC_FILE = /^\/(?:favicon\.ico|robots\.txt|sitemap\.xml|icon(?:[-.][^/]*)?|apple-(?:touch-)?icon[^/]*|manifest\.(?:webmanifest|json)|opengraph-image|sw\.js)$/;

/** Whether a request of this path (not /api) spends a page token. */
export function isPageLimited(pathname: string): boolean {
  return !pathname.startsWith('/_next/') && !STATIC_FILE.test(pathname);
}

/** A 429 page for a refused page request, or null when it may go on. */
export function limitPage(request: Request, limiter: RateLimiter | null = pageLimiter()): NextResponse | null {
  if (!limiter) return null;
  const decision = limiter.take(clientKey(request.headers, limiter.trustedHops));
  if (decision.allowed) return null;
  return tooManyPages(request, decision.retryAfterSeconds);
}


/**
 * The page of a refused request, in the path's language (or the reader's
 * preferred one outside a locale). A soft navigation refused this way makes
 * the client router load the URL as a document, which shows this page.
 */
export function tooManyPages(request: Request, retryAfterSeconds: number): NextResponse {
  const first = new URL(request.url).pathname.split('/')[1];
  const locale = isLocale(first) ? first : localesByPreference(request.headers.get('accept-language'))[0];
  const t = createTranslator({ locale, messages: ALL_MESSAGES[locale], namespace: 'RateLimited' });
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    // The reader's light or dark scheme, and a readable column: the app's style sheets are not loaded here.
    '<meta name="color-scheme" content="light dark">',
    '<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem}</style>',
    `<title>${escapeHtml(t('title'))}</title></head>`,
    `<body><main><h1>${escapeHtml(t('title'))}</h1>`,
    `<p>${escapeHtml(t('message'))}</p>`,
    `<p><a href="${escapeHtml(sameUrl(request))}">${escapeHtml(t('retry', { seconds: retryAfterSeconds }))}</a></p></main></body></html>`,
  ].join('\n');
  return new NextResponse(request.method === 'HEAD' ? null : html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': locale,
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
    },
  });
}

/** The refused URL as a path and query of this origin (never another host), to try again. */
function sameUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
