// @ts-check
// Load scenarios with autocannon against a running server and simulator.
import autocannon from 'autocannon';

/**
 * @typedef {{ base: string, sim: string, symbols: string[], readers: number, seconds: number }} ReadersOptions
 * @typedef {{
 *   readers: number,
 *   seconds: number,
 *   readerRequestsPerSecond: number,
 *   ok: number,
 *   notOk: number,
 *   failures: string,
 *   upstreamCallsPerSecond: number,
 *   upstreamCalls: number,
 * }} ReadersResult
 * @typedef {{ base: string, path?: string, pathOf?: () => string, connections: number, seconds: number, headers?: Record<string, string> }} ThroughputOptions
 *   one path (`path`, or `pathOf` for a path per request) at a fixed number of connections, with `headers` on every request
 * @typedef {{ requestsPerSecond: number, total: number, p99Ms: number, notOk: number }} Throughput
 */

const SYMBOL_CALLS = '/base/api/market/202605/symbol';

/**
 * Every symbol the simulator lists on the given exchanges, as EX|CODE keys.
 * @param {string} sim
 * @param {string[]} exchanges
 * @param {string} token
 * @returns {Promise<string[]>}
 */
export async function allSymbols(sim, exchanges, token) {
  const lists = await Promise.all(
    exchanges.map(async (ex) => {
      const res = await fetch(`${sim}/base/api/market/202605/excode?excode=${ex}&token=${encodeURIComponent(token)}`);
      /** @type {{ data: { Code: string }[] }} */
      const body = await res.json();
      return body.data.map((r) => `${ex}|${r.Code}`);
    }),
  );
  return lists.flat();
}

/**
 * A reader's poll: a random subset of up to 50 symbols (half to all of the
 * universe when it is smaller), sorted as the browser client sends it.
 * @param {string[]} symbols
 */
export function randomPoll(symbols) {
  const size = Math.min(50, Math.ceil(symbols.length / 2) + Math.floor(Math.random() * Math.ceil(symbols.length / 2)));
  const pool = [...symbols];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return `/api/quotes?codes=${encodeURIComponent(pool.slice(0, size).sort().join(','))}`;
}

/**
 * @param {string} sim
 * @returns {Promise<number>}
 */
const symbolCalls = async (sim) => ((await (await fetch(`${sim}/__sim/log`)).json()).counts[SYMBOL_CALLS] ?? 0);

/**
 * autocannon with a tally of request errors by code (ECONNRESET, timeouts…) for the report.
 * @param {import('autocannon').Options} opts
 * @returns {Promise<import('autocannon').Result & { errorCodes: Record<string, number> }>}
 */
function run(opts) {
  return new Promise((resolve, reject) => {
    /** @type {Record<string, number>} */
    const errorCodes = {};
    const instance = autocannon({ timeout: 30, ...opts }, (err, result) => (err ? reject(err) : resolve({ ...result, errorCodes })));
    instance.on('reqError', (e) => {
      const code = e.code ?? e.message;
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  });
}

/** @param {Record<string, number>} codes */
const tally = (codes) => Object.entries(codes).map(([c, n]) => `${n}× ${c}`).join(', ');

/**
 * (1) Many readers polling random subsets; upstream `symbol` calls counted at the simulator.
 * @param {ReadersOptions} options
 * @returns {Promise<ReadersResult>}
 */
export async function readersScenario({ base, sim, symbols, readers, seconds }) {
  const before = await symbolCalls(sim);
  const result = await run({
    url: base,
    connections: readers,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: randomPoll(symbols) }) }],
  });
  const calls = (await symbolCalls(sim)) - before;
  return {
    readers,
    seconds,
    readerRequestsPerSecond: result.requests.average,
    ok: result['2xx'],
    notOk: result.non2xx + result.errors + result.timeouts,
    failures: `${result.non2xx} non-2xx, ${result.errors} errors${result.errors ? ` (${tally(result.errorCodes)})` : ''}, ${result.timeouts} timeouts`,
    upstreamCallsPerSecond: calls / seconds,
    upstreamCalls: calls,
  };
}

/**
 * (2) Throughput and p99 of one path at a fixed number of connections.
 * @param {ThroughputOptions} options
 * @returns {Promise<Throughput>}
 */
export async function throughput({ base, path, pathOf, connections, seconds, headers }) {
  const result = await run({
    url: base,
    connections,
    duration: seconds,
    ...(headers ? { headers } : {}),
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf ? pathOf() : path }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p99Ms: result.latency.p99,
    notOk: result.non2xx + result.errors + result.timeouts,
  };
}
