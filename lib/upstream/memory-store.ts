import 'server-only';
import type { CacheEntry, CacheStore } from './cache-contract';
import { entryBytes } from './entry-size';

/**
 * A least-recently-used store bounded by the bytes it holds (CACHE_MAX_MB),
 * not by its number of entries: one calendar day of releases or one article
 * weighs a hundred times a quote, and never-seen days, indicators and
 * articles arrive without end. Sizes are estimated once per entry
 * (lib/upstream/entry-size.ts); a value larger than the whole bound is
 * served but not kept. Map keeps insertion order; a read re-inserts.
 */
export class MemoryStore implements CacheStore {
  private readonly entries = new Map<string, { entry: CacheEntry; bytes: number }>();
  private heldBytes = 0;

  constructor(private readonly limits: { maxBytes: number; maxEntries?: number }) {}

  get size(): number {
    return this.entries.size;
  }

  /** Estimated bytes held (keys and values). */
  get bytes(): number {
    return this.heldBytes;
  }

  get(key: string): CacheEntry | undefined {
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      this.entries.set(key, held);
    }
    return held?.entry;
  }

  set(key: string, entry: CacheEntry): void {
    this.delete(key);
    const bytes = entryBytes(key, entry);
    if (bytes > this.limits.maxBytes) return;
    this.entries.set(key, { entry, bytes });
    this.heldBytes += bytes;
    const maxEntries = this.limits.maxEntries ?? Number.POSITIVE_INFINITY;
    while (this.heldBytes > this.limits.maxBytes || this.entries.size > maxEntries) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  delete(key: string): void {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.heldBytes -= held.bytes;
  }
}
