// @ts-check
// Releases move markets in the simulated world: from its release instant, a
// release shifts the price paths of the symbols its assets (GT_RES / LT_RES,
// countries.mjs) stand for, in the direction of its outcome (actual against
// the survey), by a seeded amount with noise, ramping in over a few minutes
// and fading over hours. An in-line release moves them by noise only. This is
// the simulated market's behaviour; which symbols the portal links to a
// release is decided in lib/market/release-symbols.ts, and a unit test keeps
// the two in agreement.
import { buildDayReleases } from './releases.mjs';
import { unit } from '../rng.mjs';
import { DAY_MS, SHANGHAI_OFFSET_MS, shanghaiDay } from '../time.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('./releases.mjs').ReleaseValues} ReleaseValues
 * @typedef {Pick<ReleaseValues, 'actual' | 'survey'>} Outcome
 * @typedef {{ recordId: number, importance?: number, values: Outcome, ind: { gt?: string[], lt?: string[] } }} MovingRelease
 * @typedef {{ at: number, w: number }} Move
 */

/** Asset key → the path leaders it moves and the sign "good for the asset" has on their price. */
/** @type {Record<string, [string, number][]>} */
export const MOVES = {
  USD: [['USD', 1], ['EURUSD', -1], ['USDJPY', 1], ['GBPUSD', -1], ['AUDUSD', -1], ['USDCNH', 1], ['USDCHF', 1], ['USDCAD', 1], ['NZDUSD', -1]],
  EUR: [['EURUSD', 1], ['EURJPY', 1]],
  GBP: [['GBPUSD', 1]],
  JPY: [['USDJPY', -1], ['EURJPY', -1]],
  CNH: [['USDCNH', -1]],
  AUD: [['AUDUSD', 1]],
  CAD: [['USDCAD', -1]],
  NZD: [['NZDUSD', 1]],
  CHF: [['USDCHF', -1]],
  METALS: [['XAU', 1], ['XAG', 1]],
  OIL: [['CONC', 1]],
  STOCKS: [],
};

const MIN = 60_000;
const RAMP_MS = 4 * MIN;
/** A move fades to nothing over a day (smoothly: no step when a release leaves the two days looked at). */
const REACH_MS = 24 * 60 * MIN;

/** +1 actual above the survey, -1 below, 0 in line or not numeric. @param {Outcome} values */
function outcomeSign(values) {
  const a = Number(values.actual);
  const f = Number(values.survey);
  if (values.actual === '' || values.survey === '' || !Number.isFinite(a) || !Number.isFinite(f) || a === f) return 0;
  return a > f ? 1 : -1;
}

/**
 * Log-price shift of a release on one leader: its signed size, noise included (0 when it does not move it).
 * @param {string} seed @param {MovingRelease} release @param {string} leader @param {number} vol
 */
export function releaseWeight(seed, release, leader, vol) {
  let sign = 0;
  const direction = outcomeSign(release.values);
  for (const key of release.ind.gt ?? []) for (const [code, s] of MOVES[key] ?? []) if (code === leader) sign += s;
  for (const key of release.ind.lt ?? []) for (const [code, s] of MOVES[key] ?? []) if (code === leader) sign -= s;
  if (!sign) return 0;
  const size = vol * 0.35 * ((release.importance ?? 2) / 3);
  const noise = unit(seed, 'release-move', release.recordId, leader) * 2 - 1;
  // In line: noise only; otherwise the outcome's direction with ±60 % noise on its size.
  return direction === 0 ? size * 0.3 * noise : Math.sign(sign) * direction * size * (1 + 0.6 * noise);
}

/**
 * The moves on a leader's path of the releases of one Shanghai day (by day number): [{at, w}].
 * @param {Sim} sim @param {number} dayNo @param {string} leader @param {number} vol
 * @returns {Move[]}
 */
function dayMoves(sim, dayNo, leader, vol) {
  // Asked for every minute a candle spans: numeric keys, the day's text only on a miss.
  let byDay = sim.moves.get(leader);
  if (!byDay) sim.moves.set(leader, (byDay = new Map()));
  let list = byDay.get(dayNo);
  if (list) return list;
  if (byDay.size > 400) byDay.clear();
  const day = shanghaiDay(dayNo * DAY_MS - SHANGHAI_OFFSET_MS);
  {
    const generated = sim.cache.get(`releases:${day}`, () => buildDayReleases(sim.seed, day));
    const scheduled = sim.state.scheduled.filter((r) => r.wall.startsWith(day));
    /** @type {Move[]} */
    const out = [];
    for (const r of [...generated, ...scheduled]) {
      const w = releaseWeight(sim.seed, r, leader, vol);
      if (w) out.push({ at: r.at, w });
    }
    list = out;
  }
  byDay.set(dayNo, list);
  return list;
}

/** The summed log-price shift at `ms` of the releases moving a leader's path. @param {Sim} sim @param {string} leader @param {number} vol @param {number} ms */
export function releaseShift(sim, leader, vol, ms) {
  const dayNo = Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS);
  let shift = 0;
  for (const d of [dayNo - 1, dayNo]) {
    for (const { at, w } of dayMoves(sim, d, leader, vol)) {
      const dt = ms - at;
      if (dt <= 0 || dt > REACH_MS) continue;
      const fade = 1 - dt / REACH_MS;
      shift += w * Math.min(1, dt / RAMP_MS) * fade * fade;
    }
  }
  return shift;
}
