import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from './support';
import { rowIds, sortedIds, tokened } from './support/calendar';
import { FILTERS_COOKIE } from '../../lib/calendar/filter-cookie';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

// The calendar as a daily trader uses it (issue "The calendar traders use").
// Dates are pinned: the simulator's data is deterministic per date.
// 2026-03-02 is the simulator's busiest day (17 releases, across 12 hours).
const BUSIEST = '2026-03-02';
const WEEK = '2026-W10'; // 2 – 8 March 2026
const OTHER = { 'zh-CN': 'en', en: 'zh-TW', 'zh-TW': 'zh-CN' } as const;

/** Every daily record of the seven days of an ISO week starting on `monday` (the page's default zone is the simulator's). */
async function weekIds(locale: (typeof LOCALES)[number], monday: string): Promise<string[]> {
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  const lists = await Promise.all(days.map((d) => tokened(locale, 'data', `date=${d}`)));
  return sortedIds(lists.flat());
}

/** The row ids once the streamed section has arrived (after a client-side navigation the rows stream in after the URL changes). */
async function streamedRowIds(page: Page): Promise<string[]> {
  await expect(page.locator('[data-testid="release-row"], [data-testid="empty"]').first()).toBeVisible({ timeout: 30_000 });
  return rowIds(page);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of LOCALES) {
  test.describe(`trader's calendar in ${locale}`, () => {
    warm('two ticked importances stay ticked across Apply and a language switch', async ({ warmPage: page, consoleErrors: errors }) => {
      const all = await tokened(locale, 'data', `date=${BUSIEST}`);
      const wanted = sortedIds(all.filter((r) => ['2', '3'].includes(String(r.IDX_RELEVANCE))));
      await page.goto(`/${locale}/calendar?date=${BUSIEST}`);
      const filters = page.getByTestId('filters');
      await filters.locator('summary').click();
      await filters.locator('input[name="importance"][value="3"]').check();
      await filters.locator('input[name="importance"][value="2"]').check();
      await filters.getByRole('button').click();
      // The form sends the parameter twice; both are kept.
      await expect(page).toHaveURL(/importance=3&importance=2|importance=2&importance=3/);
      expect(await streamedRowIds(page)).toEqual(wanted);
      // Applying again from the page as it is keeps both boxes (nothing silently dropped).
      await expect(filters.locator('input[name="importance"][value="2"]')).toBeChecked();
      await filters.getByRole('button').click();
      await expect(filters.locator('input[name="importance"][value="2"]')).toBeChecked();
      await expect(filters.locator('input[name="importance"][value="3"]')).toBeChecked();

      const other = OTHER[locale];
      await page.locator(`.locale-switcher a[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${other}/calendar\\?`));
      await expect(page.getByTestId('filters').locator('input[name="importance"][value="2"]')).toBeChecked();
      await expect(page.getByTestId('filters').locator('input[name="importance"][value="3"]')).toBeChecked();
      await expect(page.getByTestId('filters').locator('input[name="importance"][value="1"]')).not.toBeChecked();
      expect(await streamedRowIds(page)).toEqual(sortedIds((await tokened(other, 'data', `date=${BUSIEST}`)).filter((r) => ['2', '3'].includes(String(r.IDX_RELEVANCE)))));
      expect(errors).toEqual([]);
    });

    warm('any week: back three weeks and forward again, rows from the daily data; tabs keep the date', async ({ warmPage: page }) => {
      // Eight page loads, each a week of daily data, on two shared cores.
      warm.setTimeout(180_000);
      await page.goto(`/${locale}/calendar?date=${BUSIEST}`);
      // The week tab opens the week of the day being read.
      await page.locator('a[href*="/calendar/week?week="]').first().click();
      await expect(page).toHaveURL(new RegExp(`week=${WEEK}`), { timeout: 30_000 });
      expect(await streamedRowIds(page)).toEqual(await weekIds(locale, '2026-03-02'));
      for (const week of ['2026-W09', '2026-W08', '2026-W07']) {
        await page.getByTestId('step-prev').click();
        await expect(page).toHaveURL(new RegExp(`week=${week}`), { timeout: 30_000 });
        await expect(page.locator('h1')).toContainText(week);
      }
      expect(await streamedRowIds(page)).toEqual(await weekIds(locale, '2026-02-09'));
      for (const week of ['2026-W08', '2026-W09', WEEK]) {
        await page.getByTestId('step-next').click();
        await expect(page).toHaveURL(new RegExp(`week=${week}`), { timeout: 30_000 });
      }
      // The month tab opens the month of the week's first day, the day tab that day.
      await page.locator('a[href*="/calendar/month?month="]').first().click();
      await expect(page).toHaveURL(/month=2026-03/, { timeout: 30_000 });
      await expect(page.getByTestId('release-row').first()).toBeVisible();
      await page.locator('a[href*="/calendar?date="]').first().click();
      await expect(page).toHaveURL(/date=2026-03-01/, { timeout: 30_000 });
    });

    warm('the busiest day shows at least 12 releases on a 1280×800 screen, the first release on a phone screen', async ({ warmPage: page }, info) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale}/calendar?date=${BUSIEST}`);
      const rows = page.getByTestId('release-row');
      // The section streams in. (That every readable record is a row is checked elsewhere; this
      // day may carry one the simulator made unreadable, which costs that row only.)
      await expect(rows.nth(11)).toBeVisible({ timeout: 20_000 });
      const bottoms = await rows.evaluateAll((els) =>
        els.filter((e) => e.getClientRects().length > 0).map((e) => e.getBoundingClientRect().bottom),
      );
      await info.attach(`desktop-${locale}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      expect(bottoms.filter((b) => b <= 800).length).toBeGreaterThanOrEqual(12);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/calendar?date=${BUSIEST}`);
      // The section streams in again: its first row, before measuring it (a null box otherwise).
      await expect(rows.first()).toBeVisible({ timeout: 20_000 });
      await info.attach(`phone-${locale}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      const first = await rows.first().boundingBox();
      expect(first!.y + first!.height).toBeLessThanOrEqual(844);
      // Every figure stays inside its card, a revision too ("revised from …" wraps under its value
      // in a column a third of the phone's width): this day has revised releases.
      await expect(rows.filter({ hasText: /revised from|修正前/ }).first()).toBeVisible();
      const spilled = await rows.locator('td').evaluateAll((cells) =>
        cells.filter((td) => td.getClientRects().length > 0 && td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent),
      );
      expect(spilled).toEqual([]);
      // Numbers line up right on a wide screen, in tabular figures.
      await page.setViewportSize({ width: 1280, height: 800 });
      const forecast = page.getByTestId('release-row').first().locator('td').nth(6);
      await expect(forecast).toHaveCSS('text-align', 'right');
      await expect(forecast).toHaveCSS('font-variant-numeric', 'tabular-nums');
    });

    warm('folded or open, the filters are remembered', async ({ warmPage: page }) => {
      await page.goto(`/${locale}/calendar?date=${BUSIEST}`);
      const filters = page.getByTestId('filters');
      await expect(filters).not.toHaveAttribute('open');
      await filters.locator('summary').click();
      await expect(filters).toHaveAttribute('open');
      // Remembered in a cookie (at once, or when the page hydrates if the click came first).
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === FILTERS_COOKIE)?.value).toBe('open');
      await page.goto(`/${locale}/calendar/week?week=${WEEK}`);
      await expect(page.getByTestId('filters')).toHaveAttribute('open');
    });

    warm('the now line sits between the last past and the first coming release', async ({ warmPage: page }) => {
      // This week always spans the present and holds weekday releases, whatever day the suite runs.
      await page.goto(`/${locale}/calendar/week?week=this`);
      const line = page.getByTestId('now-line');
      await expect(line).toHaveCount(1);
      const now = Date.parse((await line.getAttribute('data-now'))!);
      const order = await page.locator('[data-testid="release-row"], [data-testid="now-line"]').evaluateAll((els) =>
        els.map((e) => (e.getAttribute('data-testid') === 'now-line' ? 'now' : e.getAttribute('data-at')!)),
      );
      const at = order.indexOf('now');
      expect(order.slice(0, at).every((t) => Date.parse(t) <= now)).toBe(true);
      expect(order.slice(at + 1).every((t) => Date.parse(t) > now)).toBe(true);
      // Past rows are the quieter ones.
      const quiet = await page.getByTestId('release-row').evaluateAll((els) => els.map((e) => e.className.includes('pastRow')));
      expect(quiet).toEqual(order.filter((t) => t !== 'now').map((t) => Date.parse(t) <= now));
    });

    warm('axe: the ISO week, the month and the day with its filters open', async ({ warmPage: page }) => {
      // Two cores shared by parallel workers: a long table takes axe a while, so the tables are filtered.
      warm.setTimeout(240_000);
      for (const url of [`/${locale}/calendar/week?week=${WEEK}&importance=3`, `/${locale}/calendar/month?month=2026-03&importance=3&country=US`, `/${locale}/calendar?date=${BUSIEST}&country=US`]) {
        await page.goto(url);
        await expect(page.getByTestId('release-row').first()).toBeVisible();
        expect(await seriousViolations(page), url).toEqual([]);
      }
    });
  });
}

