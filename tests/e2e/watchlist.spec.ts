import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { LOCALES } from './support';
import { warmTest as test } from './support/warm-page';
import { idx } from './support/calendar';
import { axe } from './support/axe';

// The watchlist (lib/watchlist): stars on the rows and on the indicator
// page, kept in the browser; "My indicators" opens the view with watch=,
// which the server renders, in every language.
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8'))]),
);

const indicatorsOf = (page: import('@playwright/test').Page) =>
  page.getByTestId('release-row').evaluateAll((rows) => rows.map((r) => r.querySelector('button[data-watch]')?.getAttribute('data-watch') ?? ''));

for (const locale of LOCALES) {
  test(`${locale}: a star on a row adds its indicator; "My indicators" shows only it, any week; unstarring empties the list`, async ({ warmPage: page, consoleErrors: errors }) => {
    const m = messages[locale].Watchlist;
    await page.goto(`/${locale}/calendar/week?week=this`);
    const stars = page.getByTestId('release-row').locator('button[data-watch]');
    await expect(stars.first()).toBeVisible();
    // Nothing to offer before the first star.
    await expect(page.getByTestId('watchlist')).toHaveCount(0);
    const first = stars.first();
    const id = (await first.getAttribute('data-watch'))!;
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('macrodesk.watchlist'))).toBe(JSON.stringify([id]));
    await expect(page.getByTestId('my-indicators')).toHaveText(m.mine.replace('{count}', '1'));

    await page.getByTestId('my-indicators').click();
    await expect(page).toHaveURL(new RegExp(`watch=${id}`));
    const shown = await indicatorsOf(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([id]));
    await expect(page.getByTestId('watchlist-note')).toContainText(locale === 'en' ? '1 indicator' : '1');

    // Another week keeps the watchlist (the week steps carry the filters).
    await page.goto(`/${locale}/calendar/week?week=next&watch=${id}`);
    for (const other of await indicatorsOf(page)) expect(other).toBe(id);

    // Unstarring on the indicator page empties the list.
    await page.goto(`/${locale}/indicators/${id}`);
    const pageStar = page.getByTestId('indicator-watch').locator('button[data-watch]');
    await expect(pageStar).toHaveAttribute('aria-pressed', 'true');
    await pageStar.click();
    await expect(pageStar).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('macrodesk.watchlist'))).toBe('[]');
    expect(errors).toEqual([]);
  });
}

test('a shared watch= link works without the list in the browser; stale ids and an empty period say so', async ({ warmPage: page }) => {
  const cpi = idx('110004');
  await page.goto(`/en/calendar/month?range=past&watch=${cpi},999999999999999999`);
  const shown = await indicatorsOf(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set([cpi]));
  await expect(page.getByTestId('watchlist-note')).toContainText('2 indicators');
  await expect(page.getByTestId('watchlist-stale')).toContainText('999999999999999999');
  await expect(page.getByTestId('watchlist')).toContainText(messages.en.Watchlist.all);

  // A watchlist of an id that is released nowhere: the day says none of the reader's indicators is.
  await page.goto(`/zh-TW/calendar?date=2026-11-18&watch=999999999999999998`);
  await expect(page.getByTestId('empty')).toHaveText(messages['zh-TW'].Watchlist.none);

  const bad = await page.goto('/en/calendar/week?watch=abc');
  expect(bad?.status()).toBeLessThan(500);
  await expect(page.getByTestId('param-notice')).toHaveAttribute('data-problem', 'watch');
  const csv = await page.request.get(`/api/calendar/export?view=week&format=csv&watch=${cpi}`);
  expect(csv.status()).toBe(200);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the stars and the watchlist view are axe-clean (${scheme})`, async ({ warmPage: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // The weekly jobless claims: in every week.
    await page.goto(`/zh-CN/calendar/week?week=this&watch=${idx('110011')}`);
    await page.getByTestId('release-row').locator('button[data-watch]').first().click();
    const results = await axe(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
