import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/archive/db';
import { migrate } from '@/lib/archive/migrations';
import { createPacer } from '@/lib/archive/pacer';
import { createReactionRecorder, type ReactionRecorder, type RecorderDeps } from '@/lib/archive/reaction-recorder';
import { MARKS, POINTS } from '@/lib/archive/reactions';
import { readReactions } from '@/lib/archive/reactions-store';
import { storeReleases } from '@/lib/archive/store';
import type { LinkedSymbol } from '@/lib/market/release-symbols';
import type { Candle } from '@/lib/upstream/types';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const MIN = 60_000;
const nfp = release({ publishedAt: '2026-11-06T13:30:00.000Z' });
const T = Date.parse(nfp.publishedAt);
const XAU: LinkedSymbol = { exchange: 'WGJS', code: 'XAU', key: 'WGJS:XAU', sign: 1 };
const USD: LinkedSymbol = { exchange: 'WH', code: 'USD', key: 'WH:USD', sign: 1 };

/** One-minute candles up to `until` (those still open excluded by the reader), closing at 100 + minutes from the release. */
function candlesUntil(until: number, skip: (minute: number) => boolean = () => false): Candle[] {
  const out: Candle[] = [];
  for (let start = T - 30 * MIN; start < until; start += MIN) {
    const m = (start - T) / MIN;
    if (!skip(m)) out.push({ at: new Date(start).toISOString(), open: 0, high: 0, low: 0, close: 100 + m });
  }
  return out;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const running: ReactionRecorder[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
});

function recorder(db: Db, clock: { now: number }, over: Partial<RecorderDeps> = {}) {
  const calls: { symbol: string; at: number }[] = [];
  const r = createReactionRecorder({
    db: async () => db,
    leads: () => true,
    pacer: createPacer({ ratePerS: 1000, readersBusy: () => 0 }),
    linkedSymbols: () => [XAU, USD],
    fetchCandles: async (exchange, code) => {
      calls.push({ symbol: `${exchange}:${code}`, at: clock.now });
      return { data: candlesUntil(clock.now), fetchedAt: clock.now, stale: false, source: 'tokened' };
    },
    refreshToday: async () => undefined,
    now: () => clock.now,
    settleMs: 30_000,
    tickMs: 10,
    log: () => undefined,
    ...over,
  });
  running.push(r);
  return { r, calls };
}

