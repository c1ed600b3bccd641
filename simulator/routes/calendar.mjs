// @ts-check
// Tokened calendar family: B on {base_url} (/{api|apien|apitc}/calendar/202605/…)
// and C on {alt_base_url} (/api/calendar/202605/data|event).
import { calendar, badParam } from '../envelopes.mjs';
import { dayReleases, releasesOfDays, windowDays } from '../days.mjs';
import { isDay } from '../time.mjs';
import { indicatorById } from '../data/indicators.mjs';
import { tokenedRecord, infoRecord } from './calendar-records.mjs';
import { dayEvents, tokenedEvent } from './events-records.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('../router.mjs').Answer} Answer
 * @typedef {import('../envelopes.mjs').UpstreamFailure} UpstreamFailure
 */

/** The language of each path prefix (0 zh-CN, 1 en, 2 zh-TW). @type {Record<string, number>} */
export const LANGS = { api: 0, apien: 1, apitc: 2 };

// Which text key each operation uses ("message or msg depending on the operation").
/** @type {Record<string, string>} */
const TEXT_KEY = { data: 'message', info: 'message', week: 'msg', month: 'msg', event: 'msg' };
const BASE_OPS = ['data', 'week', 'month', 'info', 'event'];
const ALT_OPS = ['data', 'event'];

/** @param {string} op */
export const calendarEnvelope = (op) => calendar(TEXT_KEY[op]);

/** True when this route exists on the host (the checks of version and token come after). @param {string} host @param {string} lang @param {string} op */
export const isCalendarOp = (host, lang, op) =>
  host === 'base' ? lang in LANGS && BASE_OPS.includes(op) : lang === 'api' && ALT_OPS.includes(op);

/** @param {URLSearchParams} query @returns {{ date: string, error?: undefined } | { date?: undefined, error: UpstreamFailure }} */
function dateParam(query) {
  const date = query.get('date');
  if (date === null || date === '') return { error: badParam('parameter date is required (YYYY-MM-DD)') };
  if (!isDay(date)) return { error: badParam(`parameter date must be a real date in YYYY-MM-DD, got "${date.slice(0, 40)}"`) };
  return { date };
}

const WEEK_CODES = ['W', 'W1', 'w', 'w1', 'm', 'm1'];

/** Answers one calendar operation: { data } or { error }. @param {Sim} sim @param {string} op @param {number} lang @param {URLSearchParams} query @returns {Answer} */
export function calendarOp(sim, op, lang, query) {
  /** @param {import('../days.mjs').Release[]} list */
  const records = (list) => list.map((r) => tokenedRecord(sim, r, lang));
  if (op === 'data') {
    const { date, error } = dateParam(query);
    if (error) return { error };
    return { data: records(dayReleases(sim, date)) };
  }
  if (op === 'week' || op === 'month') {
    const code = query.get(op) ?? '';
    const days = op === 'week' ? (WEEK_CODES.includes(code) ? windowDays(sim, code) : null) : (/^(m|m1|w|w1)$/.test(code) || /^\d{8}$/.test(code) ? windowDays(sim, code) : null);
    if (!days) {
      const allowed = op === 'week' ? WEEK_CODES.join(', ') : 'm, m1, w, w1, yyyyMMdd';
      return { error: badParam(`parameter ${op} must be one of ${allowed}`) };
    }
    return { data: records(releasesOfDays(sim, days)) };
  }
  if (op === 'info') {
    const id = query.get('idxid');
    if (!id) return { error: badParam('parameter idxid is required') };
    const ind = indicatorById(id);
    return { data: ind ? infoRecord(sim, ind, lang) : null };
  }
  // event: 1 holidays, 3 financial events; treasury issuance (2) is legacy-only.
  const type = query.get('type');
  if (type !== '1' && type !== '3') return { error: badParam('parameter type must be 1 (holiday) or 3 (financial event)') };
  const { date, error } = dateParam(query);
  if (error) return { error };
  return { data: dayEvents(sim, date, Number(type)).map((e) => tokenedEvent(sim, e, lang)) };
}
