// Shared links unfurl: each shareable page carries its Open Graph and
// Twitter tags, canonical and hreflang, and a generated 1200×630 PNG preview
// whose text is in the page's language. Also sitemap.xml and robots.txt.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES } from './support';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

function meta(html: string, key: string): string | null {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&') : null;
}

async function firstLink(request: APIRequestContext, path: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(path)).text();
  const found = pattern.exec(html);
  expect(found, `a link on ${path}`).not.toBeNull();
  return found![1];
}

async function previewPng(request: APIRequestContext, url: string): Promise<Buffer> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const body = await res.body();
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  return body;
}

const PAGES = {
  indicator: '/indicators/112022041900310001',
  symbol: '/markets/WGJS/XAU',
  day: '/calendar?date=2026-11-20',
  article: '/news/ARTICLE',
};

async function shareablePages(request: APIRequestContext): Promise<[string, string][]> {
  // A past day: today's list is empty just after midnight in Shanghai.
  const articleId = await firstLink(request, '/zh-CN/news?date=2026-11-20', /href="\/zh-CN\/news\/(\d+)/);
  return Object.entries(PAGES).map(([kind, path]) => [kind, path.replace('ARTICLE', articleId)]);
}

test('shareable pages unfurl in every locale: title, description, canonical, hreflang, card and a 1200×630 PNG', async ({ request }) => {
  test.setTimeout(120_000);
  for (const locale of LOCALES) {
    for (const [kind, path] of await shareablePages(request)) {
      const res = await request.get(`/${locale}${path}`);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const bare = path.split('?')[0];
      expect(meta(html, 'og:url'), `${locale} ${kind} og:url`).toContain(`/${locale}${bare}`);
      for (const key of ['og:title', 'og:description', 'twitter:title', 'twitter:description']) expect(meta(html, key), `${locale} ${kind} ${key}`).toBeTruthy();
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:image:width'), `${locale} ${kind}`).toBe('1200');
      expect(meta(html, 'og:image:height'), `${locale} ${kind}`).toBe('630');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${locale}${bare}`));
      expect(html).toMatch(/hreflang="x-default"/i);
      await previewPng(request, meta(html, 'og:image')!);
    }
  }
});

test('each shareable page names its own generated preview image, for Open Graph and Twitter alike', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const [kind, path] of await shareablePages(request)) {
      const html = await (await request.get(`/${locale}${path}`)).text();
      const image = new URL(meta(html, 'og:image')!);
      expect(image.pathname, `${locale} ${kind}`).toBe(`/${locale}${path.split('?')[0]}/opengraph-image`);
      if (kind === 'day') expect(image.searchParams.get('date')).toBe('2026-11-20');
      expect(meta(html, 'twitter:image')).toBe(image.toString());
    }
  }
});

test('preview images are generated per item and per language', async ({ request }) => {
  const png = (path: string) => previewPng(request, path);
  const [enCpi, twCpi, enOther] = await Promise.all([
    png('/en/indicators/112022041900310001/opengraph-image'),
    png('/zh-TW/indicators/112022041900310001/opengraph-image'),
    png('/en/indicators/112022041900310005/opengraph-image'),
  ]);
  expect(enCpi.equals(twCpi)).toBe(false);
  expect(enCpi.equals(enOther)).toBe(false);
  // The day travels in the image URL's query (image routes see path params only).
  const [day1, day2] = await Promise.all([
    png('/zh-CN/calendar/opengraph-image?date=2026-11-19'),
    png('/zh-CN/calendar/opengraph-image?date=2026-11-20'),
  ]);
  expect(day1.equals(day2)).toBe(false);
  await png('/zh-CN/markets/WH/EURUSD/opengraph-image');
  // An unknown item still answers an image (the page itself answers 404).
  await png('/en/indicators/999999999/opengraph-image');
});

test('sitemap.xml lists the localized main views and indicators with hreflang alternates; robots.txt points to it', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  for (const locale of LOCALES) {
    for (const path of ['', '/calendar', '/calendar/week', '/markets', '/markets/WGJS', '/news', '/embed']) {
      expect(xml, `${locale}${path}`).toContain(`/${locale}${path}</loc>`);
    }
  }
  expect(xml).toMatch(/\/en\/indicators\/\d+<\/loc>/);
  expect(xml).toMatch(/hreflang="x-default" href="[^"]*\/zh-CN\/indicators\/\d+"/);
  expect(xml).not.toContain('/embed/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
