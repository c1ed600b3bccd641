import { describe, expect, it } from 'vitest';
import { releasesBeyondKlines } from '@/lib/archive/kline-depth';
import { migrate } from '@/lib/archive/migrations';
import { createReactionSweep, type SweepDeps } from '@/lib/archive/reaction-sweep';
import { readReactions } from '@/lib/archive/reactions-store';
import { markDayArchived, storeReleases } from '@/lib/archive/store';
import type { LinkedSymbol } from '@/lib/market/release-symbols';
import type { Candle } from '@/lib/upstream/types';
import type { Db } from '@/lib/archive/db';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const LOOKBACK = 3 * 60 * MIN;
const XAU: LinkedSymbol = { exchange: 'WGJS', code: 'XAU', key: 'WGJS:XAU', sign: 1 };
const USD: LinkedSymbol = { exchange: 'WH', code: 'USD', key: 'WH:USD', sign: 1 };

/** One-minute candles from `from` up to now, closing at the minute's number since `from`. */
function candlesFrom(from: number, until = NOW): Candle[] {
  const out: Candle[] = [];
  for (let start = from, i = 0; start < until; start += MIN, i++) out.push({ at: new Date(start).toISOString(), open: 0, high: 0, low: 0, close: 1000 + i });
  return out;
}

/** Releases of one indicator, `hoursAgo` each (before now). */
const releasesAt = (hoursAgo: number[]) =>
  hoursAgo.map((h, i) => release({ id: `r${i}`, publishedAt: new Date(NOW - h * 60 * MIN).toISOString() }));

function sweepOf(db: Db, depthFrom: number, over: Partial<SweepDeps> = {}) {
  const calls: string[] = [];
  const clock = { now: NOW };
  const sweep = createReactionSweep({
    linkedSymbols: () => [XAU, USD],
    fetchCandles: async (link) => {
      calls.push(link.key);
      return { data: candlesFrom(depthFrom), fetchedAt: clock.now, stale: false, source: 'tokened' };
    },
    now: () => clock.now,
    lookbackMs: LOOKBACK,
    ...over,
  });
  /** Steps until the pass ends (or `max` steps). */
  const runPass = async (max = 50) => {
    let steps = 0;
    do {
      await sweep.step(db);
      steps++;
    } while (sweep.status().sweeping && steps < max);
    return steps;
  };
  return { sweep, calls, clock, runPass };
}

