// The axe helper the specs share (./support/axe.ts) finds violations in the
// page and in its frames, whether the frames share the page's origin (one
// axe.run) or come from another (axe in each frame, merged): a check that
// passes only because a frame went unread would be no check.
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';

const PAGE = 'http://page.test/';
const FRAME_BODY = '<!doctype html><html lang="en"><title>f</title><main><button></button></main></html>';

async function serve(page: Page, frameUrl: string) {
  await page.route('http://*.test/**', (route) => {
    const url = route.request().url();
    const body = url === PAGE
      ? `<!doctype html><html lang="en"><title>p</title><main><img src="data:,"><iframe title="frame" src="${frameUrl}"></iframe></main></html>`
      : FRAME_BODY;
    return route.fulfill({ contentType: 'text/html', body });
  });
  await page.goto(PAGE);
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1].waitForLoadState();
}

async function violationsByRule(page: Page) {
  const { violations } = await axe(page).analyze();
  return Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.target.flat().join(' '))]));
}

test('a page and a frame of its own origin: both read', async ({ page }) => {
  await serve(page, 'http://page.test/frame');
  const found = await violationsByRule(page);
  expect(found['image-alt']).toEqual(['img']);
  expect(found['button-name']).toEqual(['iframe button']);
});

test('a frame from another origin: read too', async ({ page }) => {
  await serve(page, 'http://other.test/frame');
  const found = await violationsByRule(page);
  expect(found['image-alt']).toEqual(['img']);
  expect(found['button-name']).toEqual(['iframe button']);
});

test('a page and a frame of its own origin, with include: only what is included is read', async ({ page }) => {
  await serve(page, 'http://page.test/frame');
  const { violations } = await axe(page).include('iframe').analyze();
  const found = Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.target.flat().join(' '))]));
  expect(found['image-alt']).toBeUndefined();
  expect(found['button-name']).toEqual(['iframe button']);
});
