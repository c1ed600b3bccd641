// One time budget per request (docs/operations.md, "Timeouts"): with the base host hanging, each
// route family answers within UPSTREAM_TIMEOUT_MS plus rendering — not once
// per step (a symbol list then candles, a retry, a fallback), which made
// /en/markets take three timeouts and /api/kline two. A private portal, so
// the hanging host disturbs no other spec.
import { expect, test } from '@playwright/test';
import { getPage } from './support/hardening';
import { startIsolated, type Isolated } from './support/isolated';

const BUDGET_MS = 6000;
let portal: Isolated;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({ token: 'budget-token-7f3a', timeoutMs: BUDGET_MS });
});
test.afterAll(async () => {
  await portal?.control('faults', undefined, 'DELETE').catch(() => undefined);
  await portal?.stop();
});

// Never asked before the fault, so nothing cached can answer for them.
const FAMILIES = [
  '/api/quotes?codes=WGJS|XAU,WH|EURUSD',
  '/api/kline?excode=WGJS&code=XAU&interval=min15',
  '/api/calendar?date=2023-05-09&locale=zh-CN',
  '/api/calendar/export?view=day&date=2023-05-10&format=csv&locale=zh-CN',
  '/en/markets',
  '/zh-CN/markets/WGJS',
  '/en/markets/WGJS/XAG?interval=min30',
  '/zh-CN/calendar?date=2023-05-11',
  '/zh-CN/indicators/112022041900110008',
  '/en',
];

/** Bad input each route family refuses without an upstream call: loads the routes' code, caches no data. */
const WARM_UP = [
  '/api/quotes?codes=NOPE|X', '/api/kline?excode=NOPE&code=X&interval=min5', '/api/calendar?date=2024-02-30',
  '/api/calendar/export?date=2024-02-30&format=csv', '/en/markets/NOPE', '/zh-CN/markets/NOPE/X', '/zh-CN/calendar?date=2024-02-30',
  '/zh-CN/indicators/abc', '/en/news/abc',
];

test('with the base host hanging, every route family answers within one budget, with a notice or an error, never a 500', async () => {
  test.setTimeout(120_000);
  for (const path of WARM_UP) await getPage(portal.base, path);
  await portal.control('faults', { match: '/base/', kind: 'latency', ms: 60_000 });
  // Five at a time: on a busy machine rendering ten pages at once is what would take the time.
  const answers = [];
  for (let i = 0; i < FAMILIES.length; i += 5) answers.push(...(await Promise.all(FAMILIES.slice(i, i + 5).map((path) => getPage(portal.base, path)))));
  const slow: string[] = [];
  answers.forEach((a, i) => {
    const path = FAMILIES[i];
    expect(a.status, path).toBeGreaterThan(0);
    expect(a.status, path).not.toBe(500);
    if (path.startsWith('/api/')) expect(a.status === 200 || /"error":\{"code":/.test(a.html), path).toBe(true);
    else expect(a.outcome, path).not.toBe('blank');
    // Two budgets would be the old stacking of one operation after another; rendering is the rest.
    if (a.ms >= 2 * BUDGET_MS - 500) slow.push(`${path}: ${a.ms} ms`);
  });
  console.log(`hanging base host, budget ${BUDGET_MS} ms: ${answers.map((a) => `${a.url.split('?')[0]} ${a.status} ${a.ms} ms`).join('; ')}`);
  expect(slow).toEqual([]);
});