describe.each(backends())('older releases swept on $name', (backend) => {
  it('reads every release the K-lines still reach from one answer per symbol, and asks nothing again once all are read', async () => {
    const { db } = await backend.open();
    await migrate(db);
    // Four releases 4 to 30 hours old; the K-lines reach back two days.
    await storeReleases(db, 'api', releasesAt([4, 8, 20, 30]), new Date(NOW), 'Asia/Shanghai');
    const { sweep, calls, clock, runPass } = sweepOf(db, NOW - 2 * DAY);
    await runPass();
    expect(calls.sort()).toEqual(['WGJS:XAU', 'WH:USD']);
    const rows = await readReactions(db, 'api', release().indicatorId, 'WGJS:XAU');
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const minute = (Date.parse(row.publishedAt) - (NOW - 2 * DAY)) / MIN;
      // The close of the candle ending at each instant: the candle that started a minute before it.
      expect(row.prices).toEqual({ 0: 1000 + minute - 1, 5: 1000 + minute + 4, 15: 1000 + minute + 14, 60: 1000 + minute + 59 });
    }
    expect(sweep.status()).toMatchObject({ sweeping: false, passes: 1, calls: 2 });
    expect(Object.fromEntries(sweep.callsBySymbol())).toEqual({ 'WGJS:XAU': 1, 'WH:USD': 1 });
    // The next pass (an hour later) finds nothing left to read: no call.
    clock.now += 61 * MIN;
    await runPass();
    expect(calls).toHaveLength(2);
    expect(sweep.status().passes).toBe(2);
  });

  it('stores no rows for releases the K-lines do not reach, remembers their depth, and counts those releases for the page', async () => {
    const { db } = await backend.open();
    await migrate(db);
    // K-lines reach back two hours (as in the simulator): releases of 5 hours, 3 days and a year ago are out of reach.
    await storeReleases(db, 'api', releasesAt([5, 72, 365 * 24]), new Date(NOW), 'Asia/Shanghai');
    const { calls, runPass } = sweepOf(db, NOW - 2 * 60 * MIN);
    const steps = await runPass();
    expect(calls.sort()).toEqual(['WGJS:XAU', 'WH:USD']);
    // The pass ended after its first span: the year-old release was never walked to.
    expect(steps).toBe(1);
    expect(await readReactions(db, 'api', release().indicatorId, 'WGJS:XAU')).toEqual([]);
    expect(await releasesBeyondKlines(db, release().indicatorId, 'WGJS:XAU')).toEqual({
      releases: 3,
      klinesFrom: new Date(NOW - 2 * 60 * MIN + MIN).toISOString(),
    });
    expect(await releasesBeyondKlines(db, release().indicatorId, 'WH:EURUSD')).toBeNull();
  });

  it('reads what a partly reached release has: a gap before it, its marks after', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const [r] = releasesAt([4]);
    await storeReleases(db, 'api', [r], new Date(NOW), 'Asia/Shanghai');
    // The first candle starts 10 minutes after the release: "before" and +5 have no candle, +15 and +60 do.
    const from = Date.parse(r.publishedAt) + 10 * MIN;
    const { runPass } = sweepOf(db, from, { linkedSymbols: () => [XAU] });
    await runPass();
    const [row] = await readReactions(db, 'api', r.indicatorId, 'WGJS:XAU');
    expect(row.prices).toEqual({ 0: null, 5: null, 15: 1000 + 4, 60: 1000 + 49 });
    expect(await releasesBeyondKlines(db, r.indicatorId, 'WGJS:XAU')).toMatchObject({ releases: 0 });
  });

  it('an upstream failure rejects the step; the next step asks again from the same span', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', releasesAt([6]), new Date(NOW), 'Asia/Shanghai');
    let fail = true;
    const { sweep, runPass } = sweepOf(db, NOW - DAY, {
      linkedSymbols: () => [XAU],
      fetchCandles: async () => {
        if (fail) throw new Error('HTTP 503');
        return { data: candlesFrom(NOW - DAY), fetchedAt: NOW, stale: false, source: 'tokened' };
      },
    });
    await expect(sweep.step(db)).rejects.toThrow('HTTP 503');
    fail = false;
    await runPass();
    expect(await readReactions(db, 'api', release().indicatorId, 'WGJS:XAU')).toHaveLength(1);
  });

  it('walks again sooner when the archive gained days (the backfill), else an hour after the last pass', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', releasesAt([5]), new Date(NOW), 'Asia/Shanghai');
    const { sweep, calls, clock, runPass } = sweepOf(db, NOW - 3 * DAY, { linkedSymbols: () => [XAU] });
    await runPass();
    expect(calls).toHaveLength(1);
    // A day backfilled meanwhile brings an older release: read two minutes later, not an hour.
    await storeReleases(db, 'api', [release({ id: 'backfilled', publishedAt: new Date(NOW - 2 * DAY).toISOString() })], new Date(NOW), 'Asia/Shanghai');
    clock.now += 2 * MIN;
    expect(await sweep.step(db)).toBe(false);
    await markDayArchived(db, 'api', '2026-11-18', 1, new Date(clock.now));
    await runPass();
    expect(sweep.status().passes).toBe(2);
    expect(await readReactions(db, 'api', release().indicatorId, 'WGJS:XAU')).toHaveLength(2);
  });

  it('leaves the watched window to the recorder: a release younger than the lookback is not swept', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', releasesAt([1]), new Date(NOW), 'Asia/Shanghai');
    const { calls, runPass } = sweepOf(db, NOW - DAY);
    await runPass();
    expect(calls).toEqual([]);
  });
});
