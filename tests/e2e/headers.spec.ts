// Security headers on every kind of response (pages, embeds, 404s, JSON,
// build assets, files), and the route handlers' limits: GET/HEAD only,
// rate limits under a burst, small bodies.
import { expect, test, type APIResponse } from '@playwright/test';

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
  '/zh-CN', '/en/calendar?date=2024-03-04', '/zh-TW/calendar/week', '/en/calendar/events', '/en/indicators/110008',
  '/en/markets', '/en/markets/WGJS', '/en/markets/WGJS/XAU', '/en/news', '/en/embed', '/en/no-such-page', '/xx/',
];
const EMBEDS = ['/en/embed/calendar', '/en/embed/events', '/en/embed/indicator/110008', '/en/embed/quotes?codes=WGJS|XAU', '/en/embed/chart?codes=WGJS|XAU', '/en/embed/news'];
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
  }
  const html = await (await request.get('/en/markets/WGJS/XAU')).text();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g) ?? [])];
  expect(assets.length).toBeGreaterThan(1);
  for (const path of [...assets.slice(0, 6), '/icon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectCommon(res, path);
  }
});

test('route handlers accept GET and HEAD only: other methods get 405 without reading a large body', async ({ request }) => {
  const big = 'x'.repeat(2_000_000);
  for (const path of API) {
    const head = await request.head(path);
    expect(head.status(), `HEAD ${path}`).toBe((await request.get(path)).status());
    expect((await head.body()).length, `HEAD ${path}`).toBe(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const started = Date.now();
      const res = await request.fetch(path, { method, data: method === 'POST' ? big : '{}' });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(res.headers()['allow'] ?? '', `${method} ${path}`).not.toMatch(/POST|PUT|PATCH|DELETE/);
      expect(Date.now() - started, `${method} ${path}`).toBeLessThan(5000);
    }
  }
});

test('kline and calendar polling refuse a burst from one client with 429 and Retry-After, then recover', async ({ request }) => {
  // Loopback is exempt (our own tools); a forwarded address is a reader (lib/api/rate-limit.ts).
  for (const path of ['/api/kline?excode=WGJS&code=XAU&interval=min15', '/api/calendar?date=2024-03-05']) {
    const headers = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
    const burst: APIResponse[] = [];
    for (let i = 0; i < 6; i++) burst.push(...(await Promise.all(Array.from({ length: 20 }, () => request.get(path, { headers })))));
    const statuses = burst.map((r) => r.status());
    expect(statuses.filter((s) => s >= 500), path).toEqual([]);
    expect(statuses.filter((s) => s === 200).length, path).toBeGreaterThanOrEqual(40);
    const refused = burst.find((r) => r.status() === 429);
    expect(refused, `${path}: some request of the burst is refused`).toBeDefined();
    const retryAfter = Number(refused!.headers()['retry-after']);
    expect(retryAfter, path).toBeGreaterThanOrEqual(1);
    expect((await refused!.json()).error.code).toBe('rate_limited');
    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 200));
    expect((await request.get(path, { headers })).status(), `${path} after Retry-After`).toBe(200);
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
