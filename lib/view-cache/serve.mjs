// @ts-check
// The request handler in front of Next's: a reader whose view was rendered
// moments ago gets that rendering, with a fresh CSP nonce, instead of a new
// render. docs/design.md "Performance budgets": render cost flat in readers.
//
// A rendered page is stored only when it is a complete 200 HTML answer that
// sets no cookie and carries a nonce, and only until the earliest moment one
// of the upstream data it shows stops being fresh (lib/view-cache/freshness.ts
// collects it during the render; an upstream failure makes the page
// uncacheable). So a copy is never staler than its data's freshness rule, and
// serving it shows what a new render would show.
//
// Every request gets its time budget here, on arrival (UPSTREAM_TIMEOUT_MS;
// lib/upstream/deadline.ts reads it): a reader waiting for another's render
// of its view waits at most that long, then renders for itself with what is
// left (docs/operations.md, "Timeouts"). A render is shared as soon as Next
// has written the whole page, whether or not its own client reads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { registerCacheGauge } from '../memory/cache-gauges.mjs';
import { registerViewStats, timedRenders } from '../metrics/hooks.mjs';
import { defaultViewCacheBytes } from '../memory/heap-share.mjs';
import compression from 'next/dist/compiled/compression/index.js';
import { acceptsGzip, chunkBytes, compressOnTheWayOut } from './capture.mjs';
import { gzipParts, gzipWithNonce } from './gzip-copy.mjs';
import { setSlot } from '../process-slots.mjs';
import { viewKey } from './key.mjs';
import { freshNonce, nonceOf, splitOnNonce } from './nonce.mjs';
import { ViewStore } from './store.mjs';
import { inlineStreamedSegments } from './inline-segments.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {import('./store.mjs').StoredView} StoredView
 * @typedef {(req: IncomingMessage, res: ServerResponse) => unknown} RequestHandler
 * @typedef {{ until: number, failed: boolean }} RenderFreshness what the render reports (lib/view-cache/freshness.ts)
 * @typedef {{ status: number, headers: OutgoingHttpHeaders }} RenderedHead
 */

/**
 * UPSTREAM_TIMEOUT_MS as lib/config.ts reads it (this file runs before any bundle).
 * @param {Record<string, string | undefined>} [env]
 */
export function upstreamTimeoutMs(env = process.env) {
  const ms = Number(env.UPSTREAM_TIMEOUT_MS);
  return env.UPSTREAM_TIMEOUT_MS && Number.isInteger(ms) && ms >= 100 && ms <= 120_000 ? ms : 5000;
}

/** Headers of one response only: recomputed for every copy. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'content-encoding']);
/** A page bigger than this is served but not stored. */
const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;

/**
 * @param {{ handle: RequestHandler, maxBytes?: number, maxAgeMs?: number, now?: () => number, budgetMs?: number }} options
 * maxAgeMs bounds views whose data reported no freshness (pages without upstream data).
 * budgetMs: each request's time budget from its arrival (the upstream timeout).
 */
