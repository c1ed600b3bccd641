import { describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { cacheFills, registerCacheGauge } from '@/lib/memory/cache-gauges.mjs';
import { memoryHealth } from '@/lib/memory/health';

const MB = 1024 * 1024;

describe('cache gauges', () => {
  it('adds up the copies of one cache (one per server bundle) and reads them when asked', () => {
    let held = 2 * MB;
    registerCacheGauge('test-a', () => ({ bytes: held, maxBytes: 8 * MB, entries: 3 }));
    registerCacheGauge('test-a', () => ({ bytes: MB, maxBytes: 8 * MB, entries: 1 }));
    registerCacheGauge('test-b', () => ({ bytes: 0, maxBytes: MB, entries: 0 }));
    expect(cacheFills()['test-a']).toEqual({ bytes: 3 * MB, maxBytes: 16 * MB, entries: 4 });
    held = 5 * MB;
    expect(cacheFills()['test-a'].bytes).toBe(6 * MB);
    expect(cacheFills()['test-b']).toEqual({ bytes: 0, maxBytes: MB, entries: 0 });
  });

  it('health reports megabytes of each cache and of the process, never what is cached', () => {
    registerCacheGauge('test-c', () => ({ bytes: 1.25 * MB, maxBytes: 4 * MB, entries: 7 }));
    const health = memoryHealth();
    expect(health.caches['test-c']).toEqual({ mb: 1.3, maxMb: 4, entries: 7 });
    expect(health.rssMb).toBeGreaterThan(health.heapUsedMb);
    expect(health.heapUsedMb).toBeGreaterThan(0);
  });
});
