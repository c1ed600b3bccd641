import 'server-only';
import { isUpstreamError, UpstreamError } from './errors';
import type { Fetched } from './types';
import type { CacheEntry, CacheStats, CacheStore, Freshness, Loaded } from './cache-contract';
import { noteFreshUntil, noteUnfresh } from '@/lib/view-cache/freshness';

/**
 * The one server-side cache (docs/design.md "Freshness and cost"): keyed by
 * operation and parameters (never by token), a freshness per entry, sharing
 * of concurrent identical loads, and stale-if-error. Entries live in a
 * CacheStore: the bounded memory one, or with REDIS_URL the shared one of
 * store-redis.ts, which also lets instances coalesce their loads (`claim`).
 */
const MISSING_TTL_MS = 60_000;
/**
 * A refusal that names what is allowed (the legacy family's period
 * restriction) stands until the caller's access changes, which nothing
 * announces: it is an answer, remembered and asked again after 10 minutes
 * (docs/upstream.md, "Where the document is silent").
 */
export const REFUSAL_TTL_MS = 10 * 60_000;

/** A caller's budget ran out before the load it waits for answered. */
const SPENT = Symbol('spent');

/** Failures that say nothing about the upstream's health are not masked with stale data. */
const STALE_KINDS = new Set<UpstreamError['kind']>(['timeout', 'network', 'http', 'envelope', 'schema', 'budget']);

export class UpstreamCache {
  private readonly inFlight = new Map<string, Promise<Fetched<unknown>>>();
  private readonly counters = { hits: 0, loads: 0, shared: 0, remote: 0, staleServed: 0, failures: 0 };

  constructor(
    private readonly store: CacheStore,
    private readonly now: () => number,
  ) {}

  stats(): CacheStats {
    return { ...this.counters, size: this.store.size };
  }

  /**
   * Lets go of a kept value that another store now holds for good (a settled
   * day the archive holds whole: docs/operations.md, "Memory"), so that the
   * cache's bound goes to what only it holds.
   */
  async forget(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /**
   * A cached or loaded value; the page being rendered learns how long it
   * stays fresh (lib/view-cache). `budgetMs` is what is left of the caller's
   * own request budget (lib/upstream/deadline.ts): whether it loads or joins
   * a load in flight, the caller waits no longer than that, then answers
   * from what it has, a stale value (marked stale) or a `timeout` error,
   * while the load goes on for the others (docs/operations.md, "Timeouts").
   */
  async fetch<T>(
    key: string,
    load: () => Promise<Loaded<T>>,
    freshness: (data: T, now: number) => Freshness,
    budgetMs?: number,
  ): Promise<Fetched<T>> {
    try {
      const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + Math.max(0, budgetMs);
      const fetched = await this.fetchFresh(key, load, freshness, deadline);
      if (fetched.stale) noteUnfresh();
      else noteFreshUntil(freshUntilOf.get(fetched) ?? 0);
      return fetched;
    } catch (error) {
      // A remembered not-found answer (unknown id) is an answer, fresh as long as it is remembered.
      const until = typeof error === 'object' && error ? freshUntilOf.get(error) : undefined;
      if (until !== undefined) noteFreshUntil(until);
      else noteUnfresh();
      throw error;
    }
  }

  private async fetchFresh<T>(
    key: string,
    load: () => Promise<Loaded<T>>,
    freshness: (data: T, now: number) => Freshness,
    until: number,
  ): Promise<Fetched<T>> {
    const entry = await this.store.get(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) {
      this.counters.hits++;
      return answer<T>(entry);
    }
    let shared = this.inFlight.get(key) as Promise<Fetched<T>> | undefined;
    if (shared) {
      this.counters.shared++;
    } else {
      shared = this.load(key, entry, load, freshness, until).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, shared);
    }
    return until === Number.POSITIVE_INFINITY ? shared : this.awaitWithin(key, shared, entry, until);
  }

