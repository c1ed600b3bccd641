import { expect, test } from '@playwright/test';
import { sim, watchConsole, zoneAwayFromMidnight } from './support';
import { readable, rowIds, sortedIds, tokened, upstream } from './support/calendar';
import { clockedTest } from './support/shared-clock';

// These specs change the simulator (faults, legacy restriction, scheduled
// releases), so they run in the serial "faults" project. Each uses a day no
// other spec opens, so no cached copy hides the fault. Faults are bounded
// with `times` (the client tries each host twice: one retry) instead of being
// cleared, so that another file's faults running beside these are left alone.
const TRIES = 2;
test.afterEach(async () => {
  await sim('legacy', { body: { allowed: null } });
});

// The two specs below follow a release from pending to released. Each runs on a portal of its
// own whose clock the test moves forward (./support/shared-clock.ts): the simulator publishes,
// the server's caches expire and the page's timers fire as if the minutes had passed.
clockedTest('a pending release flips to released on the open page, without a reload', async ({ page, clocked }) => {
  test.setTimeout(120_000);
  const { clock } = clocked;
  const made = await clocked.control('releases', { inSeconds: 75, importance: 3 });
  const at = Date.parse(`${made.publishTime.replace(' ', 'T')}+08:00`);
  // Read in a zone where the release is still today whatever the hour.
  const zone = encodeURIComponent(zoneAwayFromMidnight(75 + 180, 600, clock.now()));
  const polls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/calendar?') && polls.push(r.url()));
  await clock.attach(page);
  const row = page.locator(`[data-testid="release-row"][data-release-id="${made.recordId}"]`);
  // Today's list is cached for up to a minute: reload until the new release is listed.
  await expect(async () => {
    await page.goto(`${clocked.base}/en/calendar?tz=${zone}`);
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 70_000, intervals: [3_000] });
  await expect(row).toHaveAttribute('data-released', 'false');
  await expect(row.getByTestId('actual')).toHaveCount(0);
  // The scheduled release is the next high-importance one: the countdown names it and ticks.
  const title = (await row.getByRole('link').first().textContent())!.trim();
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toContainText(title);
  const before = await countdown.locator('[role="timer"]').textContent();
  await expect(countdown.locator('[role="timer"]')).not.toHaveText(before!, { timeout: 5_000 });
  const navigations: string[] = [];
  // Hydrated first: the router's own history entry on start is a same-document navigation, not a reload.
  await expect(page.locator('[data-testid="tz-picker"][data-ready]')).toBeAttached({ timeout: 30_000 });
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  // The release's time comes: the page's poll, due then, finds it published.
  await clock.advanceTo(at + 1_000);
  await expect(row.getByTestId('actual')).toBeVisible({ timeout: 30_000 });
  // Highlighted briefly when it arrives, then calm again (FLASH_MS, 6 s of the page's clock, lib/calendar/ui/live-context.tsx).
  await expect(row.getByTestId('actual')).toHaveAttribute('data-flash', 'true');
  await clock.advance(6_000);
  await expect(row.getByTestId('actual')).not.toHaveAttribute('data-flash', 'true', { timeout: 10_000 });
  expect(navigations).toEqual([]);
  expect(polls.length).toBeGreaterThan(0);
  expect(polls.every((u) => /date=\d{4}-\d{2}-\d{2}/.test(u))).toBe(true);
});

clockedTest('an open day page follows a release rescheduled a minute earlier and shows its actual, without a reload', async ({ page, clocked }) => {
  test.setTimeout(120_000);
  const { clock } = clocked;
  const made = await clocked.control('releases', { inSeconds: 130, importance: 3 });
  const zone = encodeURIComponent(zoneAwayFromMidnight(130 + 180, 600, clock.now()));
  await clock.attach(page);
  const row = page.locator(`[data-testid="release-row"][data-release-id="${made.recordId}"]`);
  await expect(async () => {
    await page.goto(`${clocked.base}/en/calendar?tz=${zone}`);
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 70_000, intervals: [3_000] });
  const time = row.locator('time').first();
  const announced = Date.parse((await time.getAttribute('datetime'))!);
  expect(announced).toBe(Date.parse(`${made.publishTime.replace(' ', 'T')}+08:00`));
  const navigations: string[] = [];
  // Hydrated first: the router's own history entry on start is a same-document navigation, not a reload.
  await expect(page.locator('[data-testid="tz-picker"][data-ready]')).toBeAttached({ timeout: 30_000 });
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  // Moved a minute earlier while pending: the page re-reads the time, not only at the old one.
  const moved = await clocked.control('releases/reschedule', { recordId: made.recordId, inSeconds: Math.round((announced - 60_000 - clock.now()) / 1000) });
  const earlier = new Date(Date.parse(`${moved.publishTime.replace(' ', 'T')}+08:00`)).toISOString();
  expect(Math.abs(Date.parse(earlier) - (announced - 60_000))).toBeLessThanOrEqual(1_000);
  // Within a minute of the shared clock (the page re-reads a coming release every 20 s, lib/calendar/live.ts),
  // moved 5 s at a time: the page's timers and the server's caches see that minute pass.
  await clock.advanceUntil(() => expect(time).toHaveAttribute('datetime', earlier, { timeout: 1_000 }), { stepMs: 5_000, withinMs: 60_000 });
  // The new time comes: the page's poll, due then, finds it published.
  await clock.advanceTo(Date.parse(earlier) + 1_000);
  await expect(row.getByTestId('actual')).toBeVisible({ timeout: 30_000 });
  expect(navigations).toEqual([]);
});

