import createMiddleware from 'next-intl/middleware';
import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { isPageLimited, limitPage } from '@/lib/api/page-limit';
import { limitRequest } from '@/lib/api/rate-limit';
import { countRefusal } from '@/lib/metrics/hooks.mjs';
import { normalizedAcceptLanguage } from '@/lib/i18n/negotiate';
import { routing } from '@/lib/i18n/routing';
import {
  apiSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  frameAncestorsFor,
  pageSecurityHeaders,
  REQUEST_URL_HEADER,
} from '@/lib/security/headers';
import { linkHeaderOnPublicOrigin } from '@/lib/security/link-header';
import { methodNotAllowed } from '@/lib/security/methods';
import { isAllowedMethod, isPushWrite } from '@/lib/security/rules/methods.mjs';
import { hasTrailingSlash, isApiPath, SLASH_REDIRECT_STATUS, slashRedirectTarget } from '@/lib/security/rules/paths.mjs';
import { isPreviewPath, previewKey, previewResponse, storedPreview } from '@/lib/share/og/preview-store';

const handleI18nRouting = createMiddleware(routing);

/**
 * First path segments that are sections of the site: `/calendar` without a
 * locale is redirected to the reader's locale. Any other unknown first
 * segment (such as `/xx/`) is an unknown locale and must answer 404 instead
 * of being redirected to `/zh-CN/xx`.
 */
const SECTIONS = new Set(['calendar', 'markets', 'news', 'indicators', 'embed']);

/** The liveness probe answers a load balancer polling from one address: never rate-limited. */
const UNLIMITED = new Set(['/api/health']);

/**
 * Every response the app sends passes here (see `config.matcher`): pages,
 * 404s, redirects, route handlers, generated images, sitemap and robots get
 * their security headers, methods other than GET/HEAD get 405 (push
 * subscriptions' writes aside, lib/security/rules/methods.mjs), /api/* is
 * rate-limited per client (RATE_LIMIT), and so are pages and preview images
 * (PAGE_RATE_LIMIT, lib/api/page-limit.ts). A page answered from the cache
 * of rendered views (scripts/serve.mjs) does not come here: a stored copy
 * costs neither a render nor the upstream, and is neither counted nor
 * refused, as a stored preview image is not (docs/operations.md, "Rate
 * limits").
 */
export default function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (isApiPath(pathname)) return withHeaders(api(request), apiSecurityHeaders());

  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, frameAncestors: frameAncestorsFor(pathname), dev: process.env.NODE_ENV === 'development' });
  const response = page(request, nonce, csp);
  response.headers.set('Content-Security-Policy', csp);
  return withHeaders(response, pageSecurityHeaders(pathname));
}

function api(request: NextRequest): NextResponse {
  if (!isAllowedMethod(request.method) && !isPushWrite(request.method, request.nextUrl.pathname)) return methodNotAllowed(true);
  if (!UNLIMITED.has(request.nextUrl.pathname)) {
    const refused = limitRequest(request);
    if (refused) countRefusal('api');
    if (refused) return refused;
  }
  return NextResponse.next();
}

function page(request: NextRequest, nonce: string, csp: string): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (!isAllowedMethod(request.method)) return methodNotAllowed(false);
  // Next's own trailing-slash redirect (skipTrailingSlashRedirect) would go out without these headers.
  if (hasTrailingSlash(pathname)) {
    // Written on the request's own origin, which Next turns into a relative Location (never a host).
    return NextResponse.redirect(new URL(slashRedirectTarget(pathname, search), request.nextUrl.origin), SLASH_REDIRECT_STATUS);
  }
  if (isPreviewPath(pathname)) {
    // A stored preview is answered to anyone, over the page limit too.
    const stored = storedPreview(previewKey(pathname, search));
    if (stored) return previewResponse(stored, request.method);
  }
  if (isPageLimited(pathname)) {
    const refused = limitPage(request);
    if (refused) countRefusal('page');
    if (refused) return refused;
  }
  // Next reads the nonce from the request's CSP header and puts it on its scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  // The locale layout picks chrome and theme from the path and query (lib/ui/presentation.ts).
  request.headers.set(REQUEST_URL_HEADER, `${pathname}${search}`);

  const first = pathname.split('/')[1] ?? '';
  const routed = first === '' || hasLocale(routing.locales, first) || SECTIONS.has(first);
  if (!routed) return NextResponse.next({ request: { headers: request.headers } });
  // next-intl's locale matcher gives up on a whole header with one malformed entry.
  const acceptLanguage = normalizedAcceptLanguage(request.headers.get('accept-language'));
  if (acceptLanguage) request.headers.set('accept-language', acceptLanguage);
  else request.headers.delete('accept-language');
  const response = handleI18nRouting(request);
  const link = response.headers.get('link');
  if (link) response.headers.set('link', linkHeaderOnPublicOrigin(link));
  return response;
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but build assets and font files, which next.config.ts gives their headers.
  matcher: '/((?!_next/static/|_next/image|fonts/).*)',
};
