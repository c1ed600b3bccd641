// @ts-check
// Deterministic pseudo-randomness. Everything the simulator invents is a pure
// function of (seed, date, id), so the same request on the same clock gives
// the same bytes, and any past day or candle can be regenerated on demand.

/** Final avalanche of murmur3: spreads every input bit over the 32-bit result. @param {number} h */
function mix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 units of a string, then mixed. @param {string} text */
export function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/**
 * Hash of a 32-bit key and an integer (fast path for per-minute noise).
 * @param {number} key
 * @param {number} n
 */
export function hashInt(key, n) {
  const lo = n | 0;
  const hi = Math.floor(n / 4294967296) | 0;
  return mix32(key ^ mix32(lo + Math.imul(hi, 0x9e3779b1) + 0x9e3779b9));
}

/** A number in [0, 1) from any list of parts, e.g. unit(seed, '2026-11-21', idxId). @param {...(string | number)} parts */
export function unit(...parts) {
  return hashString(parts.join('\u0001')) / 4294967296;
}

/**
 * mulberry32: a small stream of numbers in [0, 1) for one seeded scope.
 * @param {...(string | number)} parts
 * @returns {() => number}
 */
export function stream(...parts) {
  let a = hashString(parts.join('\u0001'));
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over a stream: integers, picks, signed noise. @param {() => number} next */
export function dice(next) {
  return {
    next,
    /** @param {number} min @param {number} max */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
    signed: () => next() * 2 - 1,
    /** @param {number} p */
    chance: (p) => next() < p,
  };
}
