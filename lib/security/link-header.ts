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

