import type { ReleaseSource } from './types';

// What the upstream cache (lib/upstream/cache.ts) keeps, where, and what it counts.

export interface CacheEntry {
  value: unknown;
  source: ReleaseSource;
  /** When the upstream answered (ms since the epoch). */
  storedAt: number;
  /** Served without asking the upstream until then. */
  freshUntil: number;
  /** Kept until then to be served, marked stale, when the upstream fails. */
  keepUntil: number;
  /** Records of the answer that could not be read (dropped). */
  unread?: number;
  /**
   * A remembered answer that is an error: not-found (an unknown id), or a
   * refusal that names what is allowed instead (the legacy family's period
   * restriction: `allowed`). Its operation and message.
   */
  missing?: { operation: string; detail: string; allowed?: string[] };
}

/**
 * Before loading, a cache claims the key in a store shared by several
 * instances: `load` (this instance loads, then releases the claim), or
 * `loaded` (another instance loaded it meanwhile: its fresh entry).
 */
export type Claim = { kind: 'load'; release(): Promise<void> } | { kind: 'loaded'; entry: CacheEntry };

export interface CacheStore {
  get(key: string): CacheEntry | undefined | Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): void | Promise<void>;
  delete(key: string): void | Promise<void>;
  readonly size: number;
  /**
   * Only stores shared between instances have it; without it every load goes
   * ahead. `waitMs`: the caller's budget, the longest it may wait for another
   * instance's load.
   */
  claim?(key: string, waitMs?: number): Promise<Claim>;
}

/** How long a loaded value stays fresh, and how long after that it may still stand in for a failure. */
export interface Freshness {
  ttlMs: number;
  staleMs: number;
}

export interface CacheStats {
  /** Answered from a fresh entry. */
  hits: number;
  /** Loads started (upstream operations, before retries and fallbacks). */
  loads: number;
  /** Calls that joined a load already in flight. */
  shared: number;
  /** Loads answered by another instance's load (shared store) instead of the upstream. */
  remote: number;
  /** Failures answered with a stale entry. */
  staleServed: number;
  /** Failures passed on to the caller. */
  failures: number;
  size: number;
}

/** What a load gives the cache: the data, the host that answered, how many records it dropped. */
export interface Loaded<T> {
  data: T;
  source: ReleaseSource;
  unread?: number;
}
