import 'server-only';
import { headers } from 'next/headers';
import { isEmbedWidgetPath, REQUEST_URL_HEADER } from '@/lib/security/headers';

/**
 * How the locale layout presents a page. Layouts get neither the path nor
 * the query, so proxy.ts forwards them in a request header (always
 * overwritten there, so a client cannot choose it).
 *
 * Embed widgets (/{locale}/embed/…) have no site chrome and take their look
 * from the URL (docs/design.md "Embeds": `theme=light|dark|auto`, `transparent`),
 * because they must work with third-party cookies blocked.
 */
export { REQUEST_URL_HEADER };

export interface Presentation {
  chrome: boolean;
  /** null: follow the system (prefers-color-scheme). */
  theme: 'light' | 'dark' | null;
  transparent: boolean;
}

export function presentationOf(pathAndQuery: string | null): Presentation {
  const url = new URL(pathAndQuery ?? '/', 'http://local');
  if (!isEmbedWidgetPath(url.pathname)) return { chrome: true, theme: null, transparent: false };
  const theme = url.searchParams.get('theme');
  const transparent = url.searchParams.get('transparent');
  return {
    chrome: false,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    transparent: transparent === '1' || transparent === 'true',
  };
}

export async function requestPresentation(): Promise<Presentation> {
  return presentationOf((await headers()).get(REQUEST_URL_HEADER));
}
