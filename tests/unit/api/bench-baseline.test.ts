import { afterEach, describe, expect, it, vi } from 'vitest';

// The route reads MACRODESK_BENCH_BUILD once, as next.config.ts inlines it at
// build time (docs/performance.md, "Benchmarks"): a fresh import per setting.
async function route(flag: string) {
  vi.resetModules();
  vi.stubEnv('MACRODESK_BENCH_BUILD', flag);
  return import('@/app/api/bench-baseline/route');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/api/bench-baseline', () => {
  it('is not found in a build without the bench flag', async () => {
    const { GET } = await route('');
    expect(() => GET()).toThrow(expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }));
  });

  it('answers a small uncached JSON in a bench build', async () => {
    const { GET } = await route('1');
    const res = GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
  });
});
