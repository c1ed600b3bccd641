/**
 * Security headers every response carries, pages or not, as next.config.ts
 * reads them to give the same headers to what proxy.ts never sees (route
 * handlers, build assets, files). The values are written once, in
 * lib/security/rules/headers.mjs (no `server-only`, no config), which
 * proxy.ts and the production server take them from too.
 */
export { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, STATIC_CONTENT_SECURITY_POLICY } from './rules/headers.mjs';
