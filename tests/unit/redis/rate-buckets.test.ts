import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/api/rate-limit';
import { SharedBuckets } from '@/lib/redis/rate-buckets';
import { SharedRedis } from '@/lib/redis/shared-redis';
import { startRedis, type TestRedis } from '../support/redis-server';

// Two limiters over one redis-server stand for two instances of the portal.
let redis: TestRedis;
const connections: SharedRedis[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.close()));
});
afterAll(() => redis.stop());

const settle = () => new Promise((r) => setTimeout(r, 30));
let run = 0;

async function instances(count: number) {
  const namespace = `macrodesk:rate-test${++run}`;
  const limiters: RateLimiter[] = [];
  for (let i = 0; i < count; i++) {
    const shared = new SharedRedis(redis.url, { log: () => undefined, pauseMs: 0 });
    connections.push(shared);
    for (let j = 0; j < 100 && !shared.available; j++) await settle();
    // Nearly no refill: the test counts what one bucket lets through.
    limiters.push(new RateLimiter({ capacity: 10, refillPerSecond: 0.01, shared: new SharedBuckets(shared, namespace) }));
  }
  return limiters;
}

describe('SharedBuckets', () => {
  it('holds a client to one bucket across instances when requests alternate', async () => {
    const [a, b] = await instances(2);
    let allowed = 0;
    for (let i = 0; i < 40; i++) {
      if ((i % 2 ? b : a).take('198.51.100.7').allowed) allowed++;
      await settle();
    }
    // One bucket of 10, not 10 per instance; at most one more, let through by
    // the instance that had not yet heard of the other's last spend.
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(11);
    expect(a.take('198.51.100.8').allowed).toBe(true);
  });

  it('makes a burst let through on both instances at once pay it back', async () => {
    const [a, b] = await instances(2);
    let burst = 0;
    for (let i = 0; i < 10; i++) burst += Number(a.take('203.0.113.9').allowed) + Number(b.take('203.0.113.9').allowed);
    await settle();
    expect(burst).toBe(20);
    // The shared bucket is 10 in debt: neither instance lets the client through now.
    expect(a.take('203.0.113.9').allowed).toBe(false);
    expect(b.take('203.0.113.9').allowed).toBe(false);
  });

  it('limits per instance while Redis is away', async () => {
    const [a, b] = await instances(2);
    await redis.stop();
    try {
      let allowed = 0;
      for (let i = 0; i < 40; i++) if ((i % 2 ? b : a).take('192.0.2.44').allowed) allowed++;
      expect(allowed).toBe(20);
    } finally {
      await redis.start();
    }
  });
});
