import { isIP } from 'node:net';

/** Request header in which scripts/serve.mjs passes the socket's peer address (a client's own copy is overwritten). */
export const PEER_HEADER = 'x-macrodesk-peer';

/**
 * Who the client is, for the rate limit (DESIGN.md "Configuration":
 * TRUST_PROXY). The chain is X-Forwarded-For as received, then the socket's
 * peer: each proxy appends the address it saw, so with `trustedHops` proxies
 * in front the client is that many entries left of the peer, and with 0 the
 * peer itself. Entries left of that were written by the client and count for
 * nothing. Walking left stops at an entry that is missing or not an IP
 * address (an empty or garbage header, a request that bypassed the proxy):
 * the last address reached is the client, so such requests are keyed by
 * where they really came from instead of sharing one bucket.
 *
 * Without the peer header (a bare `next start`, `next dev`), Next has put the
 * socket's address in X-Forwarded-For only when the request carried none, so
 * the rightmost entry stands in for the peer.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((h) => normalize(h));
  const peer = headers.get(PEER_HEADER);
  const chain = peer === null ? forwarded : [...forwarded, normalize(peer)];
  let client: string | null = null;
  for (let hop = 0; hop <= trustedHops; hop++) {
    const entry = chain[chain.length - 1 - hop];
    if (entry === undefined || !isIP(entry)) break;
    client = entry;
  }
  return client ?? 'unknown';
}

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) is `203.0.113.9`; brackets and ports go. */
function normalize(raw: string): string {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  return text.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '').toLowerCase();
}
