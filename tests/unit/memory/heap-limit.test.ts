import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_MB, heapLimitArgs } from '@/lib/memory/heap-limit.mjs';

describe('the production server heap limit', () => {
  it('caps the heap by default', () => {
    expect(heapLimitArgs(undefined)).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`]);
    expect(heapLimitArgs('--enable-source-maps')).toEqual(['--max-old-space-size=256']);
  });

  it("leaves an operator's own limit alone", () => {
    expect(heapLimitArgs('--max-old-space-size=2048')).toEqual([]);
    expect(heapLimitArgs('--enable-source-maps --max-old-space-size 1024')).toEqual([]);
  });
});
