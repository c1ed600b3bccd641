// Bad input, table-driven: path traversal, over-long values, Unicode tricks,
// SQL/HTML in parameters, too many codes, unknown locales and repeated
// parameters, against pages and /api/*. Every answer must be a 4xx or a
// page-level notice, never a 5xx, and the simulator's log must show no
// request built from the bad value (docs/design.md "Bad input"). On a private
// portal + simulator, so the log holds our requests only.
import { expect, test } from '@playwright/test';
import { getPage, rawRequest } from './support/hardening';
import { startIsolated, type Isolated } from './support/isolated';
import { warmTest as warm } from './support/warm-page';

// The file's tests share its private portals: one worker runs them in order, so they start once
// (a file-level beforeAll runs in every worker that takes one of its tests).
test.describe.configure({ mode: 'default' });

interface Case {
  path: string;
  /** Text that must not appear in any upstream request (default: the bad value). */
  probe: string | null;
}

const LONG = 'Z'.repeat(3000);
const BAD_DATES = [
  '2024-02-30', '2024-13-01', '99999-01-01', '0000-00-00', '../../etc/passwd', "2024-01-01' OR '1'='1",
  '<script>alert(1)</script>', LONG, '２０２４-０１-０２', '2024‐01‐02', '٢٠٢٤-٠١-٠٢', '2024-01-02\u0000', '2024-01-02%0d%0aX-Evil:1',
];
const BAD_IDS = ['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2fsecret', "1'%20OR%20'1'%3D'1", '%3Cscript%3E', LONG, '%EF%BC%91%EF%BC%92%EF%BC%93', '12%00', '%F0%9F%92%A9', '-7', '1.5'];
const BAD_CODES = ['../etc', 'WGJS%00', 'WGJS%01', '%3Csvg%20onload%3Dalert(1)%3E', LONG, '%EF%BC%B7%EF%BC%A7%EF%BC%AA%EF%BC%B3', "WGJS'--", 'wgjs%20union%20select'];
const BAD_TZ = ['Mars/Olympus', '../../etc/passwd', 'America/New_York\u202e', LONG, '<b>UTC</b>', 'UTC;DROP'];
const BAD_QUOTE_LISTS = [
  '', 'WGJS', 'WGJS|', '|XAU', 'WGJS|XAU;DROP TABLE', '../..|passwd', 'WGJS|<script>', 'ＷＧＪＳ|XAU', 'WGJS|XAU\u0000',
  `WGJS|${LONG}`, Array.from({ length: 51 }, (_, i) => `WGJS|S${i}`).join(','), 'WGJS|XAU,,WH|EURUSD', 'NOPE|XAU\u202e',
];
const enc = encodeURIComponent;
const probeOf = (raw: string) => {
  const decoded = (() => {
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  })();
  // Long values are looked for by their start: a truncated copy in a request counts too.
  return decoded.length >= 4 ? decoded.slice(0, 20) : null;
};

