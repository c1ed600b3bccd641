import 'server-only';
import type { SurpriseSource } from '@/lib/release/surprise';
import type { Queryable } from './db';
import type { Variant } from './store';

/**
 * The released values with a forecast of some indicators, oldest first, for
 * their surprise scores (lib/release/surprise.ts): one statement for a whole
 * view, through the `releases_by_indicator` index.
 */
export async function readSurpriseSources(db: Queryable, variant: Variant, indicatorIds: readonly string[]): Promise<Map<string, SurpriseSource[]>> {
  const out = new Map<string, SurpriseSource[]>();
  if (!indicatorIds.length) return out;
  const marks = indicatorIds.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ indicator_id: string; published_at: Date | string; forecast: string | null; first_actual: string | null; actual: string | null }>(
    `SELECT indicator_id, published_at, forecast, first_actual, actual FROM releases
     WHERE variant = $1 AND released AND forecast IS NOT NULL AND indicator_id IN (${marks})
     ORDER BY published_at, record_id`,
    [variant, ...indicatorIds],
  );
  for (const r of rows) {
    const list = out.get(r.indicator_id) ?? [];
    list.push({ publishedAt: new Date(r.published_at).toISOString(), forecast: r.forecast, firstActual: r.first_actual, actual: r.actual });
    out.set(r.indicator_id, list);
  }
  return out;
}
