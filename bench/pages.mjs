// @ts-check
// Page budgets of docs/design.md "Performance budgets", beside the markets figures:
//  (P1) in bench/page-ratios.mjs: pages beside the framework's floor;
//  (P2) the server's resident memory before and after N mixed requests over
//      ever-new cache keys (the upstream cache is a bounded LRU);
//  (P3) first-load JavaScript (gzip) per main route, and which routes ship the
//      chart library (recharts) in it.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

/**
 * @typedef {{ base: string, launcherPid: number, symbols: string[], requests?: number }} MixedOptions
 * @typedef {{ before: number, half: number, after: number, requests: number, seconds: number, notOk: number, rps: number }} MixedMemory
 *   RSS (MB) before, after half of the requests and after all of them
 * @typedef {{ name: string, path: string, chart: boolean, kb: number, scripts: number, recharts: boolean }} FirstLoadRow
 * @typedef {{ gzip: number, recharts: boolean }} Chunk
 */

/**
 * Resident memory (MB) of the `next start` process under the launcher (Linux /proc).
 * @param {number} launcherPid
 */
export function serverRssMb(launcherPid) {
  const children = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(launcherPid);
    } catch {
      return false;
    }
  });
  const rss = children.map((pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0));
  return Math.max(0, ...rss) / 1024;
}

/** @param {number} n */
const rand = (n) => Math.floor(Math.random() * n);
const DAY_MS = 86_400_000;
const randomDay = () => new Date(Date.now() - (1 + rand(365 * 19)) * DAY_MS).toISOString().slice(0, 10);
const INTERVALS = ['min1', 'min5', 'min15', 'min30', 'min60', 'min120', 'min240', 'day'];

/**
 * A mix of polls, candles, calendar days over 19 years (new cache keys) and a few pages.
 * @param {string[]} symbols
 */
function mixedPath(symbols) {
  const x = Math.random();
  // One request in ten asks for a day not seen yet: 5,000 new keys per 50,000, past the cache's 2,000 entries.
  if (x < 0.1) return `/api/calendar?date=${randomDay()}&locale=${['zh-CN', 'en', 'zh-TW'][rand(3)]}`;
  if (x < 0.45) {
    const [ex, code] = symbols[rand(symbols.length)].split('|');
    return `/api/kline?excode=${ex}&code=${code}&interval=${INTERVALS[rand(8)]}`;
  }
  if (x < 0.85) return `/api/quotes?codes=${encodeURIComponent(symbols.slice(0, 1 + rand(20)).join(','))}`;
  if (x < 0.99) return '/api/health';
  return `/en/calendar?date=${randomDay()}`;
}

/**
 * (P2) RSS before and after `requests` mixed requests (autocannon stops at that count).
 * @param {MixedOptions} options
 * @returns {Promise<MixedMemory>}
 */
export async function memoryAfterMixed({ base, launcherPid, symbols, requests = 50_000 }) {
  const before = serverRssMb(launcherPid);
  const started = Date.now();
  // Two halves: a bounded cache shows as a plateau, a leak as the same growth twice.
  /** @type {{ rss: number, total: number, notOk: number }[]} */
  const halves = [];
  for (let i = 0; i < 2; i++) {
    const result = await autocannon({
      url: base,
      connections: 20,
      amount: Math.ceil(requests / 2),
      timeout: 30,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: mixedPath(symbols) }) }],
    });
    halves.push({ rss: serverRssMb(launcherPid), total: result.requests.total, notOk: result.non2xx + result.errors + result.timeouts });
  }
  const seconds = (Date.now() - started) / 1000;
  const total = halves[0].total + halves[1].total;
  return { before, half: halves[0].rss, after: halves[1].rss, requests: total, seconds, notOk: halves[0].notOk + halves[1].notOk, rps: total / seconds };
}

/** @type {[name: string, path: string, chart: boolean][]} */
const ROUTES = [
  ['dashboard', '/en', false],
  ['calendar day', '/en/calendar?date=2024-03-12', false],
  ['calendar week', '/en/calendar/week', false],
  ['indicator', '/en/indicators/112022041900110008', true],
  ['markets', '/en/markets', false],
  ['symbol table', '/en/markets/WGJS', false],
  ['symbol chart', '/en/markets/WGJS/XAU', true],
  ['news list', '/en/news', false],
  ['embed builder', '/en/embed', false],
  ['embed quotes', '/en/embed/quotes?codes=WGJS|XAU', false],
  ['embed chart', '/en/embed/chart?codes=WGJS|XAU', true],
];
/** Marks of recharts in a chunk (its class names survive minification). */
const RECHARTS = /recharts-(?:wrapper|surface|cartesian)/;

/**
 * (P3) Scripts a route's HTML loads before any interaction, gzip-summed; recharts found in them or not.
 * @param {{ base: string }} options
 * @returns {Promise<FirstLoadRow[]>}
 */
export async function firstLoadJs({ base }) {
  /** @type {Map<string, Chunk>} */
  const chunkCache = new Map();
  /** @param {string} src */
  const chunk = async (src) => {
    if (!chunkCache.has(src)) {
      const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
      chunkCache.set(src, { gzip: gzipSync(body).length, recharts: RECHARTS.test(body.toString('utf8')) });
    }
    return /** @type {Chunk} */ (chunkCache.get(src));
  };
  /** @type {FirstLoadRow[]} */
  const rows = [];
  for (const [name, path, chart] of ROUTES) {
    const html = await (await fetch(`${base}${path}`)).text();
    const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]))];
    const chunks = await Promise.all(srcs.map(chunk));
    rows.push({ name, path, chart, kb: chunks.reduce((s, c) => s + c.gzip, 0) / 1024, scripts: srcs.length, recharts: chunks.some((c) => c.recharts) });
  }
  return rows;
}
