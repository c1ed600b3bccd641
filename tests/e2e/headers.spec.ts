// Security headers on every kind of response (pages, embeds, 404s, dotted
// paths, redirects, JSON, generated images, sitemap, robots, build assets,
// files), and the limits: GET/HEAD only on pages and route handlers, small
// bodies. (The rate limit and HSTS: tests/e2e/trusted-origin.spec.ts.)
import { expect, test, type APIResponse } from '@playwright/test';
import { rawRequest } from './support/hardening';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectCommon(res: APIResponse, what: string) {
  const h = res.headers();
  for (const [name, value] of Object.entries(COMMON)) expect(h[name], `${name} of ${what}`).toBe(value);
  expect(h['permissions-policy'], `permissions-policy of ${what}`).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

const PAGES = [
  '/zh-CN', '/en/calendar?date=2024-03-04', '/zh-TW/calendar/week', '/en/calendar/events', '/en/indicators/112022041900110008',
  '/en/markets', '/en/markets/WGJS', '/en/markets/WGJS/XAU', '/en/news', '/en/embed', '/en/no-such-page', '/xx',
  // Paths with a dot were once skipped by the proxy: a symbol code, 404s, a made-up file name.
  '/en/markets/WGJS/XAU.S', '/en/calendar.x', '/zh-TW/news/1.html', '/wp-login.php',
];
/** Everything else the app answers: redirects, generated images, sitemap, robots. */
const OTHERS = [
  '/', '/en/calendar/', '/en/markets/WGJS/', '/calendar', '/en//calendar', '/en/calendar//',
  '/robots.txt', '/sitemap.xml', '/opengraph-image', '/en/indicators/112022041900110008/opengraph-image', '/icon.svg',
];
const EMBEDS = ['/en/embed/calendar', '/en/embed/events', '/en/embed/indicator/112022041900110008', '/en/embed/quotes?codes=WGJS|XAU', '/en/embed/chart?codes=WGJS|XAU', '/en/embed/news'];
const API = ['/api/health', '/api/quotes?codes=WGJS|XAU', '/api/quotes?codes=nope', '/api/kline?excode=WGJS&code=XAU&interval=min5', '/api/calendar?date=2024-03-04', '/api/calendar/export?view=day&date=2024-03-04&format=ics'];

test('every page has a nonce CSP without inline or eval scripts, same-origin framing, and the common headers', async ({ request }) => {
  for (const path of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    expectCommon(res, path);
    const csp = res.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
    expect(csp, path).toContain("frame-ancestors 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(res.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
    // Every script the page carries (inline or not) has this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    for (const tag of (await res.text()).match(/<script\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
});

test('redirects, generated images, sitemap and robots carry a CSP, framing rules and the common headers', async ({ request }) => {
  for (const path of OTHERS) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
    expectCommon(res, path);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/frame-ancestors '(self|none)'/);
    expect(res.headers()['x-frame-options'], path).toMatch(/^(SAMEORIGIN|DENY)$/);
    // A redirect stays on this site: a path with one leading slash, never a host.
    const location = res.headers()['location'];
    if (location !== undefined) expect(location, path).toMatch(/^\/(?![/\\])/);
  }
  // Paths a URL parser would read as another host (sent raw: fetch would resolve them).
  for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/en/calendar/']) {
    const res = await rawRequest(process.env.E2E_BASE_URL!, path);
    expect(res.status, path).toBe(308);
    expect(res.headers.location, path).toMatch(/^\/(?![/\\])/);
    expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers['content-security-policy'], path).toMatch(/frame-ancestors '(self|none)'/);
  }
});

test('embed widgets may be framed by EMBED_ALLOWED_ORIGINS and keep the other headers', async ({ request }) => {
  for (const path of EMBEDS) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectCommon(res, path);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain('frame-ancestors *');
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
    expect(res.headers()['x-frame-options'], path).toBeUndefined();
  }
});

