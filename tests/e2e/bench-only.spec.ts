// /api/bench-baseline, bench/run.mjs's trivial route, exists only in the
// bench's builds (bench/server.mjs builds with MACRODESK_BENCH_BUILD=1,
// inlined by next.config.ts; docs/performance.md, "Benchmarks"). The suite
// runs a build for readers, made without the flag: there it is not found.
import { expect, test } from '@playwright/test';

test('a build for readers answers 404 at /api/bench-baseline', async ({ request }) => {
  const res = await request.get('/api/bench-baseline');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('"ok"');
});
