import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, type CalendarFilters } from '@/lib/calendar/filter-query';
import { eventId, type ReleaseEvent, type ReleaseEventKind } from '@/lib/delivery/events';
import { FIRST_LOOK_MS, MAX_STREAMS_PER_CLIENT, openStreamCount, releaseStream, returnStream, takeStream, type StreamOptions } from '@/lib/delivery/stream';
import type { ReleaseWatcher } from '@/lib/delivery/watcher';
import type { Release } from '@/lib/upstream/types';
import { release } from '../support/archive-fixtures';

const ORIGIN = new URL('https://desk.example');
const AT = '2026-11-06T13:00:00.000Z';
const high = release({ id: '1001', actual: null, released: false, importance: 3 });
const low = release({ id: '1002', title: 'U.S. wholesale inventories', actual: null, released: false, importance: 1, publishedAt: '2026-11-06T15:00:00.000Z' });
const out = release({ id: '1003', title: 'U.S. jobless rate', actual: '4.1', released: true, importance: 3, publishedAt: '2026-11-06T12:30:00.000Z' });
const IMPORTANT: CalendarFilters = { ...NO_FILTERS, importance: [3] };

const event = (kind: ReleaseEventKind, r: Release): ReleaseEvent => ({ id: eventId(kind, r), kind, at: AT, release: r });

/** A watcher as the stream uses it: the releases of the window, kept events, listeners told by `emit`. */
function fakeWatcher(window: Release[], kept: ReleaseEvent[] = []) {
  let releases = window;
  const listeners = new Set<(e: ReleaseEvent) => void>();
  let ready = Promise.resolve();
  const state = { listened: 0, unlistened: 0 };
  const watcher = {
    listen(fn: (e: ReleaseEvent) => void) {
      listeners.add(fn);
      state.listened += 1;
      return () => {
        listeners.delete(fn);
        state.unlistened += 1;
      };
    },
    ready: () => ready,
    releases: () => releases,
    since(id: string) {
      const i = kept.findIndex((e) => e.id === id);
      return i < 0 ? null : kept.slice(i + 1);
    },
  } as unknown as ReleaseWatcher;
  return {
    watcher,
    state,
    listeners,
    emit: (e: ReleaseEvent) => listeners.forEach((fn) => fn(e)),
    /** The window as the next look reads it. */
    read: (list: Release[]) => (releases = list),
    /** ready() waits until the returned function is called. */
    hold: () => {
      let open: () => void = () => undefined;
      ready = new Promise((resolve) => (open = resolve));
      return () => open();
    },
  };
}

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comments: string[];
}

/** Reads a stream frame by frame, as EventSource would split it. */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const frames: Frame[] = [];
  async function fill(): Promise<boolean> {
    if (done) return false;
    const chunk = await r.read();
    if (chunk.done) {
      done = true;
      return false;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const text = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const frame: Frame = { comments: [] };
      for (const line of text.split('\n')) {
        if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
        else {
          const colon = line.indexOf(':');
          (frame as unknown as Record<string, string>)[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
      }
      frames.push(frame);
    }
    return true;
  }
  return {
    frames,
    /** Reads until `n` frames have come (or the stream ends). */
    async until(n: number): Promise<Frame[]> {
      while (frames.length < n && (await fill()));
      return frames.slice(0, n);
    },
    /** Reads to the end of the stream. */
    async rest(): Promise<Frame[]> {
      while (await fill());
      return frames;
    },
    cancel: () => r.cancel(),
    get done() {
      return done;
    },
  };
}

/** The release events among frames: kind and record id, with the frame's id. */
const told = (frames: Frame[]) =>
  frames
    .filter((f) => f.event === 'release')
    .map((f) => {
      const data = JSON.parse(f.data!);
      return { id: f.id, kind: data.kind, release: data.release.id };
    });

function open(w: ReturnType<typeof fakeWatcher>, over: Partial<StreamOptions> = {}) {
  const onClose = vi.fn();
  const stream = releaseStream({ watcher: w.watcher, locale: 'en', filters: NO_FILTERS, origin: ORIGIN, lastEventId: null, onClose, ...over });
  return { onClose, read: reader(stream) };
}

const streams: { cancel: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) await s.cancel().catch(() => undefined);
});

