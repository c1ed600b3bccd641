// @ts-check
// Default bounds of the in-process caches, scaled to the heap this process
// may grow to: a server started with --max-old-space-size=192 cannot give
// 32 MB to each on top of what Next itself keeps (docs/design.md,
// "Performance budgets"). The upstream cache's cap was 64 MB, then 32: an
// hour of never-seen URLs filled it only after 50 minutes, with answers no
// reader asked again, while the process's memory kept rising; since settled
// days leave it for the archive, what it holds for readers fits in 16 MB
// (docs/performance.md, "Soak").
import { getHeapStatistics } from 'node:v8';

const MB = 1024 * 1024;

/**
 * `fraction` of the heap limit, at most `capMb` (and at least 1 MB), in bytes.
 * @param {number} fraction
 * @param {number} capMb
 * @param {number} [heapLimitBytes] defaults to V8's heap_size_limit
 */
export function heapShareBytes(fraction, capMb, heapLimitBytes = getHeapStatistics().heap_size_limit) {
  return Math.max(MB, Math.min(capMb * MB, Math.floor(heapLimitBytes * fraction)));
}

/** The upstream cache (CACHE_MAX_MB unset): an eighth of the heap, at most 16 MB. @param {number} [heapLimitBytes] */
export const defaultUpstreamCacheBytes = (heapLimitBytes) => heapShareBytes(1 / 8, 16, heapLimitBytes);

/**
 * Rendered views (lib/view-cache): a thirty-second of the heap, at most 16 MB,
 * counted in the UTF-8 bytes they are kept as (outside the heap).
 * @param {number} [heapLimitBytes]
 */
export const defaultViewCacheBytes = (heapLimitBytes) => heapShareBytes(1 / 32, 16, heapLimitBytes);
