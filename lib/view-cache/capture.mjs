// @ts-check
// What the server's copies of Next's answers (lib/view-cache/serve.mjs for
// pages, lib/view-cache/static-copies.mjs for the build's files) share: Next
// asked for the bytes as they are, the reader's own Accept-Encoding applied on
// the way out, and what Next writes read back as bytes.

/**
 * Wraps `res` with `compress` (Next's compression middleware) by the reader's
 * Accept-Encoding, and takes that header off `req`: Next then answers without
 * compression, so that the copy is the bytes themselves.
 * @param {import('next/dist/compiled/compression/index.js').Compress} compress
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressOnTheWayOut(compress, req, res) {
  const outer = { method: req.method, headers: { ...req.headers } };
  delete req.headers['accept-encoding'];
  compress(outer, res, () => {});
}

/**
 * What Next passed to `write` or `end` as bytes: text, bytes, or null for a callback in its place.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
export function chunkBytes(chunk, encoding) {
  if (chunk == null || typeof chunk === 'function') return null;
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
    : Buffer.from(/** @type {Uint8Array} */ (chunk));
}

/**
 * Whether an Accept-Encoding takes gzip (by name or `*`, with a weight above 0).
 * @param {string | string[] | undefined} accept
 */
export function acceptsGzip(accept) {
  const text = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  return text.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
