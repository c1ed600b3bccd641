import { expect, type Page } from '@playwright/test';
import { LOCALES, watchConsole } from './support';
import { warmTest as warm } from './support/warm-page';

// Symbol names in the reader's language (lib/localize/symbols.ts): the
// upstream names symbols in Simplified Chinese only; English and
// Traditional-Chinese readers get the table's names wherever a symbol is named.
const NAMES: Record<string, Record<(typeof LOCALES)[number], string>> = {
  'WGJS|XAU': { 'zh-CN': '现货黄金', en: 'Spot Gold', 'zh-TW': '現貨黃金' },
  'WH|EURUSD': { 'zh-CN': '欧元美元', en: 'EUR/USD', 'zh-TW': '歐元美元' },
  'WH|USD': { 'zh-CN': '美元指数', en: 'US Dollar Index', 'zh-TW': '美元指數' },
  'GJZS|DJIA': { 'zh-CN': '道琼斯工业平均指数', en: 'Dow Jones Industrial Average', 'zh-TW': '道瓊工業平均指數' },
  'NYMEX|CONC': { 'zh-CN': '纽约原油', en: 'WTI Crude Oil (NYMEX)', 'zh-TW': '紐約原油' },
};
const HAN = /\p{Script=Han}/u;

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
}

/** Han characters in the page's main content (the header's language names are Chinese on purpose). */
const hanIn = async (page: Page, selector = 'main') => ((await page.locator(selector).innerText()).match(/\p{Script=Han}+/gu) ?? []);

for (const locale of LOCALES) {
  warm(`symbol pages name the symbol in ${locale}: heading, <title>, metadata`, async ({ warmPage: page }) => {
    const errors = watchConsole(page);
    for (const key of ['WGJS|XAU', 'GJZS|DJIA', 'NYMEX|CONC']) {
      const [exchange, code] = key.split('|');
      const name = NAMES[key][locale];
      await open(page, `/${locale}/markets/${exchange}/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (${code})`);
      await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[()/]/g, '\\$&')}`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(name.replace(/[()/]/g, '\\$&')));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(name.replace(/[()/]/g, '\\$&')));
      // Every known code has a name of its own: nothing is marked as untranslated.
      await expect(page.locator('main [data-original]')).toHaveCount(0);
      if (locale === 'en') {
        expect(await page.title(), key).not.toMatch(HAN);
        expect(await hanIn(page), key).toEqual([]);
      } else {
        // The other Chinese script's name never shows.
        const other = NAMES[key][locale === 'zh-CN' ? 'zh-TW' : 'zh-CN'];
        if (other !== name) expect(await page.locator('main').innerText()).not.toContain(other);
      }
    }
    expect(errors).toEqual([]);
  });

  warm(`tables, the dashboard strip and embeds name symbols in ${locale}`, async ({ warmPage: page }) => {
    const errors = watchConsole(page);
    await open(page, `/${locale}/markets/WH`);
    await expect(page.locator('[data-symbol="WH|EURUSD"] th')).toContainText(NAMES['WH|EURUSD'][locale]);
    await open(page, `/${locale}/markets`);
    await expect(page.locator('[data-symbol="WGJS|XAU"]').first()).toContainText(NAMES['WGJS|XAU'][locale]);
    await open(page, `/${locale}`);
    const strip = page.locator('.quote-strip');
    await expect(strip).toContainText(NAMES['WGJS|XAU'][locale]);
    await expect(strip).toContainText(NAMES['WH|USD'][locale]);
    await open(page, `/${locale}/embed/quotes?codes=${encodeURIComponent('WGJS|XAU,WH|EURUSD')}`);
    await expect(page.locator('[data-symbol="WGJS|XAU"]')).toContainText(NAMES['WGJS|XAU'][locale]);
    await expect(page.locator('[data-symbol="WH|EURUSD"]')).toContainText(NAMES['WH|EURUSD'][locale]);
    await open(page, `/${locale}/embed/chart?codes=${encodeURIComponent('WGJS|XAU')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NAMES['WGJS|XAU'][locale]);
    if (locale === 'en') {
      for (const path of ['/en/markets', '/en/markets/GJZS', `/en/embed/quotes?codes=${encodeURIComponent('WGJS|XAU,GJZS|DJIA,NYMEX|CONC')}`]) {
        await open(page, path);
        await expect(page.locator('[data-symbol]').first()).toBeVisible();
        expect(await hanIn(page), path).toEqual([]);
      }
      await open(page, '/en');
      await expect(strip.locator('li').first()).toBeVisible();
      expect(await hanIn(page, '.quote-strip')).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

warm('the symbol table searches and sorts by the name the reader sees', async ({ warmPage: page }) => {
  await open(page, '/en/markets/GJZS');
  await page.getByRole('searchbox', { name: 'Search symbols' }).fill('dow jones');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toHaveAttribute('data-symbol', 'GJZS|DJIA');
});
