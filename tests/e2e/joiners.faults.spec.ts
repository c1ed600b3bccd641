import { expect, test } from '@playwright/test';
import { LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';

// Runs on a portal of its own ("own-portal" in playwright.config.ts): the base host
// hangs for the whole sample. Its bound adds the render cost measured at the start, so no
// spec that fills the cores runs beside it (./support/isolated.ts, LOADED_LOCK).
// docs/operations.md "Timeouts": a reader that joins another's upstream load or render still answers within its own
// budget, so every answer comes within UPSTREAM_TIMEOUT_MS + 1 s, with one
// reader or many, in every cache state (cold, then stale).
const TIMEOUT_MS = 3000;
const READERS = 3;
/**
 * What rendering costs on this machine now, with every datum cached (no
 * upstream wait): measured before the samples and added to the bound, so that
 * a loaded machine's slow renders are not taken for waiting. On a quiet
 * machine it is a few hundred ms; a joiner that waits out another reader's
 * budget before starting its own takes about twice the timeout.
 */
let renderCostMs = 0;
const within = () => TIMEOUT_MS + 1000 + renderCostMs;

const PAGES = ['/en/markets/WGJS', '/en/markets/WGJS/XAU'];
const APIS = ['/api/quotes?codes=WGJS%7CXAU', '/api/kline?excode=WGJS&code=XAU&interval=min5'];
const URLS = [...PAGES, ...APIS];

interface Answer {
  url: string;
  status: number;
  ms: number;
  body: string;
}

test.describe.configure({ lock: LOADED_LOCK });

let portal: Isolated;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({ token: 'joiners-token', timeoutMs: TIMEOUT_MS });
  // The server's first render of a route loads its code: done here, on another exchange
  // and symbol, so that the samples measure waiting, and WGJS's data stay uncached.
  const warmUp = ['/en/markets/WH', '/en/markets/WH/EURUSD', '/api/quotes?codes=WH%7CEURUSD', '/api/kline?excode=WH&code=EURUSD&interval=min5'];
  for (const url of warmUp) expect((await timedGet(url)).status).toBe(200);
  // Once more, every datum cached, under a query of their own (a render, not a stored view): what rendering alone costs.
  const again = await Promise.all(warmUp.map((url) => timedGet(`${url}${url.includes('?') ? '&' : '?'}again=1`)));
  renderCostMs = Math.max(...again.map((a) => a.ms));
});

test.afterAll(async () => {
  await portal?.stop();
});

async function timedGet(url: string): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(`${portal.base}${url}`, { signal: AbortSignal.timeout(4 * within()) });
    const body = await res.text();
    return { url, status: res.status, ms: Date.now() - started, body };
  } catch (error) {
    return { url, status: 0, ms: Date.now() - started, body: String(error) };
  }
}

/** READERS concurrent readers asking for every URL in turn, each from another starting point, for `ms`. */
async function sample(ms: number): Promise<Answer[]> {
  const until = Date.now() + ms;
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      await new Promise((r) => setTimeout(r, reader * 150));
      for (let i = reader; Date.now() < until; i++) answers.push(await timedGet(URLS[i % URLS.length]));
    }),
  );
  return answers;
}

function expectWithinBudget(answers: Answer[]) {
  const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`${answers.length} answers (render cost ${renderCostMs} ms); slowest: ${slowest.map((a) => `${a.url} ${a.status} ${a.ms} ms`).join(', ')}`);
  expect(answers.length).toBeGreaterThan(URLS.length * 2);
  const late = answers.filter((a) => a.ms >= within()).map((a) => `${a.url} ${a.status} ${a.ms} ms`);
  expect(late, `answers slower than ${within()} ms`).toEqual([]);
  for (const answer of answers) {
    if (PAGES.includes(answer.url)) {
      expect(answer.status, `${answer.url}: ${answer.body.slice(0, 200)}`).toBe(200);
      continue;
    }
    expect([200, 502, 504], `${answer.url} ${answer.status}`).toContain(answer.status);
    const json = JSON.parse(answer.body);
    if (answer.status !== 200) expect(json.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
}

test('with the base host hanging, readers of a cold cache answer within the timeout + 1 s', async () => {
  test.setTimeout(90_000);
  await portal.control('faults', { match: '/base', kind: 'latency', ms: 60_000 });
  const answers = await sample(8_000);
  expectWithinBudget(answers);
  await portal.control('faults', undefined, 'DELETE');
});

test('with the base host hanging, readers of stale data answer within the timeout + 1 s', async () => {
  test.setTimeout(90_000);
  await portal.control('faults', undefined, 'DELETE');
  for (const url of URLS) expect((await timedGet(url)).status).toBe(200);
  // Quotes (2 s) and min5 candles (5 s) are stale by now; their last good copies remain.
  await new Promise((r) => setTimeout(r, 6_000));
  await portal.control('faults', { match: '/base', kind: 'latency', ms: 60_000 });
  const answers = await sample(8_000);
  expectWithinBudget(answers);
  const quotes = answers.filter((a) => a.url.startsWith('/api/quotes') && a.status === 200);
  expect(quotes.length).toBeGreaterThan(0);
  await portal.control('faults', undefined, 'DELETE');
});
