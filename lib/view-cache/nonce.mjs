// @ts-check
// The CSP nonce of a stored view is replaced by a fresh one in every copy.
import { randomUUID } from 'node:crypto';

/** Same form as lib/security/headers.ts `createNonce`: base64 of a random UUID (122 random bits). */
export function freshNonce() {
  return Buffer.from(randomUUID()).toString('base64');
}

/**
 * The nonce a Content-Security-Policy allows scripts by, or null.
 * @param {string | null | undefined} csp
 * @returns {string | null}
 */
export function nonceOf(csp) {
  const m = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '');
  return m ? m[1] : null;
}

/**
 * A text cut at every occurrence of the nonce: `join(fresh)` rebuilds it with another.
 * @param {string} text
 * @param {string} nonce
 * @returns {string[]}
 */
export function splitOnNonce(text, nonce) {
  return text.split(nonce);
}
