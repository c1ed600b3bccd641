// Where the parts that see requests before any bundle exists (scripts/serve.mjs,
// lib/view-cache/serve.mjs) and the parts inside them (proxy.ts, the rate
// limits) report what /metrics shows (docs/operations.md, "Metrics"). Plain
// JavaScript without dependencies, on one globalThis slot: Next may load a
// module once per bundle, and every copy must report to one place.
// lib/metrics/registry.ts reads the counters at scrape time and takes the
// render times as they come (it connects at server start, instrumentation.ts).

import { processSlot } from '../process-slots.mjs';

const LOCALES = new Set(['zh-CN', 'en', 'zh-TW']);
/** Route families: the first path segment after the locale (the locale's home page is the dashboard). */
export const FAMILIES = ['dashboard', 'calendar', 'indicators', 'markets', 'news', 'embed', 'other'];
const NAMED = new Set(FAMILIES);
/**
 * @typedef {{ hits: number, misses: number, waits: number, stored: number }} ViewCounters
 * @typedef {(family: string, seconds: number) => void} RenderSink
 */

/** @returns {{ renders: RenderSink | null, refusals: Map<string, number>, views: (() => ViewCounters)[] }} */
function slot() {
  return processSlot('macrodesk.metrics.hooks', () => ({ renders: null, refusals: new Map(), views: [] }));
}

/** The route family of a request path: `/en/calendar/week` → calendar, `/zh-CN` → dashboard. */
export function routeFamily(pathname) {
  const segments = pathname.split('?')[0].split('/').filter(Boolean);
  const first = LOCALES.has(segments[0] ?? '') ? segments[1] : segments[0];
  if (first === undefined) return 'dashboard';
  return NAMED.has(first) && first !== 'dashboard' && first !== 'other' ? first : 'other';
}

/** One page render (not a stored copy) that took `seconds`, to the registry once it is connected. */
export function observeRender(pathname, seconds) {
  slot().renders?.(routeFamily(pathname), seconds);
}

/** Where render times go (lib/metrics/registry.ts: its histogram). Families are a fixed list: the series stay few. @param {RenderSink} sink */
export function connectRenders(sink) {
  slot().renders = sink;
}

/** A request refused by a rate limit: `scope` is `api` or `page` (two words, never the client). */
export function countRefusal(scope) {
  const refusals = slot().refusals;
  refusals.set(scope, (refusals.get(scope) ?? 0) + 1);
}

/** @returns {Record<string, number>} refusals since start, by scope */
export function refusalCounts() {
  return Object.fromEntries(slot().refusals);
}

/** A cache of rendered views reports its counters here (one per view server). @param {() => ViewCounters} read */
export function registerViewStats(read) {
  slot().views.push(read);
}

/** @returns {ViewCounters} summed over the view servers of the process */
export function viewCounters() {
  const out = { hits: 0, misses: 0, waits: 0, stored: 0 };
  for (const read of slot().views) {
    const c = read();
    out.hits += c.hits;
    out.misses += c.misses;
    out.waits += c.waits;
    out.stored += c.stored;
  }
  return out;
}

/**
 * The view server's request handler, timing every page it renders (a copy
 * served from the cache is not a render): from arrival to the end of the
 * response, by route family. Build assets and /api are not pages.
 * @template {(req: any, res: any) => unknown} H @param {H} serve @returns {H}
 */
export function timedRenders(serve) {
  return /** @type {H} */ ((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/_next/') && !url.startsWith('/api/') && !url.startsWith('/__')) {
      const started = performance.now();
      res.once('finish', () => {
        if (res.getHeader('x-view-cache') !== 'hit') observeRender(url, (performance.now() - started) / 1000);
      });
    }
    return serve(req, res);
  });
}