  /**
   * The shared load, or, when the caller's budget ends first, what the caller
   * can answer without it: the entry it found, if still kept, marked stale;
   * else a timeout. A joiner never waits out another reader's whole budget.
   */
  private async awaitWithin<T>(key: string, shared: Promise<Fetched<T>>, previous: CacheEntry | undefined, until: number): Promise<Fetched<T>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const spent = new Promise<typeof SPENT>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, until - Date.now()), SPENT);
    });
    try {
      const first = await Promise.race([shared, spent]);
      if (first !== SPENT) return first;
    } finally {
      clearTimeout(timer);
    }
    if (previous && !previous.missing && this.now() < previous.keepUntil) {
      this.counters.staleServed++;
      return { data: previous.value as T, fetchedAt: previous.storedAt, stale: true, source: previous.source, unread: previous.unread ?? 0 };
    }
    this.counters.failures++;
    const operation = key.includes(':') ? key.slice(0, key.indexOf(':')) : key;
    throw new UpstreamError('timeout', operation, 'the request budget was spent before the load in flight answered');
  }

  private async load<T>(
    key: string,
    previous: CacheEntry | undefined,
    load: () => Promise<Loaded<T>>,
    freshness: (data: T, now: number) => Freshness,
    until: number,
  ): Promise<Fetched<T>> {
    const waitMs = until === Number.POSITIVE_INFINITY ? undefined : Math.max(0, until - Date.now());
    const claim = this.store.claim ? await this.store.claim(key, waitMs) : null;
    if (claim?.kind === 'loaded') {
      this.counters.remote++;
      return answer<T>(claim.entry);
    }
    try {
      return await this.loadFromUpstream(key, previous, load, freshness);
    } finally {
      await claim?.release();
    }
  }

  private async loadFromUpstream<T>(
    key: string,
    previous: CacheEntry | undefined,
    load: () => Promise<Loaded<T>>,
    freshness: (data: T, now: number) => Freshness,
  ): Promise<Fetched<T>> {
    this.counters.loads++;
    try {
      const { data, source, unread = 0 } = await load();
      const storedAt = this.now();
      const { ttlMs, staleMs } = freshness(data, storedAt);
      await this.store.set(key, {
        value: data,
        source,
        storedAt,
        freshUntil: storedAt + ttlMs,
        keepUntil: storedAt + Math.max(ttlMs, staleMs),
        ...(unread ? { unread } : {}),
      });
      return withFreshUntil({ data, fetchedAt: storedAt, stale: false, source, unread }, storedAt + ttlMs);
    } catch (error) {
      const failure = isUpstreamError(error) ? error : null;
      if (failure?.kind === 'not-found' || failure?.allowed?.length) {
        const ttlMs = failure.kind === 'not-found' ? MISSING_TTL_MS : REFUSAL_TTL_MS;
        await this.rememberAnswer(key, failure, ttlMs);
        freshUntilOf.set(failure, this.now() + ttlMs);
      } else {
        const usable = previous && !previous.missing && this.now() < previous.keepUntil;
        if (usable && failure && STALE_KINDS.has(failure.kind)) {
          this.counters.staleServed++;
          return { data: previous.value as T, fetchedAt: previous.storedAt, stale: true, source: previous.source, unread: previous.unread ?? 0 };
        }
        if (previous && !usable) await this.store.delete(key);
      }
      this.counters.failures++;
      throw error;
    }
  }

  /**
   * Unknown ids are remembered for a minute, refusals for REFUSAL_TTL_MS, so
   * repeated look-ups cost one upstream call, and a page showing either is an
   * answer the cache of rendered views may keep as long.
   */
  private async rememberAnswer(key: string, error: UpstreamError, ttlMs: number): Promise<void> {
    const storedAt = this.now();
    await this.store.set(key, {
      value: null,
      source: 'tokened',
      storedAt,
      freshUntil: storedAt + ttlMs,
      keepUntil: storedAt + ttlMs,
      missing: {
        operation: error.operation,
        detail: error.message.slice(error.operation.length + 2),
        ...(error.kind === 'not-found' ? {} : { allowed: error.allowed }),
      },
    });
  }
}

/** A fresh entry as the caller sees it: its value, or the remembered not-found. */
function answer<T>(entry: CacheEntry): Fetched<T> {
  if (entry.missing) {
    const { operation, detail, allowed } = entry.missing;
    const missing = allowed
      ? new UpstreamError('envelope', operation, detail, { allowed })
      : new UpstreamError('not-found', operation, detail);
    freshUntilOf.set(missing, entry.freshUntil);
    throw missing;
  }
  return withFreshUntil({ data: entry.value as T, fetchedAt: entry.storedAt, stale: false, source: entry.source, unread: entry.unread ?? 0 }, entry.freshUntil);
}

/** Until when an answer is fresh, beside it rather than in it (callers spread and compare answers). */
const freshUntilOf = new WeakMap<object, number>();

function withFreshUntil<T>(fetched: Fetched<T>, until: number): Fetched<T> {
  freshUntilOf.set(fetched, until);
  return fetched;
}
