import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { setSlot } from '@/lib/process-slots.mjs';
import { REFUSAL_TTL_MS, UpstreamCache } from '@/lib/upstream/cache';
import { MemoryStore } from '@/lib/upstream/memory-store';
import { UpstreamError } from '@/lib/upstream/errors';

// What a page render learns from the upstream cache: until when the data it
// shows are fresh (the cache of rendered views keeps the page no longer).
function render<T>(work: () => Promise<T>) {
  const als = setSlot('macrodesk.viewFreshness', new AsyncLocalStorage<{ until: number; failed: boolean }>());
  const state = { until: Infinity, failed: false };
  return als.run(state, async () => {
    await work().catch(() => null);
    return state;
  });
}

describe('freshness reported to the page being rendered', () => {
  const clock = { t: 1_000_000 };
  const fixed = (ttlMs: number) => () => ({ ttlMs, staleMs: 60_000 });
  const ok = (data: string) => async () => ({ data, source: 'tokened' as const });

  it('is the earliest expiry of the data read, loaded or cached', async () => {
    const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20, maxEntries: 10 }), () => clock.t);
    await cache.fetch('day', ok('d'), fixed(60_000));
    const state = await render(async () => {
      await cache.fetch('day', ok('d'), fixed(60_000));
      await cache.fetch('quotes', ok('q'), fixed(1_500));
    });
    expect(state).toEqual({ until: clock.t + 1_500, failed: false });
  });

  it('marks the render failed when the upstream fails or a stale copy stands in', async () => {
    const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20, maxEntries: 10 }), () => clock.t);
    const down = async () => {
      throw new UpstreamError('timeout', 'calendar', 'slow');
    };
    expect((await render(() => cache.fetch('a', down, fixed(5_000)))).failed).toBe(true);
    await cache.fetch('b', ok('b'), fixed(5_000));
    clock.t += 6_000;
    const stale = await render(() => cache.fetch('b', down, fixed(5_000)));
    expect(stale.failed).toBe(true);
  });

  it('keeps a remembered unknown id as an answer, fresh while remembered', async () => {
    const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20, maxEntries: 10 }), () => clock.t);
    const missing = async () => {
      throw new UpstreamError('not-found', 'article', 'no such id');
    };
    const first = await render(() => cache.fetch('n', missing, fixed(5_000)));
    expect(first).toEqual({ until: clock.t + 60_000, failed: false });
    const again = await render(() => cache.fetch('n', missing, fixed(5_000)));
    expect(again).toEqual({ until: clock.t + 60_000, failed: false });
  });

  it('keeps a refusal that names what is allowed (the legacy restriction) as an answer, fresh while it stands', async () => {
    const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20, maxEntries: 10 }), () => clock.t);
    const refused = async () => {
      throw new UpstreamError('envelope', 'legacy.calendar', 'd not permitted; allowed: W, W1', { allowed: ['W', 'W1'] });
    };
    const first = await render(() => cache.fetch('legacy.calendar:M', refused, fixed(5_000)));
    expect(first).toEqual({ until: clock.t + REFUSAL_TTL_MS, failed: false });
    // A refusal without the allowed values is an outage like any other.
    const plain = async () => {
      throw new UpstreamError('envelope', 'legacy.calendar', 'server busy');
    };
    expect((await render(() => cache.fetch('legacy.calendar:W', plain, fixed(5_000)))).failed).toBe(true);
  });
});
