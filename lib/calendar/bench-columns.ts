import 'server-only';
import { headers } from 'next/headers';

/**
 * Whether the calendar's rows get their archive columns (surprise scores,
 * typical moves). Always, but in a bench build (next.config.ts inlines
 * MACRODESK_BENCH_BUILD), where a request may ask for the page without them
 * (`x-macrodesk-bench-columns: off`), so that the benchmark measures what
 * they cost beside the same page in one run (bench/columns.mjs,
 * docs/performance.md).
 */
export async function archiveColumnsWanted(): Promise<boolean> {
  if (process.env.MACRODESK_BENCH_BUILD !== '1') return true;
  return (await headers()).get('x-macrodesk-bench-columns') !== 'off';
}
