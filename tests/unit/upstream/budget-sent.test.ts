import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamBudget, WINDOW_MS } from '@/lib/upstream/budget';
import { whenWritten } from '@/lib/upstream/sends';

// The budget counts a call from when its request is written, not from when it
// was granted (lib/upstream/budget.ts, docs/operations.md "The upstream budget").

function clockedBudget(ratePerS: number) {
  let now = 1_000_000;
  const budget = new UpstreamBudget({ ratePerS, burst: ratePerS, now: () => now });
  return { budget, advance: (ms: number) => (now += ms) };
}

describe('a call holds its place in the window until it is written', () => {
  it('a second of stall between grant and write: the calls granted before it and after it never share a second', async () => {
    const { budget, advance } = clockedBudget(4);
    const before = await Promise.all([0, 1, 2, 3].map(() => budget.acquire('reader', 0, { untilSent: true })));
    // The event loop stalls: the four requests are not written yet.
    advance(1500);
    // Counted from the grant, the window would be empty and four more would go with them.
    expect(budget.tryTake('reader')).toBe(false);
    expect(budget.state()).toMatchObject({ unsent: 4, usedLastSecond: 4 });
    for (const grant of before) grant.sent();
    advance(WINDOW_MS - 100);
    expect(budget.tryTake('reader')).toBe(false);
    advance(101);
    expect(budget.tryTake('reader')).toBe(true);
    expect(budget.state().unsent).toBe(0);
  });

  it('a caller in line gets its token once a call is written and its second is over', async () => {
    const { budget, advance } = clockedBudget(1);
    const first = await budget.acquire('reader', 0, { untilSent: true });
    advance(2000);
    let second = false;
    const waiting = budget.acquire('reader', 60_000).then(() => (second = true));
    await Promise.resolve();
    expect(second).toBe(false);
    first.sent();
    advance(WINDOW_MS + 1);
    budget.tryTake('background'); // refills and pumps nothing: the reader waits first
    await new Promise((r) => setTimeout(r, 1100));
    await waiting;
    expect(second).toBe(true);
  });

  it('a grant not taken untilSent counts from the grant, as before; sent() is idempotent', async () => {
    const { budget, advance } = clockedBudget(2);
    await budget.acquire('reader', 0);
    const grant = await budget.acquire('reader', 0, { untilSent: true });
    grant.sent();
    grant.sent();
    expect(budget.state()).toMatchObject({ unsent: 0, usedLastSecond: 2 });
    advance(1001);
    expect(budget.state().usedLastSecond).toBe(0);
  });
});

describe('fetch tells when a request is written (undici:client:sendHeaders)', () => {
  let server: http.Server;
  let arrived: () => void;
  const held: http.ServerResponse[] = [];
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      held.push(res);
      arrived();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => {
    for (const res of held) res.end('{}');
    server.close();
  });

  it('settles the wait when the request is written, long before its answer', async () => {
    const { port } = server.address() as AddressInfo;
    const url = new URL(`http://127.0.0.1:${port}/api/x?token=t&d=2026-01-01`);
    let writtenAt = 0;
    const settle = whenWritten(url, () => (writtenAt = Date.now()));
    const reached = new Promise<void>((r) => (arrived = r));
    const answer = fetch(url);
    await reached;
    // The server holds its answer: only the write can have told.
    expect(writtenAt).toBeGreaterThan(0);
    held.shift()!.end('{}');
    await (await answer).text();
    const before = writtenAt;
    settle();
    expect(writtenAt).toBe(before);
  });

  it('a call whose request is never written is settled by its caller, once', () => {
    let told = 0;
    const settle = whenWritten(new URL('http://127.0.0.1:9/never'), () => told++);
    settle();
    settle();
    expect(told).toBe(1);
  });
});

describe('the budget remembers its busiest second', () => {
  it('reports the most calls written within one second since start, and when, never above the rate', async () => {
    const { budget, advance } = clockedBudget(3);
    expect(budget.state()).toMatchObject({ peakPerSecond: 0, peakAt: null });
    const grants = await Promise.all([0, 1, 2].map(() => budget.acquire('reader', 0, { untilSent: true })));
    // Granted, not yet written: not yet in the peak.
    expect(budget.state().peakPerSecond).toBe(0);
    grants[0].sent();
    advance(400);
    grants[1].sent();
    grants[2].sent();
    expect(budget.state()).toMatchObject({ peakPerSecond: 3, peakAt: new Date(1_000_400).toISOString() });
    advance(1200);
    expect(budget.tryTake('reader')).toBe(true);
    // A quieter second later leaves the peak as it was.
    expect(budget.state()).toMatchObject({ usedLastSecond: 1, peakPerSecond: 3 });
  });
});

describe('slack for the upstream\'s clock', () => {
  it('lets no more than the rate through in a second and a quarter: an upstream pausing up to a quarter second never counts more', async () => {
    const { budget, advance } = clockedBudget(4);
    for (let i = 0; i < 4; i++) (await budget.acquire('reader', 0, { untilSent: true })).sent();
    // A second later the calls have left a one-second window, but an upstream that paused
    // 200 ms would log them in the same second as the next ones.
    advance(1100);
    expect(budget.tryTake('reader')).toBe(false);
    advance(WINDOW_MS - 1100 + 1);
    expect(budget.tryTake('reader')).toBe(true);
    // The figure reported stays per second.
    expect(budget.state()).toMatchObject({ usedLastSecond: 1, peakPerSecond: 4 });
  });
});
