// One page per worker that stays open between read-only checks. A page load
// in a fresh context costs the browser about twice the CPU of a navigation in
// a page already open (a new renderer: its isolate, axe's script compiled
// again; docs/performance.md, "The test suite on 2 cores"). Only for checks
// that read a page: no routes, init scripts or permissions of their own.
// Each test starts on a blank page, with no cookies, no localStorage for the portal, the mouse
// off the page (no hover left over), the project's viewport and its own
// colour scheme; a failed test restarts the worker, and the page with it.
// `consoleErrors` holds the console errors and page errors of the test alone.
import { test as base, type Page, type Route } from '@playwright/test';
import { collectConsole, PIXEL } from '.';

export const warmTest = base.extend<{ warmPage: Page; consoleErrors: string[] }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, timezoneId });
      const page = await context.newPage();
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ workerPage, colorScheme, viewport, baseURL }, provide) => {
    // Nothing of the last test's document goes on (its polls, its lazy images' requests).
    await workerPage.goto('about:blank');
    await workerPage.context().clearCookies();
    const cdp = await workerPage.context().newCDPSession(workerPage);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'local_storage' });
    await cdp.detach();
    await workerPage.mouse.move(-1, -1);
    await workerPage.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await workerPage.emulateMedia({ colorScheme: colorScheme ?? 'light' });
    await provide(workerPage);
  },
  consoleErrors: async ({ warmPage }, provide) => {
    const watch = collectConsole(warmPage);
    await provide(watch.errors);
    watch.stop();
  },
});

/**
 * The warm page for pages that show the upstream's images: requests to other
 * origins get the pixel. Routed for the test only, since a route turns the
 * page's HTTP cache off while it is installed.
 */
export const warmPixelTest = warmTest.extend({
  warmPage: async ({ warmPage, baseURL }, provide) => {
    const foreign = (url: URL) => url.origin !== new URL(baseURL!).origin;
    const pixel = (route: Route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    await warmPage.route(foreign, pixel);
    await provide(warmPage);
    await warmPage.unroute(foreign, pixel);
  },
});
