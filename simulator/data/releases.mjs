// @ts-check
// Data releases of a Shanghai day: which indicators publish, when, and their
// values. Values follow a smooth seeded path per indicator, so a release's
// "previous" equals the actual of the release before it.
import { unit } from '../rng.mjs';
import { dayNumber, shanghaiDay, shanghaiWall, zonedInstant, addDays } from '../time.mjs';
import { CATALOGUE } from './indicators.mjs';
import { candidateDays, periodOn, previousPeriod } from './schedule.mjs';

/**
 * @typedef {import('./indicator-row.mjs').Indicator} Indicator
 * @typedef {import('./indicator-row.mjs').IndicatorRow} IndicatorRow
 * @typedef {{ previous: string, survey: string, actual: string, revised: string, dp: number }} ReleaseValues
 * @typedef {{ recordId: number, ind: Indicator, k: number, at: number, wall: string, importance: number, values: ReleaseValues }} GeneratedRelease
 */

/** @param {number} t */
const smooth = (t) => t * t * (3 - 2 * t);

/** Value noise in [-1, 1] along the period axis: neighbours are correlated. @param {string} seed @param {IndicatorRow} ind @param {number} k */
function pathNoise(seed, ind, k) {
  const x = k / 5;
  const i = Math.floor(x);
  const a = unit(seed, ind.idx, 'path', i) * 2 - 1;
  const b = unit(seed, ind.idx, 'path', i + 1) * 2 - 1;
  const trend = a + (b - a) * smooth(x - i);
  return 0.7 * trend + 0.3 * (unit(seed, ind.idx, 'jitter', k) * 2 - 1);
}

/** @param {IndicatorRow} ind @param {number} value */
const fmt = (ind, value) => (Object.is(Math.round(value * 10 ** ind.v.dp), -0) ? 0 : value).toFixed(ind.v.dp);

/** The actual value of period k. Policy rates move in steps (e.g. 0.25). @param {string} seed @param {IndicatorRow} ind @param {number} k */
function valueOf(seed, ind, k) {
  const { base, vol, step } = ind.v;
  if (step) return Math.max(0, base + step * Math.round((vol * (unit(seed, ind.idx, 'path', Math.floor(k / 4)) * 2 - 1)) / step));
  return base + vol * pathNoise(seed, ind, k);
}

/**
 * Previous, forecast, actual and revised-previous as upstream strings.
 * @param {string} seed @param {IndicatorRow} ind @param {number} k
 * @returns {ReleaseValues}
 */
export function valuesOf(seed, ind, k) {
  const actual = valueOf(seed, ind, k);
  const prevK = previousPeriod(ind, k);
  const previous = valueOf(seed, ind, prevK);
  const { vol, step, dp } = ind.v;
  const miss = unit(seed, ind.idx, 'survey', k) * 2 - 1;
  const survey = step ? (Math.abs(miss) > 0.8 ? actual + Math.sign(miss) * step : actual) : actual + 0.35 * vol * miss;
  const revise = !step && unit(seed, ind.idx, 'revised', k) < 0.3;
  const revised = revise ? previous + 0.15 * vol * (unit(seed, ind.idx, 'rev', k) * 2 - 1) : null;
  const revisedText = revised === null ? '' : fmt(ind, revised);
  return {
    previous: fmt(ind, previous),
    survey: fmt(ind, Math.max(step ? 0 : -Infinity, survey)),
    actual: fmt(ind, actual),
    revised: revisedText === fmt(ind, previous) ? '' : revisedText,
    dp,
  };
}

/** Releases of one indicator landing on a Shanghai day. @param {IndicatorRow} ind @param {string} day */
function indicatorReleases(ind, day) {
  /** @type {{ k: number, at: number }[]} */
  const out = [];
  for (const local of candidateDays(day)) {
    const k = periodOn(ind, local);
    if (k === null) continue;
    const at = zonedInstant(ind.tz, local, ind.at);
    if (shanghaiDay(at) === day) out.push({ k, at });
  }
  return out;
}

/** The next release of an indicator after an instant (for usaData next_publish_time). @param {IndicatorRow} ind @param {number} afterMs */
export function nextReleaseAfter(ind, afterMs) {
  let day = shanghaiDay(afterMs);
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    const hit = indicatorReleases(ind, day).find((r) => r.at > afterMs);
    if (hit) return hit.at;
  }
  return null;
}

/**
 * Static part of a day's releases, sorted by time. Record ids are stable:
 * day number × 1000 + catalogue ordinal, so they never collide across days.
 * @param {string} seed @param {string} day
 * @returns {GeneratedRelease[]}
 */
export function buildDayReleases(seed, day) {
  /** @type {GeneratedRelease[]} */
  const out = [];
  for (const ind of CATALOGUE) {
    for (const { k, at } of indicatorReleases(ind, day)) {
      out.push({
        recordId: dayNumber(day) * 1000 + ind.ordinal,
        ind, k, at,
        wall: shanghaiWall(at),
        importance: ind.imp,
        values: valuesOf(seed, ind, k),
      });
    }
  }
  return out.sort((a, b) => a.at - b.at || a.recordId - b.recordId);
}
