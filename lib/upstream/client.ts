import 'server-only';
import type { AppConfig } from '@/lib/config';
import { processBuckets } from '@/lib/redis/process';
import { UpstreamBudget } from './budget';
import type { UpstreamBudgetState } from './budget-terms';
import { withUpstreamPriority } from './priority';
import { UpstreamCache } from './cache';
import type { CacheStats, CacheStore } from './cache-contract';
import { processCacheStore } from './cache-store';
import { calendarOperations } from './calendar';
import type { ClientContext } from './context';
import { createSend } from './http';
import { legacyOperations } from './legacy';
import { LegacyIdBook } from './legacy-ids';
import { marketOperations } from './market';
import { newsOperations } from './news';

export interface ClientDeps {
  fetch?: typeof fetch;
  /** The clock of the cache and of "today" (ms since the epoch). */
  now?: () => number;
  /** Where cache entries live: shared through Redis with REDIS_URL, else a bounded in-memory LRU. */
  store?: CacheStore;
  /** Back-off before the one retry of a network error or 5xx. */
  retryDelayMs?: number;
  /** Every upstream call takes a token of it (default: UPSTREAM_RATE_PER_S, shared through Redis with REDIS_URL). */
  budget?: UpstreamBudget;
}

/** Every upstream operation over one configuration, one fetch wrapper and one cache. */
export function createUpstreamClient(config: AppConfig, deps: ClientDeps = {}) {
  const now = deps.now ?? Date.now;
  const cache = new UpstreamCache(deps.store ?? processCacheStore(config, now), now);
  const budget = deps.budget ?? new UpstreamBudget({ ratePerS: config.upstreamRatePerS, shared: processBuckets(config) });
  const send = createSend(config.upstream, { fetch: deps.fetch, retryDelayMs: deps.retryDelayMs, budget });
  // Readers' upstream calls in flight: background work (the archive's backfill) waits for none.
  let readerCalls = 0;
  const ctx: ClientContext = {
    send: async (request) => {
      readerCalls++;
      try {
        return await send(request);
      } finally {
        readerCalls--;
      }
    },
    cache,
    timeZone: config.upstream.timeZone,
    now,
    legacyEnabled: config.upstream.legacyBaseUrl !== null,
    legacyIds: new LegacyIdBook(),
    token: config.upstream.token,
    timeoutMs: config.upstream.timeoutMs,
  };
  // The backfill's days take the background's share of the budget (lib/upstream/budget.ts).
  const background = calendarOperations({ ...ctx, send: (request) => withUpstreamPriority('background', () => send(request)) });
  return {
    ...calendarOperations(ctx),
    /** Uncached, uncounted daily data for the archive's backfill. */
    fetchDailyReleases: background.fetchDailyReleases,
    readerCallsInFlight: (): number => readerCalls,
    ...legacyOperations(ctx),
    ...marketOperations(ctx),
    ...newsOperations(ctx),
    /** Counters for tests and benchmarks: hits, loads, shared in-flight calls, stale answers. */
    cacheStats: (): CacheStats => cache.stats(),
    /** The upstream budget's rate, use in the last second and refusals by priority (/metrics). */
    budgetState: (): UpstreamBudgetState => budget.state(),
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
