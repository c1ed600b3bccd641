// /{locale}/developers: the public API from the same list as its OpenAPI
// document, .ics subscriptions and the widgets, in three languages; every
// example on it works when pasted, and the page passes the judges.
import { expect } from '@playwright/test';
import { LOCALES } from './support';
import { warmTest as test } from './support/warm-page';
import { axe } from './support/axe';
import { describeErrors, nuErrors } from '../support/nu-checker';
import { apiRoutes } from '../../lib/openapi/routes';
import { readFileSync } from 'node:fs';

type Messages = { Developers: { title: string }; Footer: { embed: string; developers: string } };
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8')) as Messages]),
) as Record<(typeof LOCALES)[number], Messages>;

const routes = apiRoutes('Asia/Shanghai');

for (const locale of LOCALES) {
  test(`${locale}: every route is listed, and every example on the page answers when pasted`, async ({ warmPage: page, request, baseURL }) => {
    const m = messages[locale].Developers;
    await page.goto(`/${locale}/developers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await expect(page.getByTestId('api-route')).toHaveCount(routes.length);
    for (const route of routes) await expect(page.getByRole('heading', { level: 3, name: `${(route.method ?? 'get').toUpperCase()} ${route.path}`, exact: true })).toHaveCount(1);
    const examples = await page.getByTestId('example').evaluateAll((links) => links.map((a) => ({ href: (a as HTMLAnchorElement).href, text: a.textContent })));
    // The API's examples, the document, a subscription and the six widgets.
    expect(examples.length).toBeGreaterThan(routes.length + 6);
    for (const { href, text } of examples) {
      // Shown as written: the address a reader copies is the link's own, on the portal's public origin.
      expect(text).toBe(href);
      expect(new URL(href).origin).toBe(new URL(baseURL!).origin);
      if (/\/api\/stream\b/.test(href)) {
        // A stream never ends: its status and type, then hang up.
        const abort = new AbortController();
        const res = await fetch(href, { signal: abort.signal });
        expect(res.status, href).toBe(200);
        expect(res.headers.get('content-type'), href).toMatch(/^text\/event-stream/);
        abort.abort();
        continue;
      }
      const res = await request.get(href);
      // An archive route answers 404 until the archive holds the indicator, and the push key while push is off
      // (the suite's portal has no contact for push services); never a refusal or a failure.
      if (/\/api\/(indicators|push)\//.test(href)) expect([200, 404], href).toContain(res.status());
      else expect(res.status(), href).toBe(200);
    }
    // The live stream, with the few lines a page listens to it with.
    expect(await page.getByTestId('stream-snippet').textContent()).toContain(`new EventSource('${baseURL}/api/stream?locale=${locale}&importance=3')`);
    const snippet = await page.getByTestId('snippet').textContent();
    expect(snippet).toContain(`<iframe id="macrodesk-calendar" src="${baseURL}/${locale}/embed/calendar"`);
  });
}

test('every page\'s footer leads to it, and to the widget builder', async ({ warmPage: page }) => {
  await page.goto('/zh-TW/calendar');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: messages['zh-TW'].Footer.embed }).click();
  await expect(page).toHaveURL(/\/zh-TW\/embed(\?|$)/);
  await page.getByRole('contentinfo').getByRole('link', { name: messages['zh-TW'].Footer.developers }).click();
  await expect(page).toHaveURL(/\/zh-TW\/developers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['zh-TW'].Developers.title);
});

test('the Nu checker finds no error in it, in three languages', async ({ request }) => {
  const documents = await Promise.all(LOCALES.map(async (locale) => (await request.get(`/${locale}/developers`)).text()));
  const errors = await nuErrors(documents);
  expect(LOCALES.flatMap((locale, i) => describeErrors(errors[i]).map((e) => `${locale} ${e}`))).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const narrow of [false, true]) {
    test(`axe finds nothing serious, ${colorScheme}, ${narrow ? 'on a phone, which it fits' : 'wide'}`, async ({ warmPage: page }) => {
      if (narrow) await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      await page.goto(`/${narrow ? 'zh-CN' : 'en'}/developers`);
      await expect(page.getByTestId('snippet')).toBeVisible();
      const results = await axe(page).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      if (narrow) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
}
