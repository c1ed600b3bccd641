#!/usr/bin/env node
// @ts-check
// The production server: Next's request handler behind a plain Node HTTP
// server, so that the app knows the address of the socket a request came on.
// `next start` only writes it into X-Forwarded-For when a request has none,
// and a client can send its own; here the peer address travels in a header
// that the client cannot set (any copy it sends is overwritten). The rate
// limit (lib/api/client-address.ts) reads it with TRUST_PROXY.
// Pages then go through the cache of rendered views (lib/view-cache/serve.mjs),
// the build's static files through copies kept compressed (lib/view-cache/static-copies.mjs);
// a 405 for a method Next cannot represent and the redirect of `//` paths are
// answered here first (lib/security/before-next.mjs, with the proxy's rules).
// It sets Node's connection timeouts (TIMEOUTS below) and stops cleanly on
// SIGTERM/SIGINT (stop() below; docs/operations.md, "Timeouts" and "Stopping").
// Before its port opens, every route family is asked once (scripts/warm-up.mjs).
// Usage: node scripts/serve.mjs -p PORT -H HOST   (scripts/launch.mjs start runs it)
import { createServer } from 'node:http';
import next from 'next';
import { builtConfigEnv } from '../lib/memory/built-config.mjs';
import { ignoreLostLogReader } from '../lib/ops/log-output.mjs';
import { peekSlot } from '../lib/process-slots.mjs';
import { answersBeforeNext } from '../lib/security/before-next.mjs';
import { COMMON_SECURITY_HEADERS } from '../lib/security/rules/headers.mjs';
import { createViewServer } from '../lib/view-cache/serve.mjs';
import { createStaticCopies } from '../lib/view-cache/static-copies.mjs';
import { warmUp } from './warm-up.mjs';

// Before anything logs: a log whose reader is gone drops its lines instead of wedging the process
// (lib/ops/log-output.mjs; docs/operations.md, "Stopping").
ignoreLostLogReader();
// (Next's types declare NODE_ENV read-only: it is set here, before Next loads.)
Object.assign(process.env, { NODE_ENV: 'production' });
// Next's configuration as the build resolved it, not next.config.ts compiled again (lib/memory/built-config.mjs).
Object.assign(process.env, builtConfigEnv(process.env));
/**
 * @param {string} flag
 * @param {string} fallback
 */
const arg = (flag, fallback) => {
  const i = process.argv.indexOf(flag);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const port = Number(arg('-p', process.env.PORT || '3000'));
const hostname = arg('-H', process.env.HOSTNAME || '127.0.0.1');

/** Request header carrying the socket's peer address (lib/api/client-address.ts reads it). */
const PEER_HEADER = 'x-macrodesk-peer';

// Next names its own origin `localhost` in the URLs proxy.ts sees (a rewrite of next-intl's
// included); given another host name here it would fetch such a rewrite over HTTP from itself.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const views = createViewServer({ handle });
// The build's immutable files, read and compressed once (lib/view-cache/static-copies.mjs).
const statics = createStaticCopies({ handle });

/** Answers given before Next (lib/security/before-next.mjs): headers from the one module of security rules. */
const answeredHere = answersBeforeNext({ publicUrl: process.env.PUBLIC_URL });
/** A request that failed: a plain 500 that no browser sniffs into a document. */
const FAILED_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'x-content-type-options': COMMON_SECURITY_HEADERS['X-Content-Type-Options'],
};

/**
 * Node's timeouts, set deliberately (docs/operations.md, "Timeouts"). The
 * portal takes GET and HEAD only: a request is its line and headers.
 * - keepAliveTimeout, 65 s: how long an idle kept-alive connection stays
 *   open. Above the idle timeout of the proxies and load balancers usually in
 *   front (60 s for most), so that they close an idle connection first: were
 *   the app first, a proxy could send a request on a connection the app is
 *   closing and answer its reader 502. (Node's own default is 5 s.)
 * - headersTimeout, 66 s: how long a client may take to send a request's
 *   line and headers. It bounds a slow client holding a connection (slowloris);
 *   a second above keepAliveTimeout, as Node advises for servers behind a
 *   load balancer, so that a kept-alive connection is never cut by this one
 *   while keepAliveTimeout is the rule.
 * - requestTimeout, 70 s: the whole request received; with no body to take,
 *   a few seconds beyond the headers. Rendering is not bounded here but by
 *   the upstream budget (UPSTREAM_TIMEOUT_MS per request).
 * - connectionsCheckingInterval, 2 s: how often Node looks for connections
 *   past the two timeouts above (its default, 30 s, would let one live half a
 *   minute more).
 */
const TIMEOUTS = { keepAliveMs: 65_000, headersMs: 66_000, requestMs: 70_000, checkEveryMs: 2_000 };

/**
 * How long requests in flight may still take once a stop begins: a request's
 * upstream budget (UPSTREAM_TIMEOUT_MS, which lib/config.ts validates; its
 * default is 5000) and a margin for rendering what came back.
 */
