import { request as httpRequest } from 'node:http';
// Helpers of the hardening specs: plain HTTP page fetches, what a page shows
// when the upstream misbehaves, and fresh upstream ids from the simulator.

/**
 * What a page answered, from its HTML:
 * - `ok`: the page's own content, no notice;
 * - `notice`: a localized error block / embed notice in place of a widget;
 * - `stale`: the last good data, marked "saved data from …";
 * - `404`: the localized not-found page;
 * - `page-error`: the page as a whole failed (error.tsx or a server digest);
 * - `blank`: no document to speak of.
 */
export type Outcome = 'ok' | 'notice' | 'stale' | '404' | 'page-error' | 'blank';

export function classify(status: number, html: string): Outcome {
  if (html.length < 500 || !/<main\b/.test(html)) return status === 404 ? '404' : 'blank';
  if (status === 404 || html.includes('NEXT_HTTP_ERROR_FALLBACK;404')) return '404';
  // A server error inside a render leaves its digest in the streamed payload
  // (an empty one is a client-only leaf such as the chart, not an error).
  if (/data-dgst="(?!NEXT_|BAILOUT)[^"]+"|"digest":"(?!NEXT_|BAILOUT)[^"]+"/.test(html) || /<h1 class="error-block-title"/.test(html)) return 'page-error';
  if (/class="error-block"|data-testid="embed-notice"|data-testid="legacy-restricted"|class="page-notice"/.test(html)) return 'notice';
  // Markup only: the texts themselves also travel in the page's message payload.
  if (/class="stale-note"|class="[^"]*liveNote[^"]*"/.test(html)) return 'stale';
  return 'ok';
}

export interface PageAnswer {
  url: string;
  status: number;
  ms: number;
  outcome: Outcome;
  html: string;
  /** A redirect's target. */
  location?: string;
}

/** GETs a page and reads its whole (streamed) body; `ms` is until the last byte. */
export async function getPage(base: string, path: string, init: RequestInit = {}): Promise<PageAnswer> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
    const html = await res.text();
    const location = res.headers.get('location') ?? undefined;
    return { url: path, status: res.status, ms: Date.now() - started, outcome: classify(res.status, html), html, location };
  } catch (error) {
    return { url: path, status: 0, ms: Date.now() - started, outcome: 'blank', html: String(error) };
  }
}

/** The upstream as the simulator serves it: where the app gets its ids from. */
export interface Upstream {
  sim: string;
  token: string;
}

async function simData(up: Upstream, path: string): Promise<any[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${up.sim}${path}${sep}token=${encodeURIComponent(up.token)}`);
  const body = await res.json();
  return Array.isArray(body.data) ? body.data : [];
}

/** A past day, `n` days before `from` (YYYY-MM-DD), far enough back that no other spec asks for it. */
export function pastDay(n: number, from = Date.UTC(2024, 0, 1)): string {
  return new Date(from - n * 86_400_000).toISOString().slice(0, 10);
}

/** Distinct indicator ids that the simulator knows, read from a few past days. */
export async function indicatorIds(up: Upstream, count: number): Promise<string[]> {
  const ids = new Set<string>();
  for (let n = 0; ids.size < count && n < 60; n++) {
    for (const r of await simData(up, `/base/apien/calendar/202605/data?date=${pastDay(400 + n)}`)) {
      if (r.IDX_ID !== undefined && r.IDX_ID !== null) ids.add(String(r.IDX_ID));
    }
  }
  return [...ids].slice(0, count);
}

/** News ids of past days (one per day, so each is a fresh article for the app's cache). */
export async function newsIds(up: Upstream, count: number, firstDay: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = firstDay; ids.length < count && n < firstDay + 60; n++) {
    const list = await simData(up, `/alt/api/news/202605/data?date=${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}`);
    if (list[0]?.NewsID) ids.push(String(list[0].NewsID));
  }
  return ids;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A request with any method and headers, Host included: fetch refuses TRACE
 * and will not send a foreign Host, node:http does both.
 */
export function rawRequest(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) flat[k] = Array.isArray(v) ? v.join(', ') : String(v ?? '');
        resolve({ status: res.statusCode ?? 0, headers: flat, body });
      });
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.end(options.body);
  });
}
