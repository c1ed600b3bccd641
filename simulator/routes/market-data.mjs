// Quotes and candles built from one price path so they agree: a candle's
// high/low are the extremes of the path at whole minutes inside it plus its
// close; the last candle ends at the quote time and closes at Last; the
// quote's Open/High/Low are today's daily candle (Shanghai day).
import { priceAt, round } from '../data/price-path.mjs';
import { SHANGHAI_OFFSET_MS, DAY_MS } from '../time.mjs';

export const INTERVALS = { min1: 1, min5: 5, min15: 15, min30: 30, min60: 60, min120: 120, min240: 240, day: 1440 };
export const CANDLE_COUNT = 120;
const MIN = 60_000;

/** Extremes of the path at the whole minutes of [fromMs, toMs] (both minute marks). */
function minuteExtremes(sim, symbol, fromMs, toMs) {
  const build = () => {
    let hi = -Infinity;
    let lo = Infinity;
    for (let t = fromMs; t <= toMs; t += MIN) {
      const p = priceAt(sim.seed, symbol, t);
      if (p > hi) hi = p;
      if (p < lo) lo = p;
    }
    return [hi, lo];
  };
  return toMs - fromMs >= 30 * MIN ? sim.cache.get(`ext:${symbol.code}:${fromMs}:${toMs}`, build) : build();
}

/** Start of the candle containing ms; daily candles start at Shanghai midnight. */
function candleStart(ms, minutes) {
  if (minutes === 1440) return Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return Math.floor(ms / (minutes * MIN)) * minutes * MIN;
}

function candle(sim, symbol, start, minutes, nowMs) {
  const end = Math.min(start + minutes * MIN, nowMs);
  const lastMark = Math.floor(end / MIN) * MIN;
  const open = priceAt(sim.seed, symbol, start);
  const close = priceAt(sim.seed, symbol, end);
  const [hi, lo] = lastMark >= start ? minuteExtremes(sim, symbol, start, lastMark) : [open, open];
  return { start, open, close, high: Math.max(hi, close, open), low: Math.min(lo, close, open) };
}

/** The quote clock: whole seconds of the simulator's now. */
export const quoteNow = (sim) => Math.floor(sim.now() / 1000) * 1000;

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

export function quote(sim, excode, symbol) {
  const now = quoteNow(sim);
  const day = candle(sim, symbol, candleStart(now, 1440), 1440, now);
  return {
    Code: symbol.code,
    Decimal: String(symbol.dp),
    High: round(symbol, day.high),
    Last: round(symbol, day.close),
    LastClose: round(symbol, priceAt(sim.seed, symbol, day.start)),
    Low: round(symbol, day.low),
    Name: symbol.name,
    Open: round(symbol, day.open),
    QuoteTime: String(now / 1000),
    Excode: excode,
  };
}
