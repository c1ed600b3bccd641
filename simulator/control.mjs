// @ts-check
// The test-only control API under /__sim/ (team contract "Control API"):
// faults, the request log, the legacy period restriction, scheduled releases
// (and their reschedules), the quirks of quirks.mjs.
import { CATALOGUE, indicatorById } from './data/indicators.mjs';
import { valuesOf } from './data/releases.mjs';
import { defaultQuirks, setQuirks } from './quirks.mjs';
import { shanghaiWall } from './time.mjs';

/**
 * @typedef {import('./server.mjs').Sim} Sim
 * @typedef {import('./days.mjs').Release} Release
 * @typedef {{ id: string, match: string, kind: string, ms: number, status: number, remaining: number }} Fault
 * @typedef {{ at: string, method?: string, path: string, query: Record<string, string>, host: string }} LoggedRequest
 * @typedef {{ total: number, counts: Record<string, number>, requests: LoggedRequest[] }} RequestLog
 * @typedef {{
 *   faults: Fault[], faultSeq: number, log: RequestLog, legacyAllowed: string[] | null, scheduled: Release[],
 *   releaseSeq: number, quirkMode: import('./quirks.mjs').QuirkMode, quirks: Record<string, import('./quirks.mjs').QuirkMode>,
 * }} SimState
 * @typedef {[number, unknown]} ControlAnswer a status and its JSON
 * @typedef {any} Body a request's JSON, checked field by field
 */

const FAULT_KINDS = ['latency', 'http', 'malformed', 'envelope', 'wrong-type', 'empty', 'partial', 'drop'];
const LEGACY_PERIODS = ['W', 'W1', 'M', 'M1', 'day'];
const LOG_LIMIT = 2000;

/** @param {import('./quirks.mjs').QuirkMode} [quirkMode] @returns {SimState} */
export function createState(quirkMode = 'auto') {
  return { faults: [], faultSeq: 0, log: emptyLog(), legacyAllowed: null, scheduled: [], releaseSeq: 0, quirkMode, quirks: defaultQuirks(quirkMode) };
}

/** @returns {RequestLog} */
const emptyLog = () => ({ total: 0, counts: {}, requests: [] });

/** @param {SimState} state @param {LoggedRequest} entry */
export function recordRequest(state, entry) {
  const log = state.log;
  log.total += 1;
  log.counts[entry.path] = (log.counts[entry.path] ?? 0) + 1;
  log.requests.push(entry);
  if (log.requests.length > LOG_LIMIT) log.requests.shift();
}

/** The first active fault whose match is in the path; uses up one of its `times`. @param {SimState} state @param {string} path */
export function takeFault(state, path) {
  const fault = state.faults.find((f) => f.remaining > 0 && path.includes(f.match));
  if (fault) fault.remaining -= 1;
  return fault ?? null;
}

/** @param {SimState} state @param {Body} body @returns {ControlAnswer} */
function addFault(state, body) {
  const { match, kind, ms, status, times } = body ?? {};
  if (typeof match !== 'string') return [400, { error: 'match must be a string' }];
  if (!FAULT_KINDS.includes(kind)) return [400, { error: `kind must be one of ${FAULT_KINDS.join(', ')}` }];
  if (kind === 'latency' && !(Number.isFinite(ms) && ms >= 0)) return [400, { error: 'latency needs ms >= 0' }];
  if (kind === 'http' && status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
    return [400, { error: 'status must be an HTTP error status (400-599)' }];
  }
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) return [400, { error: 'times must be a positive integer' }];
  const id = `f${++state.faultSeq}`;
  state.faults.push({ id, match, kind, ms: ms ?? 0, status: status ?? 500, remaining: times ?? Infinity });
  return [200, { id }];
}

/** @param {SimState} state @param {Body} body @returns {ControlAnswer} */
function setLegacy(state, body) {
  const allowed = body?.allowed;
  if (allowed === null) {
    state.legacyAllowed = null;
    return [200, { allowed: null }];
  }
  if (!Array.isArray(allowed) || !allowed.every((v) => LEGACY_PERIODS.includes(v))) {
    return [400, { error: `allowed must be null or a list of ${LEGACY_PERIODS.join(', ')}` }];
  }
  state.legacyAllowed = [...new Set(allowed)];
  return [200, { allowed: state.legacyAllowed }];
}

/** The period index a release published now would report (the latest completed one). @param {import('./data/indicator-row.mjs').IndicatorRow} ind @param {number} nowMs */
function currentPeriod(ind, nowMs) {
  const d = new Date(nowMs + 8 * 3600_000);
  const month = d.getUTCFullYear() * 12 + d.getUTCMonth();
  if (ind.freq === 2) return Math.floor((Math.floor(nowMs / 86_400_000) + 4) / 7) - 1;
  if (ind.freq === 4) return Math.floor(month / 3) - 1;
  return month - 1;
}

/** Prices depend on the releases that moved them (release-moves.mjs): a change of schedule recomputes them. @param {Sim} sim */
function forgetPrices(sim) {
  sim.moves?.clear();
  sim.candles?.clear();
  sim.running?.clear();
}

