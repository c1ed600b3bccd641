import { describe, expect, it } from 'vitest';
import { defaultUpstreamCacheBytes, defaultViewCacheBytes, heapShareBytes } from '@/lib/memory/heap-share.mjs';

const MB = 1024 * 1024;

describe('cache bounds scaled to the heap limit', () => {
  it('keeps the documented caps on a roomy heap', () => {
    expect(defaultUpstreamCacheBytes(4096 * MB)).toBe(16 * MB);
    expect(defaultViewCacheBytes(4096 * MB)).toBe(16 * MB);
  });

  it('gives a small heap (--max-old-space-size=192) a small share', () => {
    // V8's heap_size_limit for 192 MB of old space is about 240 MB with the young generation.
    expect(defaultUpstreamCacheBytes(120 * MB)).toBe(15 * MB);
    expect(defaultUpstreamCacheBytes(240 * MB)).toBe(16 * MB);
    expect(defaultViewCacheBytes(240 * MB)).toBe(7.5 * MB);
    expect(defaultUpstreamCacheBytes(240 * MB) + defaultViewCacheBytes(240 * MB)).toBeLessThan(240 * MB * 0.2);
  });

  it('never goes below one megabyte', () => {
    expect(heapShareBytes(1 / 8, 64, 2 * MB)).toBe(MB);
  });

  it('reads this process heap limit by default', () => {
    const share = defaultUpstreamCacheBytes();
    expect(share).toBeGreaterThanOrEqual(MB);
    expect(share).toBeLessThanOrEqual(16 * MB);
  });
});
