import 'server-only';
import type { AppConfig } from '@/lib/config';
import { registerCacheGauge } from '@/lib/memory/cache-gauges.mjs';
import { keyspace, processRedis } from '@/lib/redis/process';
import type { CacheStore } from './cache-contract';
import { MemoryStore } from './memory-store';
import { RedisStore } from './store-redis';

/**
 * Where the process's cache entries live: with REDIS_URL, in Redis shared by
 * every instance (plus this instance's copies); without it, in a bounded
 * memory store, the embedded default.
 */
export function processCacheStore(config: AppConfig, now: () => number): CacheStore {
  // CACHE_MAX_MB bounds what one instance keeps in memory (its own copies when shared through Redis).
  const local = new MemoryStore({ maxBytes: config.cacheMaxBytes });
  registerCacheGauge('upstream', () => ({ bytes: local.bytes, maxBytes: config.cacheMaxBytes, entries: local.size }));
  const redis = processRedis(config);
  if (!redis) return local;
  const timeoutMs = config.upstream.timeoutMs;
  return new RedisStore(redis, {
    namespace: keyspace(config),
    local,
    now,
    // Within the timeout the holder's first attempt has answered or failed.
    waitMs: timeoutMs,
    // Short: a lock whose release was lost blocks other instances until then.
    // A load that outlives it (a retry, a zh-CN fallback) may be repeated by one.
    claimMs: timeoutMs + 1000,
  });
}
