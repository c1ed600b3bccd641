// A small bounded map: generated day data and candles are pure functions of
// their key, so dropping the oldest entry only costs a recomputation.
export class BoundedCache {
  constructor(limit) {
    this.limit = limit;
    this.map = new Map();
  }

  get(key, build) {
    if (this.map.has(key)) return this.map.get(key);
    const value = build();
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value);
    return value;
  }

  clear() {
    this.map.clear();
  }
}
