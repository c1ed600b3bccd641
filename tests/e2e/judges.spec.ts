// The independent judges: the W3C Nu checker over the HTML the portal serves,
// and axe in Chromium. The article page of a hostile body (the simulator's
// hostile articles) must be valid HTML in every locale, and the indicator
// page (with its scrolling history table) must have no serious or critical
// axe violation, light and dark, wide and narrow.
import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_MARKUP, LOCALES, SIM_URL } from './support';
import { describeErrors, nuErrors } from '../support/nu-checker';
import { axe } from './support/axe';
import { warmPixelTest as warmPixel, warmTest as warm } from './support/warm-page';

const TZ = 'Asia/Shanghai';
const PAYROLLS = '112022041900110001';

function shanghaiDay(offsetDays: number): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The ids of a past day's articles whose upstream body carries hostile markup. */
async function hostileArticleIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const back of [2, 3]) {
    const day = shanghaiDay(-back);
    const list = await (await fetch(`${SIM_URL}/alt/api/news/202605/data?date=${day}&token=macrodesk-simulator-token`)).json();
    for (const { NewsID } of list.data as { NewsID: string }[]) {
      const detail = await (await fetch(`${SIM_URL}/alt/api/news/202605/detail?newsid=${NewsID}&token=macrodesk-simulator-token`)).json();
      if (HOSTILE_MARKUP.test(detail.data[0].NewsContent)) ids.push(NewsID);
    }
  }
  return ids;
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the Nu checker finds no error in hostile article pages (three locales) or the indicator page', async ({ request }) => {
  test.setTimeout(240_000);
  const ids = await hostileArticleIds();
  expect(ids.length, 'the simulator serves hostile articles').toBeGreaterThan(3);
  const urls = [
    ...LOCALES.flatMap((locale) => ids.map((id) => `/${locale}/news/${id}?tz=${TZ}`)),
    ...LOCALES.map((locale) => `/${locale}/indicators/${PAYROLLS}?range=all`),
  ];
  const documents: string[] = [];
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    documents.push(await res.text());
  }
  // The judge must be able to fail: the first article page with text put directly in its table.
  const spoiled = documents[0].replace(/<table>/, '<table>stray text');
  expect(spoiled).not.toBe(documents[0]);
  const errors = await nuErrors([...documents, spoiled]);
  expect(describeErrors(errors.pop()!).join('\n')).toMatch(/Misplaced non-space characters inside a table/);
  const found = urls.flatMap((url, i) => describeErrors(errors[i]).map((e) => `${url} ${e}`));
  expect(found).toEqual([]);
});

for (const locale of LOCALES) {
  // Images point at a host that does not exist: a pixel stands in for them.
  warmPixel(`axe: a hostile article page (${locale})`, async ({ warmPage: page }) => {
    warmPixel.setTimeout(120_000);
    const [id] = await hostileArticleIds();
    await page.goto(`/${locale}/news/${id}?tz=${TZ}`);
    await expect(page.locator('[data-article-body]')).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [null, { width: 390, height: 844 }]) {
    warm(`axe: the indicator page, ${colorScheme}, ${viewport ? 'narrow' : 'wide'}`, async ({ warmPage: page }) => {
      warm.setTimeout(150_000);
      await page.emulateMedia({ colorScheme });
      if (viewport) await page.setViewportSize(viewport);
      const url = `/en/indicators/${PAYROLLS}?range=all`;
      await page.goto(url);
      const table = page.getByTestId('history-table');
      if ((await table.count()) === 0) await page.goto(url); // the first visit wrote its releases to the archive
      await expect(table).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxe(page)).toEqual([]);
      if (viewport) {
        // The table is wider than a phone, so its box scrolls: the case axe's scrollable-region-focusable is about.
        const box = table.locator('xpath=..');
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await expect(box).toHaveAttribute('tabindex', '0');
        await expect(box).toHaveAttribute('role', 'region');
        await expect(box).toHaveAttribute('aria-label', /.+/);
        // axe must be able to fail here: without its focus the box is what axe reported.
        await box.evaluate((el) => el.removeAttribute('tabindex'));
        const unreachable = await axe(page).withRules(['scrollable-region-focusable']).analyze();
        expect(unreachable.violations.map((v) => v.id)).toEqual(['scrollable-region-focusable']);
      }
    });
  }
}
