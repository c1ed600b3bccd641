// The history archive end to end: a portal of its own back-fills fourteen
// months (three variants, two calendar years and more) of the simulator into an embedded archive (in a temp dir), then its indicator
// pages draw years of history in every locale, also with the upstream down.
import { expect, test } from '@playwright/test';
import { healthDetails, LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';

// Its backfill fills the cores for a while (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ mode: 'serial', timeout: 120_000, lock: LOADED_LOCK });
// The chart is drawn once the page hydrates, which a busy machine may take a while to do.
const drawn = { timeout: 30_000 };

const NFP = '112022041900110001';
/** U.S. initial jobless claims: weekly, so fourteen months fill more than one page of the table. */
const CLAIMS = '112022041900110011';
const today = new Date();
const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
/** A Monday-to-Friday day at least `days` days back (the simulator's weekends may hold no release). */
function weekdayBefore(days: number): string {
  let at = today.getTime() - days * 86_400_000;
  while ([0, 6].includes(new Date(at).getUTCDay())) at -= 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}
/**
 * A weekday at least `days` back that the archive holds whole: the simulator
 * leaves a record unreadable on about a quarter of its days (simulator/quirks.mjs,
 * "malformed"), and such a day waits for a re-check instead (docs/operations.md,
 * "The archive"). Asked of the simulator itself, before any fault is set.
 */
async function wholeWeekdayBefore(days: number): Promise<string> {
  for (let back = days; back < days + 60; back++) {
    const day = weekdayBefore(back);
    const res = await fetch(`${portal.sim}/base/apien/calendar/202605/data?date=${day}&token=${portal.token}`);
    const records = (await res.json()).data as { PUBLISH_TIME?: unknown; IMPORTANCE?: unknown }[] | null;
    const readable = (r: { PUBLISH_TIME?: unknown; IMPORTANCE?: unknown }) => typeof r.PUBLISH_TIME === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(r.PUBLISH_TIME) && r.IMPORTANCE !== null;
    if (records?.length && records.every(readable)) return day;
  }
  throw new Error(`no whole weekday within 60 days before ${weekdayBefore(days)}`);
}
let portal: Isolated;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  portal = await startIsolated({
    token: 'archive-e2e-token',
    timeoutMs: 3000,
    // Its archive in a folder of its own, a copy of a fresh one (./support/fresh-archive.ts), removed on stop.
    env: { ARCHIVE: 'on', ARCHIVE_BACKFILL_FROM: from, ARCHIVE_RATE_PER_S: '10000' },
  });
  for (;;) {
    // A busy server may reset a kept-alive connection: ask again.
    const health = await healthDetails(portal.base).catch(() => null);
    // Every day asked once: the simulator's empty days (Sundays) and days with an unreadable record wait for a
    // re-check (docs/operations.md, "The archive"), so the backfill is not `complete` within the spec.
    if (health?.archive?.backfill?.daysToDo === 0) break;
    if (health?.archive?.state === 'unavailable') throw new Error(`archive unavailable: ${JSON.stringify(health.archive)}\n${portal.log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
});

test.afterAll(async () => {
  await portal?.stop();
});

test('health reports the finished backfill', async () => {
  const health = await healthDetails(portal.base);
  expect(health.archive).toMatchObject({ state: 'ok', backend: 'embedded', backfill: { leader: true, from, daysToDo: 0 } });
  expect(['complete', 'rechecking', 'running']).toContain(health.archive.backfill.state);
  expect(health.archive.daysToRecheck).toBe(health.archive.backfill.daysToRecheck);
  expect(health.archive.backfill.daysDone + health.archive.backfill.daysToRecheck).toBeGreaterThan(400 * 3);
  expect(health.archive.backfill.daysDone).toBeGreaterThan(health.archive.backfill.daysToRecheck);
});

for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${locale}: the indicator page draws years of history and pages its table`, async ({ page }) => {
    await page.goto(`${portal.base}/${locale}/indicators/${CLAIMS}?range=all&tz=UTC`);
    const chart = page.getByTestId('history-chart');
    // Drawn once near the viewport (lib/ui/use-box-width.ts).
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible(drawn);
    expect(Number(await chart.getAttribute('data-first-year'))).toBeLessThanOrEqual(today.getUTCFullYear() - 1);
    expect(Number(await chart.getAttribute('data-last-year'))).toBe(today.getUTCFullYear());
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(55);
    await expect(chart.locator('.recharts-line')).toHaveCount(1);
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    // Claims are published in 万人: English readers get them scaled into K like the calendar's rows, Chinese keep 万.
    // (A day's quirks may put text in a value field: look for the unit over the page, not in one row.)
    const actuals = (await rows.locator('td:nth-child(3)').allInnerTexts()).join('\n');
    if (locale === 'en') {
      expect(actuals).toMatch(/^-?\d[\d,.]*K persons/m);
      expect(actuals).not.toMatch(/万|萬/);
      await expect(chart).toHaveAttribute('data-compact', 'true');
      // No Chinese but what is marked as the original (with its lang and label).
      const unmarked = await page.getByTestId('history-table').evaluate((table) => {
        const out: string[] = [];
        const walk = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (/\p{Script=Han}/u.test(n.textContent ?? '') && !n.parentElement?.closest('[lang="zh-CN"]')) out.push(n.textContent!);
        }
        return out;
      });
      expect(unmarked).toEqual([]);
    } else {
      expect(actuals).toMatch(locale === 'zh-CN' ? /^-?\d[\d,.]*万人/m : /^-?\d[\d,.]*萬人/m);
      await expect(chart).not.toHaveAttribute('data-compact', /.*/);
    }
    // Newest first: the first row is later than the last.
    const first = await rows.first().locator('time').getAttribute('datetime');
    const last = await rows.last().locator('time').getAttribute('datetime');
    expect(first! > last!).toBe(true);
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/tz=UTC/);
    await expect(rows.first()).toBeVisible();
    expect((await rows.first().locator('time').getAttribute('datetime'))! < last!).toBe(true);
  });
}

