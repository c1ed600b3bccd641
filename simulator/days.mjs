// Day data and the period windows of upstream-api.md "Limits": W/W1 are the
// current/next Monday–Sunday week, M (m) the 30 days before today without
// today, M1 (m1) the 30 days from today on, all in Shanghai days.
import { addDays, daysFrom, mondayOf, shanghaiDay, fromCompact } from './time.mjs';
import { buildDayReleases } from './data/releases.mjs';

/** A day's releases: the generated ones plus those scheduled via the control API. */
export function dayReleases(sim, day) {
  if (!inRange(sim, day)) return [];
  const generated = sim.cache.get(`releases:${day}`, () => buildDayReleases(sim.seed, day));
  const scheduled = sim.state.scheduled.filter((r) => r.wall.startsWith(day));
  if (!scheduled.length) return generated;
  return [...generated, ...scheduled].sort((a, b) => a.at - b.at || a.recordId - b.recordId);
}

export const today = (sim) => shanghaiDay(sim.now());

/** Days of a period code (W, W1, M, M1, case-insensitive) or yyyyMMdd; null when unknown. */
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

export function releasesOfDays(sim, days) {
  return days.flatMap((day) => dayReleases(sim, day));
}

/** Dates the generator covers: 20 years back to a year ahead of the clock. */
export function inRange(sim, day) {
  const t = today(sim);
  return day >= addDays(t, -366 * 20) && day <= addDays(t, 366);
}
