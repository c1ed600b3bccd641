// @ts-check
// A stored view's gzip, made once and completed per copy with that copy's
// nonce: compressing a 160 kB week page again for every reader costs ~3 ms
// of the server's time, this ~0.1 ms (docs/performance.md, "Pages beside a
// floor of the portal's size").
//
// The page's text between two nonces is compressed once as raw deflate
// blocks ending on a byte boundary (a sync flush, never a final block); each
// copy joins those with the fresh nonce as a stored (uncompressed) block,
// ends the stream and writes gzip's header and trailer (RFC 1951 §3.2.4,
// RFC 1952). A part may refer back across a nonce: it is compressed with the
// 32 kB that precede it as its dictionary, the nonce's bytes in it NULs, which
// a page's text never holds, so no match can take bytes of the nonce, and
// every other byte stands where the reader's inflater will have it.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Deflate's window: how far back a match may refer. */
const WINDOW = 32 * 1024;
/** Gzip's header: deflate, no name or time, from Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A final, empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([3, 0]);

/**
 * @typedef {{ parts: Buffer[], nonceBytes: number, bytes: number }} GzipParts
 *   each text's deflate blocks, the nonce's length they were made for, and their bytes in memory
 */

/**
 * The texts of a view between its nonces, as deflate parts to be joined
 * around any nonce of the same length; null when a text holds a NUL (the
 * dictionary's mark for the nonce) or a nonce is longer than a stored block.
 * @param {Buffer[]} texts
 * @param {number} nonceBytes
 * @returns {GzipParts | null}
 */
export function gzipParts(texts, nonceBytes) {
  if (nonceBytes > 0xffff || texts.some((t) => t.includes(0))) return null;
  /** @type {Buffer[]} */
  const parts = [];
  const gap = Buffer.alloc(nonceBytes);
  /** The 32 kB before the next text as the reader's inflater will have them, the nonces NULs. */
  let behind = Buffer.alloc(0);
  for (const text of texts) {
    const options = { finishFlush: constants.Z_SYNC_FLUSH, ...(behind.length > 0 ? { dictionary: behind } : {}) };
    parts.push(deflateRawSync(text, options));
    behind = Buffer.concat([behind, text, gap]).subarray(-WINDOW);
  }
  return { parts, nonceBytes, bytes: parts.reduce((sum, p) => sum + p.length, 0) };
}

/**
 * One copy's gzip: the parts around `nonce`, or null when its length is not
 * the one the parts were made for. `texts` are those the parts were made of
 * (gzip's trailer holds their CRC and length).
 * @param {GzipParts} gzip
 * @param {Buffer[]} texts
 * @param {string} nonce
 * @returns {Buffer | null}
 */
export function gzipWithNonce(gzip, texts, nonce) {
  const fresh = Buffer.from(nonce, 'utf8');
  if (fresh.length !== gzip.nonceBytes) return null;
  const stored = Buffer.alloc(5 + fresh.length);
  // A stored block that is not the last (its three header bits 0, on a byte boundary), then LEN and NLEN.
  stored.writeUInt16LE(fresh.length, 1);
  stored.writeUInt16LE(~fresh.length & 0xffff, 3);
  fresh.copy(stored, 5);
  /** @type {Buffer[]} */
  const out = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [i, part] of gzip.parts.entries()) {
    if (i > 0) {
      out.push(stored);
      crc = crc32(fresh, crc);
      size += fresh.length;
    }
    out.push(part);
    crc = crc32(texts[i], crc);
    size += texts[i].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}
