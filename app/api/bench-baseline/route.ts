import { methodNotAllowed } from '@/lib/api/respond';
import { notFound } from 'next/navigation';
import { NextResponse } from 'next/server';

/**
 * A trivial route handler: the benchmark (bench/run.mjs) measures /api/quotes
 * against it in the same server and run, so its budget is a ratio, not a
 * machine-dependent number. It exists in the bench's builds only
 * (docs/performance.md, "Benchmarks"): bench/server.mjs builds with
 * MACRODESK_BENCH_BUILD=1, which next.config.ts inlines at build time, so a
 * build for readers answers 404 here whatever its environment at run time.
 */
const BENCH_BUILD = process.env.MACRODESK_BENCH_BUILD === '1';

export function GET() {
  if (!BENCH_BUILD) notFound();
  return NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}

export const OPTIONS = methodNotAllowed;
