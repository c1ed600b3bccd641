// One page per worker that stays open between read-only checks. A page load
// in a fresh context costs the browser about twice the CPU of a navigation in
// a page already open (a new renderer: its isolate, axe's script compiled
// again; docs/performance.md, "The test suite on 2 cores"). Only for checks
// that read a page: no routes, init scripts, storage or permissions of their
// own. Each test starts with no cookies, the project's viewport and its own
// colour scheme; a failed test restarts the worker, and the page with it.
import { test as base, type Page } from '@playwright/test';

export const warmTest = base.extend<{ warmPage: Page }, { workerPage: Page }>({
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
  warmPage: async ({ workerPage, colorScheme, viewport }, provide) => {
    await workerPage.context().clearCookies();
    await workerPage.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await workerPage.emulateMedia({ colorScheme: colorScheme ?? 'light' });
    await provide(workerPage);
  },
});