const upstreamTimeoutMs = Number(process.env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(process.env.UPSTREAM_TIMEOUT_MS) : 5000;
const DRAIN_MS = upstreamTimeoutMs + 5000;

/** Requests being answered (logged when a stop begins and when it has to cut them). */
let inFlight = 0;
let stopping = false;

/**
 * Answers one request; `peer` is the address the rate limits key it by (the
 * socket's, or a warm-up request's own).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} peer
 */
function answer(req, res, peer) {
  inFlight++;
  res.once('close', () => inFlight--);
  // A request that came on a connection opened before the stop is answered, and its connection closed.
  if (stopping) res.setHeader('connection', 'close');
  if (answeredHere(req, res)) return;
  req.headers[PEER_HEADER] = peer;
  (statics.takes(req) ? statics.serve(req, res) : views.serve(req, res)).catch((error) => {
    console.error('request failed', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500, FAILED_HEADERS);
    res.end('Internal Server Error');
  });
}

const server = createServer(
  {
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    headersTimeout: TIMEOUTS.headersMs,
    requestTimeout: TIMEOUTS.requestMs,
    connectionsCheckingInterval: TIMEOUTS.checkEveryMs,
  },
  (req, res) => answer(req, res, req.socket.remoteAddress ?? ''),
);
// Also as properties: the values the server runs with, whatever the options a Node version takes.
server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
server.headersTimeout = TIMEOUTS.headersMs;
server.requestTimeout = TIMEOUTS.requestMs;


/** How long the app's own closing (the archive: its queued writes, its database) may take after that. */
const CLOSE_MS = 30_000;
/**
 * A repeated signal sooner than this after the first is the same stop: a
 * terminal's Ctrl-C reaches both scripts/launch.mjs and this process, and the
 * launcher passes its copy on.
 */
const SAME_STOP_MS = 1000;
let firstSignalAt = 0;

/** @param {string} line */
const log = (line) => console.log(`[macrodesk] ${line}`);

/**
 * A clean stop (docs/operations.md, "Stopping"): no new connections; the
 * requests in flight finish, for DRAIN_MS at most (idle kept-alive
 * connections are closed at once, and each one as soon as its answer is
 * sent); then what the app registered in the process's shutdown slot runs
 * (lib/archive/runtime.ts: the archive's queued writes are written and its
 * database closed), and the process exits 0. A second signal exits at once, 1.
 */
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) {
    if (Date.now() - firstSignalAt < SAME_STOP_MS) return;
    log(`${signal} again: stopping at once, without waiting for ${inFlight} request(s) in flight or closing the archive`);
    process.exit(1);
  }
  stopping = true;
  firstSignalAt = Date.now();
  log(`${signal}: stopping; no new connections, ${inFlight} request(s) in flight get up to ${DRAIN_MS} ms (a second signal stops at once)`);
  drain().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[macrodesk] stop failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

/**
 * What `promise` settles with, or 'timeout' after `ms`.
 * @template T
 * @param {number} ms
 * @param {Promise<T>} promise
 * @returns {Promise<T | 'timeout'>}
 */
const within = (ms, promise) => {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<'timeout'>} */
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

async function drain() {
  let code = 0;
  /** @type {Promise<'closed'>} */
  const closed = new Promise((resolve) => server.close(() => resolve('closed')));
  server.closeIdleConnections();
  // A connection whose last answer went out is idle: closed as soon as it is.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const drained = await within(DRAIN_MS, closed);
  clearInterval(idle);
  if (drained === 'timeout') {
    log(`${inFlight} request(s) still running after ${DRAIN_MS} ms: cut`);
    server.closeAllConnections();
    code = 1;
  } else {
    log('requests drained');
  }
  /** @type {Map<string, () => Promise<unknown>> | undefined} what the app registered (lib/archive/runtime.ts) */
  const registered = peekSlot('macrodesk.shutdown');
  const hooks = registered instanceof Map ? [...registered] : [];
  for (const [name, hook] of hooks) {
    try {
      const line = await within(CLOSE_MS, hook());
      if (line === 'timeout') {
        log(`${name}: not closed after ${CLOSE_MS} ms`);
        code = 1;
      } else log(typeof line === 'string' ? line : `${name} closed`);
    } catch (error) {
      log(`${name}: closing failed: ${error instanceof Error ? error.message : String(error)}`);
      code = 1;
    }
  }
  log(`stopped (exit ${code})`);
  return code;
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

// Last, once every rule above is defined and the signals are handled (a stop during the warm-up is a clean one).
// Every route family once, on a private port, before readers can come (scripts/warm-up.mjs).
// A fresh embedded archive is created on the first requests: the first families may wait for it.
// WARM_UP=off skips it (docs/operations.md, "Starting").
if (process.env.WARM_UP !== 'off') {
  const warm = await warmUp(answer, { eachMs: 2 * (upstreamTimeoutMs + 2000), withinMs: 3 * (upstreamTimeoutMs + 2000) });
  console.log(`[macrodesk] warmed ${warm.answered} of ${warm.asked} route families in ${warm.ms} ms${warm.timedOut ? ' (the rest load with their first reader)' : ''}`);
}
// A stop asked for during the warm-up is already under way (stop() above): the port never opens.
if (!stopping) server.listen(port, hostname, () => console.log(`[macrodesk] ready on http://${hostname}:${port}`));
