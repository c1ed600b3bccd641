// @ts-check
// Day data and the period windows of docs/upstream.md "Limits": W/W1 are the
// current/next Monday–Sunday week, M (m) the 30 days before today without
// today, M1 (m1) the 30 days from today on, all in Shanghai days.
import { addDays, dayNumber, daysFrom, mondayOf, shanghaiDay, shanghaiWall, fromCompact } from './time.mjs';
import { buildDayReleases } from './data/releases.mjs';
import { dayIndex, pick, quirkOn } from './quirks.mjs';

/**
 * @typedef {import('./server.mjs').Sim} Sim
 * @typedef {{ badTime?: boolean, nullImportance?: boolean, textForecast?: boolean, textActual?: boolean }} RecordQuirks
 * @typedef {import('./data/releases.mjs').GeneratedRelease & { day?: string, quirks?: RecordQuirks, scheduled?: boolean }} Release
 *   a release of a day: generated (with the day's quirks) or scheduled through the control API
 */

const HOUR = 3600_000;

/**
 * A day's releases: the generated ones (with the day's quirks, quirks.mjs)
 * plus those scheduled via the control API. Generated records are shared
 * through the cache: quirks make copies.
 * @param {Sim} sim @param {string} day
 * @returns {Release[]}
 */
export function dayReleases(sim, day) {
  if (!inRange(sim, day)) return [];
  const generated = withQuirks(sim, day, sim.cache.get(`releases:${day}`, () => buildDayReleases(sim.seed, day)));
  const scheduled = sim.state.scheduled.filter((r) => r.wall.startsWith(day));
  if (!scheduled.length) return generated;
  return [...generated, ...scheduled].sort((a, b) => a.at - b.at || a.recordId - b.recordId);
}

/** @param {Sim} sim @param {string} day @param {Release[]} list @returns {Release[]} */
function withQuirks(sim, day, list) {
  const n = dayNumber(day);
  // Two consecutive days (an even day number and the next) number their records alike.
  const pairStart = n - (((n % 2) + 2) % 2);
  const repeat = quirkOn(sim, 'repeatIds', String(pairStart));
  /** @type {Map<number, RecordQuirks>} */
  const marks = new Map();
  /** @param {string} what @param {keyof RecordQuirks} flag */
  const mark = (what, flag) => {
    const i = dayIndex(sim, what, day, list.length);
    if (i < 0) return;
    let j = i;
    while (marks.has(j) && marks.size < list.length) j = (j + 1) % list.length;
    marks.set(j, { ...marks.get(j), [flag]: true });
  };
  if (quirkOn(sim, 'malformed', day)) {
    mark('malformed-time', 'badTime');
    mark('malformed-importance', 'nullImportance');
  }
  if (quirkOn(sim, 'textPrices', day)) {
    mark('text-forecast', 'textForecast');
    mark('text-actual', 'textActual');
  }
  const moved = quirkOn(sim, 'reschedule', day) ? dayIndex(sim, 'reschedule', day, list.length) : -1;
  const vanishing = quirkOn(sim, 'vanishing', day) && Math.floor(sim.now() / 30_000) % 2 === 1;
  /** @type {Release[]} */
  const out = [];
  list.forEach((r, i) => {
    if (vanishing && pick(sim, 'vanish', r.recordId) < 0.2) return;
    const copy = { ...r, day, quirks: { ...marks.get(i) } };
    if (repeat) copy.recordId = pairStart * 1000 + i;
    // Announced an hour late until two hours before its real time, then moved there
    // (the record stays on its day even if the late time crosses midnight).
    if (i === moved && sim.now() < r.at - 2 * HOUR) Object.assign(copy, { at: r.at + HOUR, wall: shanghaiWall(r.at + HOUR) });
    out.push(copy);
  });
  return out;
}

/** @param {Sim} sim */
export const today = (sim) => shanghaiDay(sim.now());

/** Days of a period code (W, W1, M, M1, case-insensitive) or yyyyMMdd; null when unknown. @param {Sim} sim @param {string} code */
export function windowDays(sim, code) {
  const t = today(sim);
  switch (String(code).toUpperCase()) {
    case 'W': return daysFrom(mondayOf(t), 7);
    case 'W1': return daysFrom(addDays(mondayOf(t), 7), 7);
    case 'M': return daysFrom(addDays(t, -30), 30);
    case 'M1': return daysFrom(t, 30);
    default: {
      const day = fromCompact(code);
      return day ? [day] : null;
    }
  }
}

/** @param {Sim} sim @param {string[]} days */
export function releasesOfDays(sim, days) {
  return days.flatMap((day) => dayReleases(sim, day));
}

/** Dates the generator covers: 20 years back to a year ahead of the clock. @param {Sim} sim @param {string} day */
export function inRange(sim, day) {
  const t = today(sim);
  return day >= addDays(t, -366 * 20) && day <= addDays(t, 366);
}
