// @ts-check
// A short-lived, byte-bounded store of rendered views, with one render at a
// time per view (concurrent readers of a view being rendered wait for it).

/**
 * A stored view: its status and headers as rendered, its body (UTF-8), each
 * cut at the render's nonce (a header's value or the body is joined again
 * with a fresh one), the length of that nonce, until when it may be served,
 * what it costs in memory, and its gzip once a reader asked for it
 * (lib/view-cache/gzip-copy.mjs; null when it cannot be made).
 * @typedef {{ status: number, headers: [string, string | string[]][], body: Buffer[], nonceBytes: number, until: number, bytes: number,
 *   gzip?: import('./gzip-copy.mjs').GzipParts | null }} StoredView
 */

/**
 * A render to wait for (`pending`), or the caller's own turn to render:
 * `finish(entry | null)` settles every reader waiting.
 * @template E
 * @typedef {{ pending: Promise<E | null> } | { pending: null, finish: (entry: E | null) => void }} RenderTurn
 */

/**
 * What a store holds: anything with an expiry and a size in bytes
 * (lib/view-cache/serve.mjs stores StoredView; lib/share/og/preview-store.ts, images).
 * @template {{ until: number, bytes: number }} [E={ until: number, bytes: number }]
 */
export class ViewStore {
  /**
   * @param {{ maxBytes: number, now?: () => number }} options
   */
  constructor({ maxBytes, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.now = now;
    this.bytes = 0;
    /** @type {Map<string, E>} insertion order = least recently used first */
    this.entries = new Map();
    /** @type {Map<string, Promise<E | null>>} */
    this.rendering = new Map();
    this.counters = { hits: 0, misses: 0, waits: 0, stored: 0 };
  }

  /**
   * A fresh stored view, or undefined (an expired one is dropped).
   * @param {string} key
   * @returns {E | undefined}
   */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() >= entry.until) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    this.counters.hits++;
    return entry;
  }

  /**
   * @param {string} key
   * @param {E} entry
   */
  set(key, entry) {
    if (entry.bytes > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.counters.stored++;
    // Least recently used first; the view just stored is at the end.
    this.evictPastBound();
  }

  /**
   * Counts `extra` bytes more for a view still stored as `entry` (a copy made
   * of it since), and drops the least recently used views past the bound.
   * @param {string} key
   * @param {E} entry
   * @param {number} extra
   */
  grow(key, entry, extra) {
    if (this.entries.get(key) !== entry) return;
    entry.bytes += extra;
    this.bytes += extra;
    this.evictPastBound();
  }

  /** Drops the least recently used views until the bytes are within the bound. */
  evictPastBound() {
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  /**
   * The render of `key` in flight, or null after registering the caller as
   * its renderer: `finish(entry | null)` then settles every reader waiting.
   * @param {string} key
   * @returns {RenderTurn<E>}
   */
  join(key) {
    const pending = this.rendering.get(key);
    if (pending) {
      this.counters.waits++;
      return { pending };
    }
    this.counters.misses++;
    /** @type {(entry: E | null) => void} */
    let finish = () => {};
    /** @type {Promise<E | null>} */
    const promise = new Promise((resolve) => {
      finish = resolve;
    });
    this.rendering.set(key, promise);
    return {
      pending: null,
      finish: (entry) => {
        this.rendering.delete(key);
        if (entry) this.set(key, entry);
        finish(entry);
      },
    };
  }

  stats() {
    return { ...this.counters, size: this.entries.size, bytes: this.bytes };
  }
}
