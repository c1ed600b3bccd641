// @ts-check
// Maps a request to its operation. Tokened routes check, in order: that the
// operation exists (else HTTP 404), the fixed version segment 202605, the
// token (HTTP 200 with a non-success envelope, "token invalid"), then params.
import { BAD_VERSION, TOKEN_INVALID, market as marketEnvelope, news as newsEnvelope } from './envelopes.mjs';
import { LANGS, calendarEnvelope, calendarOp, isCalendarOp } from './routes/calendar.mjs';
import { isLegacyOp, legacyEnvelope, legacyOp } from './routes/legacy.mjs';
import { MARKET_OPS, marketOp } from './routes/market.mjs';
import { NEWS_OPS, newsOp } from './routes/news.mjs';

/**
 * @typedef {import('./server.mjs').Sim} Sim
 * @typedef {import('./envelopes.mjs').Envelope} Envelope
 * @typedef {{ data?: any, error?: import('./envelopes.mjs').UpstreamFailure, status?: number }} Answer
 *   an operation's data, or the failure its envelope reports (`status`: the HTTP status, 200 by default)
 * @typedef {Answer & { envelope: Envelope }} RouteResult
 */

const VERSION = '202605';

/**
 * @param {Sim} sim @param {Envelope} envelope @param {string} version @param {URLSearchParams} query @param {() => Answer} answer
 * @returns {RouteResult}
 */
function tokened(sim, envelope, version, query, answer) {
  if (version !== VERSION) return { envelope, error: BAD_VERSION, status: 404 };
  if (query.get('token') !== sim.token) return { envelope, error: TOKEN_INVALID };
  return { envelope, ...answer() };
}

/**
 * @param {Sim} sim @param {string} host @param {string[]} segs the path after the host @param {URLSearchParams} query
 * @returns {RouteResult | null}
 */
export function route(sim, host, segs, query) {
  if (host === 'legacy') return isLegacyOp(segs) ? { envelope: legacyEnvelope, ...legacyOp(sim, segs) } : null;
  if (segs.length !== 4) return null;
  const [lang, family, version, op] = segs;
  if (family === 'calendar' && isCalendarOp(host, lang, op)) {
    return tokened(sim, calendarEnvelope(op), version, query, () => calendarOp(sim, op, LANGS[lang], query));
  }
  if (family === 'market' && host === 'base' && lang === 'api' && MARKET_OPS.includes(op)) {
    return tokened(sim, marketEnvelope, version, query, () => marketOp(sim, op, query));
  }
  if (family === 'news' && host === 'alt' && lang === 'api' && NEWS_OPS.includes(op)) {
    return tokened(sim, newsEnvelope, version, query, () => newsOp(sim, op, query));
  }
  return null;
}