test('nothing polls when no release is due', async ({ page }) => {
  const polls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/calendar?') && polls.push(r.url()));
  await page.goto('/en/calendar?date=2026-11-18');
  await page.waitForTimeout(12_000);
  expect(polls).toEqual([]);
});

test('zh-CN day falls back to the alternate host, quietly saying so', async ({ page }) => {
  await sim('faults', { body: { match: '/base/api/calendar/202605/data', kind: 'http', status: 502, times: TRIES } });
  await page.goto('/zh-CN/calendar?date=2026-10-06');
  await expect(page.getByTestId('source-note').first()).toHaveAttribute('data-source', 'alt');
  const expected = await upstream('/alt/api/calendar/202605/data?date=2026-10-06&token=macrodesk-simulator-token');
  expect(await rowIds(page)).toEqual(sortedIds(expected));
});

test('en day falls back to the legacy Calendar List when the tokened family fails', async ({ page }) => {
  await sim('faults', { body: { match: '/base/apien/calendar/202605/data', kind: 'http', status: 500, times: TRIES } });
  await page.goto('/en/calendar?date=2026-10-07');
  await expect(page.getByTestId('source-note').first()).toHaveAttribute('data-source', 'legacy');
  const legacy = readable(await upstream('/legacy/Calendar/lists/d/20261007'));
  await expect(page.getByTestId('release-row')).toHaveCount(legacy.length);
  // Legacy Res and STATUS give the same released/outcome display.
  const released = legacy.filter((r) => r.STATUS === '1').length;
  await expect(page.locator('[data-testid="release-row"][data-released="true"]')).toHaveCount(released);
});

test('the legacy restriction is explained with the allowed periods, localized', async ({ page }) => {
  await sim('faults', { body: { match: '/base/apitc/calendar/202605/data', kind: 'http', status: 500, times: TRIES } });
  await sim('legacy', { body: { allowed: ['W', 'W1'] } });
  await page.goto('/zh-TW/calendar?date=2026-10-08');
  const notice = page.getByTestId('legacy-restricted');
  await expect(notice).toContainText('本週');
  await expect(notice).toContainText('下週');
});

test('an upstream failure degrades the section with a retry, never the page', async ({ page }) => {
  const errors = watchConsole(page);
  await sim('faults', { body: { match: '/base/apien/calendar/202605/data', kind: 'drop', times: TRIES } });
  await sim('faults', { body: { match: '/legacy/Calendar/lists', kind: 'http', status: 503, times: TRIES } });
  const res = await page.goto('/en/calendar?date=2026-10-09');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const block = page.locator('#releases-title').locator('xpath=ancestor::section[1]').getByRole('alert');
  await expect(block).toBeVisible();
  await expect(block.getByRole('link')).toBeVisible();
  expect(errors).toEqual([]);
  // The faults are spent: the upstream is back, and the retry link shows the rows.
  await block.getByRole('link').click();
  await expect(page.getByTestId('release-row')).toHaveCount(readable(await tokened('en', 'data', 'date=2026-10-09')).length);
});

test('a day with an unreadable record shows every other one, says so quietly; text prices as written, uncoloured', async ({ page }) => {
  // Switched on for this day's records (simulator/quirks.mjs); no other spec opens 2026-10-14.
  await sim('quirks', { body: { malformed: 'on', textPrices: 'on' } });
  try {
    const records = await tokened('en', 'data', 'date=2026-10-14');
    await page.goto('/en/calendar?date=2026-10-14&tz=Asia/Shanghai');
    expect(await rowIds(page)).toEqual(sortedIds(records));
    expect(readable(records).length).toBe(records.length - 1);
    await expect(page.getByTestId('unread-note')).toHaveText('One unreadable record is not shown.');
    const vote = records.find((r) => r.ACTUAL_PRICE === '9-0-2');
    const actual = page.locator(`[data-testid="release-row"][data-release-id="${vote.ID}"]`).getByTestId('actual');
    await expect(actual).toHaveText('9-0-2');
    await expect(actual).toHaveAttribute('data-tone', 'none');
    const unknown = records.find((r) => r.IDX_RELEVANCE === null);
    await expect(page.locator(`[data-testid="release-row"][data-release-id="${unknown.ID}"]`)).toHaveAttribute('data-importance', 'unknown');
    await page.goto('/zh-TW/calendar?date=2026-10-14&tz=Asia/Shanghai');
    await expect(page.getByTestId('unread-note')).toHaveText('資料來源有 1 筆記錄無法讀取，未顯示。');
  } finally {
    await sim('quirks', { body: { malformed: 'auto', textPrices: 'auto' } });
  }
});
