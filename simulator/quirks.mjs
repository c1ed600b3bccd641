// @ts-check
// Where the simulator disagrees with a client written by the same hands: what
// a careful reading of docs/upstream.md allows, and docs/upstream.md, "Beyond the document" shows of
// the real service. Each quirk is `auto` (on some days, deterministic per
// date and seed), `on` or `off`, switched with POST /__sim/quirks.
//
// - repeatIds: record ids repeat across days (the document never says they
//   are unique; two consecutive days share theirs).
// - stringInts: integer fields (tokened ID, IDX_RELEVANCE, UPDATE_PERIOD,
//   IMPORTANCE, TIME_FLAG) come as integers on some records and as numeric
//   strings on others (the document contradicts itself; the vendor's sample
//   has IDX_RELEVANCE "1").
// - nullValues: legacy list values are null instead of "" ("null also occurs
//   in the legacy family").
// - textPrices: price fields holding text ("--", "9-0-2", Chinese words), as
//   public front-ends of this vendor show. GUESS: which fields and how often.
// - malformed: one record with a time that is no time ("待定") and one with
//   a null importance. GUESS: nothing public shows how often.
// - vanishing: some records leave the answer for 30 s and come back (a public
//   client kept and marked them). Off unless switched on: it moves with the
//   clock, which page-to-simulator comparisons in tests cannot follow.
// - reschedule: one pending release a day is announced an hour late, then
//   moved to its real time two hours before it (times change while pending).
import { hashString, unit } from './rng.mjs';

/**
 * @typedef {'auto' | 'on' | 'off'} QuirkMode
 * @typedef {import('./server.mjs').Sim} Sim
 */

export const QUIRKS = ['repeatIds', 'stringInts', 'nullValues', 'textPrices', 'malformed', 'vanishing', 'reschedule'];
const MODES = ['auto', 'on', 'off'];

/** Share of days on which an `auto` quirk is on (vanishing never is). @type {Record<string, number>} */
const AUTO_SHARE = { repeatIds: 0.35, stringInts: 0.5, nullValues: 0.5, textPrices: 0.3, malformed: 0.25, vanishing: 0, reschedule: 0.3 };

/** @param {QuirkMode} [mode] @returns {Record<string, QuirkMode>} */
export const defaultQuirks = (mode = 'auto') => Object.fromEntries(QUIRKS.map((q) => [q, mode]));

/** Is the quirk on for this key (a day `YYYY-MM-DD`, or another per-date key)? @param {Sim} sim @param {string} name @param {string} key */
export function quirkOn(sim, name, key) {
  const mode = sim.state.quirks[name] ?? 'auto';
  if (mode !== 'auto') return mode === 'on';
  return unit(sim.seed, 'quirk', name, key) < AUTO_SHARE[name];
}

/** @param {import('./control.mjs').SimState} state @param {import('./control.mjs').Body} body @returns {import('./control.mjs').ControlAnswer} */
export function setQuirks(state, body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [400, { error: 'body must be an object {quirk: auto|on|off}' }];
  for (const [name, mode] of Object.entries(body)) {
    if (!QUIRKS.includes(name)) return [400, { error: `unknown quirk ${name}; known: ${QUIRKS.join(', ')}` }];
    if (!MODES.includes(mode)) return [400, { error: `mode of ${name} must be one of ${MODES.join(', ')}` }];
  }
  Object.assign(state.quirks, body);
  return [200, { quirks: state.quirks }];
}

/** A stable per-record choice in [0, 1). @param {Sim} sim @param {string} what @param {number} recordId */
export const pick = (sim, what, recordId) => unit(sim.seed, 'quirk-pick', what, recordId);

/** The index in a day's list of the record a per-day quirk lands on. @param {Sim} sim @param {string} what @param {string} day @param {number} length */
export const dayIndex = (sim, what, day, length) => (length ? hashString(`${sim.seed}|${what}|${day}`) % length : -1);
