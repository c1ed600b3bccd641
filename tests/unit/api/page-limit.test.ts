import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/api/client-address';
import { isPageLimited, limitPage, pageLimiterOf } from '@/lib/api/page-limit';
import { RateLimiter } from '@/lib/api/rate-limit';
import { parseConfig } from '@/lib/config';
import { processBuckets, processRedis } from '@/lib/redis/process';
import { startRedis, type TestRedis } from '../support/redis-server';

// No upstream is called: the simulator's address only has to be given.
const configOf = (env: Record<string, string>) => parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:9', ...env });

const page = (path: string, peer = '198.51.100.7', headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://x${path}`, { method, headers: { [PEER_HEADER]: peer, ...headers } });

describe('which requests are pages', () => {
  it('counts documents, soft navigations and generated preview images', () => {
    for (const path of ['/', '/en', '/zh-CN/calendar', '/calendar', '/en/markets/WGJS/XAU.S', '/en/indicators/1/opengraph-image', '/en/calendar/opengraph-image', '/xx/unknown', '/wp-login.php']) {
      expect(isPageLimited(path), path).toBe(true);
    }
  });

  it('never counts the files a browser fetches beside a page or a crawler reads to find pages', () => {
    for (const path of ['/favicon.ico', '/robots.txt', '/sitemap.xml', '/icon.svg', '/apple-icon.png', '/manifest.webmanifest', '/opengraph-image', '/_next/static/chunks/a.js', '/_next/data/x.json']) {
      expect(isPageLimited(path), path).toBe(false);
    }
  });
});

describe('the page limit (PAGE_RATE_LIMIT)', () => {
  it('is off with PAGE_RATE_LIMIT=off and 60 pages then 10 a second by default', () => {
    expect(pageLimiterOf(configOf({ PAGE_RATE_LIMIT: 'off' }))).toBeNull();
    const limiter = pageLimiterOf(configOf({}))!;
    const allowed = Array.from({ length: 70 }, () => limitPage(page('/en'), limiter) === null).filter(Boolean).length;
    // 60, plus what refilled while the loop ran.
    expect(allowed).toBeGreaterThanOrEqual(60);
    expect(allowed).toBeLessThan(70);
  });

  it('answers a crawler over the limit with a 429 page in the path language, with Retry-After', async () => {
    const limiter = new RateLimiter({ capacity: 2, refillPerSecond: 0.2, now: () => 0 });
    expect(limitPage(page('/en/calendar'), limiter)).toBeNull();
    expect(limitPage(page('/en/news', '198.51.100.7', { rsc: '1' }), limiter)).toBeNull();
    const cases = [
      ['/en/markets', {}, 'en', 'Too many requests', 'Please try again in 5 seconds.'],
      ['/zh-CN/markets', {}, 'zh-CN', '请求过多', '请在 5 秒后重试。'],
      ['/zh-TW/news?_rsc=abc', { rsc: '1' }, 'zh-TW', '請求過多', '請在 5 秒後重試。'],
      ['/wp-login.php', { 'accept-language': 'zh-TW,en;q=0.5' }, 'zh-TW', '請求過多', '請在 5 秒後重試。'],
    ] as const;
    for (const [path, headers, locale, title, retry] of cases) {
      const refused = limitPage(page(path, '198.51.100.7', headers), limiter);
      expect(refused?.status, path).toBe(429);
      expect(refused?.headers.get('retry-after')).toBe('5');
      expect(refused?.headers.get('cache-control')).toBe('no-store');
      expect(refused?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await refused!.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(retry);
      // A link to try the same URL again, on this origin; the reader's light or dark scheme.
      expect(html).toContain(`<a href="${path.replace(/&/g, '&amp;')}">`);
      expect(html).toContain('<meta name="color-scheme" content="light dark">');
    }
    const sneaky = limitPage(page('//evil.example/x?a="b"', '198.51.100.7'), limiter);
    const link = /<a href="([^"]*)">/.exec(await sneaky!.text())?.[1];
    expect(link?.startsWith('//')).toBe(false);
    expect(link).not.toContain('"');
    const head = limitPage(page('/en', '198.51.100.7', {}, 'HEAD'), limiter);
    expect(head?.status).toBe(429);
    expect(await head!.text()).toBe('');
    // Another client is not held back.
    expect(limitPage(page('/en', '203.0.113.9'), limiter)).toBeNull();
  });

  it('holds every address of an IPv6 /64 to one bucket', () => {
    const limiter = new RateLimiter({ capacity: 3, refillPerSecond: 0.01, now: () => 0 });
    const answers = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3', '2001:db8:7:1::4'].map((peer) => limitPage(page('/en', peer), limiter)?.status ?? 200);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(limitPage(page('/en', '2001:db8:7:2::1'), limiter)).toBeNull();
  });
});

describe('page buckets with REDIS_URL', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await processRedis(configOf({ REDIS_URL: redis.url }))?.close();
    await redis.stop();
  });

  it('are shared by instances, apart from the /api buckets of the same rule', async () => {
    const config = configOf({ REDIS_URL: redis.url, RATE_LIMIT: '0.01:3', PAGE_RATE_LIMIT: '0.01:3' });
    const shared = processRedis(config)!;
    // Every spend sent to Redis answered and adopted: no fixed wait, which a loaded machine outlasts.
    const settle = () => shared.idle();
    for (let j = 0; j < 100 && !shared.available; j++) {
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(shared.available).toBe(true);
    // The client spends its whole /api bucket; its pages are not held back by it.
    const api = new RateLimiter({ capacity: 3, refillPerSecond: 0.01, shared: processBuckets(config) });
    for (let i = 0; i < 3; i++) expect(api.take('198.51.100.7').allowed).toBe(true);
    await settle();
    const [one, two] = [pageLimiterOf(config)!, pageLimiterOf(config)!];
    // Were they one bucket, Redis's answer (in debt) would refuse the second page already.
    for (const path of ['/en', '/en/news', '/en/markets']) {
      expect(limitPage(page(path), one), path).toBeNull();
      await settle();
    }
    expect(limitPage(page('/en/calendar'), one)?.status).toBe(429);
    // Another instance lets its first request through before it hears of the shared bucket, then not.
    expect(limitPage(page('/en/calendar'), two)).toBeNull();
    await settle();
    expect(limitPage(page('/en/calendar'), two)?.status).toBe(429);
  });
});
