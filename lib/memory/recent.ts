/**
 * Values computed lately, kept `ttlMs` and at most `maxEntries` (least
 * recently used out first); concurrent asks of one key share one computation.
 * Only settled values are kept, never a promise: a promise made during a
 * request carries that request's async context, and kept beyond it would keep
 * the request (lib/memory/outside-requests.mjs). A failure is not kept.
 */
export class Recent<V> {
  private readonly values = new Map<string, { value: V; until: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly limits: { ttlMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const held = this.fresh(key);
    if (held) return held.value;
    const running = this.pending.get(key);
    if (running) return running;
    const computing = compute().then((value) => {
      this.values.set(key, { value, until: this.now() + this.limits.ttlMs });
      while (this.values.size > this.limits.maxEntries) this.values.delete(this.values.keys().next().value as string);
      return value;
    });
    this.pending.set(key, computing);
    try {
      return await computing;
    } finally {
      this.pending.delete(key);
    }
  }

  /** The value kept under `key` while it is fresh, without computing anything; undefined otherwise. */
  peek(key: string): V | undefined {
    return this.fresh(key)?.value;
  }

  /** The entry under `key` while fresh, made the most recently used; a stale one is dropped. */
  private fresh(key: string): { value: V; until: number } | undefined {
    const held = this.values.get(key);
    if (!held) return undefined;
    this.values.delete(key);
    if (this.now() >= held.until) return undefined;
    this.values.set(key, held);
    return held;
  }

  get size(): number {
    return this.values.size;
  }
}
