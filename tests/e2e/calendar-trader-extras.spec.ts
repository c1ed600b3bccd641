import { expect } from '@playwright/test';
import { warmTest as test } from './support/warm-page';

// The smaller fixes of the issue "The calendar traders use": each as a reader sees it.

test('quotes and chart embeds open on sensible defaults instead of an error', async ({ warmPage: page }) => {
  await page.goto('/en/embed/quotes');
  await expect(page.locator('[data-symbol="WGJS|XAU"]')).toBeVisible();
  await expect(page.getByTestId('embed-notice')).toHaveCount(0);
  await page.goto('/zh-TW/embed/chart');
  await expect(page.getByTestId('candle-plot')).toBeVisible({ timeout: 20_000 });
});

test('a dark transparent embed keeps the default colour scheme, so the host page shows through', async ({ warmPage: page }) => {
  await page.goto('/en/embed/calendar?theme=dark&transparent=1');
  const look = await page.evaluate(() => ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    body: getComputedStyle(document.body).backgroundColor,
    fg: getComputedStyle(document.body).color,
  }));
  expect(look.scheme).toBe('normal');
  expect(look.body).toBe('rgba(0, 0, 0, 0)');
  // Still dark text colours: light text for a dark host.
  expect(look.fg).toBe('rgb(230, 233, 237)');
});

test('the indicator widget colours a beat or a miss, with an arrow', async ({ warmPage: page }) => {
  await page.goto('/en/embed/indicator/112022041900110008?limit=12');
  const toned = page.locator('[data-testid="embed-indicator-releases"] [data-tone="better"], [data-testid="embed-indicator-releases"] [data-tone="worse"]');
  await expect(toned.first()).toBeVisible();
  await expect(toned.first()).toContainText(/[▲▼]/);
});

test('the chart caption names the candle length as a reader would', async ({ warmPage: page }) => {
  await page.goto('/en/markets/WGJS/XAU?interval=day');
  await expect(page.locator('figcaption').first()).toContainText(/\d+ daily candles/, { timeout: 20_000 });
});

test('the embed builder preview fits a phone and grows with its widget', async ({ warmPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The news widget: the latest twenty items are there at any hour of any day, while a
  // calendar widget may hold one row (this week "from today on" on a Saturday).
  await page.goto('/en/embed?widget=news&limit=20');
  const frame = page.getByTestId('builder-frame');
  await expect.poll(async () => (await frame.boundingBox())!.height, { timeout: 30_000 }).toBeGreaterThan(360);
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('U.S. data: forecasts from the best source, and released rows show their outcome', async ({ warmPage: page }) => {
  await page.goto('/en/calendar/us');
  const released = page.locator('[data-testid="release-row"][data-released="true"]');
  await expect(released.first()).toBeVisible();
  await expect(released.getByTestId('rule')).toHaveCount(0);
  // The forecast column (5th cell) holds values, as the day view does for the same releases.
  const forecasts = await released.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[4]?.textContent?.trim()));
  expect(forecasts.filter((f) => f && f !== '—').length).toBeGreaterThan(forecasts.length / 2);
  await expect(released.getByTestId('outcome').first()).toBeVisible();
});
