import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SharedRedis } from '@/lib/redis/shared-redis';
import { UpstreamCache } from '@/lib/upstream/cache';
import { MemoryStore } from '@/lib/upstream/memory-store';
import { UpstreamError } from '@/lib/upstream/errors';
import { RedisStore } from '@/lib/upstream/store-redis';
import { QUOTES } from '@/lib/upstream/freshness';
import { QuoteBatcher } from '@/lib/market/batcher';
import { POLL_MS } from '@/lib/market/polling';
import { startRedis, type TestRedis } from '../support/redis-server';

// Two caches over one redis-server stand for two instances of the portal.
let redis: TestRedis;
const connections: SharedRedis[] = [];
let namespace = '';
beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.close()));
});
afterAll(() => redis.stop());

async function instance(clock: { t: number }, waitMs = 2000) {
  const shared = new SharedRedis(redis.url, { log: () => undefined, pauseMs: 0 });
  connections.push(shared);
  for (let i = 0; i < 100 && !shared.available; i++) await new Promise((r) => setTimeout(r, 20));
  const store = new RedisStore(shared, { namespace, local: new MemoryStore({ maxBytes: 1 << 20, maxEntries: 50 }), now: () => clock.t, waitMs, claimMs: 5000 });
  return new UpstreamCache(store, () => clock.t);
}

const policy = (ttlMs: number, staleMs: number) => () => ({ ttlMs, staleMs });

