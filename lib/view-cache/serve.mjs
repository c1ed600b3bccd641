// The request handler in front of Next's: a reader whose view was rendered
// moments ago gets that rendering, with a fresh CSP nonce, instead of a new
// render. DESIGN.md "Performance budgets": render cost flat in readers.
//
// A rendered page is stored only when it is a complete 200 HTML answer that
// sets no cookie and carries a nonce, and only until the earliest moment one
// of the upstream data it shows stops being fresh (lib/view-cache/freshness.ts
// collects it during the render; an upstream failure makes the page
// uncacheable). So a copy is never staler than its data's freshness rule, and
// serving it shows what a new render would show.
import { AsyncLocalStorage } from 'node:async_hooks';
import { registerCacheGauge } from '../memory/cache-gauges.mjs';
import { defaultViewCacheBytes } from '../memory/heap-share.mjs';
import compression from 'next/dist/compiled/compression/index.js';
import { viewKey } from './key.mjs';
import { freshNonce, nonceOf, splitOnNonce } from './nonce.mjs';
import { ViewStore } from './store.mjs';

/** Where the render reports the freshness of its data (read by lib/view-cache/freshness.ts). */
export const FRESHNESS_SLOT = Symbol.for('macrodesk.viewFreshness');

/** Headers of one response only: recomputed for every copy. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'content-encoding']);
/** A page bigger than this is served but not stored. */
const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;

/**
 * @param {{ handle: (req: any, res: any) => unknown, maxBytes?: number, maxAgeMs?: number, now?: () => number }} options
 * maxAgeMs bounds views whose data reported no freshness (pages without upstream data).
 */
export function createViewServer({ handle, maxBytes = defaultViewCacheBytes(), maxAgeMs = 60_000, now = Date.now }) {
  const store = new ViewStore({ maxBytes, now });
  registerCacheGauge('views', () => ({ bytes: store.bytes, maxBytes, entries: store.entries.size }));
  const freshness = new AsyncLocalStorage();
  globalThis[FRESHNESS_SLOT] = freshness;
  // Copies and renders are compressed alike, whatever their size.
  const compress = compression({ threshold: 0 });

  /** A stored view as one response: its status and headers, a fresh nonce in CSP and body. */
  function sendCopy(req, res, entry) {
    const nonce = freshNonce();
    // The client's Accept-Encoding decides compression, as for a render.
    compress(req, res, () => {
      res.statusCode = entry.status;
      for (const [name, value] of entry.headers) res.setHeader(name, typeof value === 'string' ? value : value.join(nonce));
      res.setHeader('x-view-cache', 'hit');
      res.end(entry.body.join(nonce));
    });
  }

  /** Renders through Next while keeping a copy of what it writes; settles with a storable entry or null. */
  function renderAndCapture(req, res) {
    return new Promise((resolve) => {
      // Next renders without compression so that the copy is text; the reader's
      // own Accept-Encoding still applies, on the way out.
      const outer = { method: req.method, headers: { ...req.headers } };
      delete req.headers['accept-encoding'];
      compress(outer, res, () => {});
      const chunks = [];
      let size = 0;
      let head = null;
      const keep = (chunk, encoding) => {
        if (chunk == null || typeof chunk === 'function' || size > MAX_CAPTURE_BYTES) return;
        const buf = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
        size += buf.length;
        chunks.push(buf);
      };
      const { write, end, writeHead } = res;
      res.writeHead = function (status, ...rest) {
        const given = rest.find((a) => a && typeof a === 'object');
        head = { status, headers: { ...res.getHeaders(), ...(Array.isArray(given) ? { 'x-raw-headers': 'unsupported' } : given) } };
        res.setHeader('x-view-cache', 'miss');
        return writeHead.call(this, status, ...rest);
      };
      res.write = function (chunk, encoding, cb) {
        keep(chunk, encoding);
        return write.call(this, chunk, encoding, cb);
      };
      res.end = function (chunk, encoding, cb) {
        keep(chunk, encoding);
        return end.call(this, chunk, encoding, cb);
      };
      const state = { until: Infinity, failed: false };
      res.once('close', () => {
        const complete = res.writableFinished && head && size <= MAX_CAPTURE_BYTES;
        resolve(complete ? toEntry(head, Buffer.concat(chunks).toString('utf8'), state) : null);
      });
      freshness.run(state, () => handle(req, res));
    });
  }

  function toEntry(head, body, state) {
    const h = head.headers;
    if (head.status !== 200 || state.failed || h['x-raw-headers']) return null;
    if (!String(h['content-type'] ?? '').startsWith('text/html') || h['set-cookie'] !== undefined) return null;
    const nonce = nonceOf(String(h['content-security-policy'] ?? ''));
    if (!nonce || !body.includes(nonce)) return null;
    const until = Math.min(state.until, now() + maxAgeMs);
    if (until <= now()) return null;
    const headers = [];
    for (const [name, value] of Object.entries(h)) {
      if (PER_RESPONSE.has(name) || name === 'x-view-cache' || value === undefined) continue;
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      headers.push([name, text.includes(nonce) ? splitOnNonce(text, nonce) : text]);
    }
    return { status: 200, headers, body: splitOnNonce(body, nonce), until, bytes: body.length * 2 };
  }

  async function serve(req, res) {
    const key = viewKey(req);
    if (key === null) return handle(req, res);
    const stored = store.get(key);
    if (stored) return sendCopy(req, res, stored);
    const turn = store.join(key);
    if (turn.pending) {
      const rendered = await turn.pending;
      if (rendered) return sendCopy(req, res, rendered);
      return handle(req, res);
    }
    try {
      turn.finish(await renderAndCapture(req, res));
    } catch (error) {
      turn.finish(null);
      throw error;
    }
  }

  return { serve, stats: () => store.stats() };
}
