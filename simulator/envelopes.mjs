// @ts-check
// Response envelopes per family (docs/upstream.md "Envelopes"). A route returns
// { envelope, data } or { envelope, error: { code, text } }; the server wraps
// it, after faults had their say. Error codes and texts are not in the
// document ("Error code values … not shown"), so these are the simulator's.

/**
 * How a family wraps its answers: `ok(data)`, `error(code, text)`, and the
 * code of a failure the service itself reports (faults.mjs, `envelope`).
 * @typedef {{ family: string, ok: (data: unknown) => object, error: (code: number, text: string) => object, failureCode: number }} Envelope
 * @typedef {{ code: number, text: string }} UpstreamFailure
 */

/** @type {Envelope} */
export const legacy = {
  family: 'legacy',
  ok: (data) => ({ code: 0, message: 'success', update_time: '', data }),
  error: (code, text) => ({ code, message: text, update_time: '', data: [] }),
  failureCode: 500,
};

/**
 * Tokened calendar: "message or msg depending on the operation". The
 * simulator uses `message` for daily data and indicator info, `msg` for week,
 * month and events, on both hosts, so a client must accept either.
 * @param {string} textKey
 * @returns {Envelope}
 */
export function calendar(textKey) {
  return {
    family: 'calendar',
    ok: (data) => ({ code: 200, [textKey]: '', data }),
    error: (code, text) => ({ code, [textKey]: text, data: null }),
    failureCode: 500,
  };
}

/** @type {Envelope} */
export const market = {
  family: 'market',
  ok: (data) => ({ code: 200, msg: '', data }),
  error: (code, text) => ({ code, msg: text, data: null }),
  failureCode: 500,
};

/** @type {Envelope} */
export const news = {
  family: 'news',
  ok: (data) => ({ code: 200, message: 'success', data }),
  error: (code, text) => ({ code, message: text, data: null }),
  failureCode: 500,
};

/** @type {UpstreamFailure} */
export const TOKEN_INVALID = { code: 401, text: 'token invalid' };
/** @type {UpstreamFailure} */
export const BAD_VERSION = { code: 404, text: 'not found: the version segment must be 202605' };
/** @param {string} text @returns {UpstreamFailure} */
export const badParam = (text) => ({ code: 400, text });
