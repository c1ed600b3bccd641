// A short-lived, byte-bounded store of rendered views, with one render at a
// time per view (concurrent readers of a view being rendered wait for it).

export class ViewStore {
  /**
   * @param {{ maxBytes: number, now?: () => number }} options
   */
  constructor({ maxBytes, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.now = now;
    this.bytes = 0;
    /** @type {Map<string, { until: number, bytes: number }>} insertion order = least recently used first */
    this.entries = new Map();
    /** @type {Map<string, Promise<any>>} */
    this.rendering = new Map();
    this.counters = { hits: 0, misses: 0, waits: 0, stored: 0 };
  }

  /** A fresh stored view, or undefined (an expired one is dropped). */
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
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }

  /**
   * The render of `key` in flight, or null after registering the caller as
   * its renderer: `finish(entry | null)` then settles every reader waiting.
   */
  join(key) {
    const pending = this.rendering.get(key);
    if (pending) {
      this.counters.waits++;
      return { pending };
    }
    this.counters.misses++;
    let finish;
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
