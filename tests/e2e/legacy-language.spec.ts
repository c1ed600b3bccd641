import { expect } from '@playwright/test';
import { warmTest as test } from './support/warm-page';
import { hanOutsideOriginals, simplifiedOutsideOriginals } from './support/legacy-language';

// The legacy family writes Simplified Chinese only; these views are its own
// (usaData, treasury issuance, the weekly batch). Each reader gets them in
// their language, with any untranslated text marked as the original.
// Last Tuesday of November 2026, in New York: the U.S. 2-year note auction.
const TREASURY = '/calendar/events?type=treasury&date=2026-11-24&tz=America/New_York';

test.describe('legacy views in the reader\'s language', () => {
  test('English: U.S. data and treasury issuance hold no Chinese outside marked originals; units scaled', async ({ warmPage: page, consoleErrors: errors }) => {
    const rows = page.getByTestId('release-row');
    // This spec asserts language, not speed: a cold usaData answer may miss the timeout on a busy
    // machine (the section then offers a retry), so the page is reloaded as a reader would. (Which
    // records become rows — sub-indicators nested, unreadable ones dropped — is tested elsewhere.)
    await expect(async () => {
      await page.goto('/en/calendar/us');
      await expect(rows.first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000, intervals: [2_000] });
    expect(await hanOutsideOriginals(page)).toEqual([]);
    // Joined to the English variant by IDX_ID: the weekly claims are always within 30 days.
    const claims = rows.filter({ hasText: 'U.S. Initial Jobless Claims' }).first();
    await expect(claims).toBeVisible();
    // 万人 values are scaled for a trader ("225K"), the base unit translated; never "22.5 · 10K persons".
    await expect(claims.locator('td').nth(5)).toHaveText(/^-?\d+(\.\d+)?K$/);
    await expect(claims.locator('td').nth(6)).toContainText('persons');
    await expect(page.locator('main')).not.toContainText('10K persons');
    await expect(page.locator('main')).not.toContainText('*1');
    // UNIT_RATE in words, and true of what the row shows: the figures are no longer in units of 10,000.
    await expect(claims.getByTestId('unit-rate')).toHaveText('The source publishes these figures in units of 10,000; shown here at full value');

    await page.goto(`/en${TREASURY}`);
    const day = page.locator('section[aria-labelledby="events-title"]');
    await expect(day.getByTestId('event-row').filter({ hasText: 'U.S. 2-Year Treasury auction' })).toHaveCount(1);
    await expect(day.getByTestId('event-row').filter({ hasText: 'U.S. 2-Year Treasury auction' })).toContainText('Washington');
    expect(await hanOutsideOriginals(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('English: the legacy batch of events marks what the catalogue cannot translate', async ({ warmPage: page }) => {
    await page.goto('/en/calendar/events?type=event');
    const batch = page.locator('section[aria-labelledby="week-batch-title"]');
    await expect(batch.locator('[data-testid="event-row"], p')).not.toHaveCount(0);
    expect(await hanOutsideOriginals(page)).toEqual([]);
    const originals = batch.locator('[data-original="true"]');
    // Speeches and meetings are not fixed-form: each such text carries its language and the quiet label.
    for (const original of await originals.all()) {
      await expect(original).toHaveAttribute('lang', 'zh-CN');
      await expect(original.locator('xpath=following-sibling::small[1]')).toHaveText('original');
    }
  });

  test('Traditional Chinese: legacy text converted, 萬/億 kept', async ({ warmPage: page }) => {
    await page.goto('/zh-TW/calendar/us');
    await expect(page.getByTestId('release-row').first()).toBeVisible();
    expect(await simplifiedOutsideOriginals(page)).toEqual([]);
    await expect(page.getByTestId('release-row').filter({ hasText: '美國初請失業金人數' }).first()).toContainText('萬人');
    await page.goto(`/zh-TW${TREASURY}`);
    await expect(page.locator('section[aria-labelledby="events-title"]').getByTestId('event-row').filter({ hasText: '美國2年期國債拍賣' })).toHaveCount(1);
    expect(await simplifiedOutsideOriginals(page)).toEqual([]);
  });

  test('Simplified Chinese: the legacy text as written, 万/亿 kept', async ({ warmPage: page }) => {
    await page.goto('/zh-CN/calendar/us');
    await expect(page.getByTestId('release-row').filter({ hasText: '美国初请失业金人数' }).first()).toContainText('万人');
    await expect(page.locator('[data-original]')).toHaveCount(0);
    await page.goto(`/zh-CN${TREASURY}`);
    await expect(page.locator('section[aria-labelledby="events-title"]').getByTestId('event-row').filter({ hasText: '美国2年期国债拍卖' })).toHaveCount(1);
  });

  test('exports keep the raw value and unit beside the display value', async ({ warmPage: page }) => {
    await page.goto('/en/calendar/us');
    const csv = await (await page.request.get((await page.getByTestId('export-csv').getAttribute('href'))!)).text();
    const [header, ...lines] = csv.replace(/^\ufeff/, '').trimEnd().split('\r\n');
    const cols = header.split(',');
    const claims = lines.map((l) => l.split(',')).find((c) => c[cols.indexOf('title')] === 'U.S. Initial Jobless Claims' && c[cols.indexOf('actual')]);
    expect(claims).toBeTruthy();
    const raw = claims![cols.indexOf('actual')];
    expect(claims![cols.indexOf('unit')]).toBe('10K persons');
    expect(claims![cols.indexOf('unit_rate')]).toBe('/10000');
    expect(claims![cols.indexOf('unit_display')]).toBe('persons');
    expect(claims![cols.indexOf('actual_display')]).toMatch(/K$/);
    expect(Number(claims![cols.indexOf('actual_display')].replace('K', '')) * 1000).toBeCloseTo(Number(raw) * 10_000);
  });
});
