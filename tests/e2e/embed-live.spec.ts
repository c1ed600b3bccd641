// A framed calendar widget shows a release's actual value once it is
// published, without the host page or the frame being reloaded. The widget
// comes from a portal of its own whose clock the test moves forward
// (./support/shared-clock.ts): the frame's timers, the server's caches and the
// simulator reach the release's time together, instead of waiting for it.
import { expect } from '@playwright/test';
import { zoneAwayFromMidnight } from './support';
import { framedWidget, startHost, type Host } from './support/embed-host';
import { clockedTest as test } from './support/shared-clock';

let host: Host;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host.close();
});

test('a pending release flips to its actual value inside the frame', async ({ page, clocked }) => {
  test.setTimeout(120_000);
  const { clock } = clocked;
  const made = await clocked.control('releases', { inSeconds: 100, importance: 3 });
  const at = Date.parse(`${made.publishTime.replace(' ', 'T')}+08:00`);
  const zone = encodeURIComponent(zoneAwayFromMidnight(100 + 240, 600, clock.now()));
  const url = host.page('/live', framedWidget(`${clocked.base}/en/embed/calendar?importance=3&limit=30&tz=${zone}`));
  // One clock for the context: the host page and the frame of the other origin alike.
  await clock.attach(page);
  const frame = page.frameLocator('#w');
  const row = frame.locator(`[data-release-id="${made.recordId}"]`);
  // Today's releases are cached for up to a minute on the server: reload the host until the row is there.
  await expect(async () => {
    await page.goto(url);
    await expect(row).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  await expect(row.getByTestId('actual')).toContainText('Pending');
  await page.evaluate(() => ((window as unknown as { sameHost: boolean }).sameHost = true));
  await frame.locator('html').evaluate(() => ((window as unknown as { sameFrame: boolean }).sameFrame = true));
  // The release's time comes: the widget's refresh, due then, renders it published.
  await clock.advanceTo(at + 1_000);
  await expect(row.getByTestId('actual')).not.toContainText('Pending', { timeout: 30_000 });
  await expect(row.getByTestId('actual')).toHaveText(/\d/);
  expect(await page.evaluate(() => (window as unknown as { sameHost?: boolean }).sameHost)).toBe(true);
  expect(await frame.locator('html').evaluate(() => (window as unknown as { sameFrame?: boolean }).sameFrame)).toBe(true);
});
