// @ts-check
// A small bounded map: generated day data and candles are pure functions of
// their key, so dropping the oldest entry only costs a recomputation.
export class BoundedCache {
  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
    /** @type {Map<string, unknown>} */
    this.map = new Map();
  }

  /**
   * The value of a key, built (and kept) when missing.
   * @template T
   * @param {string} key
   * @param {() => T} build
   * @returns {T}
   */
  get(key, build) {
    if (this.map.has(key)) return /** @type {T} */ (this.map.get(key));
    const value = build();
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(/** @type {string} */ (this.map.keys().next().value));
    return value;
  }

  clear() {
    this.map.clear();
  }
}
