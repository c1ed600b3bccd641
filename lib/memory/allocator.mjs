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
 * jemalloc's settings for the server, unless the operator's MALLOC_CONF says
 * otherwise: two arenas instead of four per core (a Node server allocates
 * mostly on its main thread; each arena keeps free pages of its own), and
 * freed pages returned after a second by a background thread instead of
 * after ten seconds, when some later allocation happens to look. Under
 * never-seen URLs, side by side with the defaults: ~10 MB less resident
 * (docs/performance.md, "Memory under never-seen URLs").
 */
export const JEMALLOC_CONF = 'narenas:2,background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0';

/**
 * What the server's environment gains for its allocator: jemalloc preloaded,
 * on Linux, when the library is installed and the operator has not set
 * LD_PRELOAD (set, even empty, it is theirs: `LD_PRELOAD=` keeps glibc's),
 * with JEMALLOC_CONF unless MALLOC_CONF is set.
 * @param {Record<string, string | undefined>} env
 * @param {{ platform?: string, exists?: (path: string) => boolean }} [host]
 * @returns {{ LD_PRELOAD?: string, MALLOC_CONF?: string }}
 */
export function allocatorEnv(env, { platform = process.platform, exists = existsSync } = {}) {
  if (platform !== 'linux' || env.LD_PRELOAD !== undefined) return {};
  const library = JEMALLOC_PATHS.find((path) => exists(path));
  if (!library) return {};
  return env.MALLOC_CONF === undefined ? { LD_PRELOAD: library, MALLOC_CONF: JEMALLOC_CONF } : { LD_PRELOAD: library };
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