test('the range switch narrows the history; a bad range is a notice, not an error', async ({ page }) => {
  await page.goto(`${portal.base}/en/indicators/${NFP}?range=1y`);
  const points = Number(await page.getByTestId('history-chart').getAttribute('data-points'));
  // Monthly: a year holds twelve releases, give or take this month's.
  expect(points).toBeGreaterThanOrEqual(11);
  expect(points).toBeLessThanOrEqual(13);
  const bad = await page.goto(`${portal.base}/en/indicators/${NFP}?range=forever`);
  expect(bad?.status()).toBe(200);
  await expect(page.getByTestId('history-notice')).toContainText('forever');
  await expect(page.getByRole('link', { name: '5 years' })).toHaveAttribute('aria-current', 'page');
});

test('the history API answers the archive as JSON and CSV', async () => {
  const json = await (await fetch(`${portal.base}/api/indicators/${NFP}/history?locale=zh-TW`)).json();
  expect(json.releases.length).toBeGreaterThanOrEqual(13);
  expect(json.releases[0].publishedAt < json.releases.at(-1).publishedAt).toBe(true);
  const csv = await fetch(`${portal.base}/api/indicators/${NFP}/history?format=csv&from=${from}`);
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  expect((await csv.text()).split('\r\n')[0]).toContain('published_at,period,actual,forecast,surprise');
  // Exports keep the upstream's raw value and unit beside what the English page shows.
  const en = (await (await fetch(`${portal.base}/api/indicators/${CLAIMS}/history?format=csv&locale=en`)).text()).split('\r\n');
  const header = en[0].split(',');
  const row = en[1].split(',');
  expect(row[header.indexOf('unit')]).toBe('10K persons');
  expect(row[header.indexOf('unit_display')]).toBe('persons');
  expect(row[header.indexOf('actual_display')]).toMatch(/^\d[\d.]*K$/);
  const bad = await fetch(`${portal.base}/api/indicators/${NFP}/history?from=yesterday`);
  expect(bad.status).toBe(400);
});

/** z of the latest surprise against the earlier ones, computed here from the history API (docs/design.md, "Surprise scores"). */
function latestZ(releases: { publishedAt: string; actual: string | null; forecast: string | null; firstActual: string | null }[]): { z: number; n: number } {
  const num = (v: string | null) => (v === null || !/^[+-]?\d+(\.\d+)?$/.test(v.replace(/,/g, '')) ? null : Number(v.replace(/,/g, '')));
  const surprises = releases
    .map((r) => ({ at: r.publishedAt, a: num(r.firstActual ?? r.actual), f: num(r.forecast) }))
    .filter((r) => r.a !== null && r.f !== null)
    .map((r) => r.a! - r.f!);
  const latest = surprises.at(-1)!;
  const earlier = surprises.slice(0, -1);
  const mean = earlier.reduce((a, b) => a + b, 0) / earlier.length;
  const sd = Math.sqrt(earlier.reduce((a, b) => a + (b - mean) ** 2, 0) / (earlier.length - 1));
  return { z: latest / sd, n: earlier.length };
}

