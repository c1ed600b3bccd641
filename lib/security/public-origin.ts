import 'server-only';
import { getConfig } from '@/lib/config';
import { strictTransportSecurity as hstsFor } from './rules/headers.mjs';

/**
 * The portal's public origin (PUBLIC_URL, docs/design.md "Configuration"): the
 * only source of absolute URLs — canonical, og:*, hreflang (tags and the
 * Link header), sitemap, robots, .ics URL:, share links, embed snippets.
 * Never the request's Host or X-Forwarded-Host: a client writes those, and a
 * cache in front would hand its poisoned links to every reader. The app
 * never redirects to it (TLS ends at the proxy).
 */
export function publicOrigin(): URL {
  return new URL(getConfig().publicUrl);
}

/** An absolute URL on the public origin for a path (with query) of this site. */
export function absoluteUrl(pathAndQuery: string): string {
  // Concatenated, not resolved: `//host/x` resolved against the origin would leave it.
  return new URL(`${publicOrigin().origin}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`).href;
}

/** HSTS when the public origin is https (lib/security/rules/headers.mjs). */
export function strictTransportSecurity(): string | null {
  return hstsFor(getConfig().publicUrl);
}
