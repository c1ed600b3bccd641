import 'server-only';
import type { Variant } from '@/lib/upstream/types';
import type { Queryable } from './db';

/** One indicator as one variant last named it. */
export interface DirectoryRow {
  indicatorId: string;
  variant: Variant;
  title: string;
  description: string;
  country: string;
  /** The period of the release the title was taken from (titles often carry it). */
  period: string;
  lastAt: string;
}

/**
 * Every indicator the archive has seen, as each variant last named it (its
 * latest release's title, description and country): the indicators
 * directory (lib/indicator/directory.ts). One statement, at most one row per
 * indicator and variant.
 */
export async function readDirectory(db: Queryable): Promise<DirectoryRow[]> {
  const rows = await db.query<{ indicator_id: string; variant: Variant; title: string; description: string | null; country: string; period: string; published_at: Date | string }>(
    `SELECT DISTINCT ON (indicator_id, variant) indicator_id, variant, title, record->>'description' AS description, country, period, published_at
     FROM releases ORDER BY indicator_id, variant, published_at DESC`,
  );
  return rows.map((r) => ({
    indicatorId: r.indicator_id,
    variant: r.variant,
    title: r.title,
    description: r.description ?? '',
    country: r.country,
    period: r.period,
    lastAt: new Date(r.published_at).toISOString(),
  }));
}
