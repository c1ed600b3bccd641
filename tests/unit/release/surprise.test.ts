import { describe, expect, it } from 'vitest';
import { bySurprise, formatZ, MIN_PAST, releaseSurprise, surpriseHistory, surpriseScore, surpriseValue, type SurpriseSource } from '@/lib/release/surprise';

const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + i, 13, 30)).toISOString();
const source = (i: number, actual: string | null, forecast: string | null, firstActual: string | null = null): SurpriseSource => ({ publishedAt: day(i), actual, forecast, firstActual });

/** Surprises −2, −1, 0, 1, 2, −2, −1, 0, 1, 2 (σ = √(20/9) ≈ 1.4907). */
const past = [-2, -1, 0, 1, 2, -2, -1, 0, 1, 2].map((s, i) => source(i, String(100 + s), '100'));
const SIGMA = Math.sqrt(20 / 9);

describe('surprise scores against the indicator\'s own history', () => {
  it('z is the surprise over the sample standard deviation of the earlier surprises', () => {
    const h = surpriseHistory(past);
    const score = surpriseScore(3, day(20), h);
    expect(score).toMatchObject({ n: 10 });
    expect(score?.z).toBeCloseTo(3 / SIGMA, 9);
    // The sign is the sign of actual − forecast.
    expect(surpriseScore(-3, day(20), h)?.z).toBeCloseTo(-3 / SIGMA, 9);
  });

  it('counts only surprises published before the release, never itself or later ones', () => {
    const h = surpriseHistory(past);
    expect(surpriseScore(1, day(9), h)).toEqual({ z: expect.any(Number), n: 9 });
    expect(surpriseScore(1, day(MIN_PAST - 1), h)).toEqual({ z: null, n: MIN_PAST - 1, why: 'few' });
    expect(surpriseScore(1, day(MIN_PAST), h)).toMatchObject({ n: MIN_PAST });
  });

  it('no score without spread: all earlier surprises equal', () => {
    const flat = surpriseHistory(Array.from({ length: 12 }, (_, i) => source(i, '5.1', '5.0')));
    expect(surpriseScore(0.3, day(30), flat)).toEqual({ z: null, n: 12, why: 'flat' });
  });

  it('reads the first published actual, skips rows without numeric values, and no surprise is no score', () => {
    const h = surpriseHistory([source(0, '9.9', '1.0', '1.5'), source(1, null, '1.0'), source(2, 'n/a', '1.0'), source(3, '2.0', null)]);
    expect(h.values).toEqual([0.5]);
    expect(surpriseScore(null, day(9), h)).toBeNull();
    expect(surpriseValue('1,250', '1,200')).toBe(50);
    expect(surpriseValue('4.3%', '4.1%')).toBeCloseTo(0.2, 12);
  });

  it('a release already in the archive is scored by its first actual; otherwise by its row', () => {
    const h = surpriseHistory([...past, source(20, '109', '100', '103')]);
    expect(releaseSurprise({ publishedAt: day(20), actual: '109', forecast: '100' }, h)).toBe(3);
    expect(releaseSurprise({ publishedAt: day(21), actual: '104', forecast: '100' }, h)).toBe(4);
    expect(releaseSurprise({ publishedAt: day(21), actual: '104', forecast: '100' }, undefined)).toBe(4);
  });

  it('writes the figure signed with one decimal, and ranks rows by its size', () => {
    expect([formatZ(1.84), formatZ(-0.44), formatZ(0.04), formatZ(-0.04)]).toEqual(['+1.8', '−0.4', '0.0', '0.0']);
    const rows = [{ id: 'a', s: { z: 0.5, n: 9 } }, { id: 'b', s: null }, { id: 'c', s: { z: -2.1, n: 9 } }, { id: 'd', s: { z: null, n: 3, why: 'few' as const } }, { id: 'e', s: { z: 1, n: 9 } }];
    expect(bySurprise(rows, (r) => r.s).map((r) => r.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  });
});