describe.each(backends())('reaction recorder on $name', (backend) => {
  it('reads each mark once it has passed, one K-line answer per symbol and mark, and stores the closes', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', [nfp], new Date(T), 'Asia/Shanghai');
    const clock = { now: T + 2 * MIN };
    const { r, calls } = recorder(db, clock);
    r.start();
    await new Promise((res) => setTimeout(res, 100));
    // Before +5 (and its settling) nothing is due: "before" is read from the first mark's answer.
    expect(calls).toEqual([]);
    for (const [at, n] of [[T + 5.5 * MIN, 2], [T + 16 * MIN, 4], [T + 61 * MIN, 6]] as const) {
      clock.now = at;
      await until(() => calls.length >= n, `${n} calls`);
    }
    clock.now = T + 120 * MIN;
    await new Promise((res) => setTimeout(res, 100));
    // Two symbols × three marks — never more (at most linked symbols × marks per release).
    expect(calls).toHaveLength(6);
    expect(calls.slice(0, 2).map((c) => c.symbol)).toEqual(['WGJS:XAU', 'WH:USD']);
    const [row] = await readReactions(db, 'api', nfp.indicatorId, 'WGJS:XAU');
    expect(row.prices).toEqual({ 0: 99, 5: 104, 15: 114, 60: 159 });
    expect(r.status()).toMatchObject({ reads: 8, gaps: 0, candleCalls: 6, watching: 1 });
  });

  it('asks at most linked symbols × marks K-line answers per release while its clock runs through the hour in 30 s steps', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const later = release({ id: 'r-later', publishedAt: new Date(T + 20 * MIN).toISOString() });
    await storeReleases(db, 'api', [nfp, later], new Date(T), 'Asia/Shanghai');
    const EUR: LinkedSymbol = { exchange: 'WH', code: 'EURUSD', key: 'WH:EURUSD', sign: -1 };
    const links = [XAU, USD, EUR];
    const clock = { now: T - MIN };
    const { r, calls } = recorder(db, clock, { linkedSymbols: () => links });
    r.start();
    for (; clock.now < T + 90 * MIN; clock.now += 30_000) await new Promise((res) => setTimeout(res, 15));
    await until(() => r.status().reads === 2 * links.length * POINTS.length, 'every point of both releases');
    // Two releases 20 minutes apart share no mark: each asks once per symbol and mark at most.
    expect(calls.length).toBeLessThanOrEqual(2 * links.length * MARKS.length);
    for (const l of links) expect(calls.filter((c) => c.symbol === l.key).length).toBeLessThanOrEqual(2 * MARKS.length);
    // Nothing is asked before the first mark has passed.
    expect(calls.every((c) => c.at >= T + 5 * MIN)).toBe(true);
  });

  it('stores a gap where the answer holds no candle, and reads all passed marks from one answer when it comes late', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', [nfp], new Date(T), 'Asia/Shanghai');
    const clock = { now: T + 70 * MIN };
    const { r, calls } = recorder(db, clock, {
      linkedSymbols: () => [XAU],
      fetchCandles: async (exchange, code) => {
        calls.push({ symbol: `${exchange}:${code}`, at: clock.now });
        // The answer lacks the minutes around +15.
        return { data: candlesUntil(clock.now, (m) => m >= 10 && m <= 14), fetchedAt: clock.now, stale: false, source: 'tokened' };
      },
    });
    r.start();
    await until(() => r.status().reads === 4, 'four reads');
    expect(calls).toHaveLength(1);
    const [row] = await readReactions(db, 'api', nfp.indicatorId, 'WGJS:XAU');
    expect(row.prices).toEqual({ 0: 99, 5: 104, 15: null, 60: 159 });
    expect(r.status().gaps).toBe(1);
  });

  it('does not read a mark from a copy cached before it passed; pauses on an upstream error and says so', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', [nfp], new Date(T), 'Asia/Shanghai');
    const clock = { now: T + 6 * MIN };
    let fail = true;
    const { r, calls } = recorder(db, clock, {
      linkedSymbols: () => [XAU],
      fetchCandles: async () => {
        calls.push({ symbol: 'WGJS:XAU', at: clock.now });
        if (fail) throw new Error('HTTP 503');
        // A copy fetched at +4: +5 is not in it.
        return { data: candlesUntil(T + 4 * MIN), fetchedAt: T + 4 * MIN, stale: false, source: 'tokened' };
      },
    });
    r.start();
    await until(() => r.status().lastError !== null, 'the error');
    expect(r.status().lastError?.message).toMatch(/K-lines WGJS:XAU: HTTP 503/);
    fail = false;
    await until(() => r.status().reads === 1, 'the read before');
    const [row] = await readReactions(db, 'api', nfp.indicatorId, 'WGJS:XAU');
    expect(row.prices).toEqual({ 0: 99 });
  });

  it('records nothing on an instance that is not the leader', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', [nfp], new Date(T), 'Asia/Shanghai');
    let refreshed = 0;
    const { r, calls } = recorder(db, { now: T + 70 * MIN }, { leads: () => false, refreshToday: async () => void refreshed++ });
    r.start();
    await new Promise((res) => setTimeout(res, 150));
    expect(calls).toEqual([]);
    expect(refreshed).toBe(0);
    expect(r.status().state).toBe('following');
  });

  it('reads a release older than its window in its sweep: one K-line answer per symbol, every point, and says so in its status', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeReleases(db, 'api', [nfp], new Date(T), 'Asia/Shanghai');
    const clock = { now: T + 5 * 60 * MIN };
    const { r, calls } = recorder(db, clock, {
      lookbackMs: 3 * 60 * MIN,
      // K-lines reaching back past the release (candlesUntil starts 30 minutes before it).
      fetchCandles: async (exchange, code) => {
        calls.push({ symbol: `${exchange}:${code}`, at: clock.now });
        return { data: candlesUntil(clock.now), fetchedAt: clock.now, stale: false, source: 'tokened' };
      },
    });
    r.start();
    await until(() => r.status().reads === 8, 'both symbols read');
    expect(r.status().watching).toBe(0);
    expect(calls.map((c) => c.symbol).sort()).toEqual(['WGJS:XAU', 'WH:USD']);
    const [row] = await readReactions(db, 'api', nfp.indicatorId, 'WGJS:XAU');
    expect(row.prices).toEqual({ 0: 99, 5: 104, 15: 114, 60: 159 });
    await until(() => r.status().sweep.passes >= 1, 'the pass over');
    expect(r.status().sweep).toMatchObject({ sweeping: false });
    // Nothing is asked twice within the hour before the next pass.
    await new Promise((res) => setTimeout(res, 100));
    expect(calls).toHaveLength(2);
  });
});
