// @ts-check
// Event records of both families (docs/upstream.md "Event record").
import { unit } from '../rng.mjs';
import { quirkOn } from '../quirks.mjs';
import { shanghaiWall } from '../time.mjs';
import { COUNTRIES } from '../data/countries.mjs';
import { buildDayEvents } from '../data/events.mjs';
import { inRange } from '../days.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('../data/events.mjs').DayEvent} DayEvent
 */

/** @param {Sim} sim @param {string} day @param {number} type @returns {DayEvent[]} */
export function dayEvents(sim, day, type) {
  if (!inRange(sim, day)) return [];
  return sim.cache.get(`events:${day}`, () => buildDayEvents(sim.seed, day))[type] ?? [];
}

/** Tokened: IMPORTANCE and TIME_FLAG integers (strings on stringInts days, quirks.mjs); AREA may be empty. @param {Sim} sim @param {DayEvent} e @param {number} lang */
export function tokenedEvent(sim, e, lang) {
  /** @param {number} n */
  const int = (n) => (quirkOn(sim, 'stringInts', e.wall.slice(0, 10)) ? String(n) : n);
  return {
    COUNTRY: COUNTRIES[e.cty].names[lang],
    AREA: e.area ? e.area[lang] : '',
    EVENT_DESC: e.desc[lang],
    EVENT_TIME: e.wall,
    IMPORTANCE: int(e.imp),
    TIME_FLAG: int(e.confirmed ? 1 : 0),
  };
}

/** Legacy: all strings; UPDATE_TIME is null on some rows (the document shows "string or null"). @param {Sim} sim @param {DayEvent} e */
export function legacyEvent(sim, e) {
  const u = unit(sim.seed, 'event-upd', e.id);
  return {
    ID: e.id,
    COUNTRY: COUNTRIES[e.cty].names[0],
    AREA: e.area ? e.area[0] : '',
    EVENT_DESC: e.desc[0],
    EVENT_TIME: e.wall,
    IMPORTANCE: String(e.imp),
    TIME_FLAG: e.confirmed ? '1' : '0',
    UPDATE_TIME: u < 0.3 ? null : shanghaiWall(e.at - Math.floor(u * 20) * 86_400_000 - 3 * 3600_000),
  };
}
