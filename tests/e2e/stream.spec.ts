// The live stream of releases (/api/stream, Server-Sent Events; lib/delivery),
// end to end on a portal of its own: its simulator's request log counts only
// the watcher's reads. A release scheduled in the simulator reaches 200
// listeners, each its own client (a loopback address of its own), as
// `scheduled` in their first frames and as `actual` within seconds of its
// time, while the upstream is asked for that day no more often than the
// cache's freshness allows whatever the number of listeners. Then resuming
// with Last-Event-ID, the per-client limit, a bad filter, and the headers
// that keep events from being held back.
//
// The portal is on a shared test clock (./support/shared-clock.ts): once the
// listeners have the schedule, the test moves the simulator's and the server's
// time to just before the release instead of waiting for it; from there on
// the clock runs with real time, so the watcher's looks (real timers) meet
// the release as they would. Times compared with the release's (when a frame
// came, the counting window) are read on that clock.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { healthDetails } from './support/isolated';
import { startClockedPortal, type ClockedPortal } from './support/shared-clock';

test.describe.configure({ mode: 'serial' });

let portal: ClockedPortal;
const open = new Set<Listener>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startClockedPortal({ token: 'stream-e2e-token', timeoutMs: 3000 });
});

test.afterAll(async () => {
  for (const l of open) l.close();
  await portal?.stop();
});

interface Frame {
  /** The shared clock's present when the frame had come whole. */
  at: number;
  id?: string;
  event?: string;
  retry?: string;
  data?: any;
  comments: string[];
}

interface Listener {
  status: number;
  headers: http.IncomingHttpHeaders;
  frames: Frame[];
  /** The body as received, for a refused request. */
  text(): string;
  /** Whether the response had ended when the first frame came. */
  endedAtFirstFrame: boolean | null;
  /** Resolves with the first frame (already come or to come) that passes `match`. */
  frame(match: (f: Frame) => boolean, timeoutMs: number): Promise<Frame>;
  close(): void;
}

/**
 * Opens /api/stream on a connection of its own from `localAddress` (Linux
 * routes all of 127/8 to loopback: each address is a client of its own for
 * the per-client limit) and reads the text/event-stream frames as they come.
 * Resolves once the head is in (a refusal, or an answer to HEAD: once it is whole).
 */
