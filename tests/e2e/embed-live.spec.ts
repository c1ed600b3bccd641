// A framed calendar widget shows a release's actual value once it is
// published, without the host page or the frame being reloaded.
import { expect, test } from '@playwright/test';
import { sim, zoneAwayFromMidnight } from './support';
import { framedWidget, startHost, type Host } from './support/embed-host';

const APP = process.env.E2E_BASE_URL!;
let host: Host;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host.close();
});

test('a pending release flips to its actual value inside the frame', async ({ page }) => {
  test.setTimeout(240_000);
  const { recordId } = await sim('releases', { body: { inSeconds: 100, importance: 3 } });
  const url = host.page('/live', framedWidget(`${APP}/en/embed/calendar?importance=3&limit=30&tz=${encodeURIComponent(zoneAwayFromMidnight(100 + 240))}`));
  const frame = page.frameLocator('#w');
  const row = frame.locator(`[data-release-id="${recordId}"]`);
  // Today's releases are cached for up to a minute on the server: reload the host until the row is there.
  await expect(async () => {
    await page.goto(url);
    await expect(row).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  await expect(row.getByTestId('actual')).toContainText('Pending');
  await page.evaluate(() => ((window as unknown as { sameHost: boolean }).sameHost = true));
  await frame.locator('html').evaluate(() => ((window as unknown as { sameFrame: boolean }).sameFrame = true));
  await expect(row.getByTestId('actual')).not.toContainText('Pending', { timeout: 150_000 });
  await expect(row.getByTestId('actual')).toHaveText(/\d/);
  expect(await page.evaluate(() => (window as unknown as { sameHost?: boolean }).sameHost)).toBe(true);
  expect(await frame.locator('html').evaluate(() => (window as unknown as { sameFrame?: boolean }).sameFrame)).toBe(true);
});