test('JSON, build assets and files carry the common headers; JSON allows nothing and is never framed', async ({ request }) => {
  for (const path of API) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    expectCommon(res, path);
    expect(res.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
    expect(res.headers()['access-control-allow-origin'], path).toBe('*');
  }
  const html = await (await request.get('/en/markets/WGJS/XAU')).text();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g) ?? [])];
  expect(assets.length).toBeGreaterThan(1);
  for (const path of [...assets.slice(0, 6), '/icon.svg', '/fonts/OFL.txt']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectCommon(res, path);
    expect(res.headers()['x-frame-options'], path).toMatch(/^(SAMEORIGIN|DENY)$/);
  }
});

test("another site's page reads the API and its errors (CORS), never a page", async ({ page, baseURL }) => {
  // The simulator is another origin: a page there calls the portal as an embedding site would.
  await page.goto(`${process.env.E2E_SIM_URL}/`);
  const read = await page.evaluate(async (base) => {
    const ok = await fetch(`${base}/api/quotes?codes=WGJS|XAU`);
    const bad = await fetch(`${base}/api/quotes?codes=nope`);
    let pageRead = 'read';
    try {
      await (await fetch(`${base}/en`)).text();
    } catch {
      pageRead = 'blocked';
    }
    return { ok: ok.status, json: typeof (await ok.json()), bad: bad.status, error: ((await bad.json()) as { error?: { code?: string } }).error?.code, pageRead };
  }, baseURL);
  expect(read).toEqual({ ok: 200, json: 'object', bad: 400, error: expect.any(String), pageRead: 'blocked' });
});

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;

test('pages and route handlers accept GET and HEAD only: any other method gets 405 with Allow, without reading a large body', async ({ request }) => {
  const big = 'x'.repeat(2_000_000);
  for (const path of [...API, '/api/calendar/export?view=day&date=2024-03-04&format=csv', '/api/no-such-route']) {
    const head = await request.head(path);
    expect(head.status(), `HEAD ${path}`).toBe((await request.get(path)).status());
    expect((await head.body()).length, `HEAD ${path}`).toBe(0);
  }
  const families = ['/en', '/en/calendar?date=2024-03-04', '/en/indicators/112022041900110008', '/en/markets/WGJS/XAU', '/en/news', '/en/embed/quotes?codes=WGJS|XAU', '/en/calendar.x', '/sitemap.xml', ...API];
  for (const path of families) {
    for (const method of METHODS) {
      const started = Date.now();
      const res = await request.fetch(path, { method, data: method === 'POST' ? big : method === 'TRACE' ? undefined : '{}', maxRedirects: 0 });
      const what = `${method} ${path}`;
      expect(res.status(), what).toBe(405);
      expect(res.headers()['allow'], what).toBe('GET, HEAD');
      expectCommon(res, what);
      expect(res.headers()['content-security-policy'] ?? '', what).toMatch(/frame-ancestors /);
      if (path.startsWith('/api/')) expect(await res.json(), what).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
      expect(Date.now() - started, what).toBeLessThan(5000);
    }
  }
});

test('answers stay small: errors do not echo long input, polling JSON is bounded', async ({ request }) => {
  // Under Node's 16 kB header limit (longer request lines get 431 from the server itself).
  const long = 'A'.repeat(8_000);
  for (const path of [`/api/quotes?codes=WGJS|${long}`, `/api/quotes?codes=${long}`, `/api/kline?excode=WGJS&code=${long}&interval=min5`, `/api/calendar?date=${long}`, `/api/calendar?date=2024-03-04&tz=${long}`]) {
    const res = await request.get(path);
    expect(res.status(), path.slice(0, 60)).toBe(400);
    expect((await res.body()).length, path.slice(0, 60)).toBeLessThan(400);
  }
  const fifty = Array.from({ length: 50 }, (_, i) => `WGJS|S${i}`).join(',');
  for (const [path, max] of [[`/api/quotes?codes=${fifty}`, 20_000], ['/api/kline?excode=WGJS&code=XAU&interval=day', 30_000]] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    expect((await res.body()).length, path).toBeLessThan(max);
  }
});
