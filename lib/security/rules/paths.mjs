// @ts-check
// Path rules that decide an answer before any page: which paths are the
// JSON API, and the redirects of paths with a slash too many. proxy.ts and
// the production server (scripts/serve.mjs, through
// lib/security/before-next.mjs) both apply them from here.

/** @param {string} pathname */
export function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Repeated slashes or a backslash (`//evil.example/`, `/\evil.example/`):
 * Next redirects these itself, before proxy.ts could add the security
 * headers, so the production server answers them first.
 * @param {string} pathname
 */
export function hasLooseSlashes(pathname) {
  return /\/\/|\\/.test(pathname);
}

/**
 * A trailing slash past the root (`/en/calendar/`): proxy.ts redirects it,
 * Next's own redirect being off (next.config.ts, skipTrailingSlashRedirect).
 * @param {string} pathname
 */
export function hasTrailingSlash(pathname) {
  return pathname.length > 1 && pathname.endsWith('/');
}

/** Both redirects are permanent and keep the method. */
export const SLASH_REDIRECT_STATUS = 308;

/**
 * The target of either redirect: backslashes read as slashes, repeated
 * slashes collapsed, no trailing slash, and relative with one leading slash,
 * so that it never names a host and `//evil.example/` cannot become a
 * protocol-relative jump to another site.
 * @param {string} pathname
 * @param {string} search the query with its `?`, or ''
 */
export function slashRedirectTarget(pathname, search) {
  const path = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
  return `/${path}${search}`;
}
