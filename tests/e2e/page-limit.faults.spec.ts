// The per-client page limit (PAGE_RATE_LIMIT, docs/operations.md "Rate
// limits") on a portal of its own: 5 pages at once, then 2 a second. Its
// TRUST_PROXY=1 stands for a reverse proxy in front, so each step names its
// own client in X-Forwarded-For and starts with a full bucket; the socket
// peer alone would make the whole spec one client.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { startIsolated, type Isolated } from './support/isolated';

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({
    token: 'page-limit-token',
    timeoutMs: 3000,
    env: { PAGE_RATE_LIMIT: '2:5', RATE_LIMIT: '1:3', TRUST_PROXY: '1' },
  });
  // A cold server loads each route's code on its first request, which would spread a burst over seconds.
  for (const path of ['/en', '/en/calendar/week', '/en/indicators/112022041900310004/opengraph-image']) {
    await fetch(`${portal.base}${path}`, { headers: { 'x-forwarded-for': '192.0.2.1' } });
  }
});
test.afterAll(async () => {
  await portal?.stop();
});

const PNG = [0x89, 0x50, 0x4e, 0x47];
let tags = 0;

function get(request: APIRequestContext, client: string, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(`${portal.base}${path}`, { headers: { 'x-forwarded-for': client, ...headers }, maxRedirects: 0 });
}

/** Soft navigations that Next answers at once (a redirect to add their `_rsc` key): a quick way to empty a bucket. */
const DRAIN = { headers: { rsc: '1' } };

/**
 * A crawler's burst of distinct views (copies of one view would come from
 * the cache of rendered views and never reach the limit), all sent at once;
 * `then` are sent right after them, while the bucket is empty. On a busy
 * machine the server gets to the last of a burst a few seconds after the
 * first, and the bucket refills 2 a second meanwhile: `seconds` is how long
 * the burst took, for the bound on what may be let through.
 */
async function burst(request: APIRequestContext, client: string, count: number, options: { path?: (i: number) => string; headers?: Record<string, string>; then?: [string, string][] } = {}) {
  const started = Date.now();
  const pages = Array.from({ length: count }, (_, i) => get(request, client, options.path?.(i) ?? `/en/calendar/week?crawl=${++tags}`, options.headers));
  const then = (options.then ?? []).map(([who, path]) => get(request, who, path));
  const answers = { pages: await Promise.all(pages), then: await Promise.all(then) };
  return { ...answers, seconds: (Date.now() - started) / 1000 };
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
  const { pages, seconds } = await burst(request, '198.51.100.1', 20, { path: (i) => `/${locales[i % 3]}/calendar/week?crawl=${++tags}` });
  // 5 at once, plus what refilled at 2 a second while the burst arrived.
  const answered = pages.filter((r) => r.status() === 200).length;
  expect(answered).toBeGreaterThanOrEqual(5);
  expect(answered).toBeLessThanOrEqual(5 + Math.ceil(2 * seconds));
  expect(refusedOf(pages).length).toBe(20 - answered);
  expect(answered).toBeLessThan(20);
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
  const { pages } = await burst(request, '198.51.100.3', 20, { headers: { rsc: '1' } });
  expect(refusedOf(pages).length).toBeGreaterThanOrEqual(1);
  for (const res of refusedOf(pages)) expectRefusalHeaders(res);
  // Those let through went on to Next's router, which sends a request without its `_rsc` cache key there.
  const through = pages.find((r) => r.status() !== 429)!;
  expect(through.status()).toBe(307);
  expect(new URL(through.headers().location, portal.base).searchParams.has('_rsc')).toBe(true);
});

test('an IPv6 client is one bucket per /64, however its addresses are written; an IPv4-mapped address is its IPv4 client', async ({ request }) => {
  // One address empties the bucket; four other addresses of its /64 then have no fresh bucket of 5 each.
  const sameSixtyFour = ['2001:db8:7:1::2', '2001:0DB8:0007:0001:0000:0000:0000:0003', '2001:db8:7:1:ffff:ffff:ffff:ffff', '2001:DB8:7:1::4'];
  const { then } = await burst(request, '2001:db8:7:1::1', 16, { ...DRAIN, then: sameSixtyFour.map((who) => [who, `/en/calendar/week?crawl=${++tags}`]) });
  expect(refusedOf(then).length).toBeGreaterThanOrEqual(1);
  expect((await get(request, '2001:db8:7:2::1', `/en/calendar/week?crawl=${++tags}`)).status()).toBe(200);
  // The IPv4 client, then the same client as an IPv4-mapped IPv6 address (dotted and hex).
  const mapped = ['::ffff:198.51.100.9', '::ffff:c633:6409', '::FFFF:198.51.100.9', '0:0:0:0:0:ffff:c633:6409'];
  const v4 = await burst(request, '198.51.100.9', 16, { ...DRAIN, then: mapped.map((who) => [who, `/en/calendar/week?crawl=${++tags}`]) });
  expect(refusedOf(v4.then).length).toBeGreaterThanOrEqual(1);
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
    const paths = [stored, `/en/indicators/${never}/opengraph-image`, stored.replace('/en/', '/zh-CN/')];
    const { pages, then } = await burst(request, client, 16, { ...DRAIN, then: paths.map((path): [string, string] => [client, path]) });
    expect(refusedOf(pages).length).toBeGreaterThanOrEqual(1);
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
  // RATE_LIMIT counts every /api path, a route or not (proxy.ts): one that no build has answers 404, without the upstream.
  const api = Array.from({ length: 6 }, () => '/api/page-limit-probe');
  const { pages, then } = await burst(request, client, 16, { ...DRAIN, then: [...statics, ...api].map((path): [string, string] => [client, path]) });
  expect(refusedOf(pages).length).toBeGreaterThanOrEqual(1);
  for (const [i, path] of statics.entries()) {
    expect(then[i].status(), path).not.toBe(429);
    expect(then[i].status(), path).toBeLessThan(500);
  }
  // Over its page limit, the client still has its whole /api bucket (3 at once); then /api refuses in JSON.
  const apiAnswers = then.slice(statics.length);
  expect(apiAnswers.filter((r) => r.status() === 404).length).toBeGreaterThanOrEqual(3);
  const refused = refusedOf(apiAnswers);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(refused[0].headers()['content-type']).toContain('application/json');
  expect((await refused[0].json()).error.code).toBe('rate_limited');
  expect(Number(refused[0].headers()['retry-after'])).toBeGreaterThanOrEqual(1);
});
