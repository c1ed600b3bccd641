import { isIP } from 'node:net';

/** Request header in which scripts/serve.mjs passes the socket's peer address (a client's own copy is overwritten). */
export const PEER_HEADER = 'x-macrodesk-peer';

/**
 * Who the client is, for the rate limits (docs/operations.md, "Rate
 * limits": TRUST_PROXY). The chain is X-Forwarded-For as received, then the socket's
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

/**
 * The key of a client's rate-limit buckets (docs/operations.md, "Rate
 * limits"): an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber or host is given a whole /64 and picks addresses in it at will,
 * so keying by the full address would give it 2^64 buckets. `unknown` stays
 * one key.
 */
export function clientKey(headers: Headers, trustedHops: number): string {
  return rateKey(clientAddress(headers, trustedHops));
}

/** An address's bucket key: IPv4 unchanged, IPv6 as its /64 (`2001:db8:7::/64`; IPv4-mapped IPv6 is the IPv4). */
export function rateKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const v4 = mappedIpv4(groups);
  if (v4) return v4;
  return `${compressed([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/**
 * The eight 16-bit groups of an IPv6 address in any written form
 * (compressed `::`, leading zeros, upper case, a dotted IPv4 tail, a zone),
 * or null when it is not one.
 */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === '' ? [] : half.split(':').map((g) => parseInt(g, 16)));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** `::ffff:0:0/96`: an IPv4 client on a dual-stack socket. */
function mappedIpv4(groups: number[]): string | null {
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/**
 * One written form per address: `::ffff:203.0.113.9` and `::ffff:cb00:7109`
 * (an IPv4 client on a dual-stack socket) are `203.0.113.9`; IPv6 in its
 * canonical compressed form (RFC 5952: lower case, no leading zeros, the
 * longest run of zero groups as `::`); brackets, ports and zones go.
 */
function normalize(raw: string): string {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (isIP(text) !== 6) return text.toLowerCase();
  const groups = ipv6Groups(text);
  if (!groups) return text.toLowerCase();
  return mappedIpv4(groups) ?? compressed(groups);
}

function compressed(groups: number[]): string {
  // The longest run of two or more zero groups (the first of equal ones) becomes `::`.
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at === -1) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}