function listen(query: string, options: { from?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Listener> {
  const url = new URL(`/api/stream?${query}`, portal.base);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', agent: false, localAddress: options.from, headers: options.headers });
    req.once('error', reject);
    req.once('response', (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      let body = '';
      let ended = false;
      const waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
      const listener: Listener = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames: [],
        text: () => body,
        endedAtFirstFrame: null,
        frame(match, timeoutMs) {
          const found = listener.frames.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(listener.frames.map((f) => [f.event, f.data?.kind, f.data?.release?.id]))}`)), timeoutMs);
            waiters.push({
              match,
              resolve: (f) => {
                clearTimeout(timer);
                ok(f);
              },
            });
          });
        },
        close() {
          open.delete(listener);
          req.destroy();
        },
      };
      open.add(listener);
      res.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame: Frame = { at: portal.clock.now(), comments: [] };
          for (const line of buffer.slice(0, end).split('\n')) {
            const colon = line.indexOf(':');
            const [name, value] = colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
            if (name === '') frame.comments.push(value);
            else if (name === 'data') frame.data = JSON.parse(value);
            else if (name === 'id' || name === 'event' || name === 'retry') frame[name] = value;
          }
          buffer = buffer.slice(end + 2);
          listener.endedAtFirstFrame ??= ended;
          listener.frames.push(frame);
          for (const w of waiters.filter((w) => w.match(frame))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(frame);
          }
        }
      });
      res.on('end', () => (ended = true));
      res.on('error', () => undefined);
      if (res.statusCode === 200 && req.method !== 'HEAD') resolve(listener);
      else res.once('end', () => resolve(listener));
    });
    req.end();
  });
}

/** The release events a listener got: kind, record id, frame id. */
const releaseFrames = (l: Listener) => l.frames.filter((f) => f.event === 'release');
const isRelease = (kind: string, recordId: string) => (f: Frame) => f.event === 'release' && f.data?.kind === kind && f.data?.release?.id === recordId;

/** The simulator's answer to POST releases: its time is Asia/Shanghai wall time. */
const instantOf = (publishTime: string) => Date.parse(`${publishTime.replace(' ', 'T')}+08:00`);

interface LoggedRequest {
  path: string;
  query: Record<string, string>;
}
/** A read of one day's calendar (tokened `date=YYYY-MM-DD`, or a legacy `d=yyyyMMdd`). */
const asksForDay = (day: string) => (r: LoggedRequest) =>
  /calendar/i.test(r.path) && Object.values(r.query ?? {}).some((v) => v === day || v === day.replaceAll('-', ''));

const LISTENERS = 200;
/** How soon after its time every listener must have the actual. */
const WITHIN_MS = 3000;
/**
 * The shortest time an answer for a day stays fresh in the shared cache
 * (lib/upstream/freshness.ts, `releases`): until the next pending release's
 * time but at least a second, 2 s while one is due. However many listen, the
 * one watcher per language reads through that cache: the day is asked at
 * most once per second of the test (the shared clock's seconds: the cache's
 * freshness is read on it), plus the first read.
 */
const MIN_FRESH_MS = 1000;
/**
 * How far before the release the clock is moved once the listeners have the
 * schedule. The watcher's next look is on a real timer set before the move
 * (lib/delivery/watcher.ts: at most 5 s when quiet); from a second before a
 * release it looks every 500 ms. Moved this far, that look still comes by
 * the start of the due pace, so the release's time is met as on a clock
 * that was never moved; any closer and it could come seconds after it.
 */
const APPROACH_MS = 5000 + 1000;

test(`a release reaches ${LISTENERS} listeners as scheduled, then as actual within ${WITHIN_MS / 1000} s of its time, at the upstream cost of one`, async () => {
  test.setTimeout(90_000);
  const { clock } = portal;
  // Far enough ahead for 200 streams to open and get the schedule on a loaded machine.
  const made = await portal.control('releases', { inSeconds: 25, importance: 3 });
  const later = await portal.control('releases', { inSeconds: 1800, importance: 3 });
  const publishAt = instantOf(made.publishTime);
  const recordId = String(made.recordId);
  const day = made.publishTime.slice(0, 10);
  await portal.control('log', undefined, 'DELETE');
  // The cache's freshness is the shared clock's: the reads are counted over its time.
  const countFrom = clock.now();

  const listeners = await Promise.all(Array.from({ length: LISTENERS }, (_, i) => listen('locale=en&importance=3', { from: `127.0.0.${10 + i}` })));
  for (const l of listeners) expect(l.status).toBe(200);
  // Every one of them its own client: none was refused, and the portal counts them all.
  const snapshots = await Promise.all(listeners.map((l) => l.frame(isRelease('scheduled', recordId), 20_000)));
  expect(publishAt - clock.now(), 'the snapshots came before the release').toBeGreaterThan(1000);
  for (const [i, l] of listeners.entries()) {
    expect(l.frames[0].retry, `listener ${i} starts with retry`).toBe('5000');
    // Its first part: the schedule, both releases among it, each as `scheduled` with its id.
    expect(snapshots[i].id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(snapshots[i].data.release).toMatchObject({ released: false, actual: null, importance: 3 });
    await l.frame(isRelease('scheduled', String(later.recordId)), 1000);
  }
  const health = await healthDetails(portal.base);
  expect(health.delivery.streams).toBe(LISTENERS);
  expect(health.delivery.watchers.en.listeners).toBe(LISTENERS);

  await clock.advanceTo(publishAt - APPROACH_MS);
  const actuals = await Promise.all(listeners.map((l) => l.frame(isRelease('actual', recordId), publishAt - clock.now() + 10_000)));
  const lateness = actuals.map((f) => f.at - publishAt);
  console.log(`actual received ${Math.min(...lateness)}…${Math.max(...lateness)} ms after its time by ${LISTENERS} listeners`);
  for (const [i, f] of actuals.entries()) {
    expect(f.at, `listener ${i}`).toBeGreaterThanOrEqual(publishAt);
    expect(f.at - publishAt, `listener ${i}`).toBeLessThanOrEqual(WITHIN_MS);
    expect(f.data.release).toMatchObject({ id: recordId, released: true, actual: expect.any(String) });
    // The same event on every stream: one id.
    expect(f.id).toBe(actuals[0].id);
  }

  const log = await portal.control('log');
  const windowMs = clock.now() - countFrom;
  const reads = (log.requests as LoggedRequest[]).filter(asksForDay(day)).length;
  const bound = Math.ceil(windowMs / MIN_FRESH_MS) + 1;
  console.log(`${reads} reads of ${day} in ${windowMs} ms with ${LISTENERS} listeners (bound ${bound})`);
  expect(reads).toBeGreaterThanOrEqual(1);
  expect(reads).toBeLessThanOrEqual(bound);
  expect(bound, 'the bound says something').toBeLessThan(LISTENERS / 4);

  // Resuming with the id of the last event received: nothing already seen comes again, not the schedule either.
  const first = listeners[0];
  const seen = new Set(releaseFrames(first).map((f) => f.id));
  // The actual, or a later event: never one of the snapshot's, which a watcher does not keep.
  const lastId = releaseFrames(first).at(-1)!.id!;
  for (const l of listeners) l.close();
  const resumed = await listen('locale=en&importance=3', { from: '127.0.0.10', headers: { 'Last-Event-ID': lastId } });
  // A fresh stream beside it gets the schedule, with the release still to come.
  const fresh = await listen('locale=en&importance=3', { from: '127.0.0.11' });
  await fresh.frame(isRelease('scheduled', String(later.recordId)), 10_000);
  await resumed.frame((f) => f.retry === '5000', 5000);
  // What was missed is written right after the first frame, in the same turn; a second is ample for it to come.
  await new Promise((r) => setTimeout(r, 1000));
  expect(releaseFrames(resumed).filter((f) => seen.has(f.id))).toEqual([]);
  expect(releaseFrames(resumed).filter((f) => f.data.kind === 'scheduled' && f.data.release.id === String(later.recordId))).toEqual([]);
  resumed.close();
  fresh.close();
});

test('a fifth stream of one client is refused with 429 until one of its four closes; HEAD holds none', async () => {
  const from = '127.0.0.230';
  const four = await Promise.all(Array.from({ length: 4 }, () => listen('locale=en', { from })));
  for (const l of four) {
    expect(l.status).toBe(200);
    await l.frame((f) => f.retry === '5000', 5000);
  }
  const fifth = await listen('locale=en', { from });
  expect(fifth.status).toBe(429);
  expect(fifth.headers['content-type']).toMatch(/^application\/json/);
  expect(fifth.headers['retry-after']).toBe('30');
  const body = JSON.parse(fifth.text());
  expect(body).toEqual({ error: { code: 'too_many_streams', message: expect.stringContaining('4') } });
  fifth.close();
  // Another client is not held by this one's streams.
  const other = await listen('locale=en', { from: '127.0.0.231' });
  expect(other.status).toBe(200);
  other.close();

  four[0].close();
  await expect(async () => {
    const again = await listen('locale=en', { from });
    again.close();
    expect(again.status).toBe(200);
  }).toPass({ timeout: 5000 });
  for (const l of four) l.close();

  // HEAD answers the head of a stream without a body: it holds no stream, however often it is sent.
  const heads = '127.0.0.232';
  for (let i = 0; i < 6; i++) {
    const head = await listen('locale=en', { from: heads, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    head.close();
  }
  const get = await listen('locale=en', { from: heads });
  expect(get.status).toBe(200);
  get.close();
});

test('a bad filter is refused with 400 naming it', async () => {
  for (const [query, name] of [
    ['locale=en&importance=4', 'importance'],
    ['locale=fr', 'locale'],
    ['locale=en&currency=usd', 'currency'],
  ]) {
    const res = await fetch(`${portal.base}/api/stream?${query}`);
    expect(res.status, query).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message, query).toMatch(new RegExp(`^${name}:`));
  }
});

test('events are neither compressed nor held back: text/event-stream, no-transform, the first frame before the end', async () => {
  const l = await listen('locale=en', { from: '127.0.0.240', headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(l.status).toBe(200);
  expect(l.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(l.headers['cache-control']).toContain('no-transform');
  expect(l.headers['cache-control']).toContain('no-store');
  expect(l.headers['x-accel-buffering']).toBe('no');
  expect(l.headers['content-encoding']).toBeUndefined();
  const first = await l.frame(() => true, 5000);
  expect(first.retry).toBe('5000');
  expect(l.endedAtFirstFrame).toBe(false);
  l.close();
});
