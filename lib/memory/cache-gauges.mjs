// @ts-check
// How full the process's byte-bounded caches are, for /api/health and the
// memory benchmark (bench/memory.mjs warms up until they are full). Several
// server bundles may each hold a copy of a cache: the gauges of one name add up.
import { processSlot } from '../process-slots.mjs';

/** @typedef {{ bytes: number, maxBytes: number, entries: number }} CacheFill */

/** @returns {Map<string, (() => CacheFill)[]>} */
function gauges() {
  return processSlot('macrodesk.cacheGauges', () => new Map());
}

/**
 * @param {string} name
 * @param {() => CacheFill} read
 */
export function registerCacheGauge(name, read) {
  const list = gauges().get(name) ?? [];
  list.push(read);
  gauges().set(name, list);
}

/** Each cache's bytes held, bound and entries, summed over its copies. @returns {Record<string, CacheFill>} */
export function cacheFills() {
  /** @type {Record<string, CacheFill>} */
  const out = {};
  for (const [name, list] of gauges()) {
    const fill = { bytes: 0, maxBytes: 0, entries: 0 };
    for (const read of list) {
      const f = read();
      fill.bytes += f.bytes;
      fill.maxBytes += f.maxBytes;
      fill.entries += f.entries;
    }
    out[name] = fill;
  }
  return out;
}
