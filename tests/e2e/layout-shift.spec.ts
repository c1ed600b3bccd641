// Sections that stream in after the first paint move nothing the reader
// already sees (docs/performance.md, "Lighthouse"): the footer starts below
// the fold on every page, so a section arriving cannot push it across the
// screen, and the symbol page's quote card is as tall before its quote
// arrives (a skeleton) as after, long price or short, so the chart under it
// stays put. Checked as layout, on a phone and a wide screen, not by timing
// a stream.
import { expect } from '@playwright/test';
import { warmTest as test } from './support/warm-page';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 800 },
] as const;

/** Pages whose sections may stream, and a page with almost nothing in it. */
const PAGES = ['/en/calendar/week', '/zh-CN/markets', '/zh-TW/news', '/en/markets/WGJS/XAU', '/en/no-such-page'];

for (const screen of SCREENS) {
  test(`the footer starts below the fold, whatever the page holds (${screen.name})`, async ({ warmPage: page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    for (const path of PAGES) {
      await page.goto(path);
      // As on a first paint where every section still shows its skeleton: the main content emptied.
      const top = await page.evaluate(() => {
        document.querySelector('main')!.replaceChildren();
        return document.querySelector('.site-footer')!.getBoundingClientRect().top;
      });
      expect(top, path).toBeGreaterThanOrEqual(screen.height);
    }
  });
}

// The quote card on the smallest phone too, where its figures once fell to one column.
for (const screen of [...SCREENS, { name: 'small phone', width: 320, height: 568 }]) {
  test(`the symbol page's quote card is as tall with its skeleton as with its quote (${screen.name})`, async ({ warmPage: page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    for (const path of ['/en/markets/WGJS/XAU', '/zh-CN/markets/WGJS/XAG']) {
      await page.goto(path);
      const card = page.locator('main section.card').first();
      await expect(card.locator('[data-field="last"], [data-testid="quote-panel"]').first()).toBeVisible();
      const chartTop = () => page.locator('#chart-title').evaluate((el) => el.getBoundingClientRect().top);
      // The quote as it streams in: without the line that says the quotes are stale or failing,
      // which the browser shows or hides as its polls answer (lib/market/ui/notes.tsx).
      await card.evaluate((el) => el.querySelector('[role="status"] p')?.remove());
      const withQuote = await chartTop();
      // A price of more digits, which on a phone puts the change under it.
      await card.evaluate((el) => {
        el.querySelector('[data-field="last"]')!.textContent = '104,023.18';
      });
      expect(Math.abs((await chartTop()) - withQuote), `${path}, a long price`).toBeLessThanOrEqual(2);
      // The fallback the page renders while the quote streams (lib/ui/skeleton.tsx, three rows).
      await card.evaluate((el) => {
        el.innerHTML = '<div class="skeleton" role="status" aria-busy="true"><div class="skeleton-row"></div><div class="skeleton-row"></div><div class="skeleton-row"></div></div>';
      });
      expect(Math.abs((await chartTop()) - withQuote), path).toBeLessThanOrEqual(2);
    }
  });
}
