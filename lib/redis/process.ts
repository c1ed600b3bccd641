import 'server-only';
import { createHash } from 'node:crypto';
import type { AppConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { SharedBuckets } from './rate-buckets';
import { SharedRedis } from './shared-redis';

/**
 * The process's one connection to REDIS_URL, created on first use; null
 * without REDIS_URL (everything stays in memory, the embedded default). On
 * globalThis because Next may bundle pages and route handlers separately.
 */
export function processRedis(config: AppConfig): SharedRedis | null {
  if (!config.redisUrl) return null;
  const connections = processSlot('macrodesk.redis', () => new Map<string, SharedRedis>());
  let redis = connections.get(config.redisUrl);
  if (!redis) connections.set(config.redisUrl, (redis = new SharedRedis(config.redisUrl)));
  return redis;
}

/**
 * The prefix of every key this deployment writes: the product, then a hash
 * of the upstream hosts, so deployments on different upstreams (or test runs
 * on different simulators) never read each other's entries. The token is
 * not part of it, neither plainly nor hashed.
 */
export function keyspace(config: AppConfig): string {
  const { baseUrl, altBaseUrl, legacyBaseUrl } = config.upstream;
  const hosts = createHash('sha256').update(`${baseUrl} ${altBaseUrl} ${legacyBaseUrl ?? ''}`).digest('hex');
  return `macrodesk:${hosts.slice(0, 12)}`;
}

/** The per-client buckets shared through Redis, or null without REDIS_URL. */
export function processBuckets(config: AppConfig): SharedBuckets | null {
  const redis = processRedis(config);
  return redis ? new SharedBuckets(redis, keyspace(config)) : null;
}
