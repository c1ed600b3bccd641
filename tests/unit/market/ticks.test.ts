import { describe, expect, it } from 'vitest';
import { niceTicks } from '@/lib/market/ticks';

describe('price axis ticks', () => {
  it('uses round steps that enclose the candles’ range', () => {
    const ticks = niceTicks(3994.28, 4018.29);
    expect(ticks[0]).toBeLessThanOrEqual(3994.28);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(4018.29);
    expect(ticks).toEqual([3990, 3995, 4000, 4005, 4010, 4015, 4020]);
  });

  it('handles forex-sized prices and a flat series', () => {
    expect(niceTicks(1.15238, 1.15493)).toEqual([1.152, 1.153, 1.154, 1.155]);
    expect(niceTicks(1.1524, 1.1546)).toEqual([1.152, 1.1525, 1.153, 1.1535, 1.154, 1.1545, 1.155]);
    const flat = niceTicks(100, 100);
    expect(flat[0]).toBeLessThanOrEqual(100);
    expect(flat.at(-1)).toBeGreaterThan(100);
  });
});
