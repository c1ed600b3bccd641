// @ts-check
// Fault kinds that change an otherwise normal answer (team contract,
// "POST faults"): envelope, wrong-type, empty and partial (one record of a
// list wrongly typed, the others as they were). The transport faults
// (latency, http, malformed, drop) are applied in server.mjs before routing.

/**
 * A wrongly typed copy of one record, per family, e.g. tokened ID as an object.
 * @param {string} family @param {Record<string, unknown>} record
 */
function corrupt(family, record) {
  /** @type {Record<string, unknown>} */
  const r = { ...record };
  if ('ID' in r && typeof r.ID === 'number') r.ID = { value: r.ID };
  else if ('ACTUAL_PRICE' in r) r.ACTUAL_PRICE = [Number(r.ACTUAL_PRICE) || 0];
  else if ('IMPORTANCE' in r) r.IMPORTANCE = [Number(r.IMPORTANCE)];
  else if ('Last' in r) r.Last = [Number(r.Last)];
  else if ('UpdateTime' in r) r.UpdateTime = { ms: r.UpdateTime };
  else if ('NewsContent' in r) r.NewsContent = { html: r.NewsContent };
  else if ('NewsID' in r) r.NewsID = [Number(r.NewsID)];
  else if ('UPDATE_PERIOD' in r) r.UPDATE_PERIOD = { value: r.UPDATE_PERIOD };
  else if ('IDX_ID' in r) r.IDX_ID = [Number(r.IDX_ID)];
  else r[Object.keys(r)[0] ?? 'x'] = { family };
  return r;
}

/**
 * The body to send for a route result, after an envelope-level fault if any.
 * @param {import('./router.mjs').RouteResult} result @param {import('./control.mjs').Fault | null} fault
 */
export function renderResult(result, fault) {
  const env = result.envelope;
  if (fault?.kind === 'envelope') return env.error(env.failureCode, 'service busy, please retry later');
  if (result.error) return env.error(result.error.code, result.error.text);
  let data = result.data;
  if (fault?.kind === 'empty') data = Array.isArray(data) ? [] : null;
  // The middle record: neither the first nor the last, which a client might treat apart.
  if (fault?.kind === 'partial' && Array.isArray(data) && data.length) {
    const broken = Math.floor(data.length / 2);
    data = data.map((r, i) => (i === broken ? corrupt(env.family, r) : r));
  }
  if (fault?.kind === 'wrong-type') {
    if (Array.isArray(data)) data = data.length ? data.map((r) => corrupt(env.family, r)) : { records: [] };
    else data = data === null ? [] : corrupt(env.family, data);
  }
  return env.ok(data);
}
