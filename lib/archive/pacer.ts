import { sleepUnless } from './sleep';

/**
 * The archive's upstream budget: `ratePerS` calls per second for everything
 * the archive's leader asks (the backfill's days, the reaction recorder's
 * K-lines), one turn at a time, each after readers' calls in flight are done
 * (at most `readerWaitMaxMs` behind them: a server that never idles still
 * makes progress, slowly).
 */
export interface Pacer {
  /** Resolves when the caller may make one upstream call (at once when `signal` aborts). */
  turn(signal?: AbortSignal): Promise<void>;
  readonly ratePerS: number;
}

export function createPacer(opts: { ratePerS: number; readersBusy: () => number; now?: () => number; readerWaitMaxMs?: number }): Pacer {
  const now = opts.now ?? Date.now;
  const interval = opts.ratePerS > 0 ? 1000 / opts.ratePerS : Infinity;
  const readerWaitMax = opts.readerWaitMaxMs ?? 5000;
  let lastCall = -Infinity;
  let queue: Promise<void> = Promise.resolve();

  async function wait(signal?: AbortSignal): Promise<void> {
    const waitUntil = now() + readerWaitMax;
    while (opts.readersBusy() > 0 && now() < waitUntil && !signal?.aborted) await sleepUnless(signal, 50);
    const gap = lastCall + interval - now();
    if (gap > 0) await sleepUnless(signal, gap);
    lastCall = now();
  }

  return {
    ratePerS: opts.ratePerS,
    turn(signal) {
      // One turn at a time: two callers never share a slot.
      const mine = queue.then(() => wait(signal));
      queue = mine.catch(() => undefined);
      return mine;
    },
  };
}
