// The simulator's articles carry hostile HTML. In a real Chromium, opening
// every article of several days that came with it must run none of it: no dialog, no console
// output, no CSP violation (which would mean the sanitizer let something
// through and only the CSP stopped it), no request to a script URL.
import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_MARKUP, PIXEL, SIM_URL } from './support';

const TZ = 'Asia/Shanghai';
const ALLOWED_BODY_TAGS = new Set(
  'P BR HR H2 H3 H4 H5 H6 UL OL LI EM STRONG B I U S SUB SUP BLOCKQUOTE TABLE CAPTION THEAD TBODY TFOOT TR TH TD FIGURE FIGCAPTION IMG A'.split(' '),
);

function shanghaiDay(offsetDays: number): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Records everything that would show that hostile markup ran. */
function watchForScript(page: Page) {
  const incidents: string[] = [];
  page.on('dialog', async (d) => {
    incidents.push(`dialog ${d.type()}: ${d.message()}`);
    await d.dismiss();
  });
  page.on('console', (m) => incidents.push(`console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => incidents.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (/^(javascript|vbscript|data):/i.test(r.url()) && r.resourceType() !== 'image') incidents.push(`request ${r.url()}`);
  });
  page.on('popup', (p) => incidents.push(`popup ${p.url()}`));
  return incidents;
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.route(
    (url) => url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin,
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

/** The articles of these whose upstream body carries hostile markup. */
async function hostileUpstreamArticles(ids: string[]): Promise<Set<string>> {
  const hostile = new Set<string>();
  for (const id of ids) {
    const res = await fetch(`${SIM_URL}/alt/api/news/202605/detail?newsid=${id}&token=macrodesk-simulator-token`);
    const html: string = (await res.json()).data[0].NewsContent;
    if (HOSTILE_MARKUP.test(html)) hostile.add(id);
  }
  return hostile;
}

for (const back of [1, 2, 3, 4]) {
  test(`no article of the day ${back} days back runs the hostile markup it came with`, async ({ page }) => {
    test.setTimeout(240_000);
    const day = shanghaiDay(-back);
    await page.goto(`/en/news?date=${day}&tz=${TZ}`);
    const all = await page.locator('[data-news-id] h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(all.length).toBeGreaterThan(10);
    // Every article whose upstream body carries hostile markup is opened: the others have
    // nothing to run (sanitized benign markup: tests/unit/news/benign-article.test.ts). The test means
    // something only if the upstream really sent hostile markup.
    const hostile = await hostileUpstreamArticles(all.map((h) => h.match(/news\/(\d+)/)![1]));
    const links = all.filter((h) => hostile.has(h.match(/news\/(\d+)/)![1]));
    expect(links.length).toBeGreaterThan(0);
    const incidents = watchForScript(page);
    for (const href of links) {
      const res = await page.goto(href);
      expect(res?.status(), href).toBe(200);
      await page.locator('[data-article-body]').scrollIntoViewIfNeeded({ timeout: 10_000 });
      await page.mouse.wheel(0, 20_000);
      // Fire the events handlers would listen for on every body element (with no
      // handler left nothing happens; a surviving one would fire or violate the CSP).
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-article-body] *')) {
          for (const type of ['mouseover', 'mouseenter', 'focus', 'load', 'error', 'toggle', 'animationstart']) {
            el.dispatchEvent(new Event(type));
          }
        }
      });
      await page.waitForTimeout(150);
      expect(new URL(page.url()).pathname, 'no redirect (meta refresh, location=…)').toBe(new URL(href, page.url()).pathname);
      const found = await page.evaluate((allowed) => {
        const problems: string[] = [];
        const body = document.querySelector('[data-article-body]');
        if (!body) return ['no article body'];
        for (const el of body.querySelectorAll('*')) {
          if (!allowed.includes(el.tagName)) problems.push(`tag ${el.tagName}`);
          for (const attr of el.getAttributeNames()) if (/^on/i.test(attr) || attr === 'style') problems.push(`${el.tagName}[${attr}]`);
        }
        for (const a of body.querySelectorAll('a')) {
          if (!/^https?:\/\//.test(a.getAttribute('href') ?? '')) problems.push(`href ${a.getAttribute('href')}`);
          if (a.target !== '_blank') problems.push(`target ${a.target}`);
          if (a.rel !== 'noopener noreferrer nofollow') problems.push(`rel ${a.rel}`);
        }
        for (const img of body.querySelectorAll('img')) {
          if (!/^https?:\/\//.test(img.getAttribute('src') ?? '')) problems.push(`src ${img.getAttribute('src')}`);
          if (img.loading !== 'lazy' || img.referrerPolicy !== 'no-referrer' || !img.hasAttribute('alt')) problems.push('img attrs');
        }
        for (const el of document.querySelectorAll('iframe, object, embed, frame, meta[http-equiv], base, form[action^="javascript" i]')) {
          problems.push(`document ${el.tagName}`);
        }
        if (document.querySelectorAll('h1').length !== 1) problems.push('h1 count');
        return problems;
      }, [...ALLOWED_BODY_TAGS]);
      expect(found, href).toEqual([]);
    }
    expect(incidents).toEqual([]);
  });
}

test('the news pages send a CSP that blocks inline script, and it holds in the browser', async ({ page }) => {
  // A past day, so the list is never empty (today's is, just after midnight in Shanghai).
  await page.goto(`/en/news?date=2026-11-20&tz=${TZ}`);
  const href = await page.locator('[data-news-id] h2 a').first().getAttribute('href');
  expect(href).toBeTruthy();
  const res = await page.goto(href!);
  const csp = res!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(csp).toMatch(/object-src 'none'/);
  // Pretend the sanitizer missed a handler: the CSP must still stop it.
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
    const body = document.querySelector('[data-article-body]')!;
    body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.__pwned = 1">');
    const link = document.createElement('a');
    link.href = 'javascript:window.__pwned2 = 1';
    link.textContent = 'x';
    body.append(link);
    link.click();
    await new Promise((r) => setTimeout(r, 500));
    const w = window as unknown as { __pwned?: number; __pwned2?: number };
    return { pwned: w.__pwned ?? null, pwned2: w.__pwned2 ?? null, violations };
  });
  expect(outcome.pwned).toBeNull();
  expect(outcome.pwned2).toBeNull();
  expect(outcome.violations.length).toBeGreaterThan(0);
});

test('a broken or missing thumbnail shows the placeholder, a working one shows the image', async ({ page, baseURL }) => {
  const day = shanghaiDay(-1);
  await page.goto(`/en/news?date=${day}&tz=${TZ}`);
  const cards = page.locator('[data-news-id]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  const withImage = await page.locator('[data-news-id] img').count();
  expect(withImage, 'some thumbnails load').toBeGreaterThan(0);
  expect(await page.locator('[data-news-id] [data-placeholder]').count()).toBe(count - withImage);

  await page.unrouteAll();
  await page.route(
    (url) => url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin,
    (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
  );
  await page.reload();
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-placeholder]')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  }
});
