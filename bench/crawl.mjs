// @ts-check
// The crawl row (docs/performance.md, "Crawl of cold URLs"): 2,000 distinct
// cold URLs (months, days, weeks, indicators known and unknown, preview
// images) from 20 clients against a portal with PAGE_RATE_LIMIT off, so what
// is measured is the upstream budget (UPSTREAM_RATE_PER_S, lib/upstream/budget.ts).
// Prints the most upstream calls the simulator saw in any one second against
// the budget, the 5xx count (must be 0) and how many pages said they were
// over the budget.
import { CATALOGUE } from '../simulator/data/indicators.mjs';
import { arrivalReader, maxPerSecond } from './upstream-arrivals.mjs';

/**
 * @typedef {{ pages: number, fivexx: number, notice: number, byStatus: Record<number, number>, failed: string[] }} CrawlTally
 * @typedef {CrawlTally & { seconds: number, upstreamCalls: number, maxPerSecond: number }} CrawlResult
 */

/**
 * Portal environment of the crawl: the page limit off, the archive write-through only.
 * @param {number} ratePerS
 */
export const crawlEnv = (ratePerS) => ({ PAGE_RATE_LIMIT: 'off', UPSTREAM_RATE_PER_S: String(ratePerS) });

const LOCALES = ['en', 'zh-CN', 'zh-TW'];
/** @param {number} n */
const pad = (n, w = 2) => String(n).padStart(w, '0');

/** `count` distinct URLs a crawler would find, mixed so that every kind comes early and late. */
export function crawlUrls(count = 2000) {
  /** @type {string[][]} */
  const kinds = [[], [], [], [], [], []];
  for (const l of LOCALES) {
    for (let y = 2008; y <= 2026; y++) for (let m = 1; m <= 12; m++) kinds[0].push(`/${l}/calendar/month?month=${y}-${pad(m)}`);
    for (let d = 0; d < 400; d++) kinds[1].push(`/${l}/calendar?date=${new Date(Date.UTC(2025, 0, 1) - d * 86_400_000).toISOString().slice(0, 10)}`);
    for (let y = 2015; y <= 2026; y++) for (let w = 1; w <= 52; w++) kinds[2].push(`/${l}/calendar/week?week=${y}-W${pad(w)}`);
    for (const ind of CATALOGUE) kinds[3].push(`/${l}/indicators/${ind.idxId}`);
    for (let i = 0; i < 150; i++) kinds[3].push(`/${l}/indicators/9${pad(i, 17)}`);
    for (const ind of CATALOGUE) kinds[4].push(`/${l}/indicators/${ind.idxId}/opengraph-image`);
    for (let i = 0; i < 60; i++) kinds[4].push(`/${l}/indicators/8${pad(i, 17)}/opengraph-image`);
    for (let d = 0; d < 60; d++) kinds[5].push(`/${l}/calendar/opengraph-image?date=2025-01-${pad((d % 28) + 1)}&v=${d}`);
  }
  // Round robin over the kinds, each in its own order, until `count` (or every URL) is taken.
  /** @type {string[]} */
  const out = [];
  const at = kinds.map(() => 0);
  while (out.length < count && kinds.some((k, i) => at[i] < k.length)) {
    for (const [i, kind] of kinds.entries()) if (at[i] < kind.length && out.length < count) out.push(kind[at[i]++]);
  }
  return out;
}

/**
 * Crawls `urls` with `clients` connections; the upstream's calls are read
 * from the simulator's log every second (bench/upstream-arrivals.mjs).
 * @param {{ base: string, sim: string, urls: string[], clients?: number }} options
 * @returns {Promise<CrawlResult>}
 */
export async function crawl({ base, sim, urls, clients = 20 }) {
  await fetch(`${sim}/__sim/reset`, { method: 'POST' });
  const arrivals = await arrivalReader(sim);
  const { times } = arrivals;
  const readLog = arrivals.read;
  let crawling = true;
  const poller = (async () => {
    while (crawling) {
      await readLog();
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  /** @type {CrawlTally} */
  const tally = { pages: 0, fivexx: 0, notice: 0, byStatus: {}, failed: [] };
  const started = Date.now();
  let next = 0;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < urls.length) {
      const url = urls[next++];
      let status = 0;
      let body = '';
      try {
        const res = await fetch(base + url, { redirect: 'manual' });
        status = res.status;
        body = (res.headers.get('content-type') ?? '').includes('text/html') ? await res.text() : (await res.arrayBuffer(), '');
      } catch (error) {
        // No answer at all (the connection failed or was cut): counted with the 5xx.
        status = 599;
        const failure = /** @type {{ cause?: { code?: string }, message?: string } | undefined} */ (error);
        tally.failed.push(`${url}: ${failure?.cause?.code ?? failure?.message ?? failure}`);
      }
      tally.pages++;
      tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
      if (status >= 500) tally.fivexx++;
      if (body.includes('data-error-kind="budget"') || body.includes('data-testid="budget-note"')) tally.notice++;
    }
  }));
  const seconds = (Date.now() - started) / 1000;
  crawling = false;
  await poller;
  await readLog();
  return { ...tally, seconds, upstreamCalls: times.length, maxPerSecond: maxPerSecond(times) };
}

/**
 * @param {CrawlResult} result
 * @param {number} ratePerS
 */
export function printCrawl(result, ratePerS) {
  const burst = Math.max(1, Math.ceil(ratePerS / 2));
  console.log('\nCrawl of cold URLs (bench/crawl.mjs)');
  console.log(`  URLs                          ${result.pages} from 20 clients in ${result.seconds.toFixed(1)} s`);
  console.log(`  upstream calls                ${result.upstreamCalls} (${(result.upstreamCalls / result.seconds).toFixed(1)}/s on average)`);
  console.log(`  upstream calls/s, max         ${result.maxPerSecond} (budget ${ratePerS}/s, any one-second window allows ${burst + ratePerS})`);
  console.log(`  5xx answers                   ${result.fivexx} (must be 0)`);
  console.log(`  over-budget notice            ${result.notice} pages`);
  console.log(`  statuses                      ${Object.entries(result.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  for (const line of result.failed.slice(0, 10)) console.log(`  no answer: ${line}`);
}
