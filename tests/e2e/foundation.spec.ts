// The app shell and the dashboard: locales, redirects, 404s, security
// headers, language and time-zone choice, accessibility, simulator data.
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, secondsIntoSharedToday, sim } from './support';
import { E2E_HEALTH_TOKEN } from './support/isolated';
import { mappedFiles, servePid } from './support/server-process';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

const SIMULATOR_NOTE = { 'zh-CN': '内置模拟器', en: 'built-in simulator', 'zh-TW': '內建模擬器' } as const;
const TITLES = { 'zh-CN': '概览', en: 'Dashboard', 'zh-TW': '總覽' } as const;
const HEADINGS = { 'zh-CN': '今日概览', en: 'Today at a glance', 'zh-TW': '今日總覽' } as const;

/**
 * A high-importance release on today's dashboard both in Shanghai (the
 * browser's zone) and in New York, whatever the hour the test runs at (ten
 * minutes ahead, or when that crosses a midnight, within the hours both
 * todays share): by its id we find the same row in every view.
 */
let recordId = '';
test.beforeAll(async () => {
  recordId = String((await sim('releases', { body: { inSeconds: secondsIntoSharedToday(['Asia/Shanghai', 'America/New_York']), importance: 3 } })).recordId);
});

/** The row of the scheduled release, reloading until the server's cache of today's releases (up to a minute) expires. */
async function releaseRow(page: Page) {
  const row = page.locator(`tr[data-release-id="${recordId}"]`);
  await expect(async () => {
    if ((await row.count()) === 0) await page.reload();
    await expect(row).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  return row;
}

for (const locale of LOCALES) {
  warm(`dashboard in ${locale} shows simulator data without console errors`, async ({ warmPage: page, consoleErrors: errors }) => {
    warm.setTimeout(150_000);
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[locale]);
    await releaseRow(page);
    await expect(page.locator('[data-testid="quote-last"]').first()).toHaveText(/\d/);
    expect(await page.locator('[data-testid="quote-last"]').count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator('ul.news li a').first()).toHaveAttribute('href', new RegExp(`^/${locale}/news/\\d+`));
    await expect(page.locator('.error-block')).toHaveCount(0);
    await expect(page.locator('footer')).toContainText(SIMULATOR_NOTE[locale]);
    await expect(page.locator('nav').first().locator('a[aria-current]')).toHaveAttribute('href', `/${locale}`);
    await expect(page).toHaveTitle(new RegExp(`^${TITLES[locale]} · Macrodesk$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/zh-CN$/);
    const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
    const image = await page.request.get(preview!);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(errors).toEqual([]);
  });
}

warm('the time-zone picker moves displayed times and is kept in links and the cookie', async ({ warmPage: page }) => {
  warm.setTimeout(150_000);
  await page.goto('/en?tz=Asia/Shanghai');
  const row = await releaseRow(page);
  const instant = await row.locator('time').getAttribute('datetime');
  const shanghai = (await row.locator('time').textContent())?.trim();
  const clock = (tz: string) =>
    new Intl.DateTimeFormat('en', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant!));
  expect(shanghai).toBe(clock('Asia/Shanghai'));

  await page.getByRole('combobox', { name: 'Time zone' }).fill('America/New_York');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]tz=America%2FNew_York/);
  const moved = page.locator(`tr[data-release-id="${recordId}"] time`);
  // New York's day reads the upstream days it spans, whose copies the server may have made before the
  // release was scheduled (today's is kept 20 s): reloaded until it is there, as on the first view.
  await expect(async () => {
    if ((await moved.count()) === 0) await page.reload();
    await expect(moved).toHaveText(clock('America/New_York'), { timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  expect(clock('America/New_York')).not.toBe(shanghai);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
    'href',
    '/en/calendar?tz=America%2FNew_York',
  );
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'tz')?.value).toBe(encodeURIComponent('America/New_York'));

  // The cookie alone now sets the zone.
  await page.goto('/en');
  await expect(page.locator(`tr[data-release-id="${recordId}"] time`)).toHaveText(clock('America/New_York'));
});

warm('an unknown time zone is refused with a message', async ({ warmPage: page }) => {
  await page.goto('/en');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Mars/Olympus_Mons');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mars/Olympus_Mons' })).toBeVisible();
  expect(page.url()).not.toContain('tz=');
});

warm('the language switcher keeps the path and the query string', async ({ warmPage: page }) => {
  await page.goto('/en?tz=Asia%2FTokyo');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await switcher.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/zh-TW\?tz=Asia%2FTokyo$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  await page.goto('/en/no-such-view/deeper?date=2026-01-02&x=1');
  const links = page.getByRole('navigation', { name: 'Language' }).getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toHaveAttribute('href', '/zh-CN/no-such-view/deeper?date=2026-01-02&x=1');
  await expect(links.nth(2)).toHaveAttribute('href', '/zh-TW/no-such-view/deeper?date=2026-01-02&x=1');
});

test('/ redirects by Accept-Language', async ({ request }) => {
  const cases: [string, string][] = [
    ['en-US,en;q=0.9', '/en'],
    ['zh-TW,zh;q=0.9', '/zh-TW'],
    ['zh-CN,zh;q=0.9,en;q=0.5', '/zh-CN'],
    ['fr-FR,fr;q=0.9', '/zh-CN'],
  ];
  for (const [accept, target] of cases) {
    const res = await request.get('/', { headers: { 'Accept-Language': accept }, maxRedirects: 0 });
    expect(res.status(), accept).toBeGreaterThanOrEqual(300);
    expect(res.status(), accept).toBeLessThan(400);
    expect(new URL(res.headers()['location'], 'http://x').pathname, accept).toBe(target);
  }
});

warm('an unknown locale answers 404 in all three languages with links home', async ({ warmPage: page }) => {
  const response = await page.goto('/xx/', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('页面不存在')).toBeVisible();
  await expect(page.getByText('找不到頁面')).toBeVisible();
  for (const locale of LOCALES) await expect(page.locator(`a[href="/${locale}"]`)).toBeVisible();
});

warm('an unknown path under a locale answers the localized 404', async ({ warmPage: page }) => {
  const response = await page.goto('/zh-TW/no-such-page', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('heading', { name: '找不到頁面' })).toBeVisible();
  await expect(page.getByRole('link', { name: '前往總覽' })).toHaveAttribute('href', '/zh-TW');
});

test('pages carry the security headers and a per-request script nonce', async ({ request }) => {
  const first = await request.get('/en');
  const headers = first.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  for (const part of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "connect-src 'self'"]) expect(csp).toContain(part);
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['permissions-policy']).toContain('camera=()');
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await request.get('/en');
  expect(second.headers()['content-security-policy']).not.toBe(csp);
});

test('/api/health answers ok', async ({ request }) => {
  // A page first: the upstream cache exists once the client has served one.
  expect((await request.get('/en/calendar')).status()).toBe(200);
  // The public answer: one word for the portal and one per component, nothing else (docs/operations.md, "Health").
  const plain = await request.get('/api/health');
  expect(plain.status()).toBe(200);
  expect(await plain.json()).toEqual({ status: 'ok', components: { upstream: 'ok', archive: expect.any(String), redis: 'off' } });
  const res = await request.get('/api/health?details', { headers: { Authorization: `Bearer ${E2E_HEALTH_TOKEN}` } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('ok');
  // The archive's state and what the client saw of the upstream ride along (lib/archive/health.ts, lib/upstream/log.ts).
  expect(body.archive.state).toEqual(expect.any(String));
  expect(body.upstream).toEqual(expect.any(Object));
  // How full the byte-bounded caches are (the memory benchmark warms up until they are): both served caches, within their bounds.
  for (const name of ['upstream', 'views']) {
    const cache = body.memory.caches[name];
    expect(cache, name).toMatchObject({ mb: expect.any(Number), maxMb: expect.any(Number), entries: expect.any(Number) });
    expect(cache.maxMb).toBeGreaterThan(0);
    expect(cache.mb).toBeLessThanOrEqual(cache.maxMb);
  }
  expect(body.memory.rssMb).toBeGreaterThan(0);
  // The server runs on jemalloc, as npm start installs and preloads it (lib/memory/allocator.mjs).
  expect(body.memory.allocator).toBe('jemalloc');
});

test("the server runs on its build's configuration, without Next's native compiler in its memory", async ({ request, baseURL }) => {
  expect((await request.get('/en')).status()).toBe(200);
  const pid = servePid(Number(new URL(baseURL!).port));
  expect(pid, 'the suite portal is scripts/serve.mjs on this machine').toBeGreaterThan(0);
  // Next compiles next.config.ts with next-swc at start, unless it is given the build's configuration
  // (lib/memory/built-config.mjs); the compiler's pages would then stay resident (docs/operations.md, "Memory").
  const files = mappedFiles(pid!);
  expect(files.some((file) => file.includes('libjemalloc'))).toBe(true);
  expect(files.filter((file) => /next-swc|@swc[/+]core|swc\.linux/.test(file))).toEqual([]);
});

for (const locale of LOCALES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    warm(`dashboard in ${locale} (${colorScheme}) has no serious accessibility violations`, async ({ warmPage: page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/${locale}`);
      await expect(page.locator('[data-testid="quote-last"]').first()).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}

warm('embed widget paths may be framed by the configured origins and carry no site chrome', async ({ warmPage: page, request }) => {
  const res = await request.get('/en/embed/no-such-widget?theme=dark');
  expect(res.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(res.headers()['x-frame-options']).toBeUndefined();
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto('/en/embed/no-such-widget?theme=dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The embed builder page itself is an ordinary page: same-origin framing only.
  const builder = await request.get('/en/embed');
  expect(builder.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(builder.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

warm('on a phone the dashboard fits the screen, passes axe, and the skip link reaches the content', async ({ warmPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/zh-TW');
  await expect(page.locator('[data-testid="quote-last"]').first()).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要內容' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
