import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventId, type ReleaseEvent } from '@/lib/delivery/events';
import { createReleaseWatcher, DUE_TICK_MS, KEPT_EVENTS, QUIET_TICK_MS, WATCH_AHEAD_MS, WATCH_BACK_MS } from '@/lib/delivery/watcher';
import type { Release } from '@/lib/upstream/types';
import { release } from '../support/archive-fixtures';

/** The release's time: the clock starts a minute before it, so the watcher looks at its quiet pace. */
const P = Date.parse('2026-11-06T13:30:00.000Z');
const pending = release({ actual: null, released: false });
const out = release({ actual: '175', released: true });
const later = release({ id: '2002', title: 'U.S. CPI', actual: null, released: false, publishedAt: '2026-11-06T15:00:00.000Z' });

/** A watcher reading `upstream.list` (null: a failed read; an Error: a thrown one), on the fake clock. */
function setup(first: Release[] | null = [pending]) {
  const upstream: { list: Release[] | null | Error } = { list: first };
  const load = vi.fn(async () => {
    if (upstream.list instanceof Error) throw upstream.list;
    return upstream.list;
  });
  const watcher = createReleaseWatcher({ locale: 'en', load, now: () => Date.now() });
  const events: ReleaseEvent[] = [];
  return { upstream, load, watcher, events, listener: (e: ReleaseEvent) => events.push(e) };
}

