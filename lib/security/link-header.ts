import 'server-only';
import { publicOrigin } from './public-origin';

/**
 * next-intl's middleware writes the hreflang alternates into a `Link`
 * header with the origin of the request (its Host). The same links on the
 * public origin instead (PUBLIC_URL): only the path and query of each are kept.
 */
export function linkHeaderOnPublicOrigin(header: string): string {
  const origin = publicOrigin().origin;
  return header.replace(/<([^>]*)>/g, (_match, target: string) => {
    try {
      const url = new URL(target, origin);
      return `<${origin}${url.pathname}${url.search}>`;
    } catch {
      return `<${origin}/>`;
    }
  });
}

/**
 * The target of a trailing-slash redirect (`/en/calendar/` → `/en/calendar`):
 * relative, so it never names a host, and with one leading slash, so that
 * `//evil.example/` or `/\evil.example/` cannot become a protocol-relative
 * jump to another site.
 */
export function withoutTrailingSlash(pathname: string, search: string): string {
  const path = pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '');
  return `/${path}${search}`;
}