for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${locale}: the indicator page shows where the latest surprise sits among the earlier ones`, async ({ page }) => {
    const history = await (await fetch(`${portal.base}/api/indicators/${CLAIMS}/history?locale=${locale}`)).json();
    const expected = latestZ(history.releases);
    expect(expected.n).toBeGreaterThanOrEqual(8);
    await page.goto(`${portal.base}/${locale}/indicators/${CLAIMS}?tz=UTC`);
    const figure = page.getByTestId('surprises');
    await expect(figure).toBeVisible();
    expect(Number(await figure.getAttribute('data-n'))).toBe(expected.n);
    expect(Number(await figure.getAttribute('data-z'))).toBeCloseTo(expected.z, 1);
    const bars = page.getByTestId('surprises-chart').locator('rect[data-count]');
    await expect(bars).toHaveCount(12);
    const counts = await bars.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(expected.n);
    await expect(page.getByTestId('surprises-chart').locator('rect[data-latest]')).toHaveCount(1);
    await expect(figure.locator('figcaption')).toContainText('σ');
  });
}

test('rows carry their surprise score, sort=surprise orders them by its size, and the exports carry it', async ({ page }) => {
  const day = await wholeWeekdayBefore(21);
  await page.goto(`${portal.base}/en/calendar?date=${day}&tz=UTC&sort=surprise`);
  await expect(page.getByTestId('sort-switch').locator('[aria-current]')).toHaveAttribute('data-sort', 'surprise');
  const rows = page.getByTestId('release-row');
  await expect(rows.first()).toBeVisible();
  const zs = await rows.evaluateAll((els) => els.map((e) => e.querySelector('[data-testid="surprise-z"]')?.getAttribute('data-z') ?? null));
  const scored = zs.filter((z): z is string => z !== null).map(Number);
  expect(scored.length).toBeGreaterThan(0);
  // Scored rows first, by the size of the score; then the rest.
  expect(zs.slice(0, scored.length).every((z) => z !== null)).toBe(true);
  for (let i = 1; i < scored.length; i++) expect(Math.abs(scored[i])).toBeLessThanOrEqual(Math.abs(scored[i - 1]));
  // Said in words to screen readers, and as a signed figure in σ.
  await expect(page.getByTestId('surprise-z').first()).toContainText(/[+−]?\d\.\dσ/);
  // The exports carry the same scores, in the same order.
  const json = await (await fetch(`${portal.base}/api/calendar/export?view=day&date=${day}&tz=UTC&locale=en&format=json&sort=surprise`)).json();
  const exported = (json.releases as { surprise_z: number | null; surprise_n: number | null }[]).map((r) => r.surprise_z).filter((z) => z !== null);
  expect(exported).toEqual(scored.map((z) => Math.round(z * 100) / 100));
  const csv = (await (await fetch(`${portal.base}/api/calendar/export?view=day&date=${day}&tz=UTC&locale=en&format=csv`)).text()).split('\r\n');
  expect(csv[0].split(',').slice(-2)).toEqual(['surprise_z', 'surprise_n']);
  // By time, the same rows in time order; a bad order is named.
  await page.getByTestId('sort-switch').locator('[data-sort="time"]').click();
  await expect(page).not.toHaveURL(/sort=/);
  const times = await page.getByTestId('release-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-at') ?? ''));
  expect(times).toEqual([...times].sort());
  await page.goto(`${portal.base}/zh-TW/calendar?date=${day}&sort=size`);
  await expect(page.getByTestId('param-notice')).toHaveAttribute('data-problem', 'sort');
  const bad = await fetch(`${portal.base}/api/calendar/export?view=day&date=${day}&format=json&sort=size`);
  expect(bad.status).toBe(400);
  expect(JSON.stringify(await bad.json())).toContain('sort');
});

for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${locale}: the directory lists every indicator the archive has seen and finds one by a name in any language`, async ({ page }) => {
    await page.goto(`${portal.base}/${locale}/indicators?tz=UTC`);
    await expect(page.getByTestId('directory-source')).toHaveCount(0);
    const entries = page.getByTestId('directory-entry');
    expect(await entries.count()).toBeGreaterThan(30);
    const payrolls = page.locator(`[data-testid="directory-entry"][data-indicator-id="${NFP}"] a`);
    await expect(payrolls).toHaveAttribute('href', new RegExp(`^/${locale}/indicators/${NFP}\\?tz=UTC$`));
    // A name in another language finds it: English words on a Chinese page, Chinese on the English one.
    for (const q of locale === 'en' ? ['非农', '非農'] : ['payrolls', '非农']) {
      await page.goto(`${portal.base}/${locale}/indicators?q=${encodeURIComponent(q)}`);
      await expect(page.locator(`[data-testid="directory-entry"][data-indicator-id="${NFP}"]`)).toHaveCount(1);
      expect(Number(await page.getByTestId('directory-found').getAttribute('data-count'))).toBeLessThan(10);
    }
    // A category and a country narrow it.
    await page.goto(`${portal.base}/${locale}/indicators?category=inflation&country=US`);
    const categories = await page.getByTestId('directory-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['inflation']));
    await expect(page.getByTestId('directory-country')).toHaveCount(1);
    await expect(page.getByTestId('directory-country')).toHaveAttribute('data-country', 'US');
  });
}

