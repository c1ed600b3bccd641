// A reader's visit costs the server the page they asked for, not the pages it
// links to: no link prefetches what the reader has not asked for (issue 16),
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
