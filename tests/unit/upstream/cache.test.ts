import { describe, expect, it } from 'vitest';
import { REFUSAL_TTL_MS, UpstreamCache } from '@/lib/upstream/cache';
import { MemoryStore } from '@/lib/upstream/memory-store';
import { UpstreamError } from '@/lib/upstream/errors';

const DAY = 86_400_000;
const policy = (ttlMs: number, staleMs: number) => () => ({ ttlMs, staleMs });

function setup() {
  const clock = { t: 1_000_000 };
  const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20, maxEntries: 3 }), () => clock.t);
  return { clock, cache };
}

describe('UpstreamCache', () => {
  it('answers from a fresh entry and reloads after the TTL', async () => {
    const { clock, cache } = setup();
    let calls = 0;
    const load = async () => ({ data: ++calls, source: 'tokened' as const });
    expect((await cache.fetch('k', load, policy(1000, 5000))).data).toBe(1);
    clock.t += 999;
    expect(await cache.fetch('k', load, policy(1000, 5000))).toMatchObject({ data: 1, stale: false, fetchedAt: 1_000_000 });
    clock.t += 1;
    expect((await cache.fetch('k', load, policy(1000, 5000))).data).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, loads: 2 });
  });

  it('shares one load among concurrent identical calls', async () => {
    const { cache } = setup();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      calls++;
      await gate;
      return { data: 'v', source: 'alt' as const };
    };
    const all = Promise.all(Array.from({ length: 10 }, () => cache.fetch('k', load, policy(1000, 0))));
    await new Promise((r) => setTimeout(r, 5));
    release();
    const results = await all;
    expect(calls).toBe(1);
    expect(results.every((r) => r.data === 'v' && r.source === 'alt')).toBe(true);
    expect(cache.stats().shared).toBe(9);
  });

  it('serves the last good value, marked stale, when a reload fails within the keep window', async () => {
    const { clock, cache } = setup();
    await cache.fetch('k', async () => ({ data: 'good', source: 'tokened' as const }), policy(1000, 10_000));
    const failing = async (): Promise<{ data: string; source: 'tokened' }> => {
      throw new UpstreamError('http', 'op', 'HTTP 502', { status: 502 });
    };
    clock.t += 5000;
    expect(await cache.fetch('k', failing, policy(1000, 10_000))).toEqual({ data: 'good', fetchedAt: 1_000_000, stale: true, source: 'tokened', unread: 0 });
    clock.t += 5000;
    await expect(cache.fetch('k', failing, policy(1000, 10_000))).rejects.toMatchObject({ kind: 'http' });
    expect(cache.stats()).toMatchObject({ staleServed: 1, failures: 1 });
  });

  it('does not mask not-found or invalid with stale data', async () => {
    const { clock, cache } = setup();
    await cache.fetch('k', async () => ({ data: 'old', source: 'tokened' as const }), policy(1000, 60_000));
    clock.t += 2000;
    const gone = async (): Promise<{ data: string; source: 'tokened' }> => {
      throw new UpstreamError('not-found', 'op', 'gone');
    };
    await expect(cache.fetch('k', gone, policy(1000, 60_000))).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('does not mask a legacy period restriction with stale data', async () => {
    const { clock, cache } = setup();
    await cache.fetch('k', async () => ({ data: 'old', source: 'legacy' as const }), policy(1000, 60_000));
    clock.t += 2000;
    const refused = async (): Promise<{ data: string; source: 'legacy' }> => {
      throw new UpstreamError('envelope', 'legacy.calendar', 'not permitted', { allowed: ['W'] });
    };
    await expect(cache.fetch('k', refused, policy(1000, 60_000))).rejects.toMatchObject({ allowed: ['W'] });
  });

  it('remembers a refusal that names the allowed values for ten minutes: one upstream call, not one per reader', async () => {
    const { clock, cache } = setup();
    let calls = 0;
    const refused = async (): Promise<{ data: string; source: 'legacy' }> => {
      calls++;
      throw new UpstreamError('envelope', 'legacy.calendar', 'd not permitted; allowed: W, W1', { allowed: ['W', 'W1'] });
    };
    await expect(cache.fetch('legacy.calendar:M', refused, policy(1000, 60_000))).rejects.toMatchObject({ allowed: ['W', 'W1'] });
    clock.t += REFUSAL_TTL_MS - 1;
    const again = await cache.fetch('legacy.calendar:M', refused, policy(1000, 60_000)).catch((e: unknown) => e);
    expect(again).toMatchObject({ kind: 'envelope', operation: 'legacy.calendar', allowed: ['W', 'W1'], message: 'legacy.calendar: d not permitted; allowed: W, W1' });
    expect(calls).toBe(1);
    // Asked again once it is due: the restriction may have been lifted.
    clock.t += 1;
    const lifted = await cache.fetch('legacy.calendar:M', async () => ({ data: 'rows', source: 'legacy' as const }), policy(1000, 60_000));
    expect(lifted.data).toBe('rows');
  });

  it('remembers a not-found answer for a minute', async () => {
    const { clock, cache } = setup();
    let calls = 0;
    const gone = async (): Promise<{ data: string; source: 'tokened' }> => {
      calls++;
      throw new UpstreamError('not-found', 'calendar.indicator', 'indicator 9 not found');
    };
    await expect(cache.fetch('k', gone, policy(DAY, DAY))).rejects.toMatchObject({ kind: 'not-found' });
    clock.t += 59_000;
    const again = await cache.fetch('k', gone, policy(DAY, DAY)).catch((e: unknown) => e);
    expect(again).toMatchObject({ kind: 'not-found', operation: 'calendar.indicator', message: 'calendar.indicator: indicator 9 not found' });
    expect(calls).toBe(1);
    clock.t += 1000;
    await expect(cache.fetch('k', gone, policy(DAY, DAY))).rejects.toMatchObject({ kind: 'not-found' });
    expect(calls).toBe(2);
  });

  it('forgets a kept value on request, its bytes freed', async () => {
    const store = new MemoryStore({ maxBytes: 1 << 20, maxEntries: 10 });
    const cache = new UpstreamCache(store, () => 1_000_000);
    let calls = 0;
    const load = async () => ({ data: `v${++calls}`, source: 'tokened' as const });
    await cache.fetch('day', load, policy(DAY, DAY));
    expect(store.bytes).toBeGreaterThan(0);
    await cache.forget('day');
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    // Asked again, it is loaded again.
    expect((await cache.fetch('day', load, policy(DAY, DAY))).data).toBe('v2');
  });

  it('evicts the least recently used entry beyond its bound', async () => {
    const store = new MemoryStore({ maxBytes: 1 << 20, maxEntries: 2 });
    const entry = (v: string) => ({ value: v, source: 'tokened' as const, storedAt: 0, freshUntil: 1, keepUntil: 1 });
    store.set('a', entry('a'));
    store.set('b', entry('b'));
    store.get('a');
    store.set('c', entry('c'));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.value).toBe('a');
    expect(store.size).toBe(2);
  });

  it('is bounded by the bytes it holds (CACHE_MAX_MB), not by its number of entries', () => {
    const store = new MemoryStore({ maxBytes: 200_000 });
    const entry = (v: unknown) => ({ value: v, source: 'tokened' as const, storedAt: 0, freshUntil: 1, keepUntil: 1 });
    // Never-seen days of ~10 kB each: the store keeps the newest ones and never more than its bound.
    const day = (n: number) => Array.from({ length: 40 }, (_, i) => ({ TITLE: `美国非农就业人数 ${n}-${i}`.repeat(4), ACTUAL: '3.1' }));
    for (let n = 0; n < 500; n++) {
      store.set(`day:${n}`, entry(day(n)));
      expect(store.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(store.size).toBeGreaterThan(5);
    expect(store.size).toBeLessThan(100);
    expect(store.get('day:499')).toBeDefined();
    expect(store.get('day:0')).toBeUndefined();
    // Small entries: many more fit in the same bound.
    for (let n = 0; n < 500; n++) store.set(`q:${n}`, entry({ Last: n }));
    expect(store.size).toBeGreaterThan(400);
    expect(store.bytes).toBeLessThanOrEqual(200_000);
  });

  it('serves but does not keep a value larger than its whole bound, and counts replaced entries once', () => {
    const store = new MemoryStore({ maxBytes: 10_000 });
    const entry = (v: unknown) => ({ value: v, source: 'tokened' as const, storedAt: 0, freshUntil: 1, keepUntil: 1 });
    store.set('huge', entry('x'.repeat(20_000)));
    expect(store.get('huge')).toBeUndefined();
    store.set('k', entry('a'.repeat(1000)));
    const once = store.bytes;
    store.set('k', entry('a'.repeat(1000)));
    expect(store.bytes).toBe(once);
    store.delete('k');
    expect(store.bytes).toBe(0);
  });
});
