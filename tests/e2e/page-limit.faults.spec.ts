// The per-client page limit (PAGE_RATE_LIMIT, docs/operations.md "Rate
// limits") on a portal of its own: 5 pages at once, then 2 a second. Its
// TRUST_PROXY=1 stands for a reverse proxy in front, so each step names its
// own client in X-Forwarded-For and starts with a full bucket; the socket
// peer alone would make the whole spec one client.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { startIsolated, type Isolated } from './support-isolated';

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({
    token: 'page-limit-token',
    timeoutMs: 3000,
    env: { PAGE_RATE_LIMIT: '2:5', RATE_LIMIT: '1:3', TRUST_PROXY: '1' },
  });
});
test.afterAll(async () => {
  await portal?.stop();
});

const PNG = [0x89, 0x50, 0x4e, 0x47];
let tags = 0;

function get(request: APIRequestContext, client: string, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(`${portal.base}${path}`, { headers: { 'x-forwarded-for': client, ...headers }, maxRedirects: 0 });
}

/**
 * A crawler's burst of distinct views (copies of one view would come from
 * the cache of rendered views and never reach the limit), all sent at once;
 * `then` are sent right after them, while the bucket is empty. (Sent after
 * the burst has been answered they would race the refill, 2 a second.)
 */
async function burst(request: APIRequestContext, client: string | ((i: number) => string), count: number, options: { path?: (i: number) => string; headers?: Record<string, string>; then?: string[] } = {}) {
  const who = typeof client === 'string' ? () => client : client;
  const pages = Array.from({ length: count }, (_, i) => get(request, who(i), options.path?.(i) ?? `/en/calendar/week?crawl=${++tags}`, options.headers));
  const then = (options.then ?? []).map((path) => get(request, who(count), path));
  return { pages: await Promise.all(pages), then: await Promise.all(then) };
}

const refusedOf = (answers: APIResponse[]) => answers.filter((r) => r.status() === 429);

