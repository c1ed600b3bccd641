import { describe, expect, it } from 'vitest';
import { surpriseDistribution } from '@/lib/indicator/surprise-bins';
import type { SurpriseSource } from '@/lib/release/surprise';

const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i, 13, 30)).toISOString();
const row = (i: number, surprise: number, firstActual?: number): SurpriseSource => ({
  publishedAt: day(i),
  forecast: '100',
  actual: String(100 + surprise),
  firstActual: firstActual === undefined ? null : String(100 + firstActual),
});

describe('where the latest surprise sits among the earlier ones', () => {
  it('bins the earlier surprises by half σ, marks the latest and says how many were smaller', () => {
    const earlier = [-2, -1, 0, 1, 2, -2, -1, 0, 1, 2].map((s, i) => row(i, s));
    const d = surpriseDistribution([...earlier, row(20, 3)]);
    expect(d.kind).toBe('scored');
    if (d.kind !== 'scored') return;
    const sigma = Math.sqrt(20 / 9);
    expect(d.z).toBeCloseTo(3 / sigma, 9);
    expect(d.n).toBe(10);
    expect(d.bins).toHaveLength(12);
    expect(d.bins.reduce((a, b) => a + b.count, 0)).toBe(10);
    // 0 → the bin from 0σ; ±1 → ±0.67σ; ±2 → ±1.34σ.
    expect(d.bins.find((b) => b.from === 0)?.count).toBe(2);
    expect(d.bins.find((b) => b.from === 0.5)?.count).toBe(2);
    expect(d.bins.find((b) => b.from === -1)?.count).toBe(2);
    expect(d.bins.find((b) => b.from === 1)?.count).toBe(2);
    expect(d.latestBin).toBe(10);
    expect(d.smallerShare).toBe(100);
  });

  it('beyond ±3σ falls in the end bins; the latest is the first published actual', () => {
    const earlier = [-1, 1, -1, 1, -1, 1, -1, 1].map((s, i) => row(i, s));
    const d = surpriseDistribution([...earlier, row(9, 50, -40)]);
    expect(d.kind === 'scored' && [d.latestBin, d.z < -3]).toEqual([0, true]);
  });

  it('says why there is no score: too few earlier, no spread, nothing at all', () => {
    expect(surpriseDistribution([row(0, 1), row(1, 2), row(2, 3)])).toMatchObject({ kind: 'unscored', why: 'few', n: 2 });
    expect(surpriseDistribution(Array.from({ length: 10 }, (_, i) => row(i, 0.5)))).toMatchObject({ kind: 'unscored', why: 'flat', n: 9 });
    expect(surpriseDistribution([{ publishedAt: day(0), forecast: null, actual: '1', firstActual: null }])).toEqual({ kind: 'none' });
  });
});
