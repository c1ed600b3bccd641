// Scale-out through Redis: two production instances on one simulator share
// the upstream cache and the rate limit through one redis-server, keep
// answering when Redis goes away, and share again once it is back. A third
// instance without REDIS_URL gives the figure "one instance" would cost.
import { createClient } from '@redis/client';
import { expect, test } from '@playwright/test';
import { startSimulator } from '../../simulator/server.mjs';
import { startRedis, type TestRedis } from '../unit/support/redis-server';
import { eventually, listedSymbols, polls, startInstance, symbolCalls, type Instance } from './support/scale-out';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: { url: string; close(): Promise<void> };
let redis: TestRedis;
let a: Instance;
let b: Instance;
let alone: Instance;
let codes: string[];

test.beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  redis = await startRedis();
  const started = await Promise.allSettled([
    startInstance({ SIMULATOR_URL: sim.url, REDIS_URL: redis.url }),
    startInstance({ SIMULATOR_URL: sim.url, REDIS_URL: redis.url }),
    startInstance({ SIMULATOR_URL: sim.url }),
  ]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The instances that did start are stopped too (afterAll knows none of them).
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : null)));
    throw failed.reason;
  }
  [a, b, alone] = started.map((s) => (s as PromiseFulfilledResult<Instance>).value);
  codes = (await listedSymbols(sim.url)).slice(0, 30);
});

test.afterAll(async () => {
  await Promise.all([a, b, alone].map((i) => i?.stop()));
  await redis?.stop();
  await sim?.close();
});

/**
 * Upstream `symbol` calls made while `work` runs (and by the background
 * refreshes it started), and how many the quote book may make in that time:
 * one refresh per 2 s interval it spans, whatever the number of instances.
 * Two instances that did not share the cache would each refresh: twice that.
 */
async function callsDuring(work: () => Promise<unknown>): Promise<{ calls: number; allowed: number }> {
  const before = await symbolCalls(sim.url);
  const started = Date.now();
  await work();
  const allowed = 1 + Math.floor((Date.now() - started) / 2000);
  // Background refreshes started by the polls may land after them (late on a loaded
  // machine): count until the figure has stood still for a second (nothing polls now).
  let calls = (await symbolCalls(sim.url)) - before;
  for (let still = 0; still < 5; ) {
    await new Promise((r) => setTimeout(r, 200));
    const now = (await symbolCalls(sim.url)) - before;
    still = now === calls ? still + 1 : 0;
    calls = now;
  }
  return { calls, allowed };
}

test('200 polls spread over two instances cost the upstream what one instance costs', async () => {
  // Every instance has the codes in its quote book; once the book is due
  // (2 s), the next polls refresh it, which is the steady state of readers.
  for (const instance of [alone, a, b]) {
    expect((await polls([instance], codes, 1))[0]).toBe(200);
  }
  await new Promise((r) => setTimeout(r, 2200));
  const one = await callsDuring(async () => {
    expect(new Set(await polls([alone], codes, 200))).toEqual(new Set([200]));
  });
  expect(one.calls).toBeGreaterThanOrEqual(1);
  expect(one.calls, 'symbol calls of one instance').toBeLessThanOrEqual(one.allowed);

  // The shared book is due again before its polls too (the first phase may have outlasted a refresh of it).
  await new Promise((r) => setTimeout(r, 2200));
  const shared = await callsDuring(async () => {
    expect(new Set(await polls([a, b], codes, 200))).toEqual(new Set([200]));
  });
  expect(shared.calls).toBeGreaterThanOrEqual(1);
  expect(shared.calls, 'symbol calls of two instances sharing the cache through Redis').toBeLessThanOrEqual(shared.allowed);
});

test('Redis keys are namespaced and never contain the token', async () => {
  const probe = createClient({ url: redis.url });
  await probe.connect();
  try {
    const keys = await probe.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^macrodesk:[0-9a-f]{12}:(cache|lock|rate):/);
      expect(key).not.toContain('macrodesk-simulator-token');
    }
  } finally {
    await probe.close();
  }
});

test('a client over the rate limit is limited across both instances', async () => {
  // One reader behind the load balancer (TRUST_PROXY=1); one bucket of
  // 40 requests refilled at 1/s (support/scale-out.ts), whichever instance a request reaches.
  const headers = { 'x-forwarded-for': '198.51.100.23' };
  const path = `/api/quotes?codes=${encodeURIComponent(codes[0])}`;
  const started = Date.now();
  let allowed = 0;
  for (let i = 0; i < 120; i++) {
    const status = (await fetch((i % 2 ? b : a).base + path, { headers })).status;
    expect([200, 429]).toContain(status);
    if (status === 200) allowed++;
  }
  const seconds = (Date.now() - started) / 1000;
  // Two separate buckets would let at least 80 through; one lets 40 plus the
  // refill, give or take the request an instance allows before hearing of
  // the other's last spend.
  expect(allowed).toBeGreaterThanOrEqual(40);
  expect(allowed).toBeLessThanOrEqual(Math.floor(40 + seconds) + 2);
  expect(allowed).toBeLessThan(80);
});

test('with Redis stopped both instances answer, log it once, and share again after it restarts', async () => {
  await redis.stop();
  for (let round = 0; round < 3; round++) {
    for (const instance of [a, b]) {
      expect((await fetch(`${instance.base}/api/quotes?codes=${encodeURIComponent(codes.join(','))}`)).status).toBe(200);
      expect((await fetch(`${instance.base}/en/markets`)).status).toBe(200);
      expect((await fetch(`${instance.base}/en/calendar`)).status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const instance of [a, b]) {
    expect(instance.output().match(/Redis unavailable/g)).toHaveLength(1);
  }

  await redis.start();
  await eventually('both instances reconnected', () => [a, b].every((i) => /Redis reachable again/.test(i.output())));
  // Let both instances' quote books come due, then poll the same codes again.
  await new Promise((r) => setTimeout(r, 2500));
  // The shared book is due again before its polls too (the first phase may have outlasted a refresh of it).
  await new Promise((r) => setTimeout(r, 2200));
  const shared = await callsDuring(async () => {
    expect(new Set(await polls([a, b], codes, 200))).toEqual(new Set([200]));
  });
  // (None at all when a copy stored since the restart is still fresh.)
  expect(shared.calls, 'symbol calls once Redis is back').toBeLessThanOrEqual(shared.allowed);
});
