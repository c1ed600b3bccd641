// @ts-check
// The build's static files (`/_next/static/…`: scripts, styles, fonts) are
// immutable: their names change with their content. Next reads and
// compresses each one again for every request, which on a first visit is a
// dozen files and about 0.7 MB to gzip, more of the server's time than the
// page itself when the page is a stored copy. Here each file's answer is kept
// once, as Next gave it (status and headers) with its bytes and their gzip,
// and served from memory after that (docs/performance.md, "Static files").
//
// Only plain GETs are answered from a copy: a HEAD, a range or a conditional
// request goes to Next, which answers those itself; so does anything that is
// not a complete 200 (a missing file's 404, say).
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import compression from 'next/dist/compiled/compression/index.js';
import { acceptsGzip, chunkBytes, compressOnTheWayOut } from './capture.mjs';

const gzip = promisify(gzipCallback);

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {{ headers: [string, string][], body: Buffer, gzipped: Buffer }} StaticCopy
 */

export const STATIC_PREFIX = '/_next/static/';
/** A file bigger than this is always Next's to answer. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Headers of one response, set again for each. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'content-encoding']);
/** Request headers that ask for something other than the whole file. */
const PARTIAL_OR_CONDITIONAL = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];

/**
 * @param {{ handle: (req: IncomingMessage, res: ServerResponse) => unknown, maxBytes?: number }} options
 * maxBytes bounds the copies kept (their bytes and gzip); past it, files are Next's to answer.
 */
export function createStaticCopies({ handle, maxBytes = 32 * 1024 * 1024 }) {
  /** @type {Map<string, StaticCopy>} */
  const copies = new Map();
  /** Files whose copy is being made (their first readers are answered by Next meanwhile). */
  const making = new Set();
  let bytes = 0;
  const compress = compression({ threshold: 0 });

  /**
   * Whether this request is one a copy can answer (the others go to the cache of rendered views).
   * @param {IncomingMessage} req
   */
  function takes(req) {
    return req.method === 'GET' && (req.url ?? '').startsWith(STATIC_PREFIX) && !PARTIAL_OR_CONDITIONAL.some((h) => req.headers[h] !== undefined);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function serve(req, res) {
    const url = req.url ?? '';
    const copy = copies.get(url);
    if (copy) return send(req, res, copy);
    if (making.has(url) || bytes >= maxBytes) return handle(req, res);
    making.add(url);
    try {
      const made = await answerAndCopy(req, res);
      if (made && bytes + made.body.length + made.gzipped.length <= maxBytes) {
        copies.set(url, made);
        bytes += made.body.length + made.gzipped.length;
      }
    } finally {
      making.delete(url);
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {StaticCopy} copy
   */
  function send(req, res, copy) {
    const zipped = acceptsGzip(req.headers['accept-encoding']);
    const body = zipped ? copy.gzipped : copy.body;
    res.statusCode = 200;
    for (const [name, value] of copy.headers) res.setHeader(name, value);
    res.setHeader('vary', 'Accept-Encoding');
    if (zipped) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', body.length);
    res.end(body);
  }

  /**
   * Next answers this reader (compressed by its Accept-Encoding, as ever) while
   * its file's bytes are kept; resolves with the copy, or null.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<StaticCopy | null>}
   */
  function answerAndCopy(req, res) {
    return new Promise((resolve, reject) => {
      // Next sends the bytes as they are (lib/view-cache/capture.mjs).
      compressOnTheWayOut(compress, req, res);
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      /** @type {{ status: number, headers: OutgoingHttpHeaders } | null} */
      let head = null;
      /** @param {unknown} chunk @param {unknown} encoding */
      const keep = (chunk, encoding) => {
        const buf = size > MAX_FILE_BYTES ? null : chunkBytes(chunk, encoding);
        if (!buf) return;
        size += buf.length;
        chunks.push(buf);
      };
      // Node's overloaded methods, replaced by functions that pass every argument on.
      const patched = /** @type {{ write: Function, end: Function, writeHead: Function }} */ (/** @type {unknown} */ (res));
      const { write, end, writeHead } = patched;
      /** @this {ServerResponse} @param {number} status @param {...unknown} rest */
      patched.writeHead = function (status, ...rest) {
        const given = rest.find((a) => a && typeof a === 'object');
        head = Array.isArray(given) ? null : { status, headers: { ...res.getHeaders(), .../** @type {OutgoingHttpHeaders | undefined} */ (given) } };
        return writeHead.call(this, status, ...rest);
      };
      /** @this {ServerResponse} @param {unknown} chunk @param {unknown} encoding @param {unknown} cb */
      patched.write = function (chunk, encoding, cb) {
        keep(chunk, encoding);
        return write.call(this, chunk, encoding, cb);
      };
      /** @this {ServerResponse} @param {unknown} chunk @param {unknown} encoding @param {unknown} cb */
      patched.end = function (chunk, encoding, cb) {
        keep(chunk, encoding);
        const ended = end.call(this, chunk, encoding, cb);
        const complete = head !== null && head.status === 200 && size <= MAX_FILE_BYTES && !res.destroyed;
        resolve(complete ? toCopy(/** @type {{ status: number, headers: OutgoingHttpHeaders }} */ (head), Buffer.concat(chunks)) : null);
        return ended;
      };
      res.once('close', () => resolve(null));
      Promise.resolve(handle(req, res)).catch(reject);
    });
  }

  /**
   * @param {{ status: number, headers: OutgoingHttpHeaders }} head
   * @param {Buffer} body
   * @returns {Promise<StaticCopy | null>}
   */
  async function toCopy(head, body) {
    if (head.headers['set-cookie'] !== undefined) return null;
    const declared = Number(head.headers['content-length']);
    if (Number.isFinite(declared) && declared !== body.length) return null;
    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of Object.entries(head.headers)) {
      if (PER_RESPONSE.has(name) || value === undefined) continue;
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    }
    return { headers, body, gzipped: await gzip(body) };
  }

  return { takes, serve, stats: () => ({ files: copies.size, bytes, maxBytes }) };
}
