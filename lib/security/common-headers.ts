/**
 * Security headers every response carries, pages or not. No `server-only`
 * and no config: next.config.ts reads this module too, to give the same
 * headers to what proxy.ts never sees (route handlers, build assets, files).
 */
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** JSON from /api/* runs no script, loads nothing and is never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Build assets and font files: never documents, never framed. */
export const STATIC_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
