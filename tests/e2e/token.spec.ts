// The upstream token never leaves the server (docs/design.md "The shape"): a
// private portal runs with a distinctive token against a simulator that
// demands it; a crawl of the site in three locales, its scripts and styles,
// the /api/* answers, bad input and a round of upstream faults must not
// show it anywhere, nor may any line the server prints. The build's static
// folder must not hold it, nor the simulator's default token (which would
// mean server configuration was bundled for the browser).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from './support';
import { getPage } from './support/hardening';
import { LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';

const TOKEN = 'tk-Hardening-7Qz9xV2-leakcheck';
const DEFAULT_TOKEN = 'macrodesk-simulator-token';

// Its crawl fills a core for a minute (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ lock: LOADED_LOCK });

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // With its archive on: archived records and history pages are crawled for the token too.
  portal = await startIsolated({ token: TOKEN, timeoutMs: 1500, env: { ARCHIVE: 'on' } });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** What a stream sends in its first two seconds (the schedule comes at once). */
async function firstOfStream(url: string): Promise<string> {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal });
  const reader = res.body!.getReader();
  let text = '';
  const until = Date.now() + 2000;
  setTimeout(() => abort.abort(), 2000);
  try {
    while (Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } catch {
    // hung up
  }
  expect(text).toMatch(/^retry: /);
  return text;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const PAGES = (l: string) => [
  `/${l}`, `/${l}/calendar`, `/${l}/calendar?date=2024-05-06`, `/${l}/calendar/week`, `/${l}/calendar/month`,
  `/${l}/calendar/events`, `/${l}/calendar/events?type=treasury`, `/${l}/calendar/us`, `/${l}/indicators/112022041900110008`,
  `/${l}/markets`, `/${l}/markets/WGJS`, `/${l}/markets/WGJS/XAU?interval=day`, `/${l}/news`, `/${l}/embed`,
  `/${l}/embed/calendar`, `/${l}/embed/events`, `/${l}/embed/indicator/112022041900110008`, `/${l}/embed/quotes?codes=WGJS|XAU`,
  `/${l}/embed/chart?codes=WGJS|XAU`, `/${l}/embed/news`, `/${l}/no-such-page`, `/${l}/calendar?date=2024-02-30`,
  `/${l}/indicators/99999999`, `/${l}/news/1`, `/${l}/developers`, `/${l}/feeds/releases.atom`, `/${l}/feeds/news.atom`,
];
const API = [
  '/api/health', '/api/quotes?codes=WGJS|XAU,WH|EURUSD', '/api/kline?excode=WGJS&code=XAU&interval=min5',
  '/api/calendar?date=2024-05-06', '/api/calendar/export?view=day&date=2024-05-06&format=ics', '/api/quotes?codes=bad',
];

test('the token appears in no page, chunk, JSON answer, error page or server log line', async () => {
  test.setTimeout(300_000);
  const seen: { where: string; text: string }[] = [];
  const assets = new Set<string>();
  const visit = async (path: string) => {
    const a = await getPage(portal.base, path);
    expect(a.status, path).toBeGreaterThan(0);
    seen.push({ where: path, text: a.html });
    for (const asset of a.html.match(/\/_next\/static\/[^"'\s)\\]+\.(?:js|css)/g) ?? []) assets.add(asset);
  };
  // The crawl: every page family in three locales, and the links the dashboards lead to.
  for (const locale of LOCALES) for (const path of PAGES(locale)) await visit(path);
  const linked = new Set(seen.flatMap((s) => [...s.text.matchAll(/href="(\/(?:zh-CN|en|zh-TW)\/[^"#]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))));
  for (const path of [...linked].slice(0, 80)) await visit(path);
  for (const path of API) await visit(path);
  // The live stream's first events: the schedule of the window, as JSON.
  for (const locale of LOCALES) seen.push({ where: `/api/stream?locale=${locale}`, text: await firstOfStream(`${portal.base}/api/stream?locale=${locale}`) });
  // Upstream faults: error blocks, envelopes with their messages, timeouts.
  for (const fault of [{ kind: 'envelope' }, { kind: 'malformed' }, { kind: 'http', status: 500 }, { kind: 'drop' }, { kind: 'latency', ms: 2500 }]) {
    await portal.control('faults', { match: '', ...fault });
    await new Promise((r) => setTimeout(r, 1100));
    for (const path of ['/en', '/zh-CN/calendar?date=2024-07-08', '/en/indicators/112022041900110009', '/en/news/202401020001', '/en/markets/WH', ...API]) await visit(path);
    await portal.control('faults', undefined, 'DELETE');
  }
  for (const asset of assets) await visit(asset);

  // The token was really in use: the simulator saw it on tokened requests.
  const log = await portal.control('log');
  expect(log.requests.some((r: { query: Record<string, string> }) => r.query.token === TOKEN)).toBe(true);
  expect(seen.length).toBeGreaterThan(100);
  expect(assets.size).toBeGreaterThan(5);
  const leaks = seen.filter((s) => s.text.includes(TOKEN)).map((s) => s.where);
  expect(leaks).toEqual([]);
  const logLeaks = portal.log.filter((line) => line.includes(TOKEN));
  expect(logLeaks).toEqual([]);

  const staticDir = join(process.env.NEXT_DIST_DIR || '.next-test', 'static');
  const files = filesUnder(staticDir).filter((f) => /\.(js|css|json|txt|html|map)$/.test(f));
  expect(files.length).toBeGreaterThan(5);
  const bundled = files.filter((f) => {
    const text = readFileSync(f, 'utf8');
    return text.includes(TOKEN) || text.includes(DEFAULT_TOKEN);
  });
  expect(bundled).toEqual([]);
  console.log(`token check: ${seen.length} answers (${assets.size} chunks), ${portal.log.length} server log lines, ${files.length} static files — no token`);
});
