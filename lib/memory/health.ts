import 'server-only';
import { runningAllocator } from './allocator.mjs';
import { cacheFills } from './cache-gauges.mjs';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
/** Read once: a process keeps the allocator it started with. */
const allocator = runningAllocator();

/**
 * The process's memory for /api/health: resident and heap megabytes, and the
 * fill of each byte-bounded cache (`upstream`: CACHE_MAX_MB; `views`: rendered
 * pages, when served through scripts/serve.mjs), and the allocator the process
 * runs with (lib/memory/allocator.mjs). Amounts only, nothing of what is cached.
 */
export function memoryHealth() {
  const usage = process.memoryUsage();
  const caches = Object.fromEntries(
    Object.entries(cacheFills()).map(([name, f]) => [name, { mb: mb(f.bytes), maxMb: mb(f.maxBytes), entries: f.entries }]),
  );
  return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), allocator, caches };
}
