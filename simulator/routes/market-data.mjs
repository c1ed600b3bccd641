// @ts-check
// Quotes and candles built from one price path so they agree: candles are
// aligned to whole minutes and their extremes nest (price-path.mjs); the last
// candle ends at the quote time and closes at Last; the quote's
// Open/High/Low are today's daily candle (Shanghai day).
import { movedWalkOf, round } from '../data/price-path.mjs';
import { SHANGHAI_OFFSET_MS, DAY_MS } from '../time.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('../data/markets.mjs').MarketSymbol} MarketSymbol
 * @typedef {import('../data/price-path.mjs').PricePath} PricePath
 * @typedef {{ upto: number, high: number, low: number }} RunningExtremes the extremes of an open candle so far
 * @typedef {{ start: number, open: number, close: number, high: number, low: number }} Candle
 */

/** @type {Record<string, number>} */
export const INTERVALS = { min1: 1, min5: 5, min15: 15, min30: 30, min60: 60, min120: 120, min240: 240, day: 1440 };
const CANDLE_COUNT = 120;
const MIN = 60_000;

/** Start of the candle containing ms; daily candles start at Shanghai midnight. @param {number} ms @param {number} minutes */
function candleStart(ms, minutes) {
  if (minutes === 1440) return Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return Math.floor(ms / (minutes * MIN)) * minutes * MIN;
}

/**
 * Extremes over [start, lastMark] (whole minutes) of a candle still open,
 * extended minute by minute as the clock moves rather than rescanned.
 * @param {Sim} sim @param {PricePath} walk @param {MarketSymbol} symbol @param {number} start @param {number} lastMark
 */
function runningExtremes(sim, walk, symbol, start, lastMark) {
  const key = `${symbol.code}:${start}`;
  let run = sim.running.get(key);
  if (!run || run.upto > lastMark) run = { upto: start, high: -Infinity, low: Infinity };
  if (run.upto < lastMark || run.high === -Infinity) {
    const [high, low] = walk.extremes(run.upto, lastMark);
    run = { upto: lastMark, high: Math.max(run.high, high), low: Math.min(run.low, low) };
    if (sim.running.size > 5000) sim.running.clear();
    sim.running.set(key, run);
  }
  return run;
}

/**
 * One candle from start to its end or now; completed candles are cached (they never change).
 * @param {Sim} sim @param {MarketSymbol} symbol @param {number} start @param {number} minutes @param {number} nowMs
 * @returns {Candle}
 */
function candle(sim, symbol, start, minutes, nowMs) {
  const full = start + minutes * MIN;
  const walk = movedWalkOf(sim, symbol);
  if (full <= nowMs) {
    return sim.candles.get(`${symbol.code}:${minutes}:${start}`, () => {
      const [high, low] = walk.extremes(start, full);
      return { start, open: walk.at(start), close: walk.at(full), high, low };
    });
  }
  const lastMark = Math.floor(nowMs / MIN) * MIN;
  const run = runningExtremes(sim, walk, symbol, start, lastMark);
  const [high, low] = walk.extremes(lastMark, nowMs);
  return { start, open: walk.at(start), close: walk.at(nowMs), high: Math.max(run.high, high), low: Math.min(run.low, low) };
}

/** The quote clock: whole seconds of the simulator's now. */
/** @param {Sim} sim */
const quoteNow = (sim) => Math.floor(sim.now() / 1000) * 1000;

/** @param {Sim} sim @param {MarketSymbol} symbol @param {string} type an interval of INTERVALS */
export function candles(sim, symbol, type) {
  const minutes = INTERVALS[type];
  const now = quoteNow(sim);
  const last = candleStart(now, minutes);
  const out = [];
  for (let i = CANDLE_COUNT - 1; i >= 0; i--) {
    const start = minutes === 1440 ? last - i * DAY_MS : last - i * minutes * MIN;
    const c = candle(sim, symbol, start, minutes, now);
    out.push({ UpdateTime: c.start, Open: round(symbol, c.open), High: round(symbol, c.high), Low: round(symbol, c.low), Close: round(symbol, c.close) });
  }
  return out;
}

/** @param {Sim} sim @param {string} excode @param {MarketSymbol} symbol */
export function quote(sim, excode, symbol) {
  const now = quoteNow(sim);
  const day = candle(sim, symbol, candleStart(now, 1440), 1440, now);
  return {
    Code: symbol.code,
    Decimal: String(symbol.dp),
    High: round(symbol, day.high),
    Last: round(symbol, day.close),
    LastClose: round(symbol, movedWalkOf(sim, symbol).at(day.start)),
    Low: round(symbol, day.low),
    Name: symbol.name,
    Open: round(symbol, day.open),
    QuoteTime: String(now / 1000),
    Excode: excode,
  };
}
