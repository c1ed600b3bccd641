import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { LOCALES } from './support';
import { warmTest as test } from './support/warm-page';
import { notScheduledByTests, readable, tokened, unscheduledRowIds } from './support/calendar';
import { categoryOf } from '../../lib/release/category';
import { currencyOf } from '../../lib/release/currency';

// Categories and currencies (lib/release): `category=` and `currency=` filter
// the calendar's views, its exports and its embeds, in all three languages;
// the filter form offers both, and the rows carry a currency column.
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8'))]),
);

/** The week's records of a category and currencies, as the simulator serves them in the locale's variant. */
async function expectedIds(locale: (typeof LOCALES)[number], keep: (r: any) => boolean): Promise<string[]> {
  const all = readable(await tokened(locale, 'week', 'week=W'));
  return all.filter(keep).map((r) => String(r.ID)).filter(notScheduledByTests).sort();
}

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')));
}

for (const locale of LOCALES) {
  test.describe(`categories and currencies in ${locale}`, () => {
    test('category= and currency= filter the week; each row shows its currency beside the country', async ({ warmPage: page, consoleErrors: errors }) => {
      const inflation = await expectedIds(locale, (r) => categoryOf(r.TITLE, r.IDX_DESC_CN) === 'inflation');
      expect(inflation.length).toBeGreaterThan(0);
      await page.goto(`/${locale}/calendar/week?week=this&category=inflation`);
      expect(await unscheduledRowIds(page)).toEqual(inflation);
      for (const category of await page.getByTestId('release-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-category')))) {
        expect(category).toBe('inflation');
      }

      const euro = await expectedIds(locale, (r) => currencyOf(r.COUNTRY_CN) === 'EUR');
      await page.goto(`/${locale}/calendar/week?week=this&currency=EUR`);
      expect(await unscheduledRowIds(page)).toEqual(euro);
      expect(euro.length).toBeGreaterThan(0);
      const m = messages[locale];
      await expect(page.getByRole('columnheader', { name: m.Calendar.colShort.currency })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: m.Calendar.colShort.currency }).locator('abbr')).toHaveAttribute('title', m.Calendar.col.currency);
      const currencies = await page.getByTestId('release-row').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent));
      expect(new Set(currencies)).toEqual(new Set(['EUR']));
      // Events show their currency too, and the filter keeps only those of the currency.
      await page.goto(`/${locale}/calendar/events?type=event&currency=USD`);
      const events = page.getByTestId('event-row');
      await expect(page.locator('[data-testid="event-row"], [data-testid="empty"]').first()).toBeVisible();
      const eventCurrencies = await events.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent));
      expect(eventCurrencies.every((c) => c === 'USD')).toBe(true);
      await expect(page.getByTestId('events').getByRole('columnheader', { name: m.Calendar.colShort.currency })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the filter form offers categories and currencies by name; the choice is the URL, the export follows it', async ({ warmPage: page, request }) => {
      const m = messages[locale];
      await page.goto(`/${locale}/calendar/week?week=this`);
      await page.getByTestId('filters').locator('summary').click();
      // Employment in dollars: the weekly jobless claims are in every week.
      await page.getByRole('group', { name: m.CalendarFilters.category }).getByRole('checkbox', { name: m.Categories.employment, exact: true }).check();
      await page.getByRole('group', { name: m.CalendarFilters.currency }).getByRole('checkbox', { name: 'USD', exact: true }).check();
      await page.getByRole('button', { name: m.CalendarFilters.apply }).click();
      await expect(page).toHaveURL(/category=employment/);
      await expect(page).toHaveURL(/currency=USD/);
      const expected = await expectedIds(locale, (r) => categoryOf(r.TITLE, r.IDX_DESC_CN) === 'employment' && currencyOf(r.COUNTRY_CN) === 'USD');
      expect(expected.length).toBeGreaterThan(0);
      expect(await unscheduledRowIds(page)).toEqual(expected);
      // The summary counts both choices.
      await expect(page.getByTestId('filters').locator('summary')).toContainText('2');

      const csvHref = await page.getByTestId('export-csv').getAttribute('href');
      expect(csvHref).toMatch(/category=employment/);
      expect(csvHref).toMatch(/currency=USD/);
      const [header, ...lines] = csvRows(await (await request.get(csvHref!)).text());
      const [currency, category, id] = ['currency', 'category', 'record_id'].map((c) => header.indexOf(c));
      expect(currency).toBeGreaterThan(0);
      expect(lines.map((l) => l[id]).filter(notScheduledByTests).sort()).toEqual(expected);
      for (const l of lines) {
        expect(l[currency]).toBe('USD');
        expect(l[category]).toBe('employment');
      }
    });
  });
}

test('a category or currency outside the lists gets the calendar\'s notice, named', async ({ warmPage: page }) => {
  for (const [url, problem] of [
    ['/en/calendar?category=crypto', 'category'],
    ['/zh-TW/calendar/week?currency=usd', 'currency'],
    ['/zh-CN/calendar/events?category=Inflation', 'category'],
  ] as const) {
    const res = await page.goto(url);
    expect(res?.status()).toBeLessThan(500);
    await expect(page.getByTestId('param-notice')).toHaveAttribute('data-problem', problem);
  }
  const res = await page.request.get('/api/calendar/export?view=week&format=csv&currency=XYZ');
  expect(res.status()).toBe(400);
  expect((await res.json()).error.message).toMatch(/^currency: /);
});

test('the calendar and events widgets take category= and currency=; the builder offers both', async ({ warmPage: page }) => {
  // The widget shows the rest of the week: what it shows filtered is what it shows unfiltered, in euros.
  const countriesOf = () => page.getByTestId('embed-releases').locator('li[data-release-id]').evaluateAll((li) => li.map((l) => l.getAttribute('data-release-id') + ' ' + l.getAttribute('data-country')));
  // (At most 30 rows: the euro rows among the first 30 of all are the first of the euro rows.)
  const isEuro = (c: string) => /\s(EU|DE|FR|IT|ES)$/.test(c);
  await page.goto('/en/embed/calendar?view=week&limit=30');
  await expect(page.getByTestId('embed-releases').or(page.getByTestId('empty'))).toBeVisible();
  const euro = (await countriesOf()).filter(isEuro);
  await page.goto('/en/embed/calendar?view=week&currency=EUR&limit=30');
  await expect(page.getByTestId('embed-releases').or(page.getByTestId('empty'))).toBeVisible();
  const filtered = await countriesOf();
  expect(filtered.filter((c) => !isEuro(c))).toEqual([]);
  expect(filtered.slice(0, euro.length)).toEqual(euro);

  const bad = await page.goto('/en/embed/events?currency=usd');
  expect(bad?.status()).toBeLessThan(500);
  await expect(page.locator('body')).toContainText('currency');

  await page.goto('/zh-TW/embed');
  const m = messages['zh-TW'];
  await page.getByLabel(m.EmbedBuilder.category).selectOption('inflation');
  await page.getByLabel(m.EmbedBuilder.currency).selectOption('JPY');
  const snippet = page.getByTestId('snippet');
  await expect(snippet).toHaveValue(/\/zh-TW\/embed\/calendar\?[^"]*category=inflation/);
  await expect(snippet).toHaveValue(/currency=JPY/);
  await page.getByLabel(m.EmbedBuilder.widget, { exact: true }).selectOption('events');
  await expect(snippet).toHaveValue(/\/zh-TW\/embed\/events\?[^"]*currency=JPY/);
});
