#!/usr/bin/env node
// @ts-check
// npm run bench — the /api/quotes budget of docs/design.md "Performance budgets":
//  (1) 1,000 readers polling random subsets of symbols for 30 s: upstream
//      `symbol` calls per second (simulator log) beside the readers' rate;
//  (2) /api/quotes throughput and p99 as a ratio to a trivial route handler
//      (/api/bench-baseline) of the same server, measured in the same run;
//  (3) upstream calls per second for the same readers over 1 vs 2 instances
//      sharing one redis-server (bench/scale.mjs).
// Not a test: it prints a table. Options: --no-build (reuse the bench build),
// --readers N, --seconds S; page figures (bench/pages.mjs, bench/page-ratios.mjs): --requests N, --no-pages,
// --pages-only, --page-connections N, --page-seconds S, --page-rounds R, --never-seen N (bench/memory.mjs), --memory-only (P4 alone), --archive-only (bench/archive.mjs: backfill days/s and size per year, 20-year query p95, two instances' rate; --archive-year YYYY),
// --reactions-only (bench/reactions.mjs: the reaction recorder's K-line calls per release against linked symbols × marks; --reactions-speed N),
// --js-only (bench/js-budgets.mjs: first-load JS per page and embed beside the floor app's, pass/fail; exits 1 over budget),
// --soak S (bench/soak.mjs: S seconds of mixed readers under cycling upstream faults), --crawl (bench/crawl.mjs: 2,000 cold URLs against the upstream budget). Ports: BENCH_PORT, BENCH_SIM_PORT, BENCH_FLOOR_PORT (default BENCH_PORT + 1).
import { allSymbols, randomPoll, readersScenario, throughput } from './load.mjs';
import { BENCH, build, start } from './server.mjs';
// --markers-only: (P5) alone, the symbol page with release markers vs events=off (bench/markers.mjs).
// --markers-archive: the same with the archive back-filled first (the daily chart's markers over ~170 days).
import { backfilled, backfilledArchiveEnv, markerRatios, printMarkerRatios } from './markers.mjs';
import { printReactionCalls, reactionCalls } from './reactions.mjs';
// --columns-only: (P6) the day page with its surprise scores and typical moves vs without them, CPU per view (bench/columns.mjs).
import { archiveQuiet, columnRatios, printColumnRatios, seedTypicalMoves } from './columns.mjs';
import { reportNeverSeen, reportPages } from './pages-report.mjs';
import { scaleOutRow } from './scale.mjs';

// The archive's figures need no portal (bench/archive.mjs): run alone, before any build.
if (process.argv.includes('--archive-only')) {
  const { reportArchive } = await import('./archive.mjs');
  await reportArchive();
  process.exit(0);
}
// Nor does the reaction recorder's (R1): lib/archive on the simulator with a fast clock.
if (process.argv.includes('--reactions-only')) {
  printReactionCalls(await reactionCalls());
  process.exit(0);
}

/**
 * @param {string} name
 * @param {number} fallback
 */
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const readers = arg('readers', 1000);
const pageLoad = { connections: arg('page-connections', 20), seconds: arg('page-seconds', 5), rounds: arg('page-rounds', 2) };
const seconds = arg('seconds', 30);
const EXCHANGES = ['WGJS', 'WH', 'GJZS', 'COMEX', 'NYMEX', 'SGE'];
const SIM_TOKEN = 'macrodesk-simulator-token';
const POLL_INTERVAL_S = 2;

build({ skipIfBuilt: process.argv.includes('--no-build') });

// --js-only: bench/js-budgets.mjs, alone: each page's and embed's first-load JS (gzip) beside the floor app's,
// against its budget; exits 1 when a route is over it.
if (process.argv.includes('--js-only')) {
  const { jsBudgets, printJsBudgets } = await import('./js-budgets.mjs');
  const { startFloor } = await import('./floor.mjs');
  const portal = await start();
  let failed;
  try {
    const floor = await startFloor({ port: BENCH.floorPort });
    try {
      failed = printJsBudgets(await jsBudgets({ base: portal.base, floor }));
    } finally {
      await floor.stop();
    }
  } finally {
    await portal.stop();
  }
  process.exit(failed.length ? 1 : 0);
}