function cases(): Case[] {
  const out: Case[] = [];
  const add = (path: string, raw: string) => out.push({ path, probe: probeOf(raw) });
  for (const d of BAD_DATES) {
    add(`/en/calendar?date=${enc(d)}`, d);
    add(`/zh-CN/news?date=${enc(d)}`, d);
    add(`/api/calendar?date=${enc(d)}`, d);
  }
  // Repeated parameters: the first value counts (lib/api/respond.ts queryOf), so a bad first one is refused.
  add(`/en/calendar?date=2024-02-30&date=2024-01-02`, '2024-02-30');
  add(`/api/calendar?date=2024-02-30&date=2024-01-02`, '2024-02-30');
  add(`/api/kline?excode=..%2F&excode=WGJS&code=XAU&interval=min5`, '../');
  add(`/api/quotes?codes=..|x&codes=WGJS|XAU`, '..|x');
  for (const id of BAD_IDS) {
    add(`/en/indicators/${id}`, id);
    add(`/zh-TW/news/${id}`, id);
    add(`/en/embed/indicator/${id}`, id);
  }
  for (const c of BAD_CODES) {
    add(`/en/markets/${c}`, c);
    add(`/en/markets/WGJS/${c}`, c);
    add(`/api/kline?excode=${c}&code=XAU&interval=min5`, c);
    add(`/api/kline?excode=WGJS&code=${c}&interval=min5`, c);
  }
  for (const tz of BAD_TZ) {
    add(`/api/calendar?date=2024-01-02&tz=${enc(tz)}`, tz);
    add(`/en/embed/calendar?tz=${enc(tz)}`, tz);
  }
  for (const list of BAD_QUOTE_LISTS) {
    // A bare exchange code is looked for nowhere: valid requests name it too. Too many codes: the 51st.
    const probe = list.length < 6 ? '' : list.startsWith('WGJS|S0,') ? 'S50' : list;
    add(`/api/quotes?codes=${enc(list)}`, probe);
    // An empty list on a widget means "no choice made": it opens on the builder's default symbols.
    if (list !== '') add(`/en/embed/quotes?codes=${enc(list)}`, probe);
  }
  for (const interval of ['min7', 'DAY', '<i>', LONG, 'min5%00']) {
    add(`/api/kline?excode=WGJS&code=XAU&interval=${enc(interval)}`, interval);
    add(`/en/embed/chart?codes=WGJS|XAU&interval=${enc(interval)}`, interval);
  }
  for (const importance of ['9', '1,2,3,4', '<b>', '1;DROP', LONG]) add(`/en/calendar?importance=${enc(importance)}`, importance);
  for (const events of ['on', '0,4', '<b>', '2,2', LONG]) add(`/en/markets/WGJS/XAU?events=${enc(events)}`, events.slice(0, 20));
  add(`/en/calendar?country=${enc('<script>x</script>')}`, '<script>x</script>');
  add(`/api/calendar?date=2024-01-02&locale=${enc('../../en')}`, '../../en');
  add(`/api/calendar?date=2024-01-02&locale=xx-YY`, 'xx-YY');
  add(`/en/calendar/week?week=${enc("next' OR 1=1")}`, "next' OR 1=1");
  add(`/en/calendar/month?range=${enc('<svg>')}`, '<svg>');
  add(`/en/calendar/events?type=${enc('holiday;rm')}&date=2024-01-02`, 'holiday;rm');
  add(`/en/calendar/events?type=holiday&date=${enc('2024-02-31')}`, '2024-02-31');
  add(`/en/embed/calendar?limit=99999`, '99999');
  add(`/en/embed/news?theme=${enc('<script>')}`, '<script>');
  add(`/en/embed/events?type=${enc('../x')}`, '../x');
  for (const locale of ['xx', 'en-US', 'ZH-cn', 'zh-Hans', '%2e%2e', 'en%00', 'ｅｎ', 'de']) add(`/${locale}/calendar?date=2024-01-02`, `/${locale}/`);
  // Dotted paths (once skipped by the proxy): a 404 or a notice like any other bad segment.
  for (const path of ['/en/markets/WGJS/XAU.S', '/en/markets/WGJS.X', '/en/calendar.x', '/en/indicators/110008.json', '/zh-TW/news/1.php', '/en/embed/indicator/1.2.3']) {
    add(path, path.slice(path.lastIndexOf('/') + 1));
  }
  add(`/en/indicators?category=${enc('<b>weather')}`, '<b>weather');
  add(`/zh-TW/indicators?country=${enc('usa')}`, 'usa');
  add(`/en/indicators?q=${enc('x'.repeat(101))}`, 'x'.repeat(101));
  add(`/en/calendar?sort=${enc('<i>size')}`, '<i>size');
  add(`/en/embed/chart?codes=WGJS|XAU&events=${enc('<b>')}`, '<b>');
  add(`/api/calendar/export?format=${enc('exe')}&date=2024-01-02`, 'exe');
  add(`/api/calendar/export?date=${enc('2024-13-40')}&format=ics`, '2024-13-40');
  return out;
}

/** `/%2e%2e/calendar` is normalized by the server to `/calendar`, which redirects to a locale: a clean target is fine. */
const safeRedirect = (a: { status: number; html: string }) =>
  a.status >= 300 && a.status < 400 && a.html.startsWith('/') && !/\.\.|%2e|\\/i.test(a.html);

/**
 * A control character at the end of a segment (`WGJS%00`) never reaches the
 * page: it renders the exchange's own page, whose canonical URL is the clean one.
 */
function cleanCanonical(path: string, a: { status: number; html: string }): boolean {
  const clean = /^(\/en\/markets\/[A-Z]+)%0[01]$/.exec(path)?.[1];
  return !!clean && a.status === 200 && new RegExp(`rel="canonical" href="[^"]*${clean}"`).test(a.html);
}

const NOTICE = /class="page-notice"|data-testid="param-notice"|data-testid="embed-notice"|class="error-block"/;

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({ token: 'bad-input-token-c81e', timeoutMs: 3000 });
});
test.afterAll(async () => {
  await portal?.stop();
});

