import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { keyspace, processRedis } from '@/lib/redis/process';
import { MemoryStore } from '@/lib/upstream/memory-store';
import { processCacheStore } from '@/lib/upstream/cache-store';
import { RedisStore } from '@/lib/upstream/store-redis';

const upstream = (base: string, token: string, redis?: string) =>
  parseConfig({
    UPSTREAM_BASE_URL: base,
    UPSTREAM_ALT_BASE_URL: `${base}/alt`,
    UPSTREAM_TOKEN: token,
    REDIS_URL: redis,
  });

describe('process-wide Redis wiring', () => {
  it('keeps everything in memory without REDIS_URL', () => {
    const config = upstream('https://data.example', 'secret-token-1');
    expect(processRedis(config)).toBeNull();
    expect(processCacheStore(config, Date.now)).toBeInstanceOf(MemoryStore);
  });

  it('shares one connection per REDIS_URL and a Redis-backed store with it', async () => {
    const config = upstream('https://data.example', 'secret-token-1', 'redis://127.0.0.1:1');
    const redis = processRedis(config);
    expect(redis).not.toBeNull();
    expect(processRedis({ ...config })).toBe(redis);
    expect(processCacheStore(config, Date.now)).toBeInstanceOf(RedisStore);
    await redis?.close();
  });

  it('names keys after the upstream hosts, never the token', () => {
    const one = keyspace(upstream('https://data.example', 'secret-token-1'));
    expect(one).toMatch(/^macrodesk:[0-9a-f]{12}$/);
    expect(keyspace(upstream('https://data.example', 'another-token'))).toBe(one);
    expect(keyspace(upstream('https://other.example', 'secret-token-1'))).not.toBe(one);
  });
});
