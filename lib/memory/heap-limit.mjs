// @ts-check
// The production server's heap limit (docs/operations.md, "Memory"). Without
// one, V8 sizes the old generation from the machine's memory and lets the
// heap grow far past what is in use before a major collection, which then
// holds every reader for seconds. At 512 MB the heap still reserved ~240 MB
// for ~150 MB in use and crept up for an hour; 256 MB keeps the reserve near
// what is used, with room above the peaks (docs/operations.md, "Memory").

export const DEFAULT_HEAP_MB = 256;

/**
 * Node's arguments for the server: the default limit, unless the operator's
 * NODE_OPTIONS names one of its own.
 * @param {string | undefined} nodeOptions
 * @returns {string[]}
 */
export function heapLimitArgs(nodeOptions) {
  if (/--max-old-space-size[=\s]/.test(nodeOptions ?? '')) return [];
  return [`--max-old-space-size=${DEFAULT_HEAP_MB}`];
}