// --crawl: bench/crawl.mjs, alone: 2,000 distinct cold URLs from 20 clients against the upstream budget (--crawl-urls N).
if (process.argv.includes('--crawl')) {
  const { crawl, crawlEnv, crawlUrls, printCrawl } = await import('./crawl.mjs');
  const rate = Number(process.env.UPSTREAM_RATE_PER_S || 20);
  const portal = await start({ env: crawlEnv(rate) });
  try {
    printCrawl(await crawl({ base: portal.base, sim: portal.sim, urls: crawlUrls(arg('crawl-urls', 2000)) }), rate);
  } finally {
    await portal.stop();
  }
  process.exit(0);
}

// --soak S: bench/soak.mjs, alone (its portal back-fills an archive kept until the count of days lost).
if (process.argv.includes('--soak')) {
  const { archiveDaysLost, printSoak, soak, soakEnv, SOAK_HEALTH_TOKEN } = await import('./soak.mjs');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { startSimulator } = await import('../simulator/server.mjs');
  const soakSeconds = arg('soak', 3600);
  const dataDir = mkdtempSync(join(tmpdir(), 'macrodesk-soak-'));
  const portal = await start({ env: soakEnv(dataDir) });
  const budget = Number(process.env.UPSTREAM_RATE_PER_S || 20);
  let tally;
  let health;
  try {
    console.log(`soak: ${soakSeconds} s against ${portal.base} …`);
    tally = await soak({ base: portal.base, sim: portal.sim, pid: portal.pid, seconds: soakSeconds });
    health = await (await fetch(`${portal.base}/api/health?details`, { headers: { authorization: `Bearer ${SOAK_HEALTH_TOKEN}` } })).json().catch(() => null);
  } finally {
    await portal.stop();
  }
  // The truth after the run: a fresh simulator of the same seed, with no fault.
  const truth = await startSimulator({ port: 0 });
  try {
    printSoak({ seconds: soakSeconds, tally, budget, health, archive: await archiveDaysLost(dataDir, truth.url) });
  } finally {
    await truth.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

const markersArchive = process.argv.includes('--markers-archive');
const columnsRun = process.argv.includes('--columns-only');
const server = await start(markersArchive || columnsRun ? { env: backfilledArchiveEnv() } : {});
try {
  if (process.argv.includes('--memory-only')) {
    await reportNeverSeen(server, arg('never-seen', 20_000));
  } else if (columnsRun) {
    console.log(`archive back-filled from ${(await backfilled(server.base)).from}`);
    const ahead = await seedTypicalMoves(server.base, server.sim);
    await archiveQuiet(server.base);
    printColumnRatios(await columnRatios({ base: server.base, pid: server.pid, ahead, views: arg('column-views', 120), rounds: arg('page-rounds', 6) }));
  } else if (process.argv.includes('--markers-only') || markersArchive) {
    if (markersArchive) console.log(`archive back-filled from ${(await backfilled(server.base)).from}`);
    printMarkerRatios(await markerRatios({ base: server.base, seconds: arg('page-seconds', 5), rounds: arg('page-rounds', 2) }));
  } else if (process.argv.includes('--pages-only')) {
    await reportPages(server, await allSymbols(server.sim, EXCHANGES, SIM_TOKEN), arg('requests', 50_000), pageLoad, arg('never-seen', 20_000));
  } else {
    await markets();
  }
} finally {
  await server.stop();
}

async function markets() {
  const symbols = await allSymbols(server.sim, EXCHANGES, SIM_TOKEN);
  const batches = Math.ceil(symbols.length / 50);
  // Warm the symbol lists, the quote book and the route code.
  await throughput({ base: server.base, pathOf: () => randomPoll(symbols), connections: 20, seconds: 3 });
  await throughput({ base: server.base, path: '/api/bench-baseline', connections: 20, seconds: 2 });

  console.log(`(1) ${readers} readers × ${seconds} s over ${symbols.length} symbols …`);
  const r = await readersScenario({ base: server.base, sim: server.sim, symbols, readers, seconds });

  // The machine is shared and its load drifts: rounds alternate the two
  // paths and the ratios are taken per round, then their median reported.
  const ROUNDS = 4;
  // Enough connections to keep the one server process busy, few enough that
  // p99 measures service time rather than queueing behind the other load.
  const CONNECTIONS = 16;
  console.log(`(2) /api/quotes vs /api/bench-baseline, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of 6 s each …`);
  /** @type {import('./load.mjs').Throughput[]} */
  const base = [];
  /** @type {import('./load.mjs').Throughput[]} */
  const quotes = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(await throughput({ base: server.base, path: '/api/bench-baseline', connections: CONNECTIONS, seconds: 6 }));
    quotes.push(await throughput({ base: server.base, pathOf: () => randomPoll(symbols), connections: CONNECTIONS, seconds: 6 }));
  }
  /** @param {number[]} xs */
  const median = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
  };
  /**
   * @param {import('./load.mjs').Throughput[]} xs
   * @param {'requestsPerSecond' | 'p99Ms'} k
   */
  const mean = (xs, k) => xs.reduce((s, x) => s + x[k], 0) / xs.length;
  const rps = { base: mean(base, 'requestsPerSecond'), quotes: mean(quotes, 'requestsPerSecond') };
  const p99 = { base: mean(base, 'p99Ms'), quotes: mean(quotes, 'p99Ms') };
  const rpsRatios = quotes.map((q, i) => q.requestsPerSecond / base[i].requestsPerSecond);
  const p99Ratios = quotes.map((q, i) => base[i].p99Ms / q.p99Ms);
  const budget = batches / POLL_INTERVAL_S;

  const rows = [
    ['readers polling', `${readers} connections, ${seconds} s`, ''],
    ['readers’ request rate', `${r.readerRequestsPerSecond.toFixed(0)} req/s`, `${r.ok} ok; ${r.failures}`],
    ['upstream symbol calls', `${r.upstreamCallsPerSecond.toFixed(2)} /s`, `${r.upstreamCalls} calls; budget ≤ ${budget.toFixed(2)}/s (${batches} batch / ${POLL_INTERVAL_S} s)`],
    ['upstream calls per reader request', (r.upstreamCalls / Math.max(1, r.ok)).toExponential(2), ''],
    ['baseline throughput (mean)', `${rps.base.toFixed(0)} req/s`, `p99 ${p99.base.toFixed(1)} ms`],
    ['/api/quotes throughput (mean)', `${rps.quotes.toFixed(0)} req/s`, `p99 ${p99.quotes.toFixed(1)} ms`],
    ['throughput ratio (median)', median(rpsRatios).toFixed(2), `target ≥ 0.80; rounds ${rpsRatios.map((r) => r.toFixed(2)).join(' ')}`],
    ['p99 ratio baseline/quotes (median)', median(p99Ratios).toFixed(2), `target ≥ 0.80; rounds ${p99Ratios.map((r) => r.toFixed(2)).join(' ')}`],
  ];
  rows.push(await scaleOutRow({ symbols, readers, seconds }));
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\nMarkets benchmark (${BENCH.distDir}, ports ${BENCH.port}/${BENCH.simPort})`);
  for (const row of rows) console.log(`  ${row[0].padEnd(w[0])}  ${row[1].padStart(w[1])}  ${row[2]}`);
  const notOk = r.notOk + quotes.reduce((s, q) => s + q.notOk, 0) + base.reduce((s, q) => s + q.notOk, 0);
  if (notOk) console.log(`  (${notOk} requests failed or were refused)`);
  if (!process.argv.includes('--no-pages')) await reportPages(server, symbols, arg('requests', 50_000), pageLoad, arg('never-seen', 20_000));
  printReactionCalls(await reactionCalls());
}
