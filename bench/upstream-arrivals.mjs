// @ts-check
// Upstream calls as the upstream sees them: each call's arrival time on the
// simulator's own clock, from its request log (the last 2,000 entries), read
// often enough that none is missed. Used by the crawl and the soak
// (docs/performance.md).

/**
 * @typedef {{ times: number[], paths: string[], unseen: number, seen: number, read: () => Promise<void> }} ArrivalReader
 *   arrival times (ms, the simulator's clock) and paths of the calls, calls missed, the log's total at the last read
 */

/**
 * The most timestamps (ms) within any window of one second.
 * @param {number[]} times
 */
export function maxPerSecond(times) {
  return busiestSecond(times).count;
}

/**
 * The busiest one-second window: how many timestamps it holds and when it
 * starts (ms; NaN without timestamps).
 * @param {number[]} times
 */
export function busiestSecond(times) {
  const sorted = [...times].sort((a, b) => a - b);
  let count = 0;
  let at = NaN;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i] - sorted[j] >= 1000) j++;
    if (i - j + 1 > count) {
      count = i - j + 1;
      at = sorted[j];
    }
  }
  return { count, at };
}

/**
 * Reads the simulator's log from its current total on: `read()` adds the
 * arrival times of the calls logged since the last read; `unseen` counts
 * calls that left the log before a read (a read came too late).
 * @param {string} sim
 * @returns {Promise<ArrivalReader>}
 */
export async function arrivalReader(sim) {
  /** @returns {Promise<import('../simulator/control.mjs').RequestLog>} */
  const logOf = async () => (await fetch(`${sim}/__sim/log`)).json();
  /** @type {ArrivalReader} */
  const reader = {
    times: [],
    paths: [],
    unseen: 0,
    seen: (await logOf()).total,
    read: async () => {
      const log = await logOf();
      const fresh = log.total - reader.seen;
      reader.seen = log.total;
      // slice(-0) would be the whole log.
      const kept = fresh > 0 ? log.requests.slice(-Math.min(fresh, log.requests.length)) : [];
      reader.unseen += fresh - kept.length;
      for (const r of kept) {
        reader.times.push(Date.parse(r.at));
        reader.paths.push(r.path);
      }
    },
  };
  return reader;
}

/**
 * What the calls of a window were, by host and operation (the first three
 * segments of the path: `base/api/calendar…`), most first.
 * @param {ArrivalReader} arrivals
 * @param {number} from start of the window (ms)
 * @param {number} [ms]
 */
export function callsWithin(arrivals, from, ms = 1000) {
  /** @type {Map<string, number>} */
  const by = new Map();
  arrivals.times.forEach((t, i) => {
    if (t < from || t >= from + ms) return;
    const segs = (arrivals.paths[i] ?? '').split('/').filter(Boolean);
    const op = [segs[0], segs[1], segs.at(-1)].join('/');
    by.set(op, (by.get(op) ?? 0) + 1);
  });
  return [...by].sort((a, b) => b[1] - a[1]).map(([op, n]) => `${op} ${n}`).join(', ');
}
