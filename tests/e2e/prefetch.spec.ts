// A reader's visit costs the server the page they asked for, not the pages it
// links to: no link prefetches what the reader has not asked for (docs/design.md, "Performance budgets"),
// and a click still navigates inside the app.
import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  '/en', '/en/calendar', '/en/calendar/week', '/zh-TW/calendar/month', '/zh-CN/calendar/events',
  '/en/indicators/112022041900110001', '/en/markets', '/zh-CN/markets/WGJS', '/en/markets/WGJS/XAU', '/zh-TW/news',
];

/** Requests the page's router makes for React Server Component payloads while it loads and settles. */
function watchRsc(page: Page) {
  const seen: { prefetch: boolean; url: string }[] = [];
  page.on('request', (r) => {
    const h = r.headers();
    if (h['rsc'] || h['next-router-prefetch']) seen.push({ prefetch: Boolean(h['next-router-prefetch']), url: r.url() });
  });
  return seen;
}

for (const path of PAGES) {
  test(`${path}: loading it asks the server for no other page`, async ({ page }) => {
    const seen = watchRsc(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Links keep coming into view as the reader scrolls: scroll to the end too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    expect(seen.filter((r) => r.prefetch).map((r) => r.url)).toEqual([]);
  });
}

test('a click on a link still navigates inside the app: one payload for the page asked, no document load', async ({ page }) => {
  await page.goto('/en/calendar/week', { waitUntil: 'networkidle' });
  const seen = watchRsc(page);
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await page.locator('header').getByRole('link', { name: 'Markets', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/markets(\?|$)/);
  await expect(page.locator('h1')).toBeVisible();
  expect(documents).toBe(0);
  expect(seen.some((r) => !r.prefetch && new URL(r.url).pathname === '/en/markets')).toBe(true);
});

/** Counts document loads from now on (a soft navigation makes none). */
function countDocuments(page: Page) {
  const count = { documents: 0 };
  page.on('request', (r) => {
    if (r.resourceType() === 'document') count.documents++;
  });
  return count;
}

// Links inside rows written once as HTML (lib/ui/static-markup.ts) are plain
// anchors, followed in the app by the page's one listener (lib/ui/soft-navigation.tsx).
for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${locale}: a release row's plain link is followed inside the app, with the reader's zone kept`, async ({ page }) => {
    await page.goto(`/${locale}/calendar/week?week=2024-W11&tz=America%2FNew_York`, { waitUntil: 'networkidle' });
    const link = page.locator('[data-testid="release-row"][data-released="true"] a[data-soft]').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/${locale}/indicators/[^?]+\\?tz=America%2FNew_York$`));
    const seen = watchRsc(page);
    const count = countDocuments(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('h1')).toBeVisible();
    expect(count.documents).toBe(0);
    expect(seen.some((r) => !r.prefetch && new URL(r.url).pathname === href.split('?')[0])).toBe(true);
  });
}

test('a news card is followed inside the app; a click with a modifier is left to the browser', async ({ page, context }) => {
  await page.goto('/en/news?date=2024-03-12', { waitUntil: 'networkidle' });
  const count = countDocuments(page);
  const card = page.locator('li[data-news-id] a[data-soft]').first();
  const href = (await card.getAttribute('href'))!;
  expect(href).toMatch(/^\/en\/news\/[^/]+/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  expect(count.documents).toBe(0);

  // A click with a modifier opens a tab: the page itself does not move.
  await page.goto('/en/news?date=2024-03-12', { waitUntil: 'networkidle' });
  const opened = context.waitForEvent('page');
  await page.locator('li[data-news-id] a[data-soft]').first().click({ modifiers: ['Shift'] });
  await opened;
  await expect(page).toHaveURL(/\/en\/news\?date=2024-03-12$/);
});

test('an interval tab keeps the reader where they were on the page (scroll kept)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/en/markets/WGJS/XAU?interval=day', { waitUntil: 'networkidle' });
  const tab = page.locator('a[data-interval="min60"]');
  await expect(tab).toHaveAttribute('data-soft', 'keep-scroll');
  await tab.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const count = countDocuments(page);
  await tab.click();
  await expect(page).toHaveURL(/interval=min60/);
  await expect(page.locator('a[data-interval="min60"]')).toHaveAttribute('aria-current', 'page');
  expect(count.documents).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
