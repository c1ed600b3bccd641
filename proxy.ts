import createMiddleware from 'next-intl/middleware';
import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import {
  contentSecurityPolicy,
  createNonce,
  frameAncestorsFor,
  pageSecurityHeaders,
  REQUEST_URL_HEADER,
} from '@/lib/security/headers';

const handleI18nRouting = createMiddleware(routing);

/**
 * First path segments that are sections of the site: `/calendar` without a
 * locale is redirected to the reader's locale. Any other unknown first
 * segment (such as `/xx/`) is an unknown locale and must answer 404 instead
 * of being redirected to `/zh-CN/xx`.
 */
const SECTIONS = new Set(['calendar', 'markets', 'news', 'indicators', 'embed']);

export default function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const nonce = createNonce();
  const csp = contentSecurityPolicy({
    nonce,
    frameAncestors: frameAncestorsFor(pathname),
    dev: process.env.NODE_ENV === 'development',
  });
  // Next reads the nonce from the request's CSP header and puts it on its scripts.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  // The locale layout picks chrome and theme from the path and query (lib/ui/presentation.ts).
  request.headers.set(REQUEST_URL_HEADER, `${pathname}${request.nextUrl.search}`);

  const first = pathname.split('/')[1] ?? '';
  const routed = first === '' || hasLocale(routing.locales, first) || SECTIONS.has(first);
  const response = routed ? handleI18nRouting(request) : NextResponse.next({ request: { headers: request.headers } });

  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(pageSecurityHeaders(pathname))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: route handlers, Next internals and files with an extension are left alone.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