test('the header search finds an indicator from any page (in the menu on a phone), and the sitemap lists every archived indicator', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${portal.base}/en/markets`);
  await page.getByTestId('site-menu').locator(':scope > summary').click();
  const search = page.getByTestId('header-search');
  await search.getByRole('searchbox').fill('Nonfarm');
  await search.getByRole('button').click();
  await expect(page).toHaveURL(/\/en\/indicators\?q=Nonfarm/);
  await expect(page.locator(`[data-testid="directory-entry"][data-indicator-id="${NFP}"]`)).toHaveCount(1);
  const sitemap = await (await fetch(`${portal.base}/sitemap.xml`)).text();
  expect(sitemap).toContain('/en/indicators</loc>');
  expect(sitemap).toContain(`/zh-TW/indicators/${CLAIMS}</loc>`);
});

test('with the upstream down, history still shows and an archived day is served as saved data', async ({ page }) => {
  const settled = await wholeWeekdayBefore(100);
  await portal.control('faults', { match: '/', kind: 'http', status: 503 });
  try {
    await page.goto(`${portal.base}/en/indicators/${NFP}?range=5y`);
    await page.getByTestId('history-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('history-chart').locator('.recharts-bar-rectangle').first()).toBeVisible(drawn);
    // A settled day (older than the last seven) nobody asked for before: the archive holds it whole and
    // answers it without asking the upstream, as it would with the upstream up (docs/operations.md, "The upstream budget").
    await portal.control('log', undefined, 'DELETE');
    await page.goto(`${portal.base}/en/calendar?date=${settled}&tz=Asia/Shanghai`);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.locator('.stale-note')).toHaveCount(0);
    const log = await portal.control('log');
    expect(log.requests.filter((r: { path: string; query: { date?: string } }) => r.path.includes('/calendar/202605/data') && r.query.date === settled)).toEqual([]);
    // A day of the last seven, where revisions happen, is asked again: with the upstream down, a day the archive
    // holds whole answers from it, said stale (the simulator leaves a record unreadable on some days: not whole).
    let recent: string | null = null;
    for (let back = 2; back <= 6 && !recent; back++) {
      const res = await fetch(`${portal.base}/api/calendar?date=${weekdayBefore(back)}&locale=en&tz=Asia/Shanghai`);
      if (res.ok && (await res.json()).stale === true) recent = weekdayBefore(back);
    }
    expect(recent).not.toBeNull();
    await page.goto(`${portal.base}/en/calendar?date=${recent}&tz=Asia/Shanghai`);
    await expect(page.locator('.stale-note').first()).toBeVisible();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
  } finally {
    await portal.control('faults', undefined, 'DELETE');
  }
});

test('on a phone, the charts cost nothing before the reader scrolls to them', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${portal.base}/en/indicators/${CLAIMS}?range=all&tz=UTC`);
  await page.waitForLoadState('networkidle');
  const chart = page.getByTestId('history-chart');
  await expect(chart).toHaveCount(1);
  // Below the fold: no Recharts chunk fetched, nothing drawn.
  expect((await chart.boundingBox())!.y).toBeGreaterThan(844 + 200);
  const withRecharts = async () =>
    (await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()))).filter((b) => b.includes('recharts-surface')).length;
  expect(await withRecharts()).toBe(0);
  await expect(chart.locator('.recharts-surface')).toHaveCount(0);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible(drawn);
  expect(await withRecharts()).toBeGreaterThan(0);
  await context.close();
});
