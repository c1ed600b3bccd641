import { methodNotAllowed } from '@/lib/api/respond';
import { NextResponse } from 'next/server';

/**
 * A trivial route handler: the benchmark (bench/run.mjs) measures /api/quotes
 * against it in the same server and run, so its budget is a ratio, not a
 * machine-dependent number.
 */
export function GET() {
  return NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}

export const OPTIONS = methodNotAllowed;
