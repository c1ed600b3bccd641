import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { WARM_UP_PATHS, warmUp } from '@/scripts/warm-up.mjs';

// Before the port opens, every route family is asked once through the
// server's own listener (scripts/warm-up.mjs, docs/operations.md "Starting").

type Seen = { path: string; peer: string; headers: IncomingMessage['headers'] };

function listener(delayOf: (path: string) => number = () => 0) {
  const seen: Seen[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse, peer: string) => {
    seen.push({ path: req.url ?? '', peer, headers: { ...req.headers } });
    setTimeout(() => res.end('ok'), delayOf(req.url ?? ''));
  };
  return { seen, answer };
}

describe('the start-up warm-up', () => {
  it('asks every route family once, each from an address of its own outside any reader', async () => {
    const { seen, answer } = listener();
    const result = await warmUp(answer, { eachMs: 5000, withinMs: 10_000 });
    expect(result).toMatchObject({ asked: WARM_UP_PATHS.length, answered: WARM_UP_PATHS.length, timedOut: false });
    expect(seen.map((s) => s.path).sort()).toEqual([...WARM_UP_PATHS].sort());
    const peers = seen.map((s) => s.peer);
    expect(new Set(peers).size).toBe(peers.length);
    for (const peer of peers) expect(peer).toMatch(/^192\.0\.2\.\d+$/);
    // The marker that pairs a request with its address is not passed on.
    for (const s of seen) expect(Object.keys(s.headers)).not.toContain('x-macrodesk-warm-up');
  });

  it('covers a page of every route family and the APIs readers poll', () => {
    const families = ['/zh-CN', '/zh-CN/calendar', '/zh-CN/calendar/week', '/zh-CN/calendar/month', '/zh-CN/indicators/', '/zh-CN/markets/', '/zh-CN/news',
      '/zh-CN/embed/', '/api/quotes', '/api/kline', '/api/calendar', '/api/calendar/export', '/api/indicators/'];
    for (const family of families) expect(WARM_UP_PATHS.some((p) => p.startsWith(family)), family).toBe(true);
  });

  it('gives up on a request after its own time and starts none after the deadline', async () => {
    const slow = WARM_UP_PATHS.slice(0, 2);
    const { seen, answer } = listener((path) => (slow.includes(path) ? 10_000 : 0));
    const result = await warmUp(answer, { eachMs: 300, withinMs: 200 });
    // Two at a time: the two slow ones run out at 300 ms, past the deadline, so nothing else starts.
    expect(result).toMatchObject({ answered: 0, timedOut: true });
    expect(seen.map((s) => s.path)).toEqual(slow);
    expect(result.ms).toBeLessThan(2000);
  });
});
