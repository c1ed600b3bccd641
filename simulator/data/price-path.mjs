// @ts-check
// A deterministic random walk per symbol as a function of time: a sum of
// value-noise octaves from 64 days down to 90 seconds, amplitudes scaled like
// Brownian motion (√period). Any instant's price can be recomputed, so every
// past candle is reproducible and the current price moves with the clock.
// Each whole minute also gets a small seeded wick, so candles have shadows.
import { hashInt, hashString } from '../rng.mjs';
import { releaseShift } from './release-moves.mjs';

/**
 * @typedef {import('./markets.mjs').MarketSymbol} MarketSymbol
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {{ at: (ms: number) => number, extremes: (fromMs: number, toMs: number) => [number, number] }} PricePath
 */

const OCTAVES_MIN = [92160, 23040, 5760, 1440, 360, 90, 24, 6, 1.5];
const MIN = 60_000;
/** @param {number} t */
const smooth = (t) => t * t * (3 - 2 * t);

class Noise {
  /** @param {number} key @param {number} vol */
  constructor(key, vol) {
    this.keys = OCTAVES_MIN.map((_, o) => (key + Math.imul(o + 1, 0x27d4eb2d)) | 0);
    this.amps = OCTAVES_MIN.map((p) => vol * 0.6 * Math.sqrt(p / 1440));
    // Last lattice cell per octave: scans over consecutive minutes rarely leave it.
    this.cell = OCTAVES_MIN.map(() => [NaN, 0, 0]);
  }

  /** @param {number} minutes */
  at(minutes) {
    let sum = 0;
    for (let o = 0; o < OCTAVES_MIN.length; o++) {
      const x = minutes / OCTAVES_MIN[o];
      const i = Math.floor(x);
      const c = this.cell[o];
      if (c[0] !== i) {
        c[0] = i;
        c[1] = hashInt(this.keys[o], i) / 2147483648 - 1;
        c[2] = hashInt(this.keys[o], i + 1) / 2147483648 - 1;
      }
      sum += (c[1] + (c[2] - c[1]) * smooth(x - i)) * this.amps[o];
    }
    return sum;
  }
}

class Walk {
  /** @param {string} seed @param {MarketSymbol} symbol */
  constructor(seed, symbol) {
    this.base = symbol.base;
    this.main = new Noise(hashString(`${seed}\u0001${symbol.leader}`), symbol.vol);
    this.own = symbol.leader === symbol.code ? null : new Noise(hashString(`${seed}\u0001${symbol.code}`), symbol.vol * 0.08);
    this.wickKey = hashString(`${seed}\u0001wick\u0001${symbol.code}`);
    this.wickAmp = symbol.vol * 0.4 * Math.sqrt(1 / 1440);
  }

  /** @param {number} ms */
  at(ms) {
    const m = ms / MIN;
    return this.base * Math.exp(this.main.at(m) + (this.own ? this.own.at(m) : 0));
  }

  /**
   * High and low over [fromMs, toMs]: for each minute touched, the larger and
   * smaller of its end prices widened by that minute's wick (a partial minute
   * gets the elapsed share). Candles aligned to minutes therefore nest: a
   * day's extremes include those of every intraday candle in it.
   * @param {number} fromMs @param {number} toMs @param {(ms: number) => number} [at]
   * @returns {[number, number]}
   */
  extremes(fromMs, toMs, at = (ms) => this.at(ms)) {
    let hi = -Infinity;
    let lo = Infinity;
    let prev = at(fromMs);
    for (let t = fromMs; t < toMs; t += MIN) {
      const end = Math.min(t + MIN, toMs);
      const next = at(end);
      const share = (end - t) / MIN;
      const minute = t / MIN;
      const up = 1 + this.wickAmp * share * (hashInt(this.wickKey, minute) / 4294967296);
      const down = 1 - this.wickAmp * share * (hashInt(this.wickKey ^ 0x5bd1e995, minute) / 4294967296);
      hi = Math.max(hi, prev * up, next * up);
      lo = Math.min(lo, prev * down, next * down);
      prev = next;
    }
    return hi === -Infinity ? [prev, prev] : [hi, lo];
  }
}

/** @type {Map<string, Walk>} */
const walks = new Map();
/** The walk of a symbol under a seed (kept: it is small and reused by every request). @param {string} seed @param {MarketSymbol} symbol */
export function walkOf(seed, symbol) {
  const key = `${seed}\u0001${symbol.code}`;
  let walk = walks.get(key);
  if (!walk) {
    if (walks.size > 500) walks.clear();
    walks.set(key, (walk = new Walk(seed, symbol)));
  }
  return walk;
}

/** @param {string} seed @param {MarketSymbol} symbol @param {number} ms */
export const priceAt = (seed, symbol, ms) => walkOf(seed, symbol).at(ms);

/**
 * A symbol's path in one simulator: the seeded walk shifted by the releases
 * that move its leader (release-moves.mjs), which depend on that simulator's
 * scheduled releases.
 * @param {Sim} sim @param {MarketSymbol} symbol
 * @returns {PricePath}
 */
export function movedWalkOf(sim, symbol) {
  const walk = walkOf(sim.seed, symbol);
  /** @param {number} ms */
  const at = (ms) => walk.at(ms) * Math.exp(releaseShift(sim, symbol.leader, symbol.vol, ms));
  return { at, extremes: (fromMs, toMs) => walk.extremes(fromMs, toMs, at) };
}

/** @param {MarketSymbol} symbol @param {number} price */
export const round = (symbol, price) => price.toFixed(symbol.dp);
