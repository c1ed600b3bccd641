import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedRedis } from '@/lib/redis/shared-redis';
import { startRedis, type TestRedis } from '../support/redis-server';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) if (await check()) return;
  throw new Error('condition not met in time');
};

describe('SharedRedis', () => {
  it('runs commands while Redis answers, falls back while it is away, and logs the outage once a minute', async () => {
    const clock = { t: 0 };
    const logs: string[] = [];
    const shared = new SharedRedis(redis.url, { now: () => clock.t, pauseMs: 0, log: (m) => logs.push(m) });
    try {
      await until(() => shared.available);
      const ping = () => shared.use((r) => r.ping(), () => 'fallback');
      expect(await ping()).toBe('PONG');

      await redis.stop();
      for (let i = 0; i < 20; i++) {
        expect(await ping()).toBe('fallback');
        clock.t += 1000;
      }
      expect(logs.filter((m) => m.includes('unavailable'))).toHaveLength(1);
      clock.t += 60_000;
      await ping();
      await until(() => logs.filter((m) => m.includes('unavailable')).length === 2);

      await redis.start();
      await until(async () => (await ping()) === 'PONG');
      expect(logs.at(-1)).toContain('reachable again');
      expect(logs.join('\n')).not.toContain(redis.url);
    } finally {
      await shared.close();
    }
  });

  it('falls back when a sent command gets no answer, and leaves Redis alone for a while', async () => {
    const logs: string[] = [];
    const shared = new SharedRedis(redis.url, { commandTimeoutMs: 300, pauseMs: 60_000, log: (m) => logs.push(m) });
    try {
      await until(() => shared.available);
      // Connected, and nothing answers: a Redis paused, or cut off by the network.
      redis.pause();
      const started = Date.now();
      const waited = new Promise((resolve) => setTimeout(resolve, 5000, 'still waiting'));
      expect(await Promise.race([shared.use((r) => r.ping(), () => 'fallback'), waited])).toBe('fallback');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(logs.join('\n')).toContain('no answer within 300 ms');
      // Paused after the failure: the next caller does not wait at all.
      expect(shared.available).toBe(false);
      const next = Date.now();
      expect(await shared.use((r) => r.ping(), () => 'fallback')).toBe('fallback');
      expect(Date.now() - next).toBeLessThan(100);
    } finally {
      redis.resume();
      await shared.close();
    }
  });

  it('answers from the fallback at once while not connected', async () => {
    const shared = new SharedRedis('redis://127.0.0.1:1', { log: () => undefined });
    try {
      const started = Date.now();
      expect(await shared.use((r) => r.ping(), () => 'memory')).toBe('memory');
      expect(Date.now() - started).toBeLessThan(100);
    } finally {
      await shared.close().catch(() => undefined);
    }
  });
});
