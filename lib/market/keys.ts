/**
 * A quote key names one symbol on one exchange the way the upstream's Market
 * data operation wants it: `<exchange_code>|<symbol_code>` (docs/upstream.md D).
 */
export interface SymbolRef {
  exchange: string;
  code: string;
}

export function quoteKey(ref: SymbolRef): string {
  return `${ref.exchange}|${ref.code}`;
}

export function refOfKey(key: string): SymbolRef {
  const bar = key.indexOf('|');
  return { exchange: key.slice(0, bar), code: key.slice(bar + 1) };
}

/**
 * The canonical `codes` parameter for a set of symbols: de-duplicated and
 * sorted, so that every reader polling the same set sends the same URL and a
 * CDN can answer identical polls from one response.
 */
export function canonicalCodes(keys: Iterable<string>): string {
  return [...new Set(keys)].sort().join(',');
}

/** Splits a list into runs of at most `size` (the upstream takes a bounded list per call). */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
