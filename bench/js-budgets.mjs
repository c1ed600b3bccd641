// @ts-check
// First-load JavaScript budgets (docs/performance.md, "First-load JavaScript"):
// every page at most the floor's + 40 kB gzip, every embed (a widget for
// third-party iframes) at most the floor's + 20 kB. "First-load" is what a
// route's HTML makes a current browser fetch and run before any interaction:
// the `<script src>` of the document, each gzip-compressed on its own and
// summed. `noModule` scripts (Next's legacy polyfills) are left out: a
// browser that runs modules never fetches them; they are printed apart.
// The floor is the bench's bare Next app (bench/floor.mjs), `/sized`: one
// hydrated client leaf, behind the same kind of nonce proxy.
// `npm run bench -- --js-only` prints the table and exits 1 when a route is
// over its budget: that row is the check (it needs a build; no unit test has one).
import { gzipSync } from 'node:zlib';

/**
 * @typedef {'page' | 'embed'} RouteKind
 * @typedef {{ kb: number, scripts: number, legacyKb: number }} RouteJs a route's first-load JS: modern kB, script count, noModule kB
 * @typedef {{ over: number, budget: number, pass: boolean }} Verdict
 * @typedef {RouteJs & Verdict & { name: string, kind: RouteKind, path: string }} JsBudgetRow
 * @typedef {{ floor: RouteJs, rows: JsBudgetRow[] }} JsBudgets
 * @typedef {(base: string, src: string) => Promise<number>} ScriptSize
 */

/** Allowance over the floor, in kB (1,024 bytes) of gzip. */
export const BUDGET_KB = { page: 40, embed: 20 };

/**
 * Every page and every embed, as a reader first opens it. `null`: found at run time (an article).
 * @type {[name: string, kind: RouteKind, path: string | null][]}
 */
export const JS_ROUTES = [
  ['dashboard', 'page', '/en'],
  ['calendar day', 'page', '/en/calendar?date=2024-03-12'],
  ['calendar week', 'page', '/en/calendar/week?week=2024-W11'],
  ['calendar month', 'page', '/en/calendar/month?month=2024-03'],
  ['calendar events', 'page', '/en/calendar/events?date=2024-03-12'],
  ['calendar US data', 'page', '/en/calendar/us?date=2024-03-12'],
  ['indicator', 'page', '/en/indicators/112022041900110008'],
  ['markets', 'page', '/en/markets'],
  ['exchange', 'page', '/en/markets/WGJS'],
  ['symbol', 'page', '/en/markets/WGJS/XAU'],
  ['news', 'page', '/en/news?date=2024-03-12'],
  ['article', 'page', null],
  ['embed builder', 'page', '/en/embed'],
  ['embed calendar', 'embed', '/en/embed/calendar'],
  ['embed events', 'embed', '/en/embed/events'],
  ['embed indicator', 'embed', '/en/embed/indicator/112022041900110008'],
  ['embed quotes', 'embed', '/en/embed/quotes?codes=WGJS|XAU'],
  ['embed chart', 'embed', '/en/embed/chart?codes=WGJS|XAU'],
  ['embed news', 'embed', '/en/embed/news'],
];

/**
 * The scripts a document loads by itself: modern ones, and `noModule` ones apart.
 * @param {string} html
 */
export function documentScripts(html) {
  /** @type {Set<string>} */
  const modern = new Set();
  /** @type {Set<string>} */
  const legacy = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+\.js)"/.exec(tag)?.[1];
    if (src) (/\snomodule(?:[\s=>]|$)/i.test(tag) ? legacy : modern).add(src);
  }
  return { modern: [...modern], legacy: [...legacy] };
}

/**
 * Pass or fail of one route: its kB beside the floor's, against its kind's allowance.
 * @param {{ kind: RouteKind, kb: number, floorKb: number }} route
 * @returns {Verdict}
 */
export function verdict({ kind, kb, floorKb }) {
  const budget = floorKb + BUDGET_KB[kind];
  return { over: kb - floorKb, budget, pass: kb <= budget };
}

/**
 * Gzip bytes of each script, fetched once per run (routes share most of them).
 * @returns {ScriptSize}
 */
function scriptSizes() {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  return async (base, src) => {
    const key = `${base}${src}`;
    if (!sizes.has(key)) {
      const response = await fetch(key);
      if (!response.ok) throw new Error(`${key}: ${response.status}`);
      sizes.set(key, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    return /** @type {number} */ (sizes.get(key));
  };
}

/**
 * @param {string} base
 * @param {string} path
 * @param {ScriptSize} size
 * @returns {Promise<RouteJs>}
 */
async function routeJs(base, path, size) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const { modern, legacy } = documentScripts(await response.text());
  /** @param {string[]} srcs */
  const sum = async (srcs) => (await Promise.all(srcs.map((src) => size(base, src)))).reduce((s, n) => s + n, 0) / 1024;
  return { kb: await sum(modern), scripts: modern.length, legacyKb: await sum(legacy) };
}

/**
 * An article of a past day's news list (ids come from the simulator's data).
 * @param {string} base
 */
async function articlePath(base) {
  const html = await (await fetch(`${base}/en/news?date=2024-03-12`)).text();
  const id = /href="\/en\/news\/([0-9A-Za-z_-]+)/.exec(html)?.[1];
  if (!id) throw new Error('no article on /en/news?date=2024-03-12');
  return `/en/news/${id}`;
}

/**
 * Every route's first-load JS beside the floor's `/sized` page.
 * @param {{ base: string, floor: import('./floor.mjs').Floor }} options
 * @returns {Promise<JsBudgets>}
 */
export async function jsBudgets({ base, floor }) {
  const size = scriptSizes();
  const floorJs = await routeJs(floor.base, floor.sized, size);
  /** @type {JsBudgetRow[]} */
  const rows = [];
  for (const [name, kind, given] of JS_ROUTES) {
    const path = given ?? (await articlePath(base));
    const js = await routeJs(base, path, size);
    rows.push({ name, kind, path, ...js, ...verdict({ kind, kb: js.kb, floorKb: floorJs.kb }) });
  }
  return { floor: floorJs, rows };
}

/**
 * Prints the table; returns the names of the routes over budget.
 * @param {JsBudgets} budgets
 */
export function printJsBudgets({ floor, rows }) {
  const table = [
    ['route', 'kind', 'kB gzip', 'scripts', '− floor', 'budget', ''],
    ['floor: bare Next app, /sized', '', floor.kb.toFixed(1), floor.scripts, '', '', ''],
    ...rows.map((r) => [r.name, r.kind, r.kb.toFixed(1), r.scripts, `+${r.over.toFixed(1)}`, `≤ ${r.budget.toFixed(1)}`, r.pass ? 'pass' : 'FAIL']),
  ];
  const w = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  console.log('\nFirst-load JS (gzip, modern browsers; pages ≤ floor + 40 kB, embeds ≤ floor + 20 kB)');
  for (const row of table) console.log(`  ${row.map((c, i) => (i < 2 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ')}`);
  const legacy = rows.map((r) => r.legacyKb);
  console.log(`  noModule polyfills, not fetched by current browsers: floor ${floor.legacyKb.toFixed(1)} kB, portal ${Math.max(...legacy).toFixed(1)} kB`);
  const failed = rows.filter((r) => !r.pass).map((r) => r.name);
  console.log(failed.length ? `  over budget: ${failed.join(', ')}` : '  every route within its budget');
  return failed;
}
