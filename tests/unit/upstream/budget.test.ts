import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { UpstreamBudget } from '@/lib/upstream/budget';
import { BudgetRefused } from '@/lib/upstream/budget-terms';
import { withUpstreamPriority } from '@/lib/upstream/priority';
import { createUpstreamClient } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import { SharedBuckets } from '@/lib/redis/rate-buckets';
import { SharedRedis } from '@/lib/redis/shared-redis';
import { processRedis } from '@/lib/redis/process';
import { clientFor, idx, simulatorPerFile, type LoggedRequest } from '../support/upstream-simulator';
import { startRedis, type TestRedis } from '../support/redis-server';

// The upstream budget (lib/upstream/budget.ts): every upstream call of the
// client takes a token, readers first, over a real simulator.
const env = simulatorPerFile();

/** The most upstream calls the simulator saw in any one-second window. */
function maxPerSecond(requests: LoggedRequest[]): number {
  const times = requests.map((r) => Date.parse(String(r.at))).sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= 1000) j++;
    max = Math.max(max, i - j + 1);
  }
  return max;
}

const pastDays = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10));

describe('the upstream budget, through the client', () => {
  it('holds a burst of cold readers to the rate: a call over it is not sent, and fails fast as `budget`', async () => {
    const client = clientFor(env.sim, {}, { UPSTREAM_RATE_PER_S: '4', UPSTREAM_TIMEOUT_MS: '2000' });
    const started = Date.now();
    const answers = await Promise.allSettled(pastDays(40).map((d) => client.getDailyReleases('apien', d)));
    const elapsed = Date.now() - started;
    const log = await env.ctl.log();
    const refused = answers.filter((a) => a.status === 'rejected' && isUpstreamError(a.reason) && a.reason.kind === 'budget');
    // A full bucket (2) plus 4 a second while readers wait (at most half their 2 s budget).
    expect(log.total).toBeLessThanOrEqual(2 + Math.ceil((elapsed / 1000) * 4) + 1);
    expect(maxPerSecond(log.requests)).toBeLessThanOrEqual(2 + 4);
    expect(refused.length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.status === 'fulfilled').length).toBe(log.total);
    expect(elapsed).toBeLessThan(2000 + 1000);
    const state = client.budgetState();
    expect(state).toMatchObject({ ratePerS: 4, burst: 2 });
    expect(state.refused.reader).toBe(refused.length);
    expect(state.granted.reader).toBe(log.total);
    const reason = (refused[0] as PromiseRejectedResult).reason;
    expect(reason.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('puts unknown indicator ids through the same budget, and answers a known-unknown id from the cache', async () => {
    const client = clientFor(env.sim, {}, { UPSTREAM_RATE_PER_S: '3', UPSTREAM_TIMEOUT_MS: '1000' });
    const unknown = Array.from({ length: 30 }, (_, i) => `9${String(i).padStart(17, '0')}`);
    const answers = await Promise.allSettled(unknown.map((id) => client.getIndicator('apien', id)));
    const kinds = answers.map((a) => (a.status === 'rejected' ? a.reason.kind : 'ok'));
    const log = await env.ctl.log();
    expect(log.total).toBeLessThanOrEqual(2 + 2);
    expect(kinds.filter((k) => k === 'not-found').length).toBe(log.total);
    expect(kinds.filter((k) => k === 'budget').length).toBe(30 - log.total);
    // The not-found answers are remembered: asking them again costs nothing.
    const known = unknown.filter((_, i) => kinds[i] === 'not-found');
    await Promise.allSettled(known.map((id) => client.getIndicator('apien', id)));
    expect((await env.ctl.log()).total).toBe(log.total);
  });

  it('lets a reader through where the background must leave the reserve', async () => {
    // A clock that stands still: no token comes back between the calls, however slow the machine.
    const clock = { t: Date.now() };
    const budget = new UpstreamBudget({ ratePerS: 4, now: () => clock.t });
    const client = clientFor(env.sim, { budget }, { UPSTREAM_RATE_PER_S: '4', UPSTREAM_TIMEOUT_MS: '400' });
    // The backfill's day (background) takes a token while the bucket (2) keeps one after it.
    await client.fetchDailyReleases('apien', '2025-01-01');
    await expect(client.fetchDailyReleases('apien', '2025-01-02')).rejects.toMatchObject({ kind: 'budget' });
    // A reader takes the last token.
    await expect(client.getDailyReleases('apien', '2025-01-03')).resolves.toMatchObject({ stale: false });
    expect(client.budgetState().refused).toMatchObject({ background: 1, reader: 0 });
    expect((await env.ctl.log()).total).toBe(2);
  });

  it('over the budget, a kept copy stands in, marked stale', async () => {
    const clock = { t: Date.now() };
    // A token every 10 s: however long the first call takes, none is back for the second.
    const client = clientFor(env.sim, { now: () => clock.t }, { UPSTREAM_RATE_PER_S: '0.1', UPSTREAM_TIMEOUT_MS: '400' });
    const first = await client.getWeekReleases('apien', 'W');
    clock.t += 10 * 60_000;
    const again = await client.getWeekReleases('apien', 'W');
    expect(again).toMatchObject({ stale: true, fetchedAt: first.fetchedAt });
    expect(again.data).toEqual(first.data);
    expect((await env.ctl.log()).total).toBe(1);
  });

  it('never retries into a refusal: a 5xx whose retry finds no token answers the 5xx', async () => {
    const client = clientFor(env.sim, {}, { UPSTREAM_RATE_PER_S: '1', UPSTREAM_TIMEOUT_MS: '400' });
    await env.ctl.fault({ match: '/base/apien/calendar/202605/info', kind: 'http', status: 503 });
    await expect(client.getIndicator('apien', idx('410001'))).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect((await env.ctl.log()).total).toBe(1);
  });
});

describe('UpstreamBudget', () => {
  const clock = () => {
    const c = { t: 1_000_000, now: () => c.t };
    return c;
  };

  it('lets no more than the rate through in any one-second window, its burst included', async () => {
    vi.useFakeTimers();
    try {
      const budget = new UpstreamBudget({ ratePerS: 4 });
      const grants: number[] = [];
      const calls = Array.from({ length: 20 }, () => budget.acquire('reader', 60_000).then(() => grants.push(Date.now())));
      await vi.advanceTimersByTimeAsync(8000);
      await Promise.all(calls);
      const inWindow = (t: number) => grants.filter((u) => u >= t && u < t + 1000).length;
      expect(grants).toHaveLength(20);
      expect(Math.max(...grants.map(inWindow))).toBeLessThanOrEqual(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps shares for readers: polling leaves a quarter of the bucket, background half', () => {
    const c = clock();
    // A rate well above the bucket: the one-second window is not what refuses here.
    const b = new UpstreamBudget({ ratePerS: 80, burst: 8, now: c.now });
    let background = 0;
    while (b.tryTake('background')) background++;
    expect(background).toBe(4);
    let polling = 0;
    while (b.tryTake('polling')) polling++;
    expect(polling).toBe(2);
    let reader = 0;
    while (b.tryTake('reader')) reader++;
    expect(reader).toBe(2);
    c.t += 25;
    expect(b.tryTake('background')).toBe(false);
    expect(b.tryTake('reader')).toBe(true);
  });

  it('serves the line best first: a waiting reader gets the next token before a background caller that came first', async () => {
    const b = new UpstreamBudget({ ratePerS: 20, burst: 1 });
    expect(b.tryTake('reader')).toBe(true);
    const order: string[] = [];
    const waits = [
      b.acquire('background', 3000).then(() => order.push('background')),
      b.acquire('polling', 3000).then(() => order.push('polling')),
      b.acquire('reader', 3000).then(() => order.push('reader')),
    ];
    // Nobody jumps the line: a caller that only tries does not get the token a waiter is owed.
    expect(b.tryTake('reader')).toBe(false);
    await Promise.all(waits);
    expect(order).toEqual(['reader', 'polling', 'background']);
  });

  it('refuses a caller whose wait runs out, with a Retry-After in seconds', async () => {
    const b = new UpstreamBudget({ ratePerS: 0.5, burst: 1 });
    expect(b.tryTake('reader')).toBe(true);
    const started = Date.now();
    const error = await b.acquire('reader', 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetRefused);
    expect((error as BudgetRefused).retryAfterSeconds).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(b.state()).toMatchObject({ waiting: 0, usedLastSecond: 1, refused: { reader: 1 } });
  });

  it('carries the priority through async calls', async () => {
    const b = new UpstreamBudget({ ratePerS: 2, burst: 2 });
    const { waitFor } = await import('@/lib/upstream/priority');
    expect(waitFor(5000).priority).toBe('reader');
    await withUpstreamPriority('polling', async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(waitFor(5000)).toEqual({ priority: 'polling', waitMs: 1000 });
      expect(waitFor(600)).toEqual({ priority: 'polling', waitMs: 300 });
    });
    expect(b.tryTake('reader')).toBe(true);
  });
});

describe('the budget shared through Redis', () => {
  let redis: TestRedis;
  const connections: SharedRedis[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((c) => c.close()));
  });
  afterAll(() => redis.stop());

  it('holds two instances together to one bucket', async () => {
    const namespace = `macrodesk:budget-test${Date.now()}`;
    const budgets: UpstreamBudget[] = [];
    for (let i = 0; i < 2; i++) {
      const shared = new SharedRedis(redis.url, { log: () => undefined, pauseMs: 0 });
      connections.push(shared);
      for (let j = 0; j < 100 && !shared.available; j++) await new Promise((r) => setTimeout(r, 30));
      // Nearly no refill: the test counts what one bucket lets through.
      budgets.push(new UpstreamBudget({ ratePerS: 0.01, burst: 10, shared: new SharedBuckets(shared, namespace) }));
    }
    let taken = 0;
    for (let i = 0; i < 40; i++) {
      if (budgets[i % 2].tryTake('reader')) taken++;
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(taken).toBeGreaterThanOrEqual(10);
    expect(taken).toBeLessThanOrEqual(11);
  });

  it('is wired from REDIS_URL: two clients (two instances) together stay in one bucket', async () => {
    const config = parseConfig({ SIMULATOR_URL: env.sim.url, REDIS_URL: redis.url, UPSTREAM_RATE_PER_S: '3', UPSTREAM_TIMEOUT_MS: '200' });
    const clients = [createUpstreamClient(config, { retryDelayMs: 20 }), createUpstreamClient(config, { retryDelayMs: 20 })];
    expect(clients[0].budgetState()).toMatchObject({ ratePerS: 3, burst: 2 });
    // The connection opens on first use; counting starts once Redis is reachable.
    const shared = processRedis(config)!;
    for (let j = 0; j < 100 && !shared.available; j++) await new Promise((r) => setTimeout(r, 30));
    const started = Date.now();
    for (const [i, day] of pastDays(16).entries()) {
      await clients[i % 2].getDailyReleases('apien', day).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 20));
    }
    const elapsed = (Date.now() - started) / 1000;
    // One bucket of 2 refilled at 3/s (+1: a spend not yet heard of), not one per instance.
    expect((await env.ctl.log()).total).toBeLessThanOrEqual(2 + Math.ceil(elapsed * 3) + 1);
    await shared.close();
  });
});
