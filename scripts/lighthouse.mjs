#!/usr/bin/env node
// Lighthouse scores of the main pages of a running portal, as a Markdown table.
// It starts no server: run the portal first (e.g. `npm run serve`, which puts the
// built-in simulator beside it), then
//   node scripts/lighthouse.mjs http://127.0.0.1:3000 [--runs 3] [--locale en,zh-CN] [--only /en/markets/WGJS/XAU] [--keep DIR]
// (--keep DIR keeps each run's JSON report there, to see what a score is made of).
// --floor FLOOR_URL adds the bench's bare Next app (bench/floor.mjs) as the first rows: what
// the framework alone scores on the same machine under the same load.
// Lighthouse itself comes through `npx --yes lighthouse@12` (not a dependency of
// the project); CHROME_PATH names the browser (default: `chromium` on the PATH).
// Mobile form factor with simulated throttling (Lighthouse's defaults). Each cell
// is the median of the runs; TBT, LCP and CLS are the performance run's medians.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const base = args.find((a) => /^https?:\/\//.test(a));
if (!base) {
  console.error('usage: node scripts/lighthouse.mjs BASE_URL [--runs N] [--locale en,zh-CN,zh-TW] [--only PATH] [--keep DIR] [--floor FLOOR_URL]');
  process.exit(2);
}
const runs = Math.max(1, Number(option('--runs', '2')) || 2);
const locales = option('--locale', 'en').split(',');
const only = option('--only', '');
const keep = option('--keep', '');
const floor = option('--floor', '');
const chrome = process.env.CHROME_PATH || 'chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The first article and indicator the portal lists (the simulator's data change by day; indicators from a past day when today links none). */
async function discover(locale) {
  const html = await (await fetch(new URL(`/${locale}/news`, base))).text();
  const article = html.match(new RegExp(`href="(/${locale}/news/[0-9]+)[^"]*"`))?.[1];
  // Today's day may link no indicator yet at the hour of the run; a past day of the simulator's always does.
  let indicator;
  for (const day of [`/${locale}/calendar`, `/${locale}/calendar?date=2024-03-12`]) {
    const html = await (await fetch(new URL(day, base))).text();
    indicator ??= html.match(new RegExp(`href="(/${locale}/indicators/[0-9]+)[^"]*"`))?.[1];
  }
  return { article, indicator };
}

async function pages(locale) {
  const { article, indicator } = await discover(locale);
  const idxId = indicator?.split('/').pop();
  const list = [
    ['dashboard', `/${locale}`],
    ['day calendar', `/${locale}/calendar`],
    ['week calendar', `/${locale}/calendar/week`],
    ['indicator', indicator],
    ['markets', `/${locale}/markets`],
    ['symbol (XAU)', `/${locale}/markets/WGJS/XAU`],
    ['news', `/${locale}/news`],
    ['article', article],
    ['embed builder', `/${locale}/embed`],
    ['embed calendar', `/${locale}/embed/calendar`],
    ['embed events', `/${locale}/embed/events`],
    ['embed indicator', idxId ? `/${locale}/embed/indicator/${idxId}` : undefined],
    ['embed quotes', `/${locale}/embed/quotes`],
    ['embed chart', `/${locale}/embed/chart`],
    ['embed news', `/${locale}/embed/news`],
  ];
  if (only) return [list.find(([, p]) => p === only) ?? [only, only]];
  return list.filter(([, p]) => p);
}

async function lighthouse(url, dir, n) {
  const out = path.join(dir, `${n}.json`);
  await run(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(out, 'utf8'));
  const score = (c) => Math.round((report.categories[c]?.score ?? NaN) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    scores: CATEGORIES.map(score),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    version: report.lighthouseVersion,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const dir = keep ? path.resolve(keep) : await mkdtemp(path.join(tmpdir(), 'macrodesk-lighthouse-'));
await mkdir(dir, { recursive: true });
const rows = [];
let version = '';
const loads = [];
const FLOOR = [
  ['floor: dynamic page of the portal\'s size', '/sized'],
  ['floor: bare Next page, dynamic with nonce', '/dynamic'],
  ['floor: bare Next page, prerendered', '/prerendered'],
];
try {
  const targets = floor ? FLOOR.map(([name, p]) => [name, p, floor]) : [];
  for (const locale of locales) for (const [name, p] of await pages(locale)) targets.push([name, p, base]);
  for (const [name, p, origin] of targets) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      loads.push(loadavg()[0]);
      results.push(await lighthouse(new URL(p, origin).href, dir, `${rows.length}${p.replace(/\W+/g, '_')}-${i}`));
    }
    version = results[0].version;
    const perf = results.map((r) => r.scores[0]);
    const cells = CATEGORIES.map((_, c) => median(results.map((r) => r.scores[c])));
    const row = [
      name,
      p,
      `${cells[0]} (${perf.join(', ')})`,
      ...cells.slice(1).map(String),
      `${Math.round(median(results.map((r) => r.tbt)))} ms`,
      `${(median(results.map((r) => r.lcp)) / 1000).toFixed(1)} s`,
      median(results.map((r) => r.cls)).toFixed(3),
    ];
    rows.push(row);
    console.error(row.join(' | '));
  }
} finally {
  if (!keep) await rm(dir, { recursive: true, force: true });
}

console.log(`Lighthouse ${version}, mobile, median of ${runs} run(s); ${new Date().toISOString().slice(0, 10)}; `
  + `load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`);
console.log('| page | path | performance (runs) | accessibility | best practices | SEO | TBT | LCP | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
