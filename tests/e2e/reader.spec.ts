// The reader's zone and colours (issue: readers everywhere): the browser's own
// zone on a first visit, the zone picker's search, one colour convention per
// page, the state kept by links, and notices for values that cannot be used.
import { expect, test } from '@playwright/test';
import { LOCALES, watchConsole } from './support';
import { warmTest as warm } from './support/warm-page';

const NAV = { 'zh-CN': '财经日历', en: 'Calendar', 'zh-TW': '財經日曆' } as const;
const TOKYO = { 'zh-CN': '东京', en: 'Tokyo', 'zh-TW': '東京' } as const;
const DAY = '2026-11-18';

test.describe('a browser in New York with no cookie', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const locale of LOCALES) {
    test(`lands on New York times (${locale})`, async ({ page, context }) => {
      test.setTimeout(150_000);
      const errors = watchConsole(page);
      await page.goto(`/${locale}/calendar?date=${DAY}`);
      // Detected with Intl and remembered before the first paint (lib/reader/first-visit-zone.ts).
      await expect(page.getByTestId('times-in')).toContainText('America/New_York', { timeout: 30_000 });
      const tz = (await context.cookies()).find((c) => c.name === 'tz');
      expect(tz?.value).toBe(encodeURIComponent('America/New_York'));
      // The remembered zone now serves every page at once.
      await page.goto(`/${locale}/calendar/week`);
      await expect(page.getByTestId('times-in')).toContainText('America/New_York');
      expect(errors).toEqual([]);
    });
  }
});

for (const locale of LOCALES) {
  warm(`the zone picker finds ${TOKYO[locale]} (${locale})`, async ({ warmPage: page }) => {
    await page.goto(`/${locale}/calendar?date=${DAY}`);
    const picker = page.locator('[data-testid="tz-picker"][data-ready]');
    await picker.getByRole('combobox').fill(TOKYO[locale]);
    const first = picker.getByTestId('tz-matches').getByRole('button').first();
    await expect(first).toHaveAttribute('data-zone', 'Asia/Tokyo');
    await expect(first).toContainText('GMT+9');
    await first.click();
    await expect(page).toHaveURL(/[?&]tz=Asia%2FTokyo/);
    await expect(page.getByTestId('times-in')).toContainText('Asia/Tokyo');
  });
}

warm('EST in the picker means New York, not Panama', async ({ warmPage: page }) => {
  await page.goto('/en/calendar');
  const picker = page.locator('[data-testid="tz-picker"][data-ready]');
  await picker.getByRole('combobox').fill('EST');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]tz=America%2FNew_York/);
});

warm('colors switches quotes and calendar together, remembered like the zone', async ({ warmPage: page }) => {
  const upOf = async () => {
    const html = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return { up: root.getPropertyValue('--up').trim(), red: root.getPropertyValue('--red').trim(), green: root.getPropertyValue('--green').trim() };
    });
    return html.up === html.red ? 'red' : html.up === html.green ? 'green' : html.up;
  };
  const better = (selector: string) =>
    page.locator(selector).first().evaluate((el) => getComputedStyle(el).getPropertyValue('--better').trim() || getComputedStyle(el).getPropertyValue('--up').trim());

  // The English default is green-up; the Chinese default red-up.
  await page.goto(`/en/calendar?date=${DAY}`);
  expect(await upOf()).toBe('green');
  await page.goto(`/zh-CN/calendar?date=${DAY}`);
  expect(await upOf()).toBe('red');

  // One switch turns calendar outcomes and quotes alike.
  await page.goto(`/en/calendar?date=${DAY}`);
  await page.getByRole('navigation', { name: 'Colours' }).getByRole('link', { name: 'Red up' }).click();
  await expect(page).toHaveURL(/[?&]colors=red-up/);
  await expect(page.locator('html')).toHaveAttribute('data-colors', 'red-up');
  const red = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--red').trim());
  expect(await better('[data-testid="releases"]')).toBe(red);
  await page.goto('/en/markets');
  await expect(page.locator('html')).toHaveAttribute('data-colors', 'red-up');
  expect(await upOf()).toBe('red');
  // An arrow stays beside the colour: colour is never the only signal.
  await expect(page.locator('main').getByText(/[▲▼■]/).first()).toBeVisible();
});

warm('embeds honour colors from their URL', async ({ warmPage: page }) => {
  await page.goto('/zh-CN/embed/quotes?codes=WGJS|XAU&colors=green-up');
  await expect(page.locator('html')).toHaveAttribute('data-colors', 'green-up');
});

warm('a link followed from any page keeps tz and colors', async ({ warmPage: page }) => {
  const state = /tz=Asia%2FTokyo.*colors=green-up|colors=green-up.*tz=Asia%2FTokyo/;
  await page.goto('/zh-TW?tz=Asia%2FTokyo&colors=green-up');
  await page.getByRole('navigation', { name: '主導覽' }).getByRole('link', { name: NAV['zh-TW'] }).click();
  await expect(page).toHaveURL(/\/zh-TW\/calendar\?/);
  expect(page.url()).toMatch(state);
  await page.getByRole('navigation', { name: '日曆檢視' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/zh-TW\/calendar\/week/);
  expect(page.url()).toMatch(state);
  await page.goto('/zh-TW/markets?tz=Asia%2FTokyo&colors=green-up');
  const exchange = page.locator('main a[href*="/markets/"]').first();
  expect(await exchange.getAttribute('href')).toMatch(state);
  await page.goto('/zh-TW/news?tz=Asia%2FTokyo&colors=green-up');
  for (const href of await page.locator('main a[href^="/zh-TW/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(state);
  }
});

for (const locale of LOCALES) {
  warm(`an invalid tz or colors gets a notice naming it (${locale})`, async ({ warmPage: page }) => {
    await page.goto(`/${locale}/calendar?date=${DAY}&tz=Mars%2FOlympus&colors=purple-up`);
    const notice = page.getByTestId('reader-notice');
    await expect(notice.locator('[data-param="tz"]')).toContainText('Mars/Olympus');
    await expect(notice.locator('[data-param="colors"]')).toContainText('purple-up');
    // The locale default stands in.
    await expect(page.locator('html')).toHaveAttribute('data-colors', locale === 'en' ? 'green-up' : 'red-up');
  });
}
