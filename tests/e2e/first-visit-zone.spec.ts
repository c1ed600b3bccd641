// The browser's zone on a first visit (docs/design.md "Public URLs": the third
// step of the zone order) costs the server at most one render and the reader no
// second paint: the page in DEFAULT_TIME_ZONE comes from the cache of rendered
// views, a head script remembers the zone and reloads before paint
// (lib/reader/first-visit-zone.ts), and no client-router payload is asked for.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOCALES, watchConsole } from './support';
import { startIsolated, type Isolated } from './support/isolated';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';
// A day of data that stays fresh: its view stays stored between the warm-up and the visit.
const DAY = '2024-03-12';

test.describe.configure({ mode: 'default', timeout: 120_000 });

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({ token: 'first-visit-zone-token-5f2a', timeoutMs: 3000 });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** A path no other test asks for (its views are stored for it alone). */
const pathFor = (locale: string) => `/${locale}/calendar?date=${DAY}&probe=${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Stores the default view of `path` as a first visitor would get it (no cookie), as any earlier reader would have. */
async function warm(path: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${portal.base}${path}`);
    await res.text();
    if (i === 1) expect(res.headers.get('x-view-cache'), 'the default view is stored').toBe('hit');
  }
}

interface Visit {
  page: Page;
  /** `x-view-cache` of every document the browser asked for, in order (null: not a page render or copy). */
  documents: (string | null)[];
  /** Client-router payloads (RSC) asked for. */
  rsc: string[];
  errors: string[];
  close(): Promise<void>;
}

/** A new reader (no cookie) whose browser is in `timezoneId`, opening `path` and waiting until it settles. */
async function firstVisit(browser: Browser, path: string, options: { timezoneId: string; javaScriptEnabled?: boolean; cookies?: boolean }): Promise<Visit> {
  const context = await browser.newContext({ timezoneId: options.timezoneId, javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.cookies === false) {
    // Cookies disabled: what a script writes does not stick.
    await context.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => {} });
    });
  }
  const page = await context.newPage();
  const documents: (string | null)[] = [];
  const rsc: string[] = [];
  const errors = watchConsole(page);
  page.on('request', (r) => {
    if (r.headers()['rsc'] === '1' || /[?&]_rsc=/.test(r.url())) rsc.push(r.url());
  });
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r.headers()['x-view-cache'] ?? null);
  });
  await page.goto(`${portal.base}${path}`, { waitUntil: 'networkidle' });
  if (options.javaScriptEnabled !== false) {
    // Hydrated (the zone picker marks it), then idle: whatever the page does unasked has been done.
    await page.locator('[data-testid="tz-picker"][data-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  return { page, documents, rsc, errors, close: () => context.close() };
}

for (const locale of LOCALES) {
  test(`a first visit from New York: New York times, no payload, at most one render (${locale})`, async ({ browser }) => {
    const path = pathFor(locale);
    await warm(path);
    const visit = await firstVisit(browser, path, { timezoneId: NEW_YORK });
    await expect(visit.page.getByTestId('times-in')).toContainText(NEW_YORK);
    expect(visit.rsc, 'no client-router payload before the reader acts').toEqual([]);
    // The stored default view, then the reader's own: one render.
    expect(visit.documents).toEqual(['hit', 'miss']);
    const tz = (await visit.page.context().cookies()).find((c) => c.name === 'tz');
    expect(tz?.value).toBe(encodeURIComponent(NEW_YORK));
    expect(tz?.sameSite).toBe('Lax');
    expect(tz?.path).toBe('/');
    expect(visit.errors).toEqual([]);
    // Remembered: the next page is the reader's at once.
    await visit.page.goto(`${portal.base}/${locale}/calendar/week`);
    await expect(visit.page.getByTestId('times-in')).toContainText(NEW_YORK);
    expect(visit.documents.length).toBe(3);
    await visit.close();
  });

  test(`a first visit from Shanghai: one document, the stored copy, remembered (${locale})`, async ({ browser }) => {
    const path = pathFor(locale);
    await warm(path);
    const visit = await firstVisit(browser, path, { timezoneId: SHANGHAI });
    await expect(visit.page.getByTestId('times-in')).toContainText(SHANGHAI);
    expect(visit.documents).toEqual(['hit']);
    expect(visit.rsc).toEqual([]);
    const tz = (await visit.page.context().cookies()).find((c) => c.name === 'tz');
    expect(tz?.value).toBe(encodeURIComponent(SHANGHAI));
    expect(visit.errors).toEqual([]);
    await visit.close();
  });

  test(`a reader without scripts gets the whole page in ${SHANGHAI} (${locale})`, async ({ browser }) => {
    const path = pathFor(locale);
    const visit = await firstVisit(browser, path, { timezoneId: NEW_YORK, javaScriptEnabled: false });
    await expect(visit.page.getByTestId('times-in')).toContainText(SHANGHAI);
    await expect(visit.page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visit.documents).toEqual(['miss']);
    expect(await visit.page.context().cookies()).toEqual([]);
    await visit.close();
  });
}

test('a tz in the URL wins: no reload, the browser zone remembered for the other pages', async ({ browser }) => {
  const path = `${pathFor('en')}&tz=Europe%2FParis`;
  const visit = await firstVisit(browser, path, { timezoneId: NEW_YORK });
  await expect(visit.page.getByTestId('times-in')).toContainText('Europe/Paris');
  expect(visit.documents).toEqual(['miss']);
  expect(visit.rsc).toEqual([]);
  const tz = (await visit.page.context().cookies()).find((c) => c.name === 'tz');
  expect(tz?.value).toBe(encodeURIComponent(NEW_YORK));
  await visit.close();
});

test('with cookies disabled the page stays in the default zone: one document, no loop', async ({ browser }) => {
  const path = pathFor('en');
  await warm(path);
  const visit = await firstVisit(browser, path, { timezoneId: NEW_YORK, cookies: false });
  await expect(visit.page.getByTestId('times-in')).toContainText(SHANGHAI);
  expect(visit.documents).toEqual(['hit']);
  expect(visit.rsc).toEqual([]);
  // The zone picker still offers the reader's zone by hand.
  await expect(visit.page.locator('[data-testid="tz-picker"][data-ready]')).toBeAttached();
  await visit.close();
});

test('an embed takes its zone from the URL only: no head script, one document, no cookie', async ({ browser }) => {
  const path = `/en/embed/calendar?date=${DAY}&probe=${Date.now()}`;
  const html = await (await fetch(`${portal.base}${path}`)).text();
  const page = await (await fetch(`${portal.base}${pathFor('en')}`)).text();
  // The script names the cookie it writes: on the site's pages, never in a widget.
  expect(page).toContain('"cookie":"tz"');
  expect(html).not.toContain('"cookie":"tz"');
  const context = await browser.newContext({ timezoneId: NEW_YORK });
  const tab = await context.newPage();
  let documents = 0;
  tab.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await tab.goto(`${portal.base}${path}`, { waitUntil: 'networkidle' });
  expect(documents).toBe(1);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
