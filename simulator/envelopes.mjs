// Response envelopes per family (docs/upstream.md "Envelopes"). A route returns
// { envelope, data } or { envelope, error: { code, text } }; the server wraps
// it, after faults had their say. Error codes and texts are not in the
// document ("Error code values … not shown"), so these are the simulator's.

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
 */
export function calendar(textKey) {
  return {
    family: 'calendar',
    ok: (data) => ({ code: 200, [textKey]: '', data }),
    error: (code, text) => ({ code, [textKey]: text, data: null }),
    failureCode: 500,
  };
}

export const market = {
  family: 'market',
  ok: (data) => ({ code: 200, msg: '', data }),
  error: (code, text) => ({ code, msg: text, data: null }),
  failureCode: 500,
};

export const news = {
  family: 'news',
  ok: (data) => ({ code: 200, message: 'success', data }),
  error: (code, text) => ({ code, message: text, data: null }),
  failureCode: 500,
};

export const TOKEN_INVALID = { code: 401, text: 'token invalid' };
export const BAD_VERSION = { code: 404, text: 'not found: the version segment must be 202605' };
export const badParam = (text) => ({ code: 400, text });