test('malformed requests get a 4xx or a notice, never a 5xx, and never reach the upstream', async () => {
  test.setTimeout(300_000);
  const table = cases();
  expect(table.length).toBeGreaterThanOrEqual(100);
  await portal.control('log', undefined, 'DELETE');
  const wrong: string[] = [];
  const answers: Record<string, number> = {};
  for (let i = 0; i < table.length; i += 8) {
    const batch = table.slice(i, i + 8);
    const results = await Promise.all(batch.map((c) => getPage(portal.base, c.path)));
    batch.forEach((c, k) => {
      const a = results[k];
      if (a.status >= 300 && a.status < 400) a.html = a.location ?? '';
      const api = c.path.startsWith('/api/');
      let fine: boolean;
      if (api) fine = a.status >= 400 && a.status < 500 && /"error":\{"code":"[a-z_]+","message":/.test(a.html);
      else fine = (a.status >= 400 && a.status < 500) || (a.status === 200 && NOTICE.test(a.html)) || safeRedirect(a) || cleanCanonical(c.path, a);
      const kind = api ? `api ${a.status}` : a.status === 200 ? 'page notice 200' : `page ${a.status}`;
      answers[kind] = (answers[kind] ?? 0) + 1;
      if (!fine) wrong.push(`${a.status} ${a.outcome} ${c.path.slice(0, 120)}`);
    });
  }
  const log = await portal.control('log');
  const sent = (log.requests as { path: string; query: Record<string, string> }[]).map((r) => {
    let path = r.path;
    try {
      path = decodeURIComponent(r.path);
    } catch {
      // keep it raw
    }
    return `${path} ${Object.values(r.query).join(' ')}`.toLowerCase();
  });
  const leaked = table.filter((c) => c.probe && sent.some((s) => s.includes(c.probe!.toLowerCase()))).map((c) => c.path.slice(0, 120));
  console.log(`bad input: ${table.length} requests; answers ${JSON.stringify(answers)}; upstream requests meanwhile: ${log.total}`);
  expect(wrong).toEqual([]);
  expect(leaked).toEqual([]);
});

// The reader's state: a bad `tz` or `colors` on a page or a widget is named in a
// notice (the value as given) while the default view is shown; nothing of it goes upstream.
const READER_CASES = [
  ['/en/calendar?date=2024-01-02', 'page'],
  ['/zh-TW/markets/WGJS/XAU', 'page'],
  ['/zh-CN/news', 'page'],
  ['/en/embed/quotes?codes=WGJS%7CXAU', 'embed'],
  ['/zh-TW/embed/calendar', 'embed'],
] as const;

warm('a bad tz or colors on pages and embeds: a notice naming the value, the default view, nothing upstream', async ({ warmPage: page }) => {
  warm.setTimeout(180_000);
  await portal.control('log', undefined, 'DELETE');
  const values = { tz: 'Mars/Olympus', colors: 'purple-up' } as const;
  for (const [path, kind] of READER_CASES) {
    const locale = path.split('/')[1];
    for (const param of ['tz', 'colors'] as const) {
      const url = `${portal.base}${path}${path.includes('?') ? '&' : '?'}${param}=${values[param]}`;
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      // A widget names a bad zone in its own notice (in place of the widget); colours in the reader notice above it.
      const notice = page.locator(kind === 'embed' && param === 'tz' ? '[data-testid="embed-notice"]' : '[data-testid="reader-notice"]');
      await expect(notice, url).toContainText(values[param]);
      if (param === 'colors') await expect(page.locator('html')).toHaveAttribute('data-colors', locale === 'en' ? 'green-up' : 'red-up');
    }
  }
  const log = await portal.control('log');
  const sent = JSON.stringify(log.requests).toLowerCase();
  expect(sent).not.toContain('mars');
  expect(sent).not.toContain('purple');
});

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
const FAMILIES = [
  '/en', '/en/calendar?date=2024-01-02', '/en/calendar/week', '/en/calendar/month', '/en/calendar/events', '/en/calendar/us',
  '/en/indicators/112022041900110008', '/en/markets', '/en/markets/WGJS', '/en/markets/WGJS/XAU', '/en/news', '/en/news/1', '/en/embed',
  '/en/embed/calendar', '/en/markets/WGJS/XAU.S', '/sitemap.xml', '/robots.txt', '/en/indicators/112022041900110008/opengraph-image',
  '/api/quotes?codes=WGJS|XAU', '/api/kline?excode=WGJS&code=XAU&interval=min5', '/api/calendar?date=2024-01-02',
  '/api/calendar/export?date=2024-01-02&format=csv', '/api/health',
];

test('every method but GET/HEAD on every route family: 405 with Allow, never a 5xx, never an upstream call', async () => {
  await portal.control('log', undefined, 'DELETE');
  const wrong: string[] = [];
  for (const method of METHODS) {
    const body = method === 'POST' || method === 'PUT' ? '{"x":1}' : undefined;
    const results = await Promise.all(FAMILIES.map((path) => rawRequest(portal.base, path, { method, body })));
    results.forEach((a, i) => {
      const api = FAMILIES[i].startsWith('/api/');
      const fine = a.status === 405 && a.headers.allow === 'GET, HEAD' && (!api || /"error":\{"code":"method_not_allowed","message":/.test(a.body));
      if (!fine) wrong.push(`${method} ${FAMILIES[i]} → ${a.status}`);
    });
  }
  expect(wrong).toEqual([]);
  expect((await portal.control('log')).total).toBe(0);
});

// This portal runs with the archive off (tests/e2e/support/isolated.ts): the directory says what it lists instead.
warm('with the archive off, the indicators directory lists those of the past and next 30 days, and says so', async ({ warmPage: page }) => {
  await page.goto(`${portal.base}/zh-TW/indicators?tz=UTC`);
  await expect(page.getByTestId('directory-source')).toHaveAttribute('data-source', 'archive-off');
  expect(await page.getByTestId('directory-entry').count()).toBeGreaterThan(10);
  await page.goto(`${portal.base}/en/indicators?q=payrolls`);
  await expect(page.getByTestId('directory-found')).not.toHaveAttribute('data-count', '0');
});
