// @ts-check
// Before the production server opens its port (scripts/serve.mjs), every
// route family is asked once on a private loopback port, so that loading and
// compiling its bundles happens before the first reader arrives rather than
// while they wait (docs/operations.md, "Starting"). A fresh process that took
// readers at once held its event loop over a second on their first requests.

import { createServer } from 'node:http';

/**
 * The route families, each asked once. Pages with an id are asked with one
 * that fails validation: the route's bundles load, and no upstream call is
 * built from it. The dashboard and the day's calendar are asked as a reader
 * would (their answers fill the caches the first readers need), APIs with a
 * value they refuse (400, no upstream call).
 */
export const WARM_UP_PATHS = [
  '/zh-CN',
  '/zh-CN/calendar',
  '/zh-CN/calendar/week?date=1999-13-01',
  '/zh-CN/calendar/month?month=1999-13',
  '/zh-CN/indicators/-7',
  '/zh-CN/markets/%3C%3E',
  '/zh-CN/markets/WGJS/%3C%3E',
  '/zh-CN/news?date=1999-13-01',
  '/zh-CN/news/-7',
  '/zh-CN/embed/calendar?tz=Mars%2FOlympus',
  '/zh-CN/embed/quotes?codes=%3C%3E',
  '/api/quotes?codes=%3C%3E',
  '/api/kline?excode=%3C%3E&code=XAU&interval=min5',
  '/api/calendar?date=1999-13-01',
  '/api/calendar/export?format=nope',
  '/api/indicators/-7/history',
  '/api/health',
];

/** Which warm-up request this is (read and removed on the private port only). */
const WARM_UP_HEADER = 'x-macrodesk-warm-up';

/** Warm-up requests come from addresses of their own (TEST-NET-1), one each, so they use no reader's rate-limit bucket. */
const warmUpPeer = (/** @type {number} */ i) => `192.0.2.${1 + (i % 254)}`;

/**
 * Asks every path of `paths` through `answer` (the server's own request
 * listener, given the peer address to use) on a loopback port of its own,
 * two at a time: each request for `eachMs` at most, and none started after
 * `withinMs`; answers and failures are only counted. Resolves with what
 * happened.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, peer: string) => void} answer
 * @param {{ paths?: string[], eachMs: number, withinMs: number, concurrency?: number }} options
 * @returns {Promise<{ asked: number, answered: number, ms: number, timedOut: boolean }>}
 */
export async function warmUp(answer, { paths = WARM_UP_PATHS, eachMs, withinMs, concurrency = 2 }) {
  const started = Date.now();
  const peers = new Map();
  const server = createServer((req, res) => {
    const peer = peers.get(req.headers[WARM_UP_HEADER]) ?? warmUpPeer(0);
    delete req.headers[WARM_UP_HEADER];
    answer(req, res, peer);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  }));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  let answered = 0;
  let next = 0;
  let timedOut = false;
  const worker = async () => {
    while (next < paths.length) {
      if (Date.now() - started > withinMs) {
        timedOut = true;
        return;
      }
      const i = next++;
      peers.set(String(i), warmUpPeer(i));
      try {
        const res = await fetch(`http://127.0.0.1:${port}${paths[i]}`, {
          headers: { [WARM_UP_HEADER]: String(i), accept: 'text/html,application/json' },
          signal: AbortSignal.timeout(eachMs),
        });
        await res.arrayBuffer();
        answered++;
      } catch {
        // A family that failed or ran out of time loads with its first reader instead.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return { asked: paths.length, answered, ms: Date.now() - started, timedOut };
}
