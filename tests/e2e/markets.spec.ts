import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, sim } from './support';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

// The three market views against the simulator, in a real browser.
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8'))]),
);
const EXCHANGES = ['WGJS', 'WH', 'GJZS', 'COMEX', 'NYMEX', 'SGE'];

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
}

for (const locale of LOCALES) {
  warm.describe(`markets in ${locale}`, () => {
    const m = messages[locale];

    warm('index lists every exchange by its localized name with live headline quotes', async ({ warmPage: page, consoleErrors: errors }) => {
      await open(page, `/${locale}/markets`);
      await expect(page).toHaveTitle(new RegExp(m.Markets.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Markets.title);
      for (const ex of EXCHANGES) {
        await expect(page.getByRole('heading', { level: 2, name: m.Exchanges[ex] })).toBeVisible();
      }
      await expect(page.locator('[data-symbol="WGJS|XAU"] [data-field="last"]')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/markets$`));
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
      expect(errors).toEqual([]);
    });

    warm('exchange page shows a sortable, searchable table of every symbol', async ({ warmPage: page, consoleErrors: errors }) => {
      await open(page, `/${locale}/markets/WH?tz=America/New_York`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(m.Exchanges.WH);
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(10);
      await expect(page.getByRole('columnheader', { name: m.Quote.previousClose })).toBeVisible();
      // Forex quotes carry 5 decimals for EURUSD (the upstream Decimal).
      await expect(page.locator('[data-symbol="WH|EURUSD"] [data-field="last"]')).toHaveText(/^\d\.\d{5}$/);

      await page.getByRole('button', { name: m.Quote.changePercent }).click();
      await expect(page).toHaveURL(/sort=changePercent/);
      const percents = async () =>
        (await page.locator('tbody tr td:nth-child(5)').allInnerTexts()).map((t) => Number(t.replace(/[^\d.+−-]/g, '').replace('−', '-')));
      const ascending = await percents();
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      await page.getByRole('searchbox', { name: m.Markets.search }).fill('JPY');
      await expect(rows).toHaveCount(2);
      await expect(page).toHaveURL(/q=JPY/);
      // The reader's zone stays in the URL and in links.
      await expect(page).toHaveURL(/tz=America%2FNew_York|tz=America\/New_York/);
      await expect(rows.first().getByRole('link')).toHaveAttribute('href', /tz=America%2FNew_York/);
      expect(errors).toEqual([]);
    });

    warm('symbol page shows the live quote and a candle chart', async ({ warmPage: page, consoleErrors: errors }) => {
      await open(page, `/${locale}/markets/WGJS/XAU`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('XAU');
      await expect(page.locator('[data-symbol="WGJS|XAU"] [data-field="last"]')).toBeVisible();
      const chart = page.locator('figure[data-candles]');
      await expect(chart).toHaveAttribute('data-candles', '120');
      await expect(chart.getByTestId('candle-plot').locator('svg g').first()).toBeVisible();
      await expect(page.getByRole('link', { name: m.Chart.min5, exact: true })).toHaveAttribute('aria-current', 'page');
      expect(errors).toEqual([]);
    });
  });
}

warm('a price updates on the page without a reload', async ({ warmPage: page }) => {
  await open(page, '/en/markets/GJZS');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Index levels with two decimals move within seconds on the simulator's price path.
  const lasts = page.locator('tbody [data-field="last"]');
  const before = await lasts.allInnerTexts();
  await expect.poll(async () => (await lasts.allInnerTexts()).some((text, i) => text !== before[i]), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

warm('interval tabs change the chart and the URL, keeping the zone', async ({ warmPage: page }) => {
  await open(page, '/en/markets/WGJS/XAU?interval=min5&tz=Europe/London');
  const chart = page.locator('figure[data-candles]');
  await expect(chart).toBeVisible();
  await page.getByRole('link', { name: '4 hours' }).click();
  await expect(page).toHaveURL(/interval=min240/);
  await expect(page).toHaveURL(/tz=Europe%2FLondon/);
  await expect(page.getByRole('link', { name: '4 hours' })).toHaveAttribute('aria-current', 'page');
  // Consecutive 4-hour candles are 4 hours apart.
  const lastAt = Date.parse((await chart.getAttribute('data-last-at')) ?? '');
  expect(lastAt % (4 * 3600_000)).toBe(0);
  // The first candle tells the charts apart at any hour: just after midnight in
  // Shanghai the last 4-hour candle and the last daily candle start together.
  const firstAt = (await chart.getAttribute('data-first-at')) ?? '';
  await page.getByRole('link', { name: 'Daily' }).click();
  await expect(page).toHaveURL(/interval=day/);
  await expect(chart).not.toHaveAttribute('data-first-at', firstAt);

  // Hovering a candle shows its OHLC and its time in the reader's zone.
  const box = await chart.getByTestId('candle-plot').boundingBox();
  if (!box) throw new Error('chart not drawn');
  await page.mouse.move(box.x + box.width - 90, box.y + box.height / 2);
  const tooltip = page.getByTestId('candle-tooltip');
  await expect(tooltip).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  for (const label of ['Open', 'High', 'Low', 'Close']) await expect(tooltip).toContainText(label);
});

warm('the daily candle agrees with the quote', async ({ warmPage: page }) => {
  await open(page, '/en/markets/WGJS/XAG?interval=day');
  const panel = page.locator('[data-symbol="WGJS|XAG"][data-last]');
  const chart = page.locator('figure[data-candles]');
  await expect(chart).toBeVisible();
  const q = Object.fromEntries(await Promise.all(['open', 'high', 'low'].map(async (k) => [k, Number(await panel.getAttribute(`data-${k}`))])));
  const c = Object.fromEntries(
    await Promise.all(['open', 'high', 'low', 'close'].map(async (k) => [k, Number(await chart.getAttribute(`data-last-${k}`))])),
  );
  // Today's candle opens where the quote's day opened; its range lies within the quote's day range.
  expect(c.open).toBe(q.open);
  expect(c.close).toBeGreaterThanOrEqual(q.low);
  expect(c.close).toBeLessThanOrEqual(q.high);
});

warm('unknown exchanges and symbols answer a localized 404; an unknown interval a notice', async ({ warmPage: page }) => {
  for (const [path, text] of [
    ['/en/markets/NOPE', messages.en.NotFound.title],
    ['/zh-CN/markets/wgjs', messages['zh-CN'].NotFound.title],
    ['/zh-TW/markets/WGJS/NOPE', messages['zh-TW'].NotFound.title],
    ['/en/markets/WGJS/bad%20code', messages.en.NotFound.title],
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  }
  await open(page, '/en/markets/WGJS/XAU?interval=min7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.Markets.badIntervalTitle);
  await expect(page.getByRole('link', { name: messages.en.Markets.badIntervalLink })).toHaveAttribute('href', /interval=min5/);
});

// One test per page: three pages and their axe runs in one test came near the minute limit under load.
// The pages poll quotes, so "network idle" may never come on a loaded machine: wait for what they show.
for (const [path, shown] of [
  ['/en/markets', '[data-symbol] [data-field="last"]'],
  ['/zh-CN/markets/GJZS', '[data-symbol] [data-field="last"]'],
  ['/zh-TW/markets/WGJS/XAU?interval=min15', '[data-testid="candle-plot"]'],
]) {
  warm(`no serious accessibility violations: ${path}`, async ({ warmPage: page }) => {
    await open(page, path);
    await expect(page.locator(shown).first()).toBeVisible({ timeout: 20_000 });
    const { violations } = await axe(page).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('no market page loads a chart library: the candles arrive drawn in the HTML', async ({ page, request }) => {
  const scriptsOf = async (path: string) => {
    const urls: string[] = [];
    const collect = (r: { url(): string; request(): { resourceType(): string } }) => {
      if (r.request().resourceType() === 'script') urls.push(r.url());
    };
    page.on('response', collect);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const bodies = await Promise.all(urls.map(async (u) => (await page.request.get(u)).text()));
    return bodies.filter((b) => b.includes('recharts-surface')).length;
  };
  expect(await scriptsOf('/en/markets')).toBe(0);
  expect(await scriptsOf('/en/markets/WH')).toBe(0);
  expect(await scriptsOf('/en/markets/WH/EURUSD')).toBe(0);
  // The server draws the candles (one group per candle) and the price axis: nothing waits for script.
  const html = await (await request.get('/en/markets/WH/EURUSD?interval=min15')).text();
  const plot = html.slice(html.indexOf('data-testid="candle-plot"'));
  expect(plot.length).toBeLessThan(html.length);
  expect(plot.slice(0, plot.indexOf('</svg>')).match(/<g /g)?.length).toBe(120);
  await page.goto('/en/markets/WH/EURUSD?interval=min15');
  await expect(page.locator('figure[data-candles] [data-testid="candle-plot"] svg g')).toHaveCount(120);
});

test.describe('polling endpoints', () => {
  test('bad input answers 400 naming the parameter', async ({ request }) => {
    for (const [url, param] of [
      ['/api/quotes', 'codes'],
      ['/api/quotes?codes=WGJS|XAU,WH', 'codes'],
      ['/api/kline?excode=WGJS&code=XAU&interval=hour', 'interval'],
      ['/api/kline?excode=WGJS&interval=min1', 'code'],
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message.startsWith(`${param}:`), body.error.message).toBe(true);
    }
  });

  // The limiter (429 with Retry-After, keyed on the socket and TRUST_PROXY hops, never on a
  // header the client writes) is tested in trusted-origin.spec.ts; this suite's portal runs a high limit.

  test('hundreds of polls cost the upstream about one symbol call per interval', async ({ request }) => {
    const all = (await Promise.all(EXCHANGES.map((ex) => simSymbols(ex)))).flat();
    const warm = await request.get(`/api/quotes?codes=${all.join(',')}`);
    expect(warm.status()).toBe(200);
    expect((await warm.json()).quotes).toHaveLength(all.length);
    const started = Date.now();
    for (let round = 0; round < 6; round++) {
      const polls = Array.from({ length: 50 }, () => {
        const subset = all.filter(() => Math.random() < 0.5).slice(0, 50);
        return request.get(`/api/quotes?codes=${(subset.length ? subset : all.slice(0, 1)).join(',')}`);
      });
      const answers = await Promise.all(polls);
      expect(answers.every((a) => a.ok())).toBe(true);
      expect(answers[0].headers()['cache-control']).toMatch(/s-maxage=1/);
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - started) / 1000;
    // Other specs' pages may call the upstream meanwhile (the log is shared):
    // book refreshes are told apart by carrying the whole watched set.
    const symbolCalls = ((await sim('log')).requests as { at: string; path: string; query: { code?: string } }[]).filter(
      (r) => r.path === '/base/api/market/202605/symbol' && Date.parse(r.at) >= started,
    );
    const refreshes = symbolCalls.filter((r) => (r.query.code ?? '').split(',').length >= all.length / 2);
    // 300 polls; one refresh per 2 s interval of one batch (all symbols fit in one), plus one of slack.
    expect(refreshes.length).toBeLessThanOrEqual(Math.ceil(seconds / 2) + 1);
    expect(symbolCalls.length).toBeLessThan(30);
  });
});

async function simSymbols(excode: string): Promise<string[]> {
  const base = process.env.E2E_SIM_URL ?? 'http://127.0.0.1:4107';
  const res = await fetch(`${base}/base/api/market/202605/excode?excode=${excode}&token=macrodesk-simulator-token`);
  const body = await res.json();
  return body.data.map((r: { Code: string }) => `${excode}|${r.Code}`);
}
