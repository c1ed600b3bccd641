import type { CacheEntry } from './cache-contract';

/**
 * About how many bytes of heap a cache entry keeps alive: strings at two
 * bytes a character (V8 stores CJK text so), plus the usual per-object,
 * per-property and per-element overheads of V8 (a header of ~3 words, a word
 * per slot). An estimate, walked once when the entry is stored; what counts
 * is that it grows with the value, so the store's bound holds in bytes.
 */
const WORD = 8;
const OBJECT = 3 * WORD;
const STRING = 2 * WORD;

export function entryBytes(key: string, entry: CacheEntry): number {
  return STRING + 2 * key.length + OBJECT + 6 * WORD + valueBytes(entry.value, 0);
}

function valueBytes(value: unknown, depth: number): number {
  if (typeof value === 'string') return STRING + 2 * value.length;
  if (value === null || typeof value !== 'object') return WORD;
  // Upstream values are JSON-shaped and shallow; a deeper one is counted as a flat blob.
  if (depth > 16) return OBJECT;
  let bytes = OBJECT;
  if (Array.isArray(value)) {
    for (const item of value) bytes += WORD + valueBytes(item, depth + 1);
    return bytes;
  }
  for (const [k, v] of Object.entries(value)) bytes += WORD + STRING + k.length + valueBytes(v, depth + 1);
  return bytes;
}