describe('releaseStream', () => {
  it('starts with the reconnection delay, then the pending releases of the window as scheduled events', async () => {
    const w = fakeWatcher([out, high, low]);
    const { read } = open(w);
    streams.push(read);
    const [first, ...snapshot] = await read.until(3);
    expect(first.retry).toBe('5000');
    expect(first.comments).toEqual(['macrodesk release stream']);
    expect(told(snapshot)).toEqual([
      { id: eventId('scheduled', high), kind: 'scheduled', release: '1001' },
      { id: eventId('scheduled', low), kind: 'scheduled', release: '1002' },
    ]);
    // Each frame is one event of the text/event-stream format, its data the release as JSON in the stream's language.
    expect(snapshot[0].event).toBe('release');
    const data = JSON.parse(snapshot[0].data!);
    expect(data).toMatchObject({ kind: 'scheduled', release: { id: '1001', indicatorId: high.indicatorId, released: false, actual: null, importance: 3, publishedAt: high.publishedAt } });
    expect(Date.parse(data.at)).not.toBeNaN();
    expect(data.release.url).toBe(`https://desk.example/en/indicators/${high.indicatorId}`);
  });

  it('gives only the releases that pass the filters, in the snapshot and live', async () => {
    const w = fakeWatcher([out, high, low]);
    const { read } = open(w, { filters: IMPORTANT });
    streams.push(read);
    await read.until(2);
    const later = release({ id: '2002', actual: null, released: false, importance: 3, publishedAt: '2026-11-06T16:00:00.000Z' });
    w.emit(event('scheduled', release({ id: '2001', actual: null, released: false, importance: 2 })));
    w.emit(event('scheduled', later));
    await read.until(3);
    expect(told(read.frames)).toEqual([
      { id: eventId('scheduled', high), kind: 'scheduled', release: '1001' },
      { id: eventId('scheduled', later), kind: 'scheduled', release: '2002' },
    ]);
  });

  it('sends an event the watcher tells after the start', async () => {
    const w = fakeWatcher([high]);
    const { read } = open(w);
    streams.push(read);
    await read.until(2);
    const actual = release({ id: '1001', actual: '175', released: true });
    w.emit(event('actual', actual));
    const [, , live] = await read.until(3);
    expect(told([live])).toEqual([{ id: eventId('actual', actual), kind: 'actual', release: '1001' }]);
    expect(JSON.parse(live.data!).release).toMatchObject({ actual: '175', released: true });
  });

  it('resuming with an id the watcher keeps sends only what was missed, without the snapshot', async () => {
    const scheduled = event('scheduled', high);
    const lowScheduled = event('scheduled', low);
    const actual = event('actual', release({ id: '1001', actual: '175', released: true }));
    const w = fakeWatcher([high, low], [scheduled, lowScheduled, actual]);
    const { read } = open(w, { lastEventId: scheduled.id, filters: IMPORTANT });
    streams.push(read);
    await read.until(2);
    // A live event after the missed ones.
    const revised = event('revised', release({ id: '1001', actual: '180', released: true }));
    w.emit(revised);
    await read.until(3);
    expect(told(read.frames)).toEqual([
      { id: actual.id, kind: 'actual', release: '1001' },
      { id: revised.id, kind: 'revised', release: '1001' },
    ]);
  });

  it('resuming with the last id kept sends nothing again; with an id not kept, the snapshot', async () => {
    const scheduled = event('scheduled', high);
    const w = fakeWatcher([high], [scheduled]);
    const resumed = open(w, { lastEventId: scheduled.id });
    streams.push(resumed.read);
    await resumed.read.until(1);
    w.emit(event('scheduled', low));
    await resumed.read.until(2);
    expect(told(resumed.read.frames).map((e) => e.release)).toEqual(['1002']);

    const fresh = open(fakeWatcher([high]), { lastEventId: 'gone-from-the-watcher' });
    streams.push(fresh.read);
    expect(told(await fresh.read.until(2))).toEqual([{ id: scheduled.id, kind: 'scheduled', release: '1001' }]);
  });

  it('an event told while the first look is awaited follows the snapshot, once', async () => {
    const w = fakeWatcher([]);
    const letGo = w.hold();
    const { read } = open(w);
    streams.push(read);
    await read.until(1);
    // The look that completes the window tells a new release and the actual of another.
    const newOne = event('scheduled', high);
    const actual = event('actual', out);
    w.emit(newOne);
    w.emit(actual);
    w.read([high, out]);
    letGo();
    await read.until(3);
    // A frame sent twice would come before this one.
    w.emit(event('scheduled', low));
    await read.until(4);
    expect(told(read.frames)).toEqual([
      { id: newOne.id, kind: 'scheduled', release: '1001' },
      { id: actual.id, kind: 'actual', release: '1003' },
      { id: eventId('scheduled', low), kind: 'scheduled', release: '1002' },
    ]);
  });

  it('a first look longer than the wait: the schedule follows once it is read, each release once', async () => {
    const w = fakeWatcher([]);
    const letGo = w.hold();
    // The stream's wait for the first look runs out (its timer, moved on).
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const { read } = open(w);
    streams.push(read);
    try {
      await read.until(1);
      await vi.advanceTimersByTimeAsync(FIRST_LOOK_MS + 100);
    } finally {
      vi.useRealTimers();
    }
    // Nothing read yet: the first part had nothing to tell.
    expect(told(read.frames)).toEqual([]);
    w.read([high, low, out]);
    letGo();
    await read.until(3);
    w.emit(event('actual', high));
    await read.until(4);
    expect(told(read.frames)).toEqual([
      { id: eventId('scheduled', high), kind: 'scheduled', release: '1001' },
      { id: eventId('scheduled', low), kind: 'scheduled', release: '1002' },
      { id: eventId('actual', high), kind: 'actual', release: '1001' },
    ]);
  });

  it('sends a heartbeat comment when quiet', async () => {
    const w = fakeWatcher([]);
    const { read } = open(w, { heartbeatMs: 20 });
    streams.push(read);
    const [, beat] = await read.until(2);
    expect(beat.comments[0]).toMatch(/^heartbeat \d{4}-\d\d-\d\dT/);
    expect(beat.event).toBeUndefined();
    expect(beat.id).toBeUndefined();
  });

  it("the reader's cancel closes it once: onClose, the watcher's listener gone, no more heartbeats", async () => {
    const w = fakeWatcher([high]);
    const abort = new AbortController();
    const { read, onClose } = open(w, { heartbeatMs: 10, signal: abort.signal });
    await read.until(2);
    expect(w.listeners.size).toBe(1);
    await read.cancel();
    abort.abort();
    await read.cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(w.state).toEqual({ listened: 1, unlistened: 1 });
    expect(w.listeners.size).toBe(0);
    // Nothing left running: a told event and the heartbeat's period pass without a throw.
    w.emit(event('actual', high));
    await new Promise((r) => setTimeout(r, 30));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("the request's abort ends the stream and closes it once", async () => {
    const w = fakeWatcher([high]);
    const abort = new AbortController();
    const { read, onClose } = open(w, { signal: abort.signal });
    await read.until(2);
    abort.abort();
    await read.rest();
    expect(read.done).toBe(true);
    await read.cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(w.state).toEqual({ listened: 1, unlistened: 1 });
  });

  it('a request aborted before the stream started closes it at once', async () => {
    const w = fakeWatcher([high]);
    const abort = new AbortController();
    abort.abort();
    const { read, onClose } = open(w, { signal: abort.signal });
    await read.rest();
    expect(read.done).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(w.listeners.size).toBe(0);
  });
});

describe('takeStream / returnStream', () => {
  it(`lets one client hold ${MAX_STREAMS_PER_CLIENT} streams at once, each client its own`, () => {
    const before = openStreamCount();
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) expect(takeStream('203.0.113.7')).toBe(true);
    expect(takeStream('203.0.113.7')).toBe(false);
    expect(takeStream('203.0.113.8')).toBe(true);
    expect(openStreamCount()).toBe(before + MAX_STREAMS_PER_CLIENT + 1);
    returnStream('203.0.113.7');
    expect(takeStream('203.0.113.7')).toBe(true);
    expect(takeStream('203.0.113.7')).toBe(false);
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) returnStream('203.0.113.7');
    returnStream('203.0.113.8');
    expect(openStreamCount()).toBe(before);
    // Returned more often than taken: never below none.
    returnStream('203.0.113.8');
    expect(openStreamCount()).toBe(before);
    expect(takeStream('203.0.113.8')).toBe(true);
    returnStream('203.0.113.8');
  });
});
