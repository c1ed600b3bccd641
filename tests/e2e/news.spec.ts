// News list and article pages in the three locales, on the simulator.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LOCALES } from './support';
import { axe } from './support/axe';
import { warmPixelTest as test } from './support/warm-page';

const TZ = 'Asia/Shanghai';
const notFoundTitle = (locale: string): string =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')).NotFound.title;

function shanghaiDay(offsetDays = 0): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day's list, with its article links, on the first day (back from today) that has news. */
async function openDayWithNews(page: Page, locale: string): Promise<{ day: string; links: string[] }> {
  for (let back = 0; back < 4; back++) {
    const day = shanghaiDay(-back);
    const res = await page.goto(`/${locale}/news?date=${day}&tz=${TZ}`);
    expect(res?.status()).toBe(200);
    const links = await page.locator('[data-news-id] h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    if (links.length > 0) return { day, links };
  }
  throw new Error('the simulator served no news in four days');
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`news in ${locale}`, () => {
    test('the day list: items newest first, Chinese content marked, day navigation', async ({ warmPage: page, consoleErrors: errors }) => {
      const { day, links } = await openDayWithNews(page, locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      const times = await page.locator('[data-news-id] time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
      expect(times.length).toBeGreaterThan(0);
      expect([...times].sort().reverse()).toEqual(times);
      // Links carry the day and keep the reader's zone.
      for (const href of links) expect(href).toMatch(new RegExp(`^/${locale}/news/\\d+\\?date=${day}&tz=Asia%2FShanghai$`));
      await expect(page.locator('[data-news-id] h2 a').first()).toHaveAttribute('lang', 'zh-CN');
      const dayBefore = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const previous = page.locator('a[rel="prev"]');
      await expect(previous).toHaveAttribute('href', `/${locale}/news?date=${dayBefore}&tz=Asia%2FShanghai`);
      await previous.click();
      await expect(page).toHaveURL(new RegExp(`date=${dayBefore}&`));
      await expect(page.locator('input[type="date"]')).toHaveValue(dayBefore);
      expect(errors).toEqual([]);
    });

    test('the date form shows the chosen day and keeps the zone', async ({ warmPage: page }) => {
      await page.goto(`/${locale}/news?tz=${TZ}`);
      const yesterday = shanghaiDay(-1);
      await page.locator('input[type="date"]').fill(yesterday);
      await page.locator('form button[type="submit"]').last().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news\\?date=${yesterday}&tz=Asia%2FShanghai`));
    });

    test('an article: title, time, Chinese body, back link, more from the day, metadata', async ({ warmPage: page, consoleErrors: errors }) => {
      const { day, links } = await openDayWithNews(page, locale);
      const title = (await page.locator('[data-news-id] h2 a').first().textContent())!.trim();
      const res = await page.goto(links[0]);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('h1')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('[data-article-body]')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      const back = page.locator(`a[href="/${locale}/news?date=${day}&tz=Asia%2FShanghai"]`).first();
      await expect(back).toBeVisible();
      if (links.length > 1) await expect(page.locator('aside [data-news-id]').first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/news/\\d+$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('axe finds no serious violations on the list and an article', async ({ warmPage: page }) => {
      const { links } = await openDayWithNews(page, locale);
      await expectNoSeriousAxeViolations(page);
      await page.goto(links[0]);
      await expectNoSeriousAxeViolations(page);
    });

    test('unknown and malformed article ids are a localized 404', async ({ warmPage: page }) => {
      for (const id of ['999999999999', 'abc', '12;DROP', '%3Cscript%3E']) {
        const res = await page.goto(`/${locale}/news/${id}`);
        expect(res?.status(), id).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('main h1')).toHaveText(notFoundTitle(locale));
      }
    });

    test('impossible and out-of-range dates get a notice with a way to today', async ({ warmPage: page }) => {
      for (const date of ['2026-02-30', 'tomorrow', '1990-01-01', '2100-01-01']) {
        const res = await page.goto(`/${locale}/news?date=${date}&tz=${TZ}`);
        expect(res?.status(), date).toBe(200);
        await expect(page.locator('.page-notice h1')).toBeVisible();
        await expect(page.locator('[data-news-id]')).toHaveCount(0);
        await page.locator('.page-notice a').click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/news\\?tz=Asia%2FShanghai$`));
        await expect(page.locator('input[type="date"]')).toHaveValue(shanghaiDay(0));
      }
    });
  });
}

test('an article without a day in its link still finds its time from today or yesterday', async ({ warmPage: page }) => {
  const { links } = await openDayWithNews(page, 'en');
  const bare = links[0].replace(/\?.*$/, `?tz=${TZ}`);
  await page.goto(bare);
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-/);
});

test('times follow the reader zone given in the URL', async ({ warmPage: page }) => {
  await page.goto(`/en/news?date=${shanghaiDay(-1)}&tz=America/New_York`);
  await expect(page.locator('.page-lead')).toContainText('America/New_York');
  const hrefs = await page.locator('[data-news-id] h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) expect(href).toContain('tz=America%2FNew_York');
});

test("the dashboard's news widget opens the article with its time", async ({ warmPage: page }) => {
  await page.goto(`/en?tz=${TZ}`);
  const link = page.locator('a[href*="/news/"][lang="zh-CN"]').first();
  await expect(link).toBeVisible();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/en\/news\/\d+/);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-/);
});