/** Lets the clock run `ms`, the looks it starts settling on the way. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: P - 60_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createReleaseWatcher', () => {
  it('reads nothing until someone listens; the first look is a baseline, later looks tell what changed', async () => {
    const alreadyOut = release({ id: '3003', title: 'U.S. jobless rate', actual: '4.1', released: true });
    const { upstream, load, watcher, events, listener } = setup([pending, alreadyOut]);
    await pass(60_000);
    expect(load).not.toHaveBeenCalled();
    vi.setSystemTime(P - 60_000);
    watcher.listen(listener);
    await watcher.ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith('en', P - 60_000);
    // Everything on the schedule is known, and nothing was told.
    expect(events).toEqual([]);
    expect(watcher.releases()).toEqual([pending, alreadyOut]);

    upstream.list = [pending, later];
    await pass(QUIET_TICK_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(events.map((e) => [e.kind, e.release.id])).toEqual([['scheduled', '2002']]);
    expect(events[0]).toMatchObject({ id: eventId('scheduled', later), at: new Date(P - 60_000 + QUIET_TICK_MS).toISOString() });

    upstream.list = [out, later];
    await pass(QUIET_TICK_MS);
    expect(events.map((e) => [e.kind, e.release.id])).toEqual([['scheduled', '2002'], ['actual', '1001']]);
    // The same look again tells nothing more.
    await pass(QUIET_TICK_MS);
    expect(events).toHaveLength(2);
    expect(watcher.status()).toMatchObject({ listeners: 1, looks: 4, failures: 0, kept: 2 });
    watcher.stop();
  });

  it('keeps the releases by time, and only those of the window (6 hours back, 24 ahead)', async () => {
    const now = P - 60_000;
    const tooOld = release({ id: '4', actual: '1', publishedAt: new Date(now - WATCH_BACK_MS - 1000).toISOString() });
    const tooFar = release({ id: '5', actual: null, released: false, publishedAt: new Date(now + WATCH_AHEAD_MS + 1000).toISOString() });
    const edge = release({ id: '6', actual: null, released: false, publishedAt: new Date(now + WATCH_AHEAD_MS).toISOString() });
    const { watcher, listener } = setup([later, tooOld, pending, tooFar, edge]);
    watcher.listen(listener);
    await watcher.ready();
    expect(watcher.releases().map((r) => r.id)).toEqual(['1001', '2002', '6']);
    watcher.stop();
  });

  /** When each look read, relative to the release's time. */
  const lookTimes = (load: ReturnType<typeof setup>['load']) => load.mock.calls.map((call) => (call as unknown as [string, number])[1] - P);

  it('looks every 5 s while nothing is due, every 500 ms from a second before a pending release until it is out', async () => {
    // 62 s ahead: the quiet looks fall 2 s before its time and 3 s after; the look comes when it is due instead.
    vi.setSystemTime(P - 62_000);
    const { upstream, load, watcher, listener } = setup();
    watcher.listen(listener);
    await watcher.ready();
    await pass(62_000 + 2 * DUE_TICK_MS);
    const quiet = Array.from({ length: 13 }, (_, i) => -62_000 + i * QUIET_TICK_MS);
    expect(lookTimes(load)).toEqual([...quiet, -1000, -500, 0, 500, 1000]);
    // Out: the quiet pace again.
    upstream.list = [out];
    await pass(DUE_TICK_MS);
    await pass(2 * QUIET_TICK_MS);
    expect(lookTimes(load).slice(-3)).toEqual([1500, 1500 + QUIET_TICK_MS, 1500 + 2 * QUIET_TICK_MS]);
    watcher.stop();
  });

  it('a release still pending a quarter of an hour after its time is no longer due', async () => {
    vi.setSystemTime(P + 15 * 60_000);
    const { load, watcher, listener } = setup();
    watcher.listen(listener);
    await watcher.ready();
    await pass(2 * QUIET_TICK_MS);
    expect(lookTimes(load)).toEqual([15 * 60_000, 15 * 60_000 + QUIET_TICK_MS, 15 * 60_000 + 2 * QUIET_TICK_MS]);
    watcher.stop();
  });

  it.each([
    ['answers null', null],
    ['throws', new Error('upstream down')],
  ])('a read that %s keeps the snapshot: nothing is told, and the next good read is compared with the last good one', async (_, failure) => {
    const { upstream, watcher, events, listener } = setup();
    watcher.listen(listener);
    await watcher.ready();
    upstream.list = failure;
    await pass(QUIET_TICK_MS);
    expect(events).toEqual([]);
    expect(watcher.releases()).toEqual([pending]);
    expect(watcher.status()).toMatchObject({ looks: 2, failures: 1, releases: 1 });
    // Released meanwhile: told as the actual, not swallowed by a new baseline.
    upstream.list = [out];
    await pass(QUIET_TICK_MS);
    expect(events.map((e) => e.kind)).toEqual(['actual']);
    watcher.stop();
  });

  it('a first read that fails is no baseline: ready waits for a good one, which is', async () => {
    const { upstream, watcher, events, listener } = setup(null);
    watcher.listen(listener);
    let ready = false;
    void watcher.ready().then(() => (ready = true));
    await pass(0);
    expect(ready).toBe(false);
    upstream.list = new Error('still down');
    await pass(QUIET_TICK_MS);
    expect(ready).toBe(false);
    upstream.list = [pending];
    await pass(QUIET_TICK_MS);
    expect(ready).toBe(true);
    expect(events).toEqual([]);
    expect(watcher.status()).toMatchObject({ looks: 3, failures: 2, releases: 1 });
    watcher.stop();
  });

  it('keeps a release that vanishes for a look, and tells its actual when it comes back out', async () => {
    const { upstream, watcher, events, listener } = setup([pending, later]);
    watcher.listen(listener);
    await watcher.ready();
    upstream.list = [later];
    await pass(QUIET_TICK_MS);
    expect(events).toEqual([]);
    expect(watcher.releases().map((r) => r.id)).toEqual(['1001', '2002']);
    upstream.list = [out, later];
    await pass(QUIET_TICK_MS);
    expect(events.map((e) => [e.kind, e.release.id])).toEqual([['actual', '1001']]);
    watcher.stop();
  });

  it('drops the old time of a pending release moved to another, and tells the new one as scheduled', async () => {
    const { upstream, watcher, events, listener } = setup([pending, later]);
    watcher.listen(listener);
    await watcher.ready();
    const moved = { ...pending, publishedAt: '2026-11-06T14:30:00.000Z' };
    upstream.list = [moved, later];
    await pass(QUIET_TICK_MS);
    expect(events.map((e) => [e.kind, e.release.publishedAt])).toEqual([['scheduled', moved.publishedAt]]);
    expect(watcher.releases().map((r) => r.publishedAt)).toEqual([moved.publishedAt, later.publishedAt]);
    watcher.stop();
  });

  it('since(id) gives the events kept after that one, or null for an id it does not keep', async () => {
    const { upstream, watcher, events, listener } = setup();
    watcher.listen(listener);
    await watcher.ready();
    upstream.list = [pending, later];
    await pass(QUIET_TICK_MS);
    upstream.list = [out, later];
    await pass(QUIET_TICK_MS);
    const [scheduled, actual] = events;
    expect(watcher.since(scheduled.id)).toEqual([actual]);
    expect(watcher.since(actual.id)).toEqual([]);
    expect(watcher.since('not-one-of-ours')).toBeNull();
    // A release of the baseline was never an event: its scheduled id is not kept.
    expect(watcher.since(eventId('scheduled', pending))).toBeNull();
    watcher.stop();
  });

  it(`keeps the last ${KEPT_EVENTS} events: an older id is not kept`, async () => {
    const many = Array.from({ length: KEPT_EVENTS + 5 }, (_, i) => release({ id: String(10_000 + i), actual: null, released: false }));
    const { upstream, watcher, events, listener } = setup([]);
    watcher.listen(listener);
    await watcher.ready();
    upstream.list = many;
    await pass(QUIET_TICK_MS);
    expect(events).toHaveLength(KEPT_EVENTS + 5);
    expect(watcher.status().kept).toBe(KEPT_EVENTS);
    expect(watcher.since(events[4].id)).toBeNull();
    expect(watcher.since(events[5].id)).toHaveLength(KEPT_EVENTS - 1);
    watcher.stop();
  });

  it('tells every listener, and stops looking when the last one leaves', async () => {
    const { upstream, load, watcher, events, listener } = setup();
    const other: ReleaseEvent[] = [];
    const stopFirst = watcher.listen(listener);
    const stopOther = watcher.listen((e) => other.push(e));
    await watcher.ready();
    expect(load).toHaveBeenCalledTimes(1);
    upstream.list = [pending, later];
    await pass(QUIET_TICK_MS);
    expect(events).toHaveLength(1);
    expect(other).toEqual(events);
    stopFirst();
    upstream.list = [out, later];
    await pass(QUIET_TICK_MS);
    expect(events).toHaveLength(1);
    expect(other.map((e) => e.kind)).toEqual(['scheduled', 'actual']);
    expect(watcher.status().listeners).toBe(1);
    stopOther();
    const looks = load.mock.calls.length;
    await pass(10 * QUIET_TICK_MS);
    expect(load).toHaveBeenCalledTimes(looks);
    expect(vi.getTimerCount()).toBe(0);
    expect(watcher.status().listeners).toBe(0);
    // Someone listens again: the looks start again, at once.
    watcher.listen(listener);
    expect(load).toHaveBeenCalledTimes(looks + 1);
    await pass(QUIET_TICK_MS);
    expect(load).toHaveBeenCalledTimes(looks + 2);
    watcher.stop();
  });

  it('a listener after a pause gets the window as it is now, and what changed meanwhile is told', async () => {
    const { upstream, watcher, events, listener } = setup();
    const stop = watcher.listen(listener);
    await watcher.ready();
    stop();
    // Three hours without listeners: the release came out, another was scheduled.
    upstream.list = [out, later];
    await pass(3 * 3600_000);
    const next: ReleaseEvent[] = [];
    watcher.listen((e) => next.push(e));
    let ready = false;
    void watcher.ready().then(() => (ready = true));
    await pass(0);
    expect(ready).toBe(true);
    expect(watcher.releases()).toEqual([out, later]);
    // Compared with the snapshot kept: a stream resuming with Last-Event-ID hears what it missed.
    expect(next.map((e) => [e.kind, e.release.id])).toEqual([['actual', '1001'], ['scheduled', '2002']]);
    expect(events).toEqual([]);
    watcher.stop();
  });

  it('while the read after a pause is in flight, ready waits for it', async () => {
    const { load, watcher, listener } = setup();
    const stop = watcher.listen(listener);
    await watcher.ready();
    stop();
    await pass(3 * 3600_000);
    let answer: (list: Release[]) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    watcher.listen(listener);
    let ready = false;
    void watcher.ready().then(() => (ready = true));
    await pass(1000);
    expect(ready).toBe(false);
    expect(watcher.releases()).toEqual([pending]);
    answer([out]);
    await pass(0);
    expect(ready).toBe(true);
    expect(watcher.releases()).toEqual([out]);
    watcher.stop();
  });

  it('a look in flight when the last listener leaves schedules no other', async () => {
    const { load, watcher, listener } = setup();
    let answer: (list: Release[]) => void = () => undefined;
    const stop = watcher.listen(listener);
    await watcher.ready();
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await pass(QUIET_TICK_MS);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    answer([pending]);
    await pass(10 * QUIET_TICK_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
