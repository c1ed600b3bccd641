// The start-up warm-up (scripts/warm-up.mjs, docs/operations.md "Starting"):
// a fresh portal asks every route family once on a private port before its
// own opens; the first readers then find every family loaded, and the
// warm-up took nothing from their rate limit. (Without an archive: creating
// a fresh embedded one makes the first families wait for it, which on a
// loaded machine can outlast their time; the warm-up then logs fewer.)
import { expect, test } from '@playwright/test';
import { healthDetails, LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';

// The warm-up has a time of its own to load every family (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ lock: LOADED_LOCK });

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({
    token: 'warm-up-token',
    timeoutMs: 3000,
    env: { WARM_UP: 'on', PAGE_RATE_LIMIT: '1:5' },
  });
});
test.afterAll(async () => {
  await portal?.stop();
});

test('every route family is asked before the port opens, with no upstream call built from its refused values', async () => {
  const warmed = portal.log.findIndex((line) => /warmed \d+ of \d+ route families/.test(line));
  const ready = portal.log.findIndex((line) => line.includes('ready on http://'));
  expect(warmed, portal.log.join('\n')).toBeGreaterThanOrEqual(0);
  expect(warmed).toBeLessThan(ready);
  const [, answered, asked] = /warmed (\d+) of (\d+)/.exec(portal.log[warmed])!;
  expect(Number(asked)).toBeGreaterThanOrEqual(15);
  expect(Number(answered), portal.log.filter((l) => !l.startsWith('{')).join('\n')).toBe(Number(asked));
  const log = await portal.control('log');
  // The dashboard and today's calendar were read as a reader would...
  expect(log.total).toBeGreaterThan(0);
  // ...and the families asked with a value they refuse built no call from it.
  for (const r of log.requests) expect(JSON.stringify(r)).not.toMatch(/1999-13|%3C%3E|<>|not-an-id|Mars/);
  expect((await healthDetails(portal.base)).status).not.toBe('down');
});

test('the first reader is answered on every family, and keeps the whole of its page limit', async ({ request }) => {
  // PAGE_RATE_LIMIT 1:5 — had the warm-up's requests counted for 127.0.0.1, this client's bucket would be empty.
  const firsts = ['/en', '/en/calendar/week', '/en/news', '/en/markets', '/en/calendar/month'];
  for (const path of firsts) {
    const started = Date.now();
    const res = await request.get(`${portal.base}${path}`);
    expect(res.status(), path).toBe(200);
    expect(Date.now() - started, path).toBeLessThan(3000 + 1000);
  }
});
