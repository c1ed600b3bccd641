// @ts-check
// The production server's heap limit (docs/operations.md, "Memory"). Without
// one, V8 sizes the old generation from the machine's memory and lets the
// heap grow far past what is in use before a major collection, which then
// holds every reader for seconds. At 512 MB the heap still reserved ~240 MB
// for ~150 MB in use and crept up for an hour; 256 MB keeps the reserve near
// what is used, with room above the peaks (docs/operations.md, "Memory").

export const DEFAULT_HEAP_MB = 256;

/** V8's largest semi-space on 64-bit machines (the young generation is two of them). */
const V8_SEMI_SPACE_MB = 16;

/**
 * The semi-space for an old generation of `heapMb`: the largest power of two
 * (V8 rounds any other size up to one) at most a sixteenth of it, so the young
 * generation stays within an eighth, and at most V8's own 16 MB. At the
 * default 256 MB that is V8's own size; a server started smaller gets a
 * smaller young generation too (8 MB at 192: ~27 MB less resident, the same
 * throughput; docs/performance.md, "Memory under never-seen URLs").
 * @param {number} heapMb
 * @returns {number}
 */
export function semiSpaceMb(heapMb) {
  let mb = V8_SEMI_SPACE_MB;
  while (mb > 1 && mb * 16 > heapMb) mb /= 2;
  return mb;
}

/**
 * Node's arguments for the server: the default heap limit, unless the
 * operator's NODE_OPTIONS names one of its own; and, below V8's own size, a
 * young generation that follows the limit, unless NODE_OPTIONS names a
 * semi-space of its own.
 * @param {string | undefined} nodeOptions
 * @returns {string[]}
 */
export function heapLimitArgs(nodeOptions) {
  const options = nodeOptions ?? '';
  const given = /--max-old-space-size[=\s]+(\d+)/.exec(options);
  const heapMb = given ? Number(given[1]) : DEFAULT_HEAP_MB;
  const args = given ? [] : [`--max-old-space-size=${DEFAULT_HEAP_MB}`];
  const semi = semiSpaceMb(heapMb);
  if (semi < V8_SEMI_SPACE_MB && !/--max-semi-space-size[=\s]/.test(options)) args.push(`--max-semi-space-size=${semi}`);
  return args;
}
