import { describe, expect, it } from 'vitest';
import { busiestSecond, maxPerSecond } from '../../../bench/upstream-arrivals.mjs';

describe('the busiest second of upstream arrivals', () => {
  it('counts the most arrivals in any sliding second and says when that second began', () => {
    const times = [0, 100, 1500, 1600, 1700, 2400, 2499, 4000];
    expect(busiestSecond(times)).toEqual({ count: 5, at: 1500 });
    expect(maxPerSecond([...times].reverse())).toBe(5);
  });

  it('has no second without arrivals', () => {
    expect(busiestSecond([])).toEqual({ count: 0, at: NaN });
  });
});
