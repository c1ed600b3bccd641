// Embed widgets framed by a page on another origin: each widget in each
// locale, auto-height, dark theme, in-frame notices for bad values, no
// requests to other origins, framing refused for ordinary pages, axe.
import { readFileSync } from 'node:fs';
import { expect, test, type FrameLocator, type Page, type Request } from '@playwright/test';
import { LOCALES, sim, zoneAwayFromMidnight } from './support';
import { framedWidget, startHost, type Host } from './support/embed-host';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8'))]),
);
const APP = process.env.E2E_BASE_URL!;

/** Each widget with what shows that its data arrived (an empty list is a valid answer on a quiet day). */
const WIDGETS = {
  calendar: { path: 'embed/calendar?view=week&limit=5', ready: '[data-testid="embed-releases"], [data-testid="empty"]' },
  events: { path: 'embed/events?type=event&limit=5', ready: '[data-testid="embed-events"], [data-testid="empty"]' },
  indicator: { path: 'embed/indicator/112022041900310001?limit=4', ready: '[data-testid="embed-indicator-releases"], [data-testid="empty"]' },
  quotes: { path: 'embed/quotes?codes=WGJS|XAU,WH|EURUSD,GJZS|SP500', ready: '[data-symbol="WH|EURUSD"] [data-field="last"]' },
  chart: { path: 'embed/chart?codes=WGJS|XAU&interval=min5', ready: '[data-testid="candle-plot"]' },
  news: { path: 'embed/news?limit=4', ready: '[data-testid="embed-news"] a' },
} as const;

let host: Host;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host.close();
});

/** The content height the widget should report: its root's bottom plus the page's bottom padding. */
async function contentHeight(frame: FrameLocator): Promise<number> {
  return frame.locator('#macrodesk-embed').evaluate((root) => {
    const main = root.closest('main')!;
    return Math.ceil(root.getBoundingClientRect().bottom + parseFloat(getComputedStyle(main).paddingBottom));
  });
}

async function expectHeightFollows(page: Page, frame: FrameLocator) {
  await expect.poll(async () => Math.abs((await page.locator('#w').evaluate((f) => f.getBoundingClientRect().height)) - (await contentHeight(frame)))).toBeLessThanOrEqual(1);
}

