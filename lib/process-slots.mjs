// @ts-check
// Process-wide values: one per process, not one per bundle. Next bundles
// pages, route handlers, proxy.ts and instrumentation.ts apart, each with its
// own copy of a module, and scripts/serve.mjs imports no bundle at all; a value
// they must share lives on globalThis under a registered symbol
// (docs/architecture.md, "Process-wide slots"). This module is the only
// place such a symbol is made: every slot is named in PROCESS_SLOTS, with
// what it holds and who writes it.

/**
 * Every slot of the process, by name: what it holds (and who fills it).
 * The names are the registered symbols' own (`Symbol.for(name)`).
 */
export const PROCESS_SLOTS = /** @type {const} */ ({
  // The production server and what runs around every request.
  'macrodesk.shutdown':
    'closing hooks by name (lib/archive/runtime.ts registers the archive\'s), run by scripts/serve.mjs on a clean stop',
  'macrodesk.outsideRequests': 'the async context captured at start, outside any request (lib/memory/outside-requests.mjs)',
  'macrodesk.cacheGauges': 'how full each byte-bounded cache is, its readers by cache name (lib/memory/cache-gauges.mjs)',
  'macrodesk.viewFreshness':
    'the AsyncLocalStorage of the render being served: until when its data are fresh (opened by lib/view-cache/serve.mjs, else lib/share/og/preview-cache.ts; written by lib/view-cache/freshness.ts)',
  'macrodesk.requestDeadline':
    'the AsyncLocalStorage of the request\'s upstream deadline (opened by lib/view-cache/serve.mjs, read by lib/upstream/deadline.ts)',
  'macrodesk.metrics.hooks': 'render times, refusals and view counters reported before the registry exists (lib/metrics/hooks.mjs)',
  'macrodesk.metrics.registry': 'the Prometheus registry of /metrics (lib/metrics/registry.ts)',
  // The upstream.
  'macrodesk.upstream.client': 'the upstream client with its cache (lib/upstream/index.ts)',
  'macrodesk.upstream.health': 'failed calls and unread records per upstream operation (lib/upstream/log.ts)',
  'macrodesk.upstream.sends': 'upstream calls waiting to hear their request was written, by URL (lib/upstream/sends.ts)',
  'macrodesk.upstream.legacyRestriction': 'the periods the legacy family refused and what it allows (lib/upstream/log.ts)',
  'macrodesk.UpstreamError':
    'not a slot on globalThis: the brand every UpstreamError carries, whichever bundle made it (lib/upstream/errors.ts)',
  'macrodesk.market.quoteBatcher': 'the quote book, refreshed once per poll interval (lib/market/quotes.ts)',
  'macrodesk.localize.cn2tw': 'the Simplified-to-Traditional conversion steps (lib/localize/traditional.ts)',
  // Formatting: bounded once for the process, not once per bundle.
  'macrodesk.intl.formatters': 'Intl formatters kept once made, at most MAX_KEPT (lib/i18n/intl-cache.ts)',
  'macrodesk.time.offsets': 'zone offsets per quarter hour, at most MAX_KEPT_QUARTERS (lib/time/zones.ts)',
  // Limits, Redis, health, previews.
  'macrodesk.api.limiter': 'the /api rate limiter, or null when RATE_LIMIT=off (lib/api/rate-limit.ts)',
  'macrodesk.page.limiter': 'the page rate limiter, or null when PAGE_RATE_LIMIT=off (lib/api/page-limit.ts)',
  'macrodesk.redis': 'the Redis connection per REDIS_URL (lib/redis/process.ts)',
  'macrodesk.health.logged': 'the last health line written to the log (lib/health/respond.ts)',
  'macrodesk.previews': 'the store of rendered preview images (lib/share/og/preview-store.ts)',
  // The archive.
  'macrodesk.archive.runtime': 'the archive\'s database, backfill and reaction recorder (lib/archive/runtime.ts)',
  'macrodesk.archive.closed': 'true once the archive is closed for the stop (lib/archive/runtime.ts)',
  'macrodesk.archive.generation': 'the count of this process\'s archive writes (lib/archive/generation.ts)',
  'macrodesk.archive.keptReads': 'archive reads kept a short while (lib/archive/read.ts)',
  'macrodesk.archive.surprises': 'surprise histories of views\' indicators, kept a short while (lib/archive/read.ts)',
  'macrodesk.archive.typicalMoves': 'typical moves of views\' pending releases, kept a short while (lib/archive/read.ts)',
  'macrodesk.archive.seen': 'answers written lately, by key and fetch time (lib/archive/write-through.ts)',
  'macrodesk.archive.legacyPairsSeen': 'legacy id pairs written lately (lib/archive/write-through.ts)',
  'macrodesk.archive.writes': 'the queue of background archive writes (lib/archive/write-through.ts)',
  // Delivery.
  'macrodesk.delivery.watchers': 'the release watcher of each language, shared by every stream and sender (lib/delivery/watcher.ts)',
  'macrodesk.delivery.runtime': 'the delivery loop and its channels (lib/delivery/runtime.ts)',
  'macrodesk.delivery.streams': 'open event streams per client (lib/delivery/stream.ts)',
  'macrodesk.push.keys': 'the VAPID keys, once read or made (lib/delivery/push/keys.ts)',
  'macrodesk.push.tests': 'when each push subscription was last sent a test notification (lib/delivery/push/api.ts)',
});

/** @typedef {keyof typeof PROCESS_SLOTS} SlotName */

/** globalThis seen as what it is here: values by registered symbol. */
const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/**
 * The registered symbol of a name in PROCESS_SLOTS: the same in every bundle.
 * @param {SlotName} name
 * @returns {symbol}
 */
export function processSymbol(name) {
  return Symbol.for(name);
}

/**
 * The value of a slot, made by `create` while the slot is empty (undefined;
 * a null put there stays).
 * @template T
 * @param {SlotName} name
 * @param {() => T} create
 * @returns {T}
 */
export function processSlot(name, create) {
  const key = processSymbol(name);
  if (holder[key] === undefined) holder[key] = create();
  return /** @type {T} */ (holder[key]);
}

/**
 * The value of a slot, or undefined while nothing was put there.
 * @template T
 * @param {SlotName} name
 * @returns {T | undefined}
 */
export function peekSlot(name) {
  return /** @type {T | undefined} */ (holder[processSymbol(name)]);
}

/**
 * Puts a value in a slot (undefined empties it) and returns it.
 * @template T
 * @param {SlotName} name
 * @param {T} value
 * @returns {T}
 */
export function setSlot(name, value) {
  holder[processSymbol(name)] = value;
  return value;
}
