// @ts-check
// The built-in upstream simulator: one HTTP server that serves the three
// upstream hosts of docs/upstream.md under path prefixes (/base, /alt,
// /legacy) and a test control API under /__sim/. Written from the interface
// document alone; see README.md.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BoundedCache } from './cache.mjs';
import { control, createState, recordRequest, takeFault } from './control.mjs';
import { renderResult } from './faults.mjs';
import { route } from './router.mjs';

/**
 * One running simulator: its seed, token and clock, caches of generated days
 * and candles, the release moves and open candles of its price paths
 * (release-moves.mjs, routes/market-data.mjs) and the state the control API
 * changes (control.mjs); `loop` is its own event-loop delay (`GET /__sim/stats`:
 * a stall here would bunch the arrival times its request log shows).
 * @typedef {{
 *   seed: string, token: string, now: () => number, cache: BoundedCache, candles: BoundedCache,
 *   moves: Map<string, Map<number, import('./data/release-moves.mjs').Move[]>>,
 *   running: Map<string, import('./routes/market-data.mjs').RunningExtremes>,
 *   state: import('./control.mjs').SimState,
 *   loop: import('node:perf_hooks').IntervalHistogram,
 * }} Sim
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 */

const JSON_TYPE = 'application/json; charset=utf-8';
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {ServerResponse} res @param {number} status @param {unknown} body @param {string} [type] */
function send(res, status, body, type = JSON_TYPE) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The request's JSON body ({} when empty), or undefined when it is not JSON. @param {IncomingMessage} req */
async function readJson(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** @param {Sim} sim @param {IncomingMessage} req @param {ServerResponse} res @param {string} name */
async function handleControl(sim, req, res, name) {
  const body = req.method === 'POST' ? await readJson(req) : {};
  if (body === undefined) return send(res, 400, { error: 'body must be JSON' });
  const [status, json] = control(sim, req.method ?? '', name, body);
  send(res, status, json);
}

/** @param {Sim} sim @param {IncomingMessage} req @param {ServerResponse} res */
async function handle(sim, req, res) {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const path = url.pathname;
  if (path === '/__sim/stats') {
    return send(res, 200, { eventLoopDelayMaxMs: Math.round(sim.loop.max / 1e6), eventLoopDelayP99Ms: Math.round(sim.loop.percentile(99) / 1e6) });
  }
  if (path.startsWith('/__sim/')) return handleControl(sim, req, res, path.slice(7).replace(/\/$/, ''));
  const segs = path.split('/').filter(Boolean);
  const host = segs[0];
  if (!['base', 'alt', 'legacy'].includes(host)) return send(res, 404, 'not found', 'text/plain');
  recordRequest(sim.state, {
    at: new Date(sim.now()).toISOString(), method: req.method, path, query: Object.fromEntries(url.searchParams), host,
  });
  if (req.method !== 'GET') return send(res, 405, 'method not allowed', 'text/plain');
  const fault = takeFault(sim.state, path);
  if (fault?.kind === 'drop') return req.socket.destroy();
  if (fault?.kind === 'http') return send(res, fault.status, `upstream error ${fault.status}`, 'text/plain');
  if (fault?.kind === 'malformed') return send(res, 200, '{"code":200,"data":[{"ID":');
  if (fault?.kind === 'latency') await sleep(fault.ms);
  const result = route(sim, host, segs.slice(1), url.searchParams);
  if (!result) return send(res, 404, 'not found', 'text/plain');
  send(res, result.status ?? 200, renderResult(result, fault));
}

/**
 * Starts the simulator. `now` is the simulator's clock (tests inject one):
 * windows, release status, quotes and news all follow it.
 * `quirks` is the start (and reset) mode of every quirk of quirks.mjs: `auto`
 * (some days, the default) or `off` (the document's plain reading).
 * @param {{ port?: number, host?: string, token?: string, seed?: string, now?: () => number, quirks?: 'auto' | 'off' }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startSimulator({ port = 0, host = '127.0.0.1', token = 'macrodesk-simulator-token', seed = 'macrodesk', now = () => Date.now(), quirks = 'auto' } = {}) {
  /** @type {Sim} */
  const sim = { seed, token, now, cache: new BoundedCache(1000), candles: new BoundedCache(20_000), moves: new Map(), running: new Map(), state: createState(quirks), loop: monitorEventLoopDelay({ resolution: 20 }) };
  sim.loop.enable();
  const server = http.createServer((req, res) => {
    handle(sim, req, res).catch((err) => {
      if (!res.headersSent) send(res, 500, `simulator error: ${err?.message ?? err}`, 'text/plain');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  return {
    url,
    port: actual,
    /** @type {() => Promise<void>} */
    close: () => new Promise((resolve) => {
      sim.loop.disable();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