for (const locale of LOCALES) {
  for (const [name, widget] of Object.entries(WIDGETS)) {
    warm(`${name} widget in ${locale} works in a page of another origin and sizes its frame`, async ({ warmPage: page, consoleErrors: errors }) => {
      const foreign: string[] = [];
      const onRequest = (r: Request) => {
        const origin = new URL(r.url()).origin;
        if (origin !== APP && origin !== host.origin && !r.url().startsWith('data:')) foreign.push(r.url());
      };
      page.on('request', onRequest);
      await page.goto(host.page(`/${locale}-${name}`, framedWidget(`${APP}/${locale}/${widget.path}`, '300px')));
      const frame = page.frameLocator('#w');
      await expect(frame.locator('html')).toHaveAttribute('lang', locale);
      await expect(frame.locator(widget.ready).first()).toBeVisible();
      await expect(frame.locator('.error-block, [data-testid="embed-notice"]')).toHaveCount(0);
      await expect(frame.locator('.skeleton')).toHaveCount(0);
      // No site chrome; a footer link to the full page in a new tab.
      await expect(frame.getByRole('banner')).toHaveCount(0);
      const full = frame.getByTestId('full-page-link');
      await expect(full).toHaveAttribute('target', '_blank');
      await expect(full).toHaveAttribute('href', new RegExp(`^/${locale}/`));
      await expect(full).toContainText(messages[locale].Embed.footer);
      // Readable at 300 px (docs/design.md "Embeds"): nothing wider than the frame.
      expect(await frame.locator('html').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(300);
      await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length)).toBeGreaterThan(0);
      await expectHeightFollows(page, frame);
      page.off('request', onRequest);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

warm('the frame follows the content when it grows and shrinks', async ({ warmPage: page }) => {
  await page.goto(host.page('/grow', framedWidget(`${APP}/en/${WIDGETS.quotes.path}`)));
  const frame = page.frameLocator('#w');
  await expect(frame.locator(WIDGETS.quotes.ready)).toBeVisible();
  await expectHeightFollows(page, frame);
  const before = await page.locator('#w').evaluate((f) => f.getBoundingClientRect().height);
  await frame.locator('#macrodesk-embed').evaluate((root) => {
    const block = document.createElement('div');
    block.id = 'extra';
    block.style.height = '240px';
    root.append(block);
  });
  await expect.poll(() => page.locator('#w').evaluate((f) => f.getBoundingClientRect().height)).toBeGreaterThanOrEqual(before + 239);
  await expectHeightFollows(page, frame);
  await frame.locator('#extra').evaluate((el) => el.remove());
  await expect.poll(() => page.locator('#w').evaluate((f) => Math.round(f.getBoundingClientRect().height))).toBe(Math.round(before));
});

test('with cookies blocked the widget still renders and keeps polling', async ({ page }) => {
  // As a browser that blocks third-party cookies: no cookie goes to the widget's origin, none comes back.
  await page.route(`${APP}/**`, async (route) => {
    const headers = { ...route.request().headers() };
    delete headers.cookie;
    const response = await route.fetch({ headers });
    const answer = { ...response.headers() };
    delete answer['set-cookie'];
    await route.fulfill({ response, headers: answer });
  });
  const polls: string[] = [];
  page.on('request', (r) => r.url().startsWith(`${APP}/api/quotes`) && polls.push(r.url()));
  await page.goto(host.page('/no-cookies', framedWidget(`${APP}/zh-TW/${WIDGETS.quotes.path}&tz=Asia/Taipei`)));
  const frame = page.frameLocator('#w');
  await expect(frame.locator(WIDGETS.quotes.ready)).toBeVisible();
  await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(frame.getByTestId('full-page-link')).toHaveAttribute('href', '/zh-TW/markets?tz=Asia%2FTaipei');
  // The widget keeps polling: a poll still in the route when the test ends must not fail it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

warm('theme=dark renders dark on a light host; theme=light stays light with a dark system', async ({ warmPage: page }) => {
  await page.goto(host.page('/dark', framedWidget(`${APP}/zh-TW/embed/news?theme=dark`)));
  const dark = page.frameLocator('#w');
  await expect(dark.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark.locator('[data-testid="embed-news"]')).toBeVisible();
  expect(await dark.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(15, 20, 25)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(host.page('/light', framedWidget(`${APP}/en/embed/news?theme=light&transparent=1`)));
  const light = page.frameLocator('#w');
  await expect(light.locator('[data-testid="embed-news"]')).toBeVisible();
  expect(await light.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  expect(await light.locator('body').evaluate((b) => getComputedStyle(b).color)).toBe('rgb(21, 25, 30)');
});

warm('bad values give a notice inside the frame that names them, and the frame is still sized', async ({ warmPage: page }) => {
  const url = `${APP}/en/embed/calendar?theme=purple&limit=0&importance=7&tz=Mars/Base`;
  await page.goto(host.page('/bad', framedWidget(url)));
  const frame = page.frameLocator('#w');
  const notice = frame.getByTestId('embed-notice');
  await expect(notice).toBeVisible();
  for (const param of ['theme', 'limit', 'importance', 'tz']) await expect(notice.locator(`[data-param="${param}"]`)).toBeVisible();
  await expect(notice).toContainText('purple');
  await expectHeightFollows(page, frame);
  const unknown = await page.request.get(`/zh-CN/embed/chart?codes=${encodeURIComponent('WGJS|NOPE')}`);
  expect(unknown.status()).toBe(200);
  expect(await unknown.text()).toContain('WGJS|NOPE');
});

warm('a scheduled high-importance release shows in the filtered calendar widget', async ({ warmPage: page }) => {
  warm.setTimeout(150_000);
  const { recordId } = await sim('releases', { body: { inSeconds: 900, importance: 3 } });
  const row = page.frameLocator('#w').locator(`[data-release-id="${recordId}"]`);
  const url = host.page('/scheduled', framedWidget(`${APP}/en/embed/calendar?importance=3&limit=30&tz=${encodeURIComponent(zoneAwayFromMidnight(900 + 120))}`));
  // Today's releases (and the next upstream day's, in its last hour) are cached for up to a minute on the server.
  await expect(async () => {
    await page.goto(url);
    await expect(row).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 100_000 });
  await expect(row).toHaveAttribute('data-importance', '3');
  await expect(page.frameLocator('#w').locator('[data-importance="1"], [data-importance="2"]')).toHaveCount(0);
});

warm('only widgets may be framed by other sites', async ({ warmPage: page, request }) => {
  const widget = await request.get('/en/embed/news');
  expect(widget.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(widget.headers()['x-frame-options']).toBeUndefined();
  for (const path of ['/en/calendar', '/zh-CN/embed', '/en/indicators/112022041900310001']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(res.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
  await page.goto(host.page('/refused', framedWidget(`${APP}/en/calendar`)));
  // The browser blocks the document: the frame never gets the page's content.
  await page.waitForTimeout(1500);
  const inner = page.frames().find((f) => f !== page.mainFrame());
  expect(inner).toBeDefined();
  expect(await inner!.locator('#main').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { heights: number[] }).heights.length)).toBe(0);
});

for (const [name, widget] of Object.entries(WIDGETS)) {
  for (const theme of ['light', 'dark'] as const) {
    warm(`${name} widget (${theme}) has no serious accessibility violations`, async ({ warmPage: page }) => {
      await page.goto(`/zh-CN/${widget.path}${widget.path.includes('?') ? '&' : '?'}theme=${theme}`);
      await expect(page.locator(widget.ready).first()).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
