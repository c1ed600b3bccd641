import { describe, expect, it } from 'vitest';
import { createPacer } from '@/lib/archive/pacer';

describe('the archive’s upstream budget', () => {
  it('two users of one pacer (backfill and reaction recorder) share its rate: turns never closer than 1/rate', async () => {
    const pacer = createPacer({ ratePerS: 50, readersBusy: () => 0 });
    const turns: number[] = [];
    const user = async () => {
      for (let i = 0; i < 6; i++) {
        await pacer.turn();
        turns.push(performance.now());
      }
    };
    await Promise.all([user(), user()]);
    turns.sort((a, b) => a - b);
    const gaps = turns.slice(1).map((t, i) => t - turns[i]);
    // 50/s in total: 20 ms apart, not 10, less the pacer's whole-millisecond clock (Date.now) and a
    // timer that may fire up to a millisecond early against performance.now: 18.4 ms was seen.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(18);
  });

  it('waits while readers have upstream calls in flight, at most readerWaitMaxMs', async () => {
    let busy = 1;
    const pacer = createPacer({ ratePerS: 1000, readersBusy: () => busy, readerWaitMaxMs: 300 });
    const started = performance.now();
    await pacer.turn();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    busy = 0;
    const next = performance.now();
    await pacer.turn();
    expect(performance.now() - next).toBeLessThan(100);
  });

  it('gives the turn at once when its caller is stopping', async () => {
    const pacer = createPacer({ ratePerS: 0.1, readersBusy: () => 0 });
    await pacer.turn();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    await pacer.turn(controller.signal);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
