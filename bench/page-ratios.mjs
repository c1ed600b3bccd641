// @ts-check
// (P1) The page budgets beside the framework's floor (bench/floor.mjs), in one run:
//  - every main page asked as a distinct view each time (an unused query
//    parameter that changes per request: no copy of it is stored), as a
//    ratio to the bare dynamic page with its nonce proxy;
//  - the same day page asked by every reader, as a ratio to the prerendered page.
// Rounds alternate floor and portal so that drifting load on the shared
// machine hits both alike; the ratio of each round is taken, then their mean.
import { treeCpuMs } from './cpu.mjs';
import { throughput } from './load.mjs';

/**
 * @typedef {{ base: string, serverPid: number, floor: import('./floor.mjs').Floor, connections?: number, seconds?: number, rounds?: number }} PageRatioOptions
 * @typedef {{ rps: number, cpu: number }} Measured req/s, and CPU ms per request
 * @typedef {Measured & { ratio: number, cpuRatio: number, sizedRatio?: number, sizedCpuRatio?: number }} RoundRatios
 *   one round of a row: its ratios to a floor page by throughput and by CPU (sized: to the portal-size floor)
 * @typedef {Measured & { ratio: number, cpuRatio: number, sizedRatio: number, sizedCpuRatio: number }} RatioSummary
 *   a row's rounds, averaged (NaN for a ratio its rounds lack)
 */

/** @type {[name: string, path: string | null][]} */
export const PAGES = [
  ['day calendar', '/en/calendar?date=2024-03-12'],
  ['week calendar', '/en/calendar/week?week=2024-W11'],
  ['indicator', '/en/indicators/112022041900110008'],
  ['symbol', '/en/markets/WGJS/XAU'],
  ['article', null],
  ['dashboard', '/en'],
  ['embed calendar', '/en/embed/calendar'],
  ['embed quotes', '/en/embed/quotes?codes=WGJS|XAU'],
  ['embed chart', '/en/embed/chart?codes=WGJS|XAU'],
];

/**
 * An article of a past day's news list (ids come from the simulator's data; today's may still be empty).
 * @param {string} base
 */
async function articlePath(base) {
  const html = await (await fetch(`${base}/en/news?date=2024-03-12`)).text();
  const id = /href="\/en\/news\/([0-9A-Za-z_-]+)/.exec(html)?.[1];
  if (!id) throw new Error('no article on /en/news?date=2024-03-12');
  return `/en/news/${id}`;
}

/**
 * What a browser asks every page with: the server compresses by it, the
 * floor's pages and the portal's alike (Chromium's Accept-Encoding).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let serial = 0;
/**
 * The same page under a query parameter seen once: a distinct view, rendered.
 * @param {string} path
 */
const distinct = (path) => () => `${path}${path.includes('?') ? '&' : '?'}bench=${++serial}`;

/** @param {number[]} xs */
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Each page's cost beside the floor's, two ways: throughput ratio (what a
 * reader sees; on a machine shared with other work it measures the share of
 * the cores each server got), and CPU time per request ratio, read from /proc
 * for the server's processes (what a request costs, whatever the other load).
 * @param {PageRatioOptions} options
 */