export function createViewServer({ handle, maxBytes = defaultViewCacheBytes(), maxAgeMs = 60_000, now = Date.now, budgetMs = upstreamTimeoutMs() }) {
  /** @type {ViewStore<StoredView>} */
  const store = new ViewStore({ maxBytes, now });
  registerCacheGauge('views', () => ({ bytes: store.bytes, maxBytes, entries: store.entries.size }));
  registerViewStats(() => store.stats());
  // Where the render reports the freshness of its data (read by lib/view-cache/freshness.ts).
  /** @type {AsyncLocalStorage<RenderFreshness>} */
  const freshness = setSlot('macrodesk.viewFreshness', new AsyncLocalStorage());
  // Where the request's deadline is found (read by lib/upstream/deadline.ts).
  /** @type {AsyncLocalStorage<{ at: number }>} */
  const deadlines = setSlot('macrodesk.requestDeadline', new AsyncLocalStorage());
  // Copies and renders are compressed alike, whatever their size.
  const compress = compression({ threshold: 0 });

  /**
   * A stored view as one response: its status and headers, a fresh nonce in
   * CSP and body; gzipped from the view's own gzip when the reader takes it.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} key
   * @param {StoredView} entry
   */
  function sendCopy(req, res, key, entry) {
    const nonce = freshNonce();
    const writeHead = () => {
      res.statusCode = entry.status;
      for (const [name, value] of entry.headers) res.setHeader(name, typeof value === 'string' ? value : value.join(nonce));
      res.setHeader('x-view-cache', 'hit');
    };
    const zipped = acceptsGzip(req.headers['accept-encoding']) ? gzipOf(key, entry, nonce) : null;
    if (zipped) {
      writeHead();
      res.setHeader('vary', withAcceptEncoding(res.getHeader('vary')));
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', zipped.length);
      res.end(zipped);
      return;
    }
    // Other encodings, or none, as for a render: by the reader's Accept-Encoding.
    compress(req, res, () => {
      writeHead();
      res.end(joinAround(entry.body, nonce));
    });
  }

  /**
   * The view's gzip around `nonce`, made on the first reader that takes gzip
   * (and counted in the store's bytes), or null when it cannot be made or the
   * view's headers forbid transforming it.
   * @param {string} key
   * @param {StoredView} entry
   * @param {string} nonce
   */
  function gzipOf(key, entry, nonce) {
    if (entry.gzip === undefined) {
      const cacheControl = entry.headers.find(([name]) => name === 'cache-control')?.[1];
      entry.gzip = /no-transform/i.test(String(cacheControl ?? '')) ? null : gzipParts(entry.body, entry.nonceBytes);
      if (entry.gzip) store.grow(key, entry, entry.gzip.bytes);
    }
    return entry.gzip ? gzipWithNonce(entry.gzip, entry.body, nonce) : null;
  }

  /**
   * Renders through Next while keeping a copy of what it writes; settles with
   * a storable entry or null as soon as Next has ended the response, however
   * slowly its own client reads it, or with null when the response closes
   * unended or the page outgrows what is stored. Until then the render is
   * not paced by its client (writes report no back-pressure, so Next does
   * not wait for `drain`): readers waiting for it are not held by a client
   * that never reads. What the client has not read stays buffered, at most
   * the page.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<StoredView | null>}
   */
  function renderAndCapture(req, res) {
    return new Promise((resolve) => {
      // Next renders without compression so that the copy is text (lib/view-cache/capture.mjs).
      compressOnTheWayOut(compress, req, res);
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      /** @type {RenderedHead | null} */
      let head = null;
      let settled = false;
      /** @type {RenderFreshness} */
      const state = { until: Infinity, failed: false };
      /** @param {StoredView | null} entry */
      const settle = (entry) => {
        if (settled) return;
        settled = true;
        chunks.length = 0;
        resolve(entry);
      };
      /**
       * @param {unknown} chunk what Next writes: text, bytes, or a callback in its place
       * @param {unknown} encoding
       */
      const keep = (chunk, encoding) => {
        const buf = settled ? null : chunkBytes(chunk, encoding);
        if (!buf) return;
        size += buf.length;
        chunks.push(buf);
        // Too big to be stored: nobody needs to wait for its end.
        if (size > MAX_CAPTURE_BYTES) settle(null);
      };
      // Node's overloaded methods, replaced by functions that pass every argument on.
      const patched = /** @type {{ write: Function, end: Function, writeHead: Function }} */ (/** @type {unknown} */ (res));
      const { write, end, writeHead } = patched;
      /**
       * @this {ServerResponse}
       * @param {number} status
       * @param {...unknown} rest
       */
      patched.writeHead = function (status, ...rest) {
        const given = /** @type {OutgoingHttpHeaders | unknown[] | undefined} */ (rest.find((a) => a && typeof a === 'object'));
        head = { status, headers: { ...res.getHeaders(), ...(Array.isArray(given) ? { 'x-raw-headers': 'unsupported' } : given) } };
        res.setHeader('x-view-cache', 'miss');
        return writeHead.call(this, status, ...rest);
      };
      /**
       * @this {ServerResponse}
       * @param {unknown} chunk
       * @param {unknown} encoding
       * @param {unknown} cb
       */
      patched.write = function (chunk, encoding, cb) {
        keep(chunk, encoding);
        const ok = write.call(this, chunk, encoding, cb);
        return settled ? ok : true;
      };
      /**
       * @this {ServerResponse}
       * @param {unknown} chunk
       * @param {unknown} encoding
       * @param {unknown} cb
       */
      patched.end = function (chunk, encoding, cb) {
        keep(chunk, encoding);
        const ended = end.call(this, chunk, encoding, cb);
        // The page is complete in the server: share it now, not once its client has read it.
        const body = settled || !head || res.destroyed ? null : Buffer.concat(chunks).toString('utf8');
        // A body implies a head (checked just above).
        settle(body === null ? null : toEntry(/** @type {RenderedHead} */ (head), body, state));
        return ended;
      };
      res.once('close', () => settle(null));
      freshness.run(state, () => handle(req, res));
    });
  }

  /**
   * @param {RenderedHead} head
   * @param {string} body
   * @param {RenderFreshness} state
   * @returns {StoredView | null}
   */
  function toEntry(head, body, state) {
    const h = head.headers;
    if (head.status !== 200 || state.failed || h['x-raw-headers']) return null;
    if (!String(h['content-type'] ?? '').startsWith('text/html') || h['set-cookie'] !== undefined) return null;
    const nonce = nonceOf(String(h['content-security-policy'] ?? ''));
    if (!nonce || !body.includes(nonce)) return null;
    const until = Math.min(state.until, now() + maxAgeMs);
    if (until <= now()) return null;
    /** @type {StoredView['headers']} */
    const headers = [];
    for (const [name, value] of Object.entries(h)) {
      if (PER_RESPONSE.has(name) || name === 'x-view-cache' || value === undefined) continue;
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      headers.push([name, text.includes(nonce) ? splitOnNonce(text, nonce) : text]);
    }
    // Stored copies carry their streamed sections in place, for readers without scripts too.
    const texts = inBuffer(splitOnNonce(inlineStreamedSegments(body), nonce));
    const bytes = texts.reduce((sum, text) => sum + text.length, 0);
    return { status: 200, headers, body: texts, nonceBytes: Buffer.byteLength(nonce), until, bytes };
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function serve(req, res) {
    const deadline = Date.now() + budgetMs;
    return deadlines.run({ at: deadline }, () => serveWithin(req, res, deadline));
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {number} deadline
   */
  async function serveWithin(req, res, deadline) {
    const key = viewKey(req);
    if (key === null) return handle(req, res);
    const stored = store.get(key);
    if (stored) return sendCopy(req, res, key, stored);
    const turn = store.join(key);
    if (turn.pending) {
      // Another reader renders this view: wait for it within this reader's budget only.
      const rendered = await settledWithin(turn.pending, deadline - Date.now());
      if (rendered) return sendCopy(req, res, key, rendered);
      return handle(req, res);
    }
    try {
      turn.finish(await renderAndCapture(req, res));
    } catch (error) {
      turn.finish(null);
      throw error;
    }
  }

  // Render times by route family for /metrics (lib/metrics/hooks.mjs).
  return { serve: timedRenders(serve), stats: () => store.stats() };
}

/**
 * Texts as UTF-8, views of one buffer of their own: small buffers made one
 * by one would each share, and keep alive, one of Node's 8 kB pool slabs.
 * @param {string[]} texts
 * @returns {Buffer[]}
 */
function inBuffer(texts) {
  const whole = Buffer.allocUnsafeSlow(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
  let at = 0;
  return texts.map((text) => {
    const start = at;
    at += whole.write(text, at);
    return whole.subarray(start, at);
  });
}

/**
 * The texts of a body joined again around `nonce`.
 * @param {Buffer[]} texts
 * @param {string} nonce
 */
function joinAround(texts, nonce) {
  const fresh = Buffer.from(nonce, 'utf8');
  return Buffer.concat(texts.flatMap((text, i) => (i === 0 ? [text] : [fresh, text])));
}

/**
 * A Vary header's value that names Accept-Encoding (as the compression middleware adds it).
 * @param {number | string | string[] | undefined} vary
 */
function withAcceptEncoding(vary) {
  const text = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return text;
  return text.trim() ? `${text}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * What `promise` settles with within `ms`, else null (it is left running).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T | null>}
 */
function settledWithin(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<null>} */
  const spent = new Promise((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms), null);
  });
  return Promise.race([promise, spent]).finally(() => clearTimeout(timer));
}
