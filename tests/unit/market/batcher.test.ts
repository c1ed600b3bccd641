import { describe, expect, it, vi } from 'vitest';
import { QuoteBatcher, type FetchQuotes } from '@/lib/market/batcher';
import type { SymbolRef } from '@/lib/market/keys';
import type { Quote } from '@/lib/upstream/types';

function quote(ref: SymbolRef, last: number): Quote {
  return {
    exchange: ref.exchange,
    code: ref.code,
    name: ref.code,
    decimals: 2,
    last,
    open: null,
    high: null,
    low: null,
    previousClose: null,
    change: null,
    changePercent: null,
    quotedAt: null,
  };
}

/** A fake upstream `symbol` operation that records every call. */
function fakeUpstream(opts: { delayMs?: number; unknown?: string[]; now?: () => number } = {}) {
  const calls: string[][] = [];
  let price = 100;
  let failing: Error | null = null;
  const fetchQuotes: FetchQuotes = async (entries) => {
    calls.push(entries.map((e) => `${e.exchange}|${e.code}`));
    await new Promise((r) => setTimeout(r, opts.delayMs ?? 10));
    if (failing) throw failing;
    price += 1;
    const data = entries.filter((e) => !opts.unknown?.includes(`${e.exchange}|${e.code}`)).map((e) => quote(e, price));
    return { data, fetchedAt: (opts.now ?? Date.now)(), stale: false, source: 'tokened' };
  };
  return { calls, fetchQuotes, fail: (e: Error | null) => (failing = e) };
}

const keys = (n: number, ex = 'WH') => Array.from({ length: n }, (_, i) => `${ex}|S${String(i).padStart(3, '0')}`);

