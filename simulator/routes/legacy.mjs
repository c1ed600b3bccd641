// @ts-check
// Legacy calendar family, {legacy_base_url}/Calendar/… with values in path
// segments (docs/upstream.md section A). Optional parameters drop their key
// segment too: /forecast/type/{t}[/interval/{i}], /eventholiday[/date/{d}]/type/{t}.
import { legacy } from '../envelopes.mjs';
import { releasesOfDays, today, windowDays } from '../days.mjs';
import { addDays, daysFrom, fromCompact, mondayOf } from '../time.mjs';
import { indicatorByLegacyId } from '../data/indicators.mjs';
import { nextReleaseAfter } from '../data/releases.mjs';
import { shanghaiWall } from '../time.mjs';
import { legacyListRecord, legacyDetailRecord, legacyWeekRecord } from './calendar-records.mjs';
import { dayEvents, legacyEvent } from './events-records.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('../router.mjs').Answer} Answer
 * @typedef {Record<string, string>} PathParams
 */

/** Each operation's path parameters, and which of them it needs. @type {Record<string, { keys: string[], required: string[] }>} */
const OPS = {
  lists: { keys: ['d'], required: ['d'] },
  detail: { keys: ['id'], required: ['id'] },
  forecast: { keys: ['type', 'interval'], required: ['type'] },
  eventholiday: { keys: ['date', 'type'], required: ['type'] },
  usaData: { keys: [], required: [] },
  ecweek: { keys: [], required: [] },
};

/** @param {string[]} segs */
export const isLegacyOp = (segs) => segs[0] === 'Calendar' && Object.hasOwn(OPS, segs[1] ?? '');

/** @param {string} text @returns {Answer} */
const fail = (text) => ({ error: { code: 400, text } });

/**
 * Path pairs after the operation, e.g. ['type','3','interval','day'] → {type:'3', interval:'day'}.
 * @param {string} op @param {string[]} rest
 * @returns {{ params: PathParams, error?: undefined } | { params?: undefined, error: string }}
 */
function pathParams(op, rest) {
  if (rest.length % 2) return { error: `malformed path: every parameter needs a name and a value (${OPS[op].keys.join(', ') || 'none'} expected)` };
  /** @type {PathParams} */
  const params = {};
  for (let i = 0; i < rest.length; i += 2) {
    if (!OPS[op].keys.includes(rest[i])) return { error: `unknown path parameter "${rest[i].slice(0, 30)}"` };
    try {
      params[rest[i]] = decodeURIComponent(rest[i + 1]);
    } catch {
      return { error: `path parameter ${rest[i]} is not valid percent-encoding` };
    }
  }
  const missing = OPS[op].required.find((k) => !params[k]);
  return missing ? { error: `parameter ${missing} is required` } : { params };
}

/** Which restriction class a d value belongs to: W, W1, M, M1, 'day', or null when unusable. @param {string} d */
function periodClass(d) {
  if (['W', 'W1', 'M', 'M1'].includes(d)) return d;
  return fromCompact(d) ? 'day' : null;
}

/** @param {Sim} sim @param {string} d @returns {Answer} */
function listsOp(sim, d) {
  const allowed = sim.state.legacyAllowed ?? ['W', 'W1', 'M', 'M1', 'day'];
  const cls = periodClass(d);
  if (!cls || !allowed.includes(cls)) {
    // "the error message of the interface tells the allowed values"; 'day' stands for yyyyMMdd.
    const list = allowed.map((v) => (v === 'day' ? 'yyyyMMdd' : v)).join(',');
    return { error: { code: 403, text: `d="${d.slice(0, 20)}" is not permitted for this IP; allowed: ${list}` } };
  }
  // A usable d names days (periodClass).
  const days = /** @type {string[]} */ (windowDays(sim, d));
  return { data: releasesOfDays(sim, days).map((r) => legacyListRecord(sim, r)) };
}

/** @param {Sim} sim @param {string} type @param {string[]} days @returns {Answer} */
function eventsOp(sim, type, days) {
  if (!['1', '2', '3'].includes(type)) return fail('parameter type must be 1 (holiday), 2 (treasury issuance) or 3 (economic event)');
  return { data: days.flatMap((day) => dayEvents(sim, day, Number(type))).map((e) => legacyEvent(sim, e)) };
}

/** @param {Sim} sim @param {string[]} segs @returns {Answer} */
export function legacyOp(sim, segs) {
  const op = segs[1];
  const { params, error } = pathParams(op, segs.slice(2));
  if (error !== undefined) return fail(error);
  const t = today(sim);
  switch (op) {
    case 'lists': return listsOp(sim, params.d);
    case 'detail': {
      // Asked with the list record's ID, as a public client of the vendor does (docs/upstream.md, "Beyond the document").
      const ind = indicatorByLegacyId(params.id);
      return { data: ind ? [legacyDetailRecord(ind)] : [] };
    }
    case 'forecast': {
      const interval = params.interval ?? 'week';
      if (interval !== 'day' && interval !== 'week') return fail('parameter interval must be day or week');
      return eventsOp(sim, params.type, interval === 'day' ? [t] : daysFrom(mondayOf(t), 7));
    }
    case 'eventholiday': {
      // Date omitted (behaviour "not shown"): the simulator answers for today (Shanghai).
      const day = params.date === undefined ? t : fromCompact(params.date);
      if (!day) return fail('parameter date must be a real date in yyyyMMdd');
      return eventsOp(sim, params.type, [day]);
    }
    case 'usaData': {
      const rows = releasesOfDays(sim, daysFrom(addDays(t, -29), 30)).filter((r) => r.ind.cty === 'US');
      return {
        data: rows.map((r) => {
          const next = nextReleaseAfter(r.ind, r.at);
          return { ...legacyWeekRecord(sim, r), next_publish_time: next ? shanghaiWall(next) : '' };
        }),
      };
    }
    default: // ecweek
      return { data: releasesOfDays(sim, daysFrom(mondayOf(t), 7)).map((r) => legacyWeekRecord(sim, r)) };
  }
}

export const legacyEnvelope = legacy;
