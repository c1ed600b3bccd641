// What a client writes in a header decides no URL and no rate-limit key
// (docs/design.md, "Security"): absolute URLs come from PUBLIC_URL whatever Host and
// X-Forwarded-Host say, HSTS is sent when PUBLIC_URL is https (and nothing
// redirects to it), and the /api/* limit is keyed on the socket's address
// and TRUST_PROXY hops. Two private portals: one behind one trusted proxy on
// an https public origin, one with no proxy.
import { expect, test } from '@playwright/test';
import { rawRequest } from './support/hardening';
import { startIsolated, type Isolated } from './support/isolated';

// The file's tests share its private portals: one worker runs them in order, so they start once
// (a file-level beforeAll runs in every worker that takes one of its tests).
test.describe.configure({ mode: 'default' });

const PUBLIC = 'https://macrodesk.example';
let behindProxy: Isolated;
let direct: Isolated;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [behindProxy, direct] = await Promise.all([
    startIsolated({ token: 'trusted-origin-a1', timeoutMs: 3000, env: { PUBLIC_URL: PUBLIC, TRUST_PROXY: '1', RATE_LIMIT: '1:6' } }),
    startIsolated({ token: 'trusted-origin-b2', timeoutMs: 3000, env: { TRUST_PROXY: '0', RATE_LIMIT: '1:6' } }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([behindProxy?.stop(), direct?.stop()]);
});

/** A GET with any headers, Host included. */
const get = (base: string, path: string, headers: Record<string, string> = {}) => rawRequest(base, path, { headers });

const POISON = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'http', forwarded: 'host=evil3.example' };

test('no Host or X-Forwarded-Host reaches an absolute URL: pages, Link header, sitemap, robots, .ics, embed snippet, redirects', async () => {
  test.setTimeout(240_000);
  const paths = [
    '/', '/en', '/zh-CN/calendar?date=2024-03-04', '/en/indicators/112022041900110008', '/zh-TW/markets/WGJS/XAU', '/en/news',
    '/en/embed', '/en/calendar/', '/en/no-such-page', '/sitemap.xml', '/robots.txt',
    '/api/calendar/export?view=day&date=2024-03-04&format=ics', '/api/calendar/export?view=day&date=2024-03-04&format=csv',
  ];
  const answers = [];
  for (const [i, p] of paths.entries()) answers.push(await get(behindProxy.base, p, { ...POISON, 'x-forwarded-for': `203.0.113.${i + 1}` }));
  const absolute: string[] = [];
  answers.forEach((a, i) => {
    expect(a.status, paths[i]).toBeLessThan(500);
    const text = `${JSON.stringify(a.headers)}\n${a.body}`;
    expect(text, paths[i]).not.toMatch(/evil\d?\.example/);
    for (const m of text.matchAll(/https?:\/\/[A-Za-z0-9.-]+(:\d+)?/g)) absolute.push(m[0]);
    if (a.headers.location) expect(a.headers.location, paths[i]).toMatch(/^\/(?![/\\])/);
  });
  // Every absolute URL of ours is on PUBLIC_URL (others are the upstream's article links and standards URIs).
  const ours = absolute.filter((u) => !/macrodesk-sim\.example|w3\.org|sitemaps\.org|schema\.org|127\.0\.0\.1:\d+\/(base|alt|legacy)/.test(u));
  expect(ours.length).toBeGreaterThan(20);
  expect([...new Set(ours)]).toEqual([PUBLIC]);
  const page = answers[2];
  expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC}/zh-CN/calendar?date=2024-03-04"/>`);
  expect(page.headers.link).toContain(`<${PUBLIC}/en/calendar>; rel="alternate"; hreflang="en"`);
  expect(answers[9].body).toContain(`<loc>${PUBLIC}/en/calendar</loc>`);
  expect(answers[10].body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
});

test('HSTS of at least a year on every kind of answer when PUBLIC_URL is https; never a redirect to it; none on http', async () => {
  test.setTimeout(180_000);
  for (const path of ['/en', '/en/calendar/', '/en/calendar.x', '/api/health', '/sitemap.xml', '/en/indicators/112022041900110008/opengraph-image']) {
    const a = await get(behindProxy.base, path, { 'x-forwarded-for': '203.0.113.200' });
    expect(Number(/max-age=(\d+)/.exec(a.headers['strict-transport-security'] ?? '')?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
    expect(a.headers.location ?? '', path).not.toMatch(/^https?:/);
    const plain = await get(direct.base, path);
    expect(plain.headers['strict-transport-security'], path).toBeUndefined();
  }
});

/** Statuses of `n` calls of `path`, one after another. */
async function burst(portal: Isolated, path: string, n: number, headers: (i: number) => Record<string, string>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await get(portal.base, path, headers(i))).status);
  return out;
}
const limited = (statuses: number[]) => statuses.includes(429);

test('0 trusted hops: the socket address is the client, whatever X-Forwarded-For says; exports are limited too', async () => {
  // A fresh X-Forwarded-For on every request buys no fresh bucket.
  const statuses = await burst(direct, '/api/calendar?date=2024-03-04', 16, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }));
  expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
  expect(limited(statuses)).toBe(true);
  // The export shares that bucket: a burst of it is refused too (the bucket refills 1/s meanwhile).
  let refused = await get(direct.base, '/api/calendar/export?view=day&date=2024-03-04&format=csv', { 'x-forwarded-for': '192.0.2.77' });
  for (let i = 0; i < 16 && refused.status !== 429; i++) {
    refused = await get(direct.base, '/api/calendar/export?view=day&date=2024-03-04&format=csv', { 'x-forwarded-for': `192.0.2.${i + 1}` });
  }
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(refused.body).error.code).toBe('rate_limited');
  // The liveness probe stays answerable.
  expect((await get(direct.base, '/api/health')).status).toBe(200);
});

test('1 trusted hop: the address the proxy appended is the client; what the client wrote left of it, or garbage, is not a key', async () => {
  const path = '/api/calendar/export?view=day&date=2024-03-05&format=json';
  // One reader (203.0.113.7) varying what it writes before the proxy's entry: one bucket.
  const reader = await burst(behindProxy, path, 16, (i) => ({ 'x-forwarded-for': `10.${i}.0.1, 203.0.113.7` }));
  expect(limited(reader)).toBe(true);
  // Another reader behind the same proxy has a bucket of its own.
  expect((await get(behindProxy.base, path, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  // Empty or garbage headers are keyed by where the request came from (here the socket, 127.0.0.1):
  // they exhaust that bucket, not a shared "unknown" one that readers would fall into.
  const garbage = await burst(behindProxy, path, 16, (i) => ({ 'x-forwarded-for': ['', 'garbage', ' , ', '<script>', 'unknown', '999.1.1.1'][i % 6] }));
  expect(limited(garbage)).toBe(true);
  expect((await get(behindProxy.base, path, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
});
