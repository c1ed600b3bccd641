import { expect, test } from '@playwright/test';
import { sim } from './support';

// Upstream failures on the market endpoints and pages, on the run's simulator: one spec at a time
// (the "faults" project of playwright.config.ts).
const SYMBOL_PATH = '/base/api/market/202605/symbol';
const KLINE_PATH = '/base/api/market/202605/kline';

test.afterEach(async () => {
  await sim('faults', { method: 'DELETE' });
});

test('quotes keep being served, marked stale, while the upstream fails', async ({ page, request }) => {
  expect((await request.get('/api/quotes?codes=WGJS|XAU')).status()).toBe(200);
  await page.goto('/en/markets/WGJS');
  // The live region is there before it has anything to say, so that the note is announced when it comes.
  const live = page.getByTestId('live-status');
  await expect(live).toBeAttached();
  await expect(live).toBeEmpty();
  await sim('faults', { body: { match: SYMBOL_PATH, kind: 'http', status: 500 } });
  // After the next refresh fails, the last good quotes come back marked stale.
  // (A reused keep-alive socket the server has just closed may reset: ask again.)
  const staleFlag = () =>
    request.get('/api/quotes?codes=WGJS|XAU').then(
      async (r) => (await r.json()).stale,
      () => null,
    );
  await expect.poll(staleFlag, { timeout: 10_000 }).toBe(true);
  const body = await (await request.get('/api/quotes?codes=WGJS|XAU')).json();
  expect(body.quotes[0].code).toBe('XAU');
  await expect(page.getByRole('status').filter({ hasText: 'last prices received' })).toBeVisible({ timeout: 10_000 });
  await expect(live).toContainText('last prices received');
  await expect(page.locator('tbody tr')).toHaveCount(4);
});

test('a candle series never fetched answers 502 or 504 with a safe message, and the page keeps its quote', async ({ page, request }) => {
  await sim('faults', { body: { match: KLINE_PATH, kind: 'malformed' } });
  const res = await request.get('/api/kline?excode=SGE&code=AG9999&interval=min120');
  expect(res.status()).toBe(502);
  const text = await res.text();
  expect(JSON.parse(text).error.code).toBe('upstream_error');
  expect(text).not.toMatch(/token|macrodesk-simulator|http:\/\//);

  await sim('faults', { method: 'DELETE' });
  await sim('faults', { body: { match: KLINE_PATH, kind: 'latency', ms: 8000 } });
  const slow = await request.get('/api/kline?excode=SGE&code=AG9999&interval=min240', { timeout: 30_000 });
  expect(slow.status()).toBe(504);
  expect((await slow.json()).error.code).toBe('upstream_timeout');

  await sim('faults', { method: 'DELETE' });
  await sim('faults', { body: { match: KLINE_PATH, kind: 'http', status: 502 } });
  const response = await page.goto('/en/markets/SGE/AU9999?interval=min30');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-error-kind]')).toBeVisible();
  await expect(page.locator('[data-symbol="SGE|AU9999"] [data-field="last"]')).toBeVisible();
});
