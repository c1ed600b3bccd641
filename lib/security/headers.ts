import 'server-only';
import { getConfig } from '@/lib/config';
import { routing } from '@/lib/i18n/routing';
import { strictTransportSecurity } from './public-origin';
import { COMMON_SECURITY_HEADERS, noDocumentSecurityHeaders } from './rules/headers.mjs';

/**
 * Security headers of every page. Only embeddable widgets under
 * /{locale}/embed/… may be framed by other sites (docs/design.md "Embeds"), with
 * the sources of EMBED_ALLOWED_ORIGINS; every other page is same-origin only.
 */
const EMBED_WIDGET = new RegExp(`^/(${routing.locales.join('|')})/embed/.+`);

/** Request header in which proxy.ts forwards the path and query to layouts (lib/ui/presentation.ts). */
export const REQUEST_URL_HEADER = 'x-macrodesk-url';

export function isEmbedWidgetPath(pathname: string): boolean {
  return EMBED_WIDGET.test(pathname);
}

export function frameAncestorsFor(pathname: string): string {
  return isEmbedWidgetPath(pathname) ? getConfig().embedAllowedOrigins : "'self'";
}

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return btoa(crypto.randomUUID());
}

export function contentSecurityPolicy(options: { nonce: string; frameAncestors: string; dev: boolean }): string {
  // React needs eval in development to rebuild server error stacks; never in production.
  const evalSource = options.dev ? " 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${evalSource}`,
    "style-src 'self' 'unsafe-inline'",
    // News preview images come from the upstream's hosts, which the API document does not list.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The push reminders' service worker (/sw.js): 'strict-dynamic' would leave script-src no source a worker may load from.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}

/** Headers set on every page response besides the CSP (also redirects, 404s, 405s). */
export function pageSecurityHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = { ...COMMON_SECURITY_HEADERS, ...transportHeaders() };
  // X-Frame-Options cannot express an allow-list, so embeds rely on frame-ancestors alone.
  if (!isEmbedWidgetPath(pathname)) headers['X-Frame-Options'] = 'SAMEORIGIN';
  return headers;
}

/**
 * Headers of every /api/* response: JSON runs nothing, loads nothing, is never
 * framed. Any site's page may read it (`Access-Control-Allow-Origin: *`,
 * docs/design.md "The public API"): the API is public, answers GET and HEAD
 * only, reads no cookie and sends none, so a browser sends no credentials
 * with such a request and gains nothing a server-side client could not get.
 * Requests that need a preflight (custom headers, other methods) get none:
 * the proxy answers OPTIONS 405.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return { ...noDocumentSecurityHeaders(getConfig().publicUrl), 'Access-Control-Allow-Origin': '*' };
}

/** HSTS when PUBLIC_URL is https (decided at run time, so not in next.config.ts, whose headers are fixed at build). */
function transportHeaders(): Record<string, string> {
  const hsts = strictTransportSecurity();
  return hsts ? { 'Strict-Transport-Security': hsts } : {};
}