describe('QuoteBatcher', () => {
  it('answers 200 concurrent readers of the same symbols with one upstream call', async () => {
    const up = fakeUpstream();
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes });
    const wanted = ['WGJS|XAU', 'WGJS|XAG', 'WH|EURUSD'];
    const results = await Promise.all(Array.from({ length: 200 }, () => batcher.quotes(wanted)));
    expect(up.calls).toHaveLength(1);
    for (const r of results) expect(r.quotes.map((q) => q.code)).toEqual(['XAU', 'XAG', 'EURUSD']);
  });

  it('fetches the union of different readers’ codes in one call and serves each its own subset', async () => {
    const up = fakeUpstream();
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes });
    const [a, b, c] = await Promise.all([
      batcher.quotes(['WGJS|XAU', 'WH|USD']),
      batcher.quotes(['WH|USD', 'GJZS|DJIA']),
      batcher.quotes(['SGE|AU9999']),
    ]);
    expect(up.calls).toEqual([['GJZS|DJIA', 'SGE|AU9999', 'WGJS|XAU', 'WH|USD']]);
    expect(a.quotes.map((q) => q.code)).toEqual(['XAU', 'USD']);
    expect(b.quotes.map((q) => q.code)).toEqual(['USD', 'DJIA']);
    expect(c.quotes.map((q) => q.code)).toEqual(['AU9999']);
  });

  it('splits a union larger than the batch size into runs of at most 50', async () => {
    const up = fakeUpstream();
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes });
    const all = keys(120);
    await Promise.all([batcher.quotes(all.slice(0, 50)), batcher.quotes(all.slice(50, 100)), batcher.quotes(all.slice(70))]);
    expect(up.calls.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(new Set(up.calls.flat()).size).toBe(120);
  });

  it('lets a reader arriving during a fetch wait for that fetch instead of starting another', async () => {
    const up = fakeUpstream({ delayMs: 40 });
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes });
    const first = batcher.quotes(['WGJS|XAU']);
    await new Promise((r) => setTimeout(r, 20));
    const second = await batcher.quotes(['WGJS|XAU']);
    expect((await first).quotes[0].last).toBe(second.quotes[0].last);
    expect(up.calls).toHaveLength(1);
  });

  it('costs one refresh per interval however many polls arrive, answering polls at once from the book', async () => {
    let clock = 1_000_000;
    const up = fakeUpstream();
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes, freshMs: 2000, now: () => clock });
    await batcher.quotes(keys(60));
    expect(up.calls).toHaveLength(2);
    for (let i = 0; i < 50; i++) await batcher.quotes(keys(60).slice(i % 10, 50 + (i % 10)));
    expect(up.calls).toHaveLength(2);
    clock += 2500;
    const polled = await Promise.all(Array.from({ length: 100 }, () => batcher.quotes(keys(60).slice(5, 55))));
    // Answered from the book while the refresh runs behind them.
    expect(polled[0].quotes[0].last).toBe(101);
    await new Promise((r) => setTimeout(r, 50));
    expect(up.calls).toHaveLength(4);
    // The refresh lands in the book (its answers take 10 ms, longer on a loaded machine), and costs nothing more.
    await vi.waitFor(async () => expect((await batcher.quotes(['WH|S010'])).quotes[0].last).toBeGreaterThan(101), { timeout: 5000 });
    expect(up.calls).toHaveLength(4);
  });

  it('folds a symbol first asked for later into the shared refresh', async () => {
    let clock = 1_000_000;
    const up = fakeUpstream();
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes, freshMs: 2000, now: () => clock });
    await batcher.quotes(['WH|USD']);
    clock += 1200;
    await batcher.quotes(['WH|EURUSD']);
    expect(up.calls).toEqual([['WH|USD'], ['WH|EURUSD']]);
    clock += 1000;
    await batcher.quotes(['WH|USD', 'WH|EURUSD']);
    await new Promise((r) => setTimeout(r, 50));
    expect(up.calls[2]).toEqual(['WH|EURUSD', 'WH|USD']);
    expect(up.calls).toHaveLength(3);
  });

  it('stops refreshing symbols nobody asked for within the watch time', async () => {
    let clock = 1_000_000;
    const up = fakeUpstream();
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes, freshMs: 2000, watchMs: 10_000, now: () => clock });
    await batcher.quotes(['WH|USD', 'WH|EURUSD']);
    clock += 9000;
    await batcher.quotes(['WH|USD']);
    clock += 3000;
    await batcher.quotes(['WH|USD']);
    await new Promise((r) => setTimeout(r, 50));
    expect(up.calls.at(-1)).toEqual(['WH|USD']);
  });

  it('lists symbols the upstream does not return as missing and does not re-ask within the interval', async () => {
    const up = fakeUpstream({ unknown: ['WH|NOPE'] });
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes });
    const r = await batcher.quotes(['WH|USD', 'WH|NOPE']);
    expect(r.quotes.map((q) => q.code)).toEqual(['USD']);
    expect(r.missing).toEqual(['WH|NOPE']);
    await batcher.quotes(['WH|NOPE']);
    expect(up.calls).toHaveLength(1);
  });

  it('serves the last good quotes marked stale when the upstream fails, and throws with nothing to serve', async () => {
    let clock = 1_000_000;
    const up = fakeUpstream({ now: () => clock });
    const batcher = new QuoteBatcher({ fetchQuotes: up.fetchQuotes, freshMs: 2000, maxAgeMs: 4000, now: () => clock });
    const good = await batcher.quotes(['WH|USD']);
    expect(good.stale).toBe(false);
    up.fail(new Error('upstream down'));
    clock += 5000;
    const kept = await batcher.quotes(['WH|USD']);
    expect(kept.stale).toBe(true);
    expect(kept.quotes[0].last).toBe(good.quotes[0].last);
    await expect(batcher.quotes(['WGJS|XAU'])).rejects.toThrow('upstream down');
    const mixed = await batcher.quotes(['WH|USD', 'WGJS|XAU']);
    expect(mixed.missing).toEqual(['WGJS|XAU']);
    expect(mixed.stale).toBe(true);
  });
  it('answers each waiting reader within its own budget while a fetch hangs: its last quote marked stale, or a timeout', async () => {
    let clock = 1_000_000;
    const up = fakeUpstream({ now: () => clock });
    let hanging = false;
    let release!: () => void;
    const hang = new Promise<void>((r) => (release = r));
    const fetchQuotes: FetchQuotes = async (entries) => {
      if (hanging) await hang;
      return up.fetchQuotes(entries);
    };
    const batcher = new QuoteBatcher({ fetchQuotes, freshMs: 2000, maxAgeMs: 4000, now: () => clock });
    const good = await batcher.quotes(['WH|USD']);
    hanging = true;
    clock += 5000;
    // Readers 40 ms apart, 200 ms each: a quote too old to serve without waiting, and a symbol never fetched.
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 40));
        const at = Date.now();
        const [old, none] = await Promise.allSettled([batcher.quotes(['WH|USD'], 200), batcher.quotes(['WGJS|XAU'], 200)]);
        return { ms: Date.now() - at, old, none };
      }),
    );
    for (const { ms, old, none } of outcomes) {
      expect(ms).toBeLessThan(200 + 400);
      expect(old).toMatchObject({ status: 'fulfilled', value: { stale: true, missing: [] } });
      expect(old.status === 'fulfilled' && old.value.quotes[0].last).toBe(good.quotes[0].last);
      expect(none).toMatchObject({ status: 'rejected', reason: { kind: 'timeout', operation: 'market.quotes' } });
    }
    // The fetch goes on for the others: once it answers, the book has it.
    release();
    await new Promise((r) => setTimeout(r, 30));
    const after = await batcher.quotes(['WH|USD', 'WGJS|XAU'], 200);
    expect(after).toMatchObject({ stale: false, missing: [] });
    expect(after.quotes).toHaveLength(2);
  });
});
