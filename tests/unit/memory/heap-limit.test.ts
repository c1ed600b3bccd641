import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_MB, heapLimitArgs, semiSpaceMb } from '@/lib/memory/heap-limit.mjs';

describe('the production server heap limit', () => {
  it('caps the heap by default, leaving the young generation at V8’s own size', () => {
    expect(heapLimitArgs(undefined)).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`]);
    expect(heapLimitArgs('--enable-source-maps')).toEqual(['--max-old-space-size=256']);
  });

  it("leaves an operator's own limit alone", () => {
    expect(heapLimitArgs('--max-old-space-size=2048')).toEqual([]);
    expect(heapLimitArgs('--enable-source-maps --max-old-space-size 1024')).toEqual([]);
    expect(heapLimitArgs('--max-old-space-size=256')).toEqual([]);
  });

  it('gives a smaller heap a smaller young generation, unless the operator names one', () => {
    expect(heapLimitArgs('--max-old-space-size=192')).toEqual(['--max-semi-space-size=8']);
    expect(heapLimitArgs('--max-old-space-size 96')).toEqual(['--max-semi-space-size=4']);
    expect(heapLimitArgs('--max-old-space-size=192 --max-semi-space-size=16')).toEqual([]);
  });

  it('sizes the semi-space as a power of two within a sixteenth of the heap, at most 16 MB', () => {
    expect([4096, 512, 256, 255, 192, 128, 127, 64, 16, 8].map(semiSpaceMb)).toEqual([16, 16, 16, 8, 8, 8, 4, 4, 1, 1]);
  });
});
