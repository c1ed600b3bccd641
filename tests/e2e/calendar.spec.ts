import { expect, test } from '@playwright/test';
import { LOCALES } from './support';
import { idx, notScheduledByTests, rowIds, shanghai, sortedIds, tokened, unscheduledRowIds, upstream } from './support/calendar';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

// A past weekday with releases; the simulator's data is deterministic per date.
const DAY = '2026-11-18';

warm.describe('calendar views render the simulator rows', () => {
  for (const locale of LOCALES) {
    warm(`day, week, month, events and U.S. data in ${locale}`, async ({ warmPage: page, consoleErrors: errors }) => {
      await page.goto(`/${locale}/calendar?date=${DAY}`);
      expect(await rowIds(page)).toEqual(sortedIds(await tokened(locale, 'data', `date=${DAY}`)));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/calendar\\?date=${DAY}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="zh-TW"]')).toHaveCount(1);

      await page.goto(`/${locale}/calendar/week?week=next`);
      const nextWeek = (await tokened(locale, 'week', 'week=W1')).filter((r) => notScheduledByTests(r.ID));
      expect(await unscheduledRowIds(page)).toEqual(sortedIds(nextWeek));

      await page.goto(`/${locale}/calendar/month?range=past`);
      expect(await rowIds(page)).toEqual(sortedIds(await tokened(locale, 'month', 'month=m')));

      await page.goto(`/${locale}/calendar/events?date=2026-11-20&type=event`);
      const events = await tokened(locale, 'event', 'type=3&date=2026-11-20');
      // The day's section (the legacy "this week" batch below it has its own rows).
      const day = page.locator('section[aria-labelledby="events-title"]');
      await expect(day.getByTestId('event-row')).toHaveCount(events.length);
      // TIME_FLAG 0 is shown as an unconfirmed time.
      await expect(day.getByTestId('unconfirmed')).toHaveCount(events.filter((e) => Number(e.TIME_FLAG) === 0).length);
      const batch = await upstream('/legacy/Calendar/forecast/type/3/interval/week');
      await expect(page.locator('section[aria-labelledby="week-batch-title"]').getByTestId('event-row')).toHaveCount(batch.length);

      await page.goto(`/${locale}/calendar/events?date=2026-11-17&type=treasury`);
      await expect(day.getByTestId('event-row')).toHaveCount((await upstream('/legacy/Calendar/eventholiday/date/20261117/type/2')).length);

      await page.goto(`/${locale}/calendar/us`);
      const usa = await upstream('/legacy/Calendar/usaData');
      // Sub-indicators (IDX_PID) sit under their parent row.
      await expect(page.locator('[data-testid="release-row"], [data-testid="sub-release"]')).toHaveCount(usa.length);
      const csv = await page.request.get((await page.getByTestId('export-csv').getAttribute('href'))!);
      expect((await csv.text()).trimEnd().split('\r\n').length).toBe(usa.length + 1);
      expect(errors).toEqual([]);
    });
  }

  warm('a reader in UTC−10 gets their own day, built from two upstream days', async ({ warmPage: page }) => {
    await page.goto(`/en/calendar?date=${DAY}&tz=Pacific/Honolulu`);
    const from = Date.parse(`${DAY}T10:00:00Z`);
    const to = from + 86_400_000;
    const both = [...(await tokened('en', 'data', `date=${DAY}`)), ...(await tokened('en', 'data', 'date=2026-11-19'))];
    const expected = sortedIds(both.filter((r) => shanghai(r.PUBLISH_TIME) >= from && shanghai(r.PUBLISH_TIME) < to));
    expect(expected.length).toBeGreaterThan(0);
    expect(await rowIds(page)).toEqual(expected);
    await expect(page.getByTestId('times-in')).toContainText('Pacific/Honolulu');
    // Links keep the zone.
    const next = page.getByRole('link', { name: /Next day/ });
    await expect(next).toHaveAttribute('href', /tz=Pacific%2FHonolulu/);
  });

  warm('English asset names keep their spaces in the market-impact column', async ({ warmPage: page }) => {
    // The English variant writes GT_RES/LT_RES as "USD, Gold & Silver, Crude Oil" (docs/upstream.md, "Asset lists").
    await page.goto('/en/calendar/week?week=this&tz=UTC');
    await expect(page.getByTestId('release-row').first()).toBeVisible();
    const impacts = (await page.getByTestId('release-row').locator('td:last-child').allInnerTexts()).join('\n');
    expect(impacts).toMatch(/Gold & Silver/);
    expect(impacts).not.toMatch(/Gold, &|&, Silver|Crude, Oil/);
  });

  warm('indicator page: info, releases, localized 404 for unknown ids', async ({ warmPage: page }) => {
    const info = await tokened('en', 'info', `idxid=${idx('110001')}`);
    await page.goto(`/en/indicators/${idx('110001')}?tz=UTC`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText((info as any).IDX_DESC_CN);
    await expect(page.getByTestId('publisher')).toContainText((info as any).PUBLISH_ORG);
    await expect(page.getByTestId('interpretation')).toBeVisible();
    const missing = await page.goto('/en/indicators/999999999');
    expect(missing?.status()).toBe(404);
    const bad = await page.goto('/zh-TW/indicators/abc');
    expect(bad?.status()).toBe(404);
  });
});