function expectRefusalHeaders(res: APIResponse) {
  expect(res.status()).toBe(429);
  const h = res.headers();
  expect(Number(h['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(h['retry-after'])).toBeLessThanOrEqual(3);
  expect(h['cache-control']).toBe('no-store');
  expect(h['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['referrer-policy']).toBeTruthy();
}

test('a burst of pages from one client: the first 5 are answered, the rest get a localized 429 with Retry-After and the security headers', async ({ request }) => {
  const locales = ['en', 'zh-TW', 'zh-CN'];
  const { pages } = await burst(request, '198.51.100.1', 15, { path: (i) => `/${locales[i % 3]}/calendar/week?crawl=${++tags}` });
  // 5 at once, plus what refilled at 2 a second while the burst arrived.
  expect(pages.filter((r) => r.status() === 200).length).toBeGreaterThanOrEqual(5);
  expect(refusedOf(pages).length).toBeGreaterThanOrEqual(6);
  const titles: Record<string, string> = { en: 'Too many requests', 'zh-TW': '請求過多', 'zh-CN': '请求过多' };
  for (const res of refusedOf(pages)) {
    expectRefusalHeaders(res);
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
    // The notice is in the language of the path.
    const locale = new URL(res.url()).pathname.split('/')[1];
    const html = await res.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<title>${titles[locale]}</title>`);
  }
  // Another client is not held back by this one.
  expect((await get(request, '198.51.100.2', `/en/calendar/week?crawl=${++tags}`)).status()).toBe(200);
});

test('soft navigations (RSC requests) are pages too', async ({ request }) => {
  const { pages } = await burst(request, '198.51.100.3', 14, { headers: { rsc: '1' } });
  expect(refusedOf(pages).length).toBeGreaterThanOrEqual(6);
  for (const res of refusedOf(pages)) expectRefusalHeaders(res);
  expect(pages.find((r) => r.status() === 200)?.headers()['content-type']).toContain('text/x-component');
});

test('an IPv6 client is one bucket per /64, however its addresses are written; an IPv4-mapped address is its IPv4 client', async ({ request }) => {
  // Seven addresses of one /64, each asked twice: one bucket of 5 refuses most; seven buckets would refuse none.
  const sixtyFour = (i: number) => (i % 2 ? `2001:db8:7:1::${i >> 1}` : `2001:0DB8:0007:0001:0000:0000:0000:${(i >> 1).toString(16).padStart(4, '0')}`);
  expect(refusedOf((await burst(request, sixtyFour, 14)).pages).length).toBeGreaterThanOrEqual(6);
  expect((await get(request, '2001:db8:7:2::1', `/en/calendar/week?crawl=${++tags}`)).status()).toBe(200);
  // 198.51.100.9 and ::ffff:c633:6409 are one client (two buckets would refuse at most 4 of 14).
  const mapped = (i: number) => (i % 2 ? '198.51.100.9' : '::ffff:c633:6409');
  expect(refusedOf((await burst(request, mapped, 14)).pages).length).toBeGreaterThanOrEqual(6);
});

test('a stored preview image is answered over the limit; one never stored is refused', async ({ request }) => {
  const client = '198.51.100.4';
  const stored = '/en/indicators/112022041900310001/opengraph-image';
  const first = await get(request, client, stored);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/png');
  const image = await first.body();
  expect([...image.subarray(0, 4)]).toEqual(PNG);
  // A refill can land before a preview sent after the burst is counted: a few tries, each with a preview never asked before.
  const checks: number[] = [];
  for (const never of ['112022041900310005', '112022041900310002', '112022041900310003']) {
    await new Promise((r) => setTimeout(r, 3000));
    const { pages, then } = await burst(request, client, 12, { then: [stored, `/en/indicators/${never}/opengraph-image`, stored.replace('/en/', '/zh-CN/')] });
    expect(refusedOf(pages).length).toBeGreaterThanOrEqual(4);
    const [again, other, otherLocale] = then;
    expect(again.status()).toBe(200);
    expect(again.headers()['content-type']).toBe('image/png');
    expect(again.headers()['x-content-type-options']).toBe('nosniff');
    expect((await again.body()).equals(image)).toBe(true);
    checks.push(other.status(), otherLocale.status());
    if (other.status() === 429) expectRefusalHeaders(other);
    if (other.status() === 429 && otherLocale.status() === 429) break;
  }
  // The preview of another item, and the same item's preview in another language, are other previews.
  expect(checks.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
});

test('static files are never page-limited, and /api keeps its own RATE_LIMIT', async ({ request }) => {
  const client = '198.51.100.5';
  const home = await get(request, '198.51.100.6', '/en');
  const asset = /\/_next\/static\/[^"?]+\.(?:js|css)/.exec(await home.text())?.[0];
  expect(asset).toBeTruthy();
  const statics = [asset!, '/robots.txt', '/sitemap.xml', '/icon.svg', '/favicon.ico', '/opengraph-image'];
  const api = Array.from({ length: 6 }, () => '/api/bench-baseline');
  const { pages, then } = await burst(request, client, 14, { then: [...statics, ...api] });
  expect(refusedOf(pages).length).toBeGreaterThanOrEqual(6);
  for (const [i, path] of statics.entries()) {
    expect(then[i].status(), path).not.toBe(429);
    expect(then[i].status(), path).toBeLessThan(500);
  }
  // Over its page limit, the client still has its whole /api bucket (3 at once); then /api refuses in JSON.
  const apiAnswers = then.slice(statics.length);
  expect(apiAnswers.filter((r) => r.status() === 200).length).toBeGreaterThanOrEqual(3);
  const refused = refusedOf(apiAnswers);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(refused[0].headers()['content-type']).toContain('application/json');
  expect((await refused[0].json()).error.code).toBe('rate_limited');
  expect(Number(refused[0].headers()['retry-after'])).toBeGreaterThanOrEqual(1);
});