test.describe('periods outside the window or malformed', () => {
  const cases = [
    ['/en/calendar/week?week=2021-W53', 'week'],
    ['/zh-CN/calendar/week?week=1990-W01', 'week'],
    ['/zh-TW/calendar/month?month=2040-01', 'month'],
    ['/en/calendar/month?month=2026-13', 'month'],
    ['/en/calendar?date=2026-03-02&importance=3&importance=9', 'importance'],
  ] as const;
  for (const [url, problem] of cases) {
    warm(`${url} → localized notice with a link to a valid view`, async ({ warmPage: page }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBeLessThan(500);
      await expect(page.getByTestId('param-notice')).toHaveAttribute('data-problem', problem);
      await page.getByTestId('param-notice').getByRole('link').click();
      await expect(page.getByTestId('param-notice')).toHaveCount(0);
    });
  }

  test('exports take the same periods and refuse the same bad ones', async ({ request }) => {
    const ok = await request.get(`/api/calendar/export?view=week&week=${WEEK}&format=json&locale=en&tz=Asia/Shanghai&importance=3&importance=2`);
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    const ids = body.releases.map((r: { id: string }) => r.id).sort();
    const all = await Promise.all(['02', '03', '04', '05', '06', '07', '08'].map((d) => tokened('en', 'data', `date=2026-03-${d}`)));
    expect(ids).toEqual(sortedIds(all.flat().filter((r) => ['2', '3'].includes(String(r.IDX_RELEVANCE)))));
    const bad = await request.get('/api/calendar/export?view=month&month=1999-01&format=json');
    expect(bad.status()).toBe(400);
  });
});