warm.describe('filters', () => {
  warm('importance, country and search change the URL and the rows; the language switch keeps them', async ({ warmPage: page }) => {
    const all = (await tokened('en', 'week', 'week=W')).filter((r) => notScheduledByTests(r.ID));
    await page.goto('/en/calendar/week?week=this');
    // The filters start folded away (the rows come first); opening them is remembered.
    await page.getByTestId('filters').locator('summary').click();
    await page.getByRole('checkbox', { name: 'High' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/importance=3/);
    expect(await unscheduledRowIds(page)).toEqual(sortedIds(all.filter((r) => String(r.IDX_RELEVANCE) === '3')));

    await page.getByRole('checkbox', { name: /United States/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/country=US/);
    const us = all.filter((r) => String(r.IDX_RELEVANCE) === '3' && r.COUNTRY_CN.trim() === 'United States');
    expect(await unscheduledRowIds(page)).toEqual(sortedIds(us));

    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/calendar\/week\?.*importance=3/);
    await expect(page).toHaveURL(/country=US/);
    expect(await unscheduledRowIds(page)).toEqual(sortedIds(us));

    await page.getByLabel('搜索标题').fill('no such indicator');
    await page.getByRole('button', { name: '应用筛选' }).click();
    await expect(page).toHaveURL(/q=no\+such\+indicator/);
    await expect(page.getByTestId('empty')).toHaveText('没有符合筛选条件的数据。');
  });

  warm('the search box finds titles', async ({ warmPage: page }) => {
    await page.goto(`/en/calendar?date=${DAY}&q=CPI`);
    const rows = page.getByTestId('release-row');
    const expected = (await tokened('en', 'data', `date=${DAY}`)).filter((r) => /cpi/i.test(r.TITLE) || /cpi/i.test(r.IDX_DESC_CN));
    await expect(rows).toHaveCount(expected.length);
  });
});

test.describe('bad parameters', () => {
  const cases = [
    ['/en/calendar?date=2026-02-30', 'date-format'],
    ['/en/calendar?date=1990-01-01', 'date-range'],
    ['/zh-CN/calendar?date=tomorrow', 'date-format'],
    ['/zh-TW/calendar/week?week=later', 'week'],
    ['/en/calendar/month?range=year', 'range'],
    ['/en/calendar/events?type=party', 'type'],
    ['/en/calendar?importance=4', 'importance'],
  ] as const;
  for (const [url, problem] of cases) {
    warm(`${url} → localized notice`, async ({ warmPage: page }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBeLessThan(500);
      const notice = page.getByTestId('param-notice');
      await expect(notice).toHaveAttribute('data-problem', problem);
      const link = notice.getByRole('link');
      await link.click();
      await expect(page.getByTestId('param-notice')).toHaveCount(0);
    });
  }

  test('/api/calendar answers 400 with the error shape', async ({ request }) => {
    for (const q of ['date=2026-02-30', 'date=2026-11-18&tz=Mars/Olympus', 'date=2026-11-18&locale=fr', '']) {
      const res = await request.get(`/api/calendar?${q}`);
      expect(res.status()).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('bad_request');
      expect(typeof body.error.message).toBe('string');
    }
  });
});

warm.describe('exports', () => {
  warm('.ics and CSV downloads of the current view parse', async ({ warmPage: page, request }) => {
    await page.goto(`/en/calendar?date=${DAY}&importance=2,3`);
    const rows = await rowIds(page);
    expect(rows.length).toBeGreaterThan(0);

    const ics = await request.get((await page.getByTestId('export-ics').getAttribute('href'))!);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const text = await ics.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const uids = [...unfolded.matchAll(/^UID:release-(\d+)@macrodesk$/gm)].map((m) => m[1]).sort();
    expect(uids).toEqual(rows);
    expect(unfolded.match(/^DTSTAMP:\d{8}T\d{6}Z$/gm)?.length).toBe(rows.length);

    const csv = await request.get((await page.getByTestId('export-csv').getAttribute('href'))!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).replace(/^\ufeff/, '').trimEnd().split('\r\n');
    expect(lines[0].split(',')).toContain('record_id');
    expect(lines.length - 1).toBe(rows.length);

    const json = await request.get((await page.getByTestId('export-json').getAttribute('href'))!);
    const body = await json.json();
    expect(body.releases.map((r: { id: string }) => r.id).sort()).toEqual(rows);
    await expect(page.getByTestId('subscribe')).toHaveAttribute('href', /^webcal:\/\/.*format=ics/);
  });
});

warm.describe('accessibility', () => {
  const views = ['/en/calendar?date=2026-11-18', '/zh-CN/calendar/week', '/zh-TW/calendar/month?range=past', '/en/calendar/events?type=event&date=2026-11-20', '/zh-CN/calendar/us', `/en/indicators/${idx('110001')}`];
  for (const url of views) {
    warm(`axe: ${url}`, async ({ warmPage: page }) => {
      // Two cores shared by parallel workers: a long table takes axe a while.
      warm.setTimeout(150_000);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const results = await axe(page).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  warm.describe('dark scheme', () => {
    warm.use({ colorScheme: 'dark' });
    // Beat/miss colours must keep their contrast on the dark background too.
    // The views must hold released rows on any day the suite runs: this week
    // has none yet on a Monday morning, the past 30 days always have some.
    for (const url of ['/en/calendar/month?range=past', '/zh-CN/calendar/us']) {
      warm(`axe (dark): ${url}`, async ({ warmPage: page }) => {
        warm.setTimeout(150_000);
        await page.goto(url);
        await expect(page.locator('[data-tone="better"], [data-tone="worse"]').first()).toBeVisible();
        const results = await axe(page).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
});
