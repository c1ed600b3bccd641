// @ts-check
// The values of the security headers (docs/design.md, "Security"), written
// once: proxy.ts (through lib/security/headers.ts), next.config.ts (through
// lib/security/common-headers.ts) and the production server's own answers
// (scripts/serve.mjs, through lib/security/before-next.mjs) all take them
// from here. Plain checked JavaScript without dependencies: the server
// imports it before any bundle exists.

/** Every response carries these, pages or not. */
export const COMMON_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

/** A response that holds no document runs no script, loads nothing and is never framed. */
const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'";

/** JSON from /api/*. */
export const API_CONTENT_SECURITY_POLICY = NOTHING_ALLOWED;

/** Build assets and font files: never documents, never framed. */
export const STATIC_CONTENT_SECURITY_POLICY = NOTHING_ALLOWED;


/**
 * HSTS when the public origin (PUBLIC_URL) is https: two years; subdomains
 * are not ours to decide. Decided at run time, so not in next.config.ts,
 * whose headers are fixed at build.
 * @param {string | undefined} publicUrl
 * @returns {string | null}
 */
export function strictTransportSecurity(publicUrl) {
  return /^https:/i.test(publicUrl ?? '') ? 'max-age=63072000' : null;
}

/**
 * The headers of a response that holds no document (JSON, a 405 or a
 * redirect the server answers before Next): the common ones, HSTS, a policy
 * that allows nothing and no framing.
 * @param {string | undefined} publicUrl
 * @returns {Record<string, string>}
 */
export function noDocumentSecurityHeaders(publicUrl) {
  const hsts = strictTransportSecurity(publicUrl);
  return {
    ...COMMON_SECURITY_HEADERS,
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
    'Content-Security-Policy': NOTHING_ALLOWED,
    'X-Frame-Options': 'DENY',
  };
}
