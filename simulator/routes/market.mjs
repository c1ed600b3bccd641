// @ts-check
// Market operations (docs/upstream.md section D, api prefix only): symbol
// list of an exchange, quotes for EX|CODE entries, candle history.
import { badParam } from '../envelopes.mjs';
import { EXCHANGES, findSymbol } from '../data/markets.mjs';
import { INTERVALS, candles, quote } from './market-data.mjs';

export const MARKET_OPS = ['excode', 'symbol', 'kline'];
const MAX_ENTRIES = 100;

/**
 * @param {import('../server.mjs').Sim} sim @param {string} op @param {URLSearchParams} query
 * @returns {import('../router.mjs').Answer}
 */
export function marketOp(sim, op, query) {
  if (op === 'excode') {
    const excode = query.get('excode');
    if (!excode) return { error: badParam('parameter excode is required') };
    // Unknown exchange: success with no symbols.
    return { data: (EXCHANGES[excode] ?? []).map((s) => quote(sim, excode, s)) };
  }
  if (op === 'symbol') {
    const code = query.get('code');
    if (!code) return { error: badParam('parameter code is required (EXCODE|SYMBOL, comma separated)') };
    const entries = code.split(',');
    if (entries.length > MAX_ENTRIES) return { error: badParam(`parameter code takes at most ${MAX_ENTRIES} entries`) };
    const data = [];
    for (const entry of entries) {
      const [excode, sym, extra] = entry.split('|');
      if (!excode || !sym || extra !== undefined) return { error: badParam(`parameter code entry "${entry.slice(0, 40)}" must be EXCODE|SYMBOL`) };
      const symbol = findSymbol(excode, sym);
      if (symbol) data.push(quote(sim, excode, symbol));
    }
    return { data };
  }
  const excode = query.get('excode');
  const code = query.get('code');
  const type = query.get('type');
  if (!excode || !code || !type) return { error: badParam('parameters excode, code and type are required') };
  if (!Object.hasOwn(INTERVALS, type)) return { error: badParam(`parameter type must be one of ${Object.keys(INTERVALS).join(', ')}`) };
  const symbol = findSymbol(excode, code);
  return { data: symbol ? candles(sim, symbol, type) : [] };
}
