import type { Release } from '@/lib/upstream/types';
import type { Queryable } from './db';
import type { Variant } from './store';

/**
 * Archived releases of one variant published in [from, to) and of the given
 * importance, oldest first: the chart markers of older ranges. The upstream
 * days bound the scan through the `releases_by_day` index.
 */
export async function readReleasesBetween(
  db: Queryable,
  variant: Variant,
  range: { fromDay: string; toDay: string; from: string; to: string },
  levels: readonly number[],
): Promise<Release[]> {
  const rows = await db.query<{ record: Release | string }>(
    `SELECT record FROM releases
     WHERE variant = $1 AND upstream_day BETWEEN $2::date AND $3::date
       AND published_at >= $4::timestamptz AND published_at < $5::timestamptz AND importance = ANY($6::smallint[])
     ORDER BY published_at, record_id`,
    [variant, range.fromDay, range.toDay, range.from, range.to, [...levels]],
  );
  return rows.map((r) => (typeof r.record === 'string' ? (JSON.parse(r.record) as Release) : r.record));
}
