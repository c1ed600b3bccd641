import { describe, expect, it } from 'vitest';
import { memoryRows } from '../../../bench/memory.mjs';

const run = (afterWarmUp: number, samples: number[], archiveMb: { afterWarmUp: number | null; atEnd: number | null }) => ({
  afterWarmUp,
  warmedUp: 4_000,
  fillAfterWarmUp: 'views 32/32 MB, upstream 16/16 MB',
  fillAtEnd: 'views 32/32 MB, upstream 16/16 MB',
  samples,
  archiveMb,
  growth: (Math.max(...samples) - afterWarmUp) / afterWarmUp,
  notOk: 0,
  alive: true,
  seconds: 300,
});

const verdict = (rows: string[][], moment: string) => rows.find(([label]) => label.trim() === moment)?.[2] ?? '';

describe('the never-seen memory rows', () => {
  it('judge growth against 10 % and the peak against the limit, the archive apart', () => {
    const rows = memoryRows('bench server', run(450, [470, 480, 490, 495], { afterWarmUp: 150, atEnd: 152 }), 20_000, 512);
    expect(verdict(rows, 'growth over warm-up')).toMatch(/^target ≤ 10 %: met;/);
    expect(rows.find(([label]) => label.trim() === 'most resident')?.[1]).toBe('495');
    expect(verdict(rows, 'most resident')).toBe('target ≤ 512 MB: met');
    expect(verdict(rows, 'of which the embedded archive')).toBe('after warm-up 150 MB, at the end 152 MB');
  });

  it('say MISSED when memory grows past 10 % or above the limit, at warm-up too', () => {
    const grown = memoryRows('capped', run(300, [320, 340, 350, 360], { afterWarmUp: null, atEnd: null }), 20_000, 384);
    expect(verdict(grown, 'growth over warm-up')).toMatch(/^target ≤ 10 %: MISSED;/);
    expect(verdict(grown, 'of which the embedded archive')).toBe('after warm-up not reported, at the end not reported');
    const high = memoryRows('capped', run(400, [380, 385, 390, 395], { afterWarmUp: 140, atEnd: 140 }), 20_000, 384);
    expect(verdict(high, 'most resident')).toBe('target ≤ 384 MB: MISSED');
  });
});
