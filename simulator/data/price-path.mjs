// A deterministic random walk per symbol as a function of time: a sum of
// value-noise octaves from 64 days down to 90 seconds, amplitudes scaled like
// Brownian motion (√period). Any instant's price can be recomputed, so every
// past candle is reproducible and the current price moves with the clock.
import { hashInt, hashString } from '../rng.mjs';

const OCTAVES_MIN = [92160, 23040, 5760, 1440, 360, 90, 24, 6, 1.5];
const smooth = (t) => t * t * (3 - 2 * t);

const keys = new Map();
function keyOf(seed, name) {
  const k = `${seed}\u0001${name}`;
  if (!keys.has(k)) keys.set(k, hashString(k));
  return keys.get(k);
}

function octaves(key, minutes, vol) {
  let sum = 0;
  for (let o = 0; o < OCTAVES_MIN.length; o++) {
    const period = OCTAVES_MIN[o];
    const x = minutes / period;
    const i = Math.floor(x);
    const ko = (key + Math.imul(o + 1, 0x27d4eb2d)) | 0;
    const a = hashInt(ko, i) / 2147483648 - 1;
    const b = hashInt(ko, i + 1) / 2147483648 - 1;
    sum += (a + (b - a) * smooth(x - i)) * vol * 0.6 * Math.sqrt(period / 1440);
  }
  return sum;
}

/** The unrounded price of a symbol at an instant (ms). */
export function priceAt(seed, symbol, ms) {
  const minutes = ms / 60_000;
  const main = octaves(keyOf(seed, symbol.leader), minutes, symbol.vol);
  const own = symbol.leader === symbol.code ? 0 : octaves(keyOf(seed, symbol.code), minutes, symbol.vol * 0.08);
  return symbol.base * Math.exp(main + own);
}

export const round = (symbol, price) => price.toFixed(symbol.dp);
