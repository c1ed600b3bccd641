// Helpers of the view-cache specs: raw page responses (no browser), their nonces and scripts.
export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3107';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  html: string;
  /** The nonce of the answer's Content-Security-Policy. */
  nonce: string | undefined;
  /** `hit` when the answer is a stored rendering, `miss` when it was rendered for it. */
  cache: string | null;
}

/** base: another portal's origin (default: the suite's). */
export async function getPage(path: string, headers: Record<string, string> = {}, base = BASE): Promise<PageAnswer> {
  const res = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  const all = Object.fromEntries(res.headers);
  return {
    status: res.status,
    headers: all,
    html: await res.text(),
    nonce: /'nonce-([^']+)'/.exec(all['content-security-policy'] ?? '')?.[1],
    cache: res.headers.get('x-view-cache'),
  };
}

/** The nonce attribute of every <script> element of a page (null where it has none). */
export const scriptNonces = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /\snonce="([^"]*)"/.exec(m[1])?.[1] ?? null);

/** A query parameter no other request uses: the first answer for it is rendered. */
export const fresh = () => `probe=${Date.now()}-${Math.random().toString(36).slice(2)}`;