/** An instance's quote book over `cache`, its upstream loads noted in `calls` (clock times). */
function quoteBook(cache: UpstreamCache, clock: { t: number }, calls: number[]) {
  const load = async () => {
    calls.push(clock.t);
    return { data: [], source: 'tokened' as const };
  };
  return new QuoteBatcher({ freshMs: POLL_MS, now: () => clock.t, fetchQuotes: () => cache.fetch('market.quotes:WH|EURUSD', load, () => QUOTES) });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('UpstreamCache over Redis (two instances)', () => {
  let n = 0;
  const fresh = () => {
    namespace = `macrodesk:test${++n}`;
    return { t: 1_000_000 };
  };

  it('lets one instance load while the other waits for its result', async () => {
    const clock = fresh();
    const [a, b] = [await instance(clock), await instance(clock)];
    let calls = 0;
    const load = async () => {
      calls++;
      await sleep(80);
      return { data: ['quote'], source: 'tokened' as const };
    };
    const results = await Promise.all([...Array(10)].flatMap(() => [a, b].map((c) => c.fetch('market.quotes:X', load, policy(1000, 60_000)))));
    expect(calls).toBe(1);
    expect(results.every((r) => r.data[0] === 'quote' && !r.stale)).toBe(true);
    expect(a.stats().remote + b.stats().remote).toBe(1);
  });

  it('serves the other instance’s value, then its stale copy when the upstream fails', async () => {
    const clock = fresh();
    const [a, b] = [await instance(clock), await instance(clock)];
    await a.fetch('k', async () => ({ data: 'from a', source: 'alt' as const }), policy(1000, 60_000));
    const never = async (): Promise<{ data: string; source: 'tokened' }> => {
      throw new Error('must not be called while fresh');
    };
    expect(await b.fetch('k', never, policy(1000, 60_000))).toMatchObject({ data: 'from a', source: 'alt', stale: false });
    clock.t += 5000;
    const failing = async (): Promise<{ data: string; source: 'tokened' }> => {
      throw new UpstreamError('timeout', 'op', 'timed out');
    };
    const c = await instance(clock);
    expect(await c.fetch('k', failing, policy(1000, 60_000))).toMatchObject({ data: 'from a', stale: true, fetchedAt: 1_000_000 });
  });

  it('shares a remembered not-found answer', async () => {
    const clock = fresh();
    const [a, b] = [await instance(clock), await instance(clock)];
    let calls = 0;
    const gone = async (): Promise<{ data: string; source: 'tokened' }> => {
      calls++;
      throw new UpstreamError('not-found', 'calendar.info', 'no indicator 42');
    };
    await expect(a.fetch('info:42', gone, policy(1000, 0))).rejects.toMatchObject({ kind: 'not-found' });
    await expect(b.fetch('info:42', gone, policy(1000, 0))).rejects.toMatchObject({ kind: 'not-found', message: 'calendar.info: no indicator 42' });
    expect(calls).toBe(1);
  });

  it('loads itself when the instance holding the lock fails', async () => {
    const clock = fresh();
    const [a, b] = [await instance(clock), await instance(clock)];
    const failingSlowly = async (): Promise<{ data: string; source: 'tokened' }> => {
      await sleep(60);
      throw new UpstreamError('http', 'op', 'HTTP 502', { status: 502 });
    };
    const first = a.fetch('k', failingSlowly, policy(1000, 0));
    await sleep(10);
    const second = b.fetch('k', async () => ({ data: 'b loaded', source: 'tokened' as const }), policy(1000, 0));
    await expect(first).rejects.toMatchObject({ kind: 'http' });
    expect((await second).data).toBe('b loaded');
  });

  it('takes over its own lock whose release was lost, while another instance waits for it', async () => {
    const clock = fresh();
    const [a, b] = [await instance(clock, 400), await instance(clock, 400)];
    const probe = createClient({ url: redis.url });
    await probe.connect();
    try {
      let held: string | null = null;
      const lockKey = `${namespace}:lock:k`;
      await a.fetch('k', async () => {
        held = await probe.get(lockKey);
        return { data: 1, source: 'tokened' as const };
      }, policy(1000, 0));
      expect(held).not.toBeNull();
      await probe.set(lockKey, held!, { expiration: { type: 'PX', value: 5000 } });
      clock.t += 2000;
      let started = Date.now();
      expect((await a.fetch('k', async () => ({ data: 2, source: 'tokened' as const }), policy(1000, 0))).data).toBe(2);
      expect(Date.now() - started).toBeLessThan(200);

      // Another instance waits for that lock (here until it expires: the test clock stands still).
      await probe.set(lockKey, held!, { expiration: { type: 'PX', value: 600 } });
      clock.t += 2000;
      started = Date.now();
      expect((await b.fetch('k', async () => ({ data: 3, source: 'tokened' as const }), policy(1000, 0))).data).toBe(3);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    } finally {
      await probe.close();
    }
  });

  it('keeps answering from memory while Redis is down, and shares again once it is back', async () => {
    const clock = fresh();
    const [a, b] = [await instance(clock, 300), await instance(clock, 300)];
    let calls = 0;
    const load = async () => ({ data: ++calls, source: 'tokened' as const });
    await redis.stop();
    try {
      expect((await a.fetch('k', load, policy(1000, 0))).data).toBe(1);
      expect((await b.fetch('k', load, policy(1000, 0))).data).toBe(2);
      expect((await a.fetch('k', load, policy(1000, 0))).data).toBe(1);
    } finally {
      await redis.start();
    }
    const [c, d] = [await instance(clock), await instance(clock)];
    clock.t += 2000;
    expect((await c.fetch('k', load, policy(1000, 0))).data).toBe(3);
    expect((await d.fetch('k', load, policy(1000, 0))).data).toBe(3);
  });

  it('two quote books out of phase cost the upstream one call per poll interval, not one each', async () => {
    // Each instance's book refreshes once its quotes are POLL_MS old, at a moment of its own;
    // a refresh another instance stored within the interval is taken from Redis.
    const clock = fresh();
    const [a, b] = [await instance(clock), await instance(clock)];
    const calls: number[] = [];
    const [bookA, bookB] = [quoteBook(a, clock, calls), quoteBook(b, clock, calls)];
    const start = clock.t;
    // Readers poll both instances every 100 ms for 12 s; B's book falls due 1.7 s after A's.
    for (let at = 0; at <= 12_000; at += 100) {
      clock.t = start + at;
      await bookA.quotes(['WH|EURUSD']);
      if (at >= 1700) await bookB.quotes(['WH|EURUSD']);
      await sleep(8);
    }
    expect(calls.length).toBeGreaterThanOrEqual(6);
    const gaps = calls.slice(1).map((t, i) => t - calls[i]);
    expect(Math.min(...gaps), `calls at ${calls.map((t) => t - start).join(', ')} ms`).toBeGreaterThanOrEqual(POLL_MS);
  });

  it('one instance alone still refreshes its quote book once per poll interval', async () => {
    const clock = fresh();
    const calls: number[] = [];
    const book = quoteBook(new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20 }), () => clock.t), clock, calls);
    const start = clock.t;
    for (let at = 0; at <= 8_000; at += 100) {
      clock.t = start + at;
      await book.quotes(['WH|EURUSD']);
      await sleep(8);
    }
    expect(calls.map((t) => t - start)).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('namespaces its keys and writes entries with their keep time', async () => {
    const clock = fresh();
    const a = await instance(clock);
    const written = Date.now();
    await a.fetch('market.quotes:WGJS|XAU', async () => ({ data: 1, source: 'tokened' as const }), policy(1000, 60_000));
    const probe = createClient({ url: redis.url });
    await probe.connect();
    try {
      const keys = await probe.keys(`${namespace}:*`);
      expect(keys).toEqual([`${namespace}:cache:market.quotes:WGJS|XAU`]);
      const ttl = await probe.pTTL(keys[0]);
      // The keep time, less the real time since the write (a loaded machine takes seconds here).
      expect(ttl).toBeGreaterThan(60_000 - (Date.now() - written) - 50);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await probe.close();
    }
  });
});
