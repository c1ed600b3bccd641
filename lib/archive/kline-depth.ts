import 'server-only';
import type { Candle } from '@/lib/upstream/types';
import type { Queryable } from './db';
import { MARKS, markInstant } from './reactions';

const CANDLE_MS = 60_000;
const LAST_MARK = MARKS[MARKS.length - 1];

/** The end of the earliest one-minute candle of an answer; null when it has none. */
export function earliestCandleEnd(candles: readonly Candle[]): number | null {
  let earliest = Infinity;
  for (const c of candles) {
    const start = Date.parse(c.at);
    if (Number.isFinite(start) && start < earliest) earliest = start;
  }
  return earliest === Infinity ? null : earliest + CANDLE_MS;
}

/**
 * Whether K-lines starting with a candle that ends at `earliestEnd` can say
 * nothing of a release: even its last mark (+60 minutes) was before that
 * candle ended. The upstream's depth is not stated (docs/upstream.md shows no
 * limit), so it is measured from each answer, never assumed.
 */
export const beyondKlines = (publishedAt: string, earliestEnd: number): boolean =>
  earliestEnd > markInstant(Date.parse(publishedAt), LAST_MARK);

/** Remembers how far back a symbol's one-minute K-lines reached in an answer fetched at `checkedAt`. */
export async function storeKlineDepth(db: Queryable, symbol: string, earliestEnd: number, checkedAt: number): Promise<void> {
  await db.query(
    `INSERT INTO kline_depth (symbol, earliest_end, checked_at) VALUES ($1, $2, $3)
     ON CONFLICT (symbol) DO UPDATE SET earliest_end = EXCLUDED.earliest_end, checked_at = EXCLUDED.checked_at
     WHERE kline_depth.checked_at <= EXCLUDED.checked_at`,
    [symbol, new Date(earliestEnd).toISOString(), new Date(checkedAt).toISOString()],
  );
}

/** An indicator's archived releases a symbol's K-lines no longer reached when last asked, and had no read for. */
export interface BeyondKlines {
  releases: number;
  /** The end of the earliest one-minute candle served (ISO). */
  klinesFrom: string;
}

export async function releasesBeyondKlines(db: Queryable, indicatorId: string, symbol: string): Promise<BeyondKlines | null> {
  const [depth] = await db.query<{ earliest_end: Date | string }>('SELECT earliest_end FROM kline_depth WHERE symbol = $1', [symbol]);
  if (!depth) return null;
  const earliestEnd = new Date(depth.earliest_end).getTime();
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT DISTINCT record_id, published_at FROM releases WHERE indicator_id = $1 AND published_at < $2) r
     WHERE NOT EXISTS (SELECT 1 FROM release_reactions x WHERE x.record_id = r.record_id AND x.published_at = r.published_at AND x.symbol = $3)`,
    [indicatorId, new Date(earliestEnd - LAST_MARK * 60_000).toISOString(), symbol],
  );
  return { releases: Number(row?.n ?? 0), klinesFrom: new Date(earliestEnd).toISOString() };
}
