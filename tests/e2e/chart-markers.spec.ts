import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { LOCALES } from './support';
import { warmTest as warm } from './support/warm-page';
import { axe } from './support/axe';
import { PAYROLLS, scheduleChartReleases, shanghaiSeconds, type ChartReleases } from './support/chart-releases';

// Releases on the symbol chart: a release scheduled through the simulator's
// control API (five minutes ago, so it has its actual at any day and hour;
// ./support/chart-releases.ts) is marked on XAU's 5-minute chart, whose 120
// candles span ten hours.
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8'))]),
);
const NAME = { 'zh-CN': '非农', en: 'Nonfarm', 'zh-TW': '非農' } as const;

/**
 * The releases to find, scheduled once per worker and upstream day: once the
 * server has seen them, a later test need not wait out its copy of today again.
 */
async function scheduleRelease(): Promise<string[]> {
  scheduled = scheduled?.day === shanghaiSeconds().day ? scheduled : await scheduleChartReleases();
  return scheduled.ats;
}
let scheduled: ChartReleases | undefined;

/** The page until its chart marks the release (the server's copy of today may be a few seconds old). */
async function openWithMarker(page: Page, path: string, ats: string[]) {
  const marker = page.locator(`a[href*="/indicators/${PAYROLLS}"]:is(${ats.map((at) => `[data-at="${at}"]`).join(',')})`).first();
  await expect(async () => {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    // Markers are drawn once the page's script runs.
    await expect(marker).toBeAttached({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  return marker;
}

for (const locale of LOCALES) {
  warm.describe(`release markers in ${locale}`, () => {
    const m = messages[locale];

    warm('a simulator release shows on XAU’s chart, with its values on keyboard focus, and opens its indicator page', async ({ warmPage: page, consoleErrors: errors }) => {
      const ats = await scheduleRelease();
      const marker = await openWithMarker(page, `/${locale}/markets/WGJS/XAU?interval=min5&tz=Europe/London`, ats);
      await expect(marker).toHaveAttribute('data-importance', '3');
      // Its colour is the page's convention for what the outcome meant for XAU (red rises for Chinese readers).
      const colours = await marker.evaluate((a) => {
        const probe = (value: string) => {
          const el = document.createElement('span');
          el.style.color = value;
          document.body.append(el);
          const c = getComputedStyle(el).color;
          el.remove();
          return c;
        };
        return { marker: getComputedStyle(a).color, effect: a.getAttribute('data-effect'), up: probe('var(--up)'), down: probe('var(--down)'), muted: probe('var(--muted)'), red: probe('var(--red)') };
      });
      const want = colours.effect === 'up' ? colours.up : colours.effect === 'down' ? colours.down : colours.muted;
      expect(colours.marker).toBe(want);
      expect(colours.up === colours.red).toBe(locale !== 'en');
      await expect(page.locator('a[data-events="2,3"]')).toHaveAttribute('aria-current', 'page');

      // Details on demand: none in the page until a release is hovered or focused, then its own, describing its link.
      const tip = marker.locator('xpath=following-sibling::*[@role="tooltip"]');
      await expect(page.locator('[data-markers] [role="tooltip"]')).toHaveCount(0);
      await marker.focus();
      await expect(tip).toBeVisible();
      await expect(marker).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
      await expect(tip.locator('strong')).toContainText(NAME[locale]);
      await expect(tip).toContainText(m.Chart.markerActual);
      await expect(tip).toContainText(m.Chart.markerForecast);
      // Released: an actual and a forecast (the direction is the simulator's, not asserted).
      await expect(tip.locator('dd')).toHaveCount(2);
      await expect(tip.locator('dd').first()).not.toHaveText(m.Common.noValue);
      await expect(tip.locator('p')).toContainText('XAU');
      // Escape dismisses the details; focus elsewhere and back shows them again.
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
      await marker.blur();
      await marker.focus();
      await expect(tip).toBeVisible();
      // The pointer shows them too, and leaving the chart's releases hides them.
      await marker.blur();
      await expect(tip).toBeHidden();
      await marker.hover();
      await expect(tip).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();

      await expect(marker).toHaveAttribute('href', new RegExp(`^/${locale}/indicators/${PAYROLLS}\\?tz=Europe%2FLondon$`));
      await marker.click();
      // The indicator page may take a while on a loaded machine (its upstream calls are not cached yet).
      await expect(page).toHaveURL(new RegExp(`/${locale}/indicators/${PAYROLLS}\\?tz=Europe%2FLondon$`), { timeout: 30_000 });
      expect(errors).toEqual([]);
    });

    warm('events=off removes the markers; the filter keeps the interval', async ({ warmPage: page }) => {
      await openWithMarker(page, `/${locale}/markets/WGJS/XAU?interval=min15`, await scheduleRelease());
      const off = page.locator('a[data-events="off"]');
      await expect(off).toHaveText(m.Chart.eventsChoice.match(/off \{([^}]+)\}/)![1]);
      await off.click();
      await expect(page).toHaveURL(/interval=min15/);
      await expect(page).toHaveURL(/events=off/);
      await expect(page.locator('a[data-events="off"]')).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('figure[data-candles]')).toBeVisible();
      await expect(page.locator('[data-markers]')).toHaveCount(0);
      await expect(page.locator('a[data-key]')).toHaveCount(0);
      // The interval tabs keep the filter.
      await expect(page.locator('a[data-interval="min30"]')).toHaveAttribute('href', /events=off/);
    });

    warm('the chart widget marks the same releases with events=, opening their pages in a new tab; without it, none', async ({ warmPage: page }) => {
      const ats = await scheduleRelease();
      const marker = await openWithMarker(page, `/${locale}/embed/chart?codes=${encodeURIComponent('WGJS|XAU')}&interval=min5&events=2,3&tz=Europe/London`, ats);
      await expect(marker).toHaveAttribute('target', '_blank');
      await expect(marker).toHaveAttribute('href', new RegExp(`^/${locale}/indicators/${PAYROLLS}`));
      await marker.focus();
      const tip = marker.locator('xpath=following-sibling::*[@role="tooltip"]');
      await expect(tip).toBeVisible();
      await expect(tip.locator('strong')).toContainText(NAME[locale]);
      await expect(tip).toContainText(m.Chart.markerActual);
      // The full-page link opens the symbol page with the same markers.
      await expect(page.getByTestId('full-page-link')).not.toHaveAttribute('href', /events=/);
      await page.goto(`/${locale}/embed/chart?codes=${encodeURIComponent('WGJS|XAU')}&interval=min5`);
      await expect(page.getByTestId('candle-plot')).toBeVisible();
      await expect(page.locator('[data-markers]')).toHaveCount(0);
      await expect(page.getByTestId('full-page-link')).toHaveAttribute('href', /events=off/);
      const bad = await page.goto(`/${locale}/embed/chart?codes=${encodeURIComponent('WGJS|XAU')}&events=9`);
      expect(bad?.status()).toBeLessThan(500);
      await expect(page.locator('body')).toContainText('events');
    });

    warm('a bad events value is a page notice naming it, not an error', async ({ warmPage: page }) => {
      const res = await page.goto(`/${locale}/markets/WGJS/XAU?events=${encodeURIComponent('4,<b>x')}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Markets.badEventsTitle);
      await expect(page.locator('.page-notice')).toContainText('4,<b>x');
      await expect(page.locator('.page-notice b')).toHaveCount(0);
      await expect(page.getByRole('link', { name: m.Markets.badEventsLink })).toHaveAttribute('href', new RegExp(`^/${locale}/markets/WGJS/XAU\\?interval=min5$`));
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  warm(`the chart with its markers is axe-clean (${colorScheme})`, async ({ warmPage: page }) => {
    await page.emulateMedia({ colorScheme });
    const marker = await openWithMarker(page, '/en/markets/WGJS/XAU?interval=min5', await scheduleRelease());
    await marker.focus();
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
