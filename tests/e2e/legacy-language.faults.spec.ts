import { expect, test } from '@playwright/test';
import { sim } from './support';
import { upstream } from './support/calendar';
import { hanOutsideOriginals, simplifiedOutsideOriginals } from './support/legacy-language';

// Legacy fallback rows in the reader's language: the tokened daily data fails
// (bounded by `times`: the client tries each host twice), the Calendar List
// stands in, and its rows are joined to the variant's indicator info. Each
// locale uses a day no other spec opens, so no cached copy hides the fault.
const TRIES = 2;
const DAYS = { en: '2026-09-15', 'zh-TW': '2026-09-16', 'zh-CN': '2026-09-17' } as const;
const VARIANT = { en: 'apien', 'zh-TW': 'apitc', 'zh-CN': 'api' } as const;

for (const locale of ['en', 'zh-TW', 'zh-CN'] as const) {
  test(`${locale} legacy fallback rows speak the reader's language`, async ({ page }) => {
    const day = DAYS[locale];
    await sim('faults', { body: { match: `/base/${VARIANT[locale]}/calendar/202605/data`, kind: 'http', status: 500, times: TRIES } });
    // zh-CN first falls back to the alternate host: make that fail too, so the legacy list answers.
    if (locale === 'zh-CN') await sim('faults', { body: { match: '/alt/api/calendar/202605/data', kind: 'http', status: 500, times: TRIES } });
    await page.goto(`/${locale}/calendar?date=${day}`);
    await expect(page.getByTestId('source-note').first()).toHaveAttribute('data-source', 'legacy');
    const legacy = await upstream(`/legacy/Calendar/lists/d/${day.replaceAll('-', '')}`);
    const rows = page.getByTestId('release-row');
    // One row per readable record: the simulator may make one of a day's records unreadable,
    // which costs that row only.
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBeGreaterThanOrEqual(legacy.length - 1);
    expect(shown).toBeLessThanOrEqual(legacy.length);
    if (locale === 'zh-CN') {
      // Simplified readers read the legacy list as written: nothing to translate, nothing marked.
      await expect(page.locator('[data-original]')).toHaveCount(0);
      return;
    }
    const first = legacy[0];
    const info = await upstream(`/base/${VARIANT[locale]}/calendar/202605/info?idxid=${first.IDX_ID}&token=macrodesk-simulator-token`);
    // The row names the indicator as the variant does (joined by IDX_ID), not as the legacy list does.
    await expect(page.locator(`[data-release-id="${first.RECORD_ID}"]`)).toContainText((info as unknown as { IDX_DESC_CN: string }).IDX_DESC_CN);
    if (locale === 'en') expect(await hanOutsideOriginals(page)).toEqual([]);
    if (locale === 'zh-TW') expect(await simplifiedOutsideOriginals(page)).toEqual([]);
  });
}
