// @ts-check
// The production server's memory allocator (docs/operations.md, "Memory").
// With glibc's malloc, the server's resident memory kept rising for an hour
// while nothing it holds grew: memory that Node's threads (V8's compilers,
// ICU, the archive's thread) freed stayed with the process, in the middle of
// glibc's arenas, where free() cannot return it; a forced malloc_trim gave
// back 30–70 MB at a time (docs/performance.md, "Soak"). jemalloc returns
// freed pages to the system after a few seconds by itself. Debian ships it
// (libjemalloc2); the launcher preloads it for the server when it is there.
import { existsSync, readFileSync } from 'node:fs';

/** Where Debian (and most distributions) put jemalloc's shared library. */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/**
 * What the server's environment gains for its allocator: jemalloc preloaded,
 * on Linux, when the library is installed and the operator has not set
 * LD_PRELOAD (set, even empty, it is theirs: `LD_PRELOAD=` keeps glibc's).
 * @param {Record<string, string | undefined>} env
 * @param {{ platform?: string, exists?: (path: string) => boolean }} [host]
 * @returns {{ LD_PRELOAD?: string }}
 */
export function allocatorEnv(env, { platform = process.platform, exists = existsSync } = {}) {
  if (platform !== 'linux' || env.LD_PRELOAD !== undefined) return {};
  const library = JEMALLOC_PATHS.find((path) => exists(path));
  return library ? { LD_PRELOAD: library } : {};
}

/**
 * The allocator this process runs with, read from its own memory map:
 * `jemalloc` when the library is mapped, else `system` (glibc's malloc on
 * Linux); `unknown` where there is no /proc. (The map is read from a fixed
 * path: the build traces files a computed path could name.)
 * @param {() => string} [readMaps]
 * @returns {'jemalloc' | 'system' | 'unknown'}
 */
export function runningAllocator(readMaps = () => readFileSync('/proc/self/maps', 'utf8')) {
  try {
    return /libjemalloc/.test(readMaps()) ? 'jemalloc' : 'system';
  } catch {
    return 'unknown';
  }
}