export async function pageRatios({ base, serverPid, floor, connections = 20, seconds = 5, rounds = 2 }) {
  /** @type {[name: string, path: string][]} */
  const pages = await Promise.all(PAGES.map(async ([name, path]) => [name, path ?? (await articlePath(base))]));
  // Warm: route code, upstream cache, and both floor pages.
  const headers = BROWSER_HEADERS;
  for (const [, path] of pages) await throughput({ base, pathOf: distinct(path), connections, seconds: 1, headers });
  for (const path of [floor.dynamic, floor.prerendered, floor.sized]) await throughput({ base: floor.base, path, connections, seconds: 1, headers });

  let notOk = 0;
  /**
   * Failed requests per measured row (a row's name, or the floor's page).
   * @type {Record<string, number>}
   */
  const failedBy = {};
  /**
   * Throughput and CPU ms per request; the portal's launcher (which hosts the simulator) is left out.
   * @param {boolean} onFloor
   * @param {{ path?: string, pathOf?: () => string }} opts
   * @param {string} label
   * @returns {Promise<Measured>}
   */
  const measure = async (onFloor, opts, label) => {
    const [b, pid, includeRoot] = onFloor ? [floor.base, floor.pid, true] : [base, serverPid, false];
    const before = treeCpuMs(pid, { includeRoot });
    const r = await throughput({ base: b, connections, seconds, headers, ...opts });
    notOk += r.notOk;
    if (r.notOk) failedBy[label] = (failedBy[label] ?? 0) + r.notOk;
    return { rps: r.requestsPerSecond, cpu: (treeCpuMs(pid, { includeRoot }) - before) / Math.max(1, r.total) };
  };
  /** @type {Record<string, RoundRatios[]>} */
  const rows = Object.fromEntries(pages.map(([name]) => [name, []]));
  /** @type {{ dynamic: Measured[], prerendered: Measured[], sized: Measured[] }} */
  const floors = { dynamic: [], prerendered: [], sized: [] };
  /** @type {RoundRatios[]} */
  const same = [];
  /** @type {Record<string, RoundRatios[]>} */
  const sameRows = Object.fromEntries(pages.map(([name]) => [name, []]));
  for (let i = 0; i < rounds; i++) {
    const dynBefore = await measure(true, { path: floor.dynamic }, 'floor dynamic');
    const pre = await measure(true, { path: floor.prerendered }, 'floor prerendered');
    const sized = await measure(true, { path: floor.sized }, 'floor of the portal\'s size');
    /** @type {Record<string, Measured>} */
    const page = {};
    for (const [name, path] of pages) page[name] = await measure(false, { pathOf: distinct(path) }, name);
    /** @type {Record<string, Measured>} */
    const one = {};
    for (const [name, path] of pages) one[name] = await measure(false, { path }, `${name}, one view`);
    const sameDay = one[pages[0][0]];
    const dynAfter = await measure(true, { path: floor.dynamic }, 'floor dynamic');
    const dyn = { rps: (dynBefore.rps + dynAfter.rps) / 2, cpu: (dynBefore.cpu + dynAfter.cpu) / 2 };
    floors.dynamic.push(dyn);
    floors.prerendered.push(pre);
    floors.sized.push(sized);
    for (const [name] of pages) {
      rows[name].push({
        ...page[name], ratio: page[name].rps / dyn.rps, cpuRatio: dyn.cpu / page[name].cpu,
        sizedRatio: page[name].rps / sized.rps, sizedCpuRatio: sized.cpu / page[name].cpu,
      });
    }
    same.push({ ...sameDay, ratio: sameDay.rps / pre.rps, cpuRatio: pre.cpu / sameDay.cpu });
    for (const [name] of pages) sameRows[name].push({ ...one[name], ratio: one[name].rps / pre.rps, cpuRatio: pre.cpu / one[name].cpu });
  }
  /**
   * @param {Measured[]} xs
   * @returns {Measured}
   */
  const avg = (xs) => ({ rps: mean(xs.map((x) => x.rps)), cpu: mean(xs.map((x) => x.cpu)) });
  /**
   * @param {RoundRatios[]} xs
   * @returns {RatioSummary}
   */
  const summary = (xs) => ({
    ...avg(xs), ratio: mean(xs.map((x) => x.ratio)), cpuRatio: mean(xs.map((x) => x.cpuRatio)),
    sizedRatio: mean(xs.map((x) => x.sizedRatio ?? NaN)), sizedCpuRatio: mean(xs.map((x) => x.sizedCpuRatio ?? NaN)),
  });
  return {
    connections,
    seconds,
    rounds,
    notOk,
    failedBy,
    floor: { dynamic: avg(floors.dynamic), prerendered: avg(floors.prerendered), sized: avg(floors.sized) },
    pages: pages.map(([name, path]) => ({ name, path, ...summary(rows[name]) })),
    sameView: { path: pages[0][1], ...summary(same) },
    /** Every page asked in one view by every reader, beside the prerendered page. */
    sameViews: pages.map(([name, path]) => ({ name, path, ...summary(sameRows[name]) })),
  };
}
