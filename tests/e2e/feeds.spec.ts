// Atom feeds (docs/design.md, "Feeds"): releases of the last and next seven
// days with the calendar's filters, and the news, in three languages; 304 to
// a reader holding the same copy; linked from the pages they follow.
import { expect, test } from '@playwright/test';
import { LOCALES } from './support';
import { warmTest as warm } from './support/warm-page';

const WEEK = 7 * 86_400_000;

/** The entries of a feed as the test reads them: id, title, times, link, categories, language. */
function entriesOf(xml: string) {
  return [...xml.matchAll(/<entry( xml:lang="[^"]+")?>([\s\S]*?)<\/entry>/g)].map(([, lang, e]) => ({
    lang: lang ? /"([^"]+)"/.exec(lang)![1] : null,
    id: /<id>([^<]+)<\/id>/.exec(e)![1],
    title: /<title>([^<]*)<\/title>/.exec(e)![1],
    updated: /<updated>([^<]+)<\/updated>/.exec(e)![1],
    published: /<published>([^<]+)<\/published>/.exec(e)?.[1] ?? null,
    href: /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(e)![1].replaceAll('&amp;', '&'),
    terms: [...e.matchAll(/<category term="([^"]+)"/g)].map((m) => m[1]),
  }));
}

for (const locale of LOCALES) {
  test(`${locale}: the releases feed holds the last and next seven days, filtered as the calendar filters, each entry linking to its indicator`, async ({ request, baseURL }) => {
    const res = await request.get(`/${locale}/feeds/releases.atom`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="utf-8"\\?>\\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`));
    const all = entriesOf(xml);
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThanOrEqual(500);
    const now = Date.now();
    for (const e of all) {
      expect(Math.abs(Date.parse(e.published!) - now)).toBeLessThanOrEqual(WEEK + 60_000);
      expect(e.href).toMatch(new RegExp(`^${baseURL}/${locale}/indicators/\\d+$`));
    }
    // Both sides of now, newest first, and ids unique.
    expect(all.some((e) => e.terms.includes('scheduled'))).toBe(true);
    expect(all.some((e) => e.terms.includes('released'))).toBe(true);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const published = all.map((e) => e.published!);
    expect([...published].sort().reverse()).toEqual(published);
    // An English feed is in English.
    if (locale === 'en') expect(all.map((e) => e.title).join(' ')).not.toMatch(/\p{Script=Han}/u);

    // Filtered as the calendar filters (a week may hold no high-importance release: medium and high).
    const high = entriesOf(await (await request.get(`/${locale}/feeds/releases.atom?importance=2&importance=3`)).text());
    expect(high.length).toBeGreaterThan(0);
    expect(high.length).toBeLessThan(all.length);
    for (const e of high) expect(['importance-2', 'importance-3']).toContain(e.terms[0]);
    const link = await request.get(high[0].href);
    expect(link.status()).toBe(200);
  });
}

test('a released entry says its actual; a reader holding the same copy gets 304', async ({ request }) => {
  const first = await request.get('/en/feeds/releases.atom');
  const released = entriesOf(await first.text()).filter((e) => e.terms.includes('released'));
  expect(released.length).toBeGreaterThan(0);
  expect(released[0].title).toMatch(/: \S/);
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/en/feeds/releases.atom', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
});

test('the news feed lists today\'s and yesterday\'s articles, marked as Chinese text, each linking to its page', async ({ request, baseURL }) => {
  for (const locale of LOCALES) {
    const res = await request.get(`/${locale}/feeds/news.atom`);
    expect(res.status()).toBe(200);
    const entries = entriesOf(await res.text());
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(e.lang).toBe('zh-CN');
      expect(e.href).toMatch(new RegExp(`^${baseURL}/${locale}/news/\\d+\\?date=\\d{4}-\\d{2}-\\d{2}$`));
    }
    expect((await request.get(entries[0].href)).status()).toBe(200);
  }
});

test('bad input: a wrong filter is a 400 naming it, an unknown locale a 404, other methods 405', async ({ request }) => {
  const bad = await request.get('/en/feeds/releases.atom?currency=usd');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toMatch(/^currency: /);
  expect((await request.get('/en/feeds/releases.atom?importance=7')).status()).toBe(400);
  expect((await request.get('/xx/feeds/releases.atom')).status()).toBe(404);
  expect((await request.post('/en/feeds/news.atom')).status()).toBe(405);
});

warm('the calendar and news pages point feed readers at their feed', async ({ warmPage: page, baseURL }) => {
  for (const [path, feed] of [['/zh-TW/calendar/week', '/zh-TW/feeds/releases.atom'], ['/en/calendar', '/en/feeds/releases.atom'], ['/zh-CN/news', '/zh-CN/feeds/news.atom']]) {
    await page.goto(path);
    const link = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveCount(1);
    expect(await link.getAttribute('href')).toBe(`${baseURL}${feed}`);
    expect(await link.getAttribute('title')).toBeTruthy();
  }
});