/**
 * Schedules a release `inSeconds` from now (negative: already published, with
 * its actual, and the market moved by it) of the next catalogue indicator or
 * of `idxId`: {inSeconds, importance?, idxId?}.
 * @param {Sim} sim @param {Body} body @returns {ControlAnswer}
 */
function addRelease(sim, body) {
  const { inSeconds, importance, idxId } = body ?? {};
  if (!Number.isFinite(inSeconds)) return [400, { error: 'inSeconds must be a number' }];
  if (importance !== undefined && ![1, 2, 3].includes(importance)) return [400, { error: 'importance must be 1, 2 or 3' }];
  const chosen = idxId === undefined ? null : indicatorById(idxId);
  if (idxId !== undefined && !chosen) return [404, { error: `no indicator ${idxId}` }];
  const state = sim.state;
  const seq = state.releaseSeq++;
  const ind = chosen ?? CATALOGUE[seq % CATALOGUE.length];
  // Whole seconds: publish times are written to the second.
  const at = Math.floor((sim.now() + inSeconds * 1000) / 1000) * 1000;
  const k = currentPeriod(ind, at);
  /** @type {Release} */
  const release = {
    recordId: 900_000_000 + seq, ind, k, at, wall: shanghaiWall(at),
    importance: importance ?? 3, values: valuesOf(sim.seed, ind, k), scheduled: true,
  };
  state.scheduled.push(release);
  forgetPrices(sim);
  return [200, { idxId: ind.idxId, legacyId: ind.legacyId, recordId: release.recordId, publishTime: release.wall }];
}

/** Moves a scheduled release while it is pending (earlier or later): {recordId, inSeconds}. @param {Sim} sim @param {Body} body @returns {ControlAnswer} */
function rescheduleRelease(sim, body) {
  const { recordId, inSeconds } = body ?? {};
  const release = sim.state.scheduled.find((r) => r.recordId === recordId);
  if (!release) return [404, { error: `no scheduled release ${recordId}` }];
  if (!Number.isFinite(inSeconds)) return [400, { error: 'inSeconds must be a number' }];
  const at = Math.floor((sim.now() + inSeconds * 1000) / 1000) * 1000;
  Object.assign(release, { at, wall: shanghaiWall(at) });
  forgetPrices(sim);
  return [200, { idxId: release.ind.idxId, recordId, publishTime: release.wall }];
}

/**
 * Revises a scheduled release once published, as an agency revises a figure:
 * {recordId, actual?, revised?} (upstream strings; `revised` is the previous
 * period's revised value).
 * @param {Sim} sim @param {Body} body @returns {ControlAnswer}
 */
function reviseRelease(sim, body) {
  const { recordId, actual, revised } = body ?? {};
  const release = sim.state.scheduled.find((r) => r.recordId === recordId);
  if (!release) return [404, { error: `no scheduled release ${recordId}` }];
  if (release.at > sim.now()) return [409, { error: 'the release is still pending: only a published value is revised' }];
  for (const [name, v] of Object.entries({ actual, revised })) {
    if (v !== undefined && (typeof v !== 'string' || !/^-?\d+(\.\d+)?$/.test(v))) return [400, { error: `${name} must be a number written as a string` }];
  }
  release.values = { ...release.values, ...(actual !== undefined ? { actual } : {}), ...(revised !== undefined ? { revised } : {}) };
  return [200, { recordId, actual: release.values.actual, revised: release.values.revised }];
}

/** Answers a control request: [status, json]. @param {Sim} sim @param {string} method @param {string} name @param {Body} body @returns {ControlAnswer} */
export function control(sim, method, name, body) {
  const state = sim.state;
  const route = `${method} ${name}`;
  switch (route) {
    case 'GET health': return [200, { ok: true }];
    case 'POST faults': return addFault(state, body);
    case 'DELETE faults': state.faults = []; return [200, { ok: true }];
    case 'GET faults': return [200, { faults: state.faults.map((f) => ({ ...f, remaining: Number.isFinite(f.remaining) ? f.remaining : null })) }];
    case 'GET log': return [200, state.log];
    case 'DELETE log': state.log = emptyLog(); return [200, { ok: true }];
    case 'POST legacy': return setLegacy(state, body);
    case 'GET legacy': return [200, { allowed: state.legacyAllowed }];
    case 'POST releases': return addRelease(sim, body);
    case 'POST releases/reschedule': return rescheduleRelease(sim, body);
    case 'POST releases/revise': return reviseRelease(sim, body);
    case 'POST quirks': return setQuirks(state, body);
    case 'GET quirks': return [200, { quirks: state.quirks }];
    case 'POST reset':
      if (state.scheduled.length) forgetPrices(sim);
      Object.assign(state, { faults: [], log: emptyLog(), legacyAllowed: null, scheduled: [], quirks: defaultQuirks(state.quirkMode) });
      return [200, { ok: true }];
    default: return [404, { error: `unknown control route ${route}` }];
  }
}
