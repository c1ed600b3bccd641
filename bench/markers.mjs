// @ts-check
// (P5) The symbol page with its release markers beside the same page with
// `events=off`, in one run (target ≥ 0.9). Both asked as distinct
// views (an unused parameter changes per request), rounds alternating, the
// ratio taken per round, then their mean. Two candle lengths: 5-minute
// (markers from the cached calendar days only) and daily (the archive too).
// The bench's archive is new and written through only, so its daily chart
// marks the three cached days alone; `--markers-archive` back-fills the
// daily chart's ~170 days first, for the markers a running portal draws.
import { throughput } from './load.mjs';
import { healthDetails } from './server.mjs';

/**
 * @typedef {{ base: string, connections?: number, seconds?: number, rounds?: number, warmUpSeconds?: number }} MarkerOptions
 * @typedef {{
 *   name: string,
 *   path: string,
 *   withMarkers: number,
 *   without: number,
 *   ratio: number,
 *   ratios: number[],
 *   markers: number,
 *   notOk: number,
 * }} MarkerRow one view: req/s with markers and without, their ratio per round and mean, markers drawn
 */

/** Days back-filled with `--markers-archive`: the daily chart's 120 candles and then some. */
const ARCHIVE_DAYS = 200;

/** The server's environment for a back-filled archive: fast, and from ARCHIVE_DAYS ago. */
export function backfilledArchiveEnv(now = new Date()) {
  const from = new Date(now.getTime() - ARCHIVE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { ARCHIVE_RATE_PER_S: '100', ARCHIVE_BACKFILL_FROM: from };
}

/**
 * Waits (at most three minutes) until the backfill has reached its first day, before any page is asked.
 * @param {string} base
 */
export async function backfilled(base) {
  for (let i = 0; i < 360; i++) {
    const backfill = (await healthDetails(base)).archive?.backfill;
    if (backfill && (backfill.state === 'following' || backfill.state === 'complete' || backfill.state === 'rechecking')) return backfill;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the archive was not back-filled within three minutes');
}

const VIEWS = [
  ['5-minute', '/en/markets/WGJS/XAU?interval=min5'],
  ['daily', '/en/markets/WGJS/XAU?interval=day'],
];

let serial = 0;
/** @param {string} path */
const distinct = (path) => () => `${path}&bench=${++serial}`;
/** @param {number[]} xs */
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Requests completed per second over the whole run (finer than autocannon's per-second average when pages are slow).
 * @param {import('./load.mjs').Throughput} r
 * @param {number} seconds
 */
const rate = (r, seconds) => r.total / seconds;

/**
 * @param {MarkerOptions} options
 * @returns {Promise<MarkerRow[]>}
 */
export async function markerRatios({ base, connections = 10, seconds = 5, rounds = 3, warmUpSeconds = 5 }) {
  /** @type {MarkerRow[]} */
  const rows = [];
  for (const [name, path] of VIEWS) {
    const on = distinct(path);
    const off = distinct(`${path}&events=off`);
    // Long enough for both variants' first renders (compiling, cold caches) to be over before measuring.
    await throughput({ base, pathOf: on, connections, seconds: warmUpSeconds });
    await throughput({ base, pathOf: off, connections, seconds: warmUpSeconds });
    /** @type {number[]} */
    const ratios = [];
    let withMarkers = 0;
    let without = 0;
    let notOk = 0;
    for (let i = 0; i < rounds; i++) {
      const a = await throughput({ base, pathOf: on, connections, seconds });
      const b = await throughput({ base, pathOf: off, connections, seconds });
      if (b.total > 0) ratios.push(a.total / b.total);
      withMarkers += rate(a, seconds) / rounds;
      without += rate(b, seconds) / rounds;
      notOk += a.notOk + b.notOk;
    }
    const markers = Number((await (await fetch(`${base}${path}&bench=count`)).text()).match(/data-markers="(\d+)"/)?.[1] ?? 0);
    rows.push({ name, path, withMarkers, without, ratio: ratios.length ? mean(ratios) : NaN, ratios, markers, notOk });
  }
  return rows;
}

/** @param {MarkerRow[]} rows */
export function printMarkerRatios(rows) {
  console.log('\nSymbol page: release markers vs events=off (distinct views; target ≥ 0.90)');
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(9)} ${r.withMarkers.toFixed(1).padStart(6)} req/s with markers, ${r.without.toFixed(1).padStart(6)} without: ratio ${r.ratio.toFixed(2)} (rounds ${r.ratios.map((x) => x.toFixed(2)).join(' ')}; ${r.markers} markers drawn)${r.notOk ? ` (${r.notOk} not ok)` : ''}`,
    );
  }
}
