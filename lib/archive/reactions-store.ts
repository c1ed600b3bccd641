import 'server-only';
import type { Release, Variant } from '@/lib/upstream/types';
import type { Queryable } from './db';
import { MARKS, POINTS, type Point, type ReactionRow, type Read } from './reactions';

/** A release and symbol whose reads are written (a symbol is `EXCODE:CODE`). */
export interface ReactionKey {
  recordId: string;
  publishedAt: string;
  indicatorId: string;
  symbol: string;
}

/** Writes reads once: a point already read keeps its first read (a later answer never rewrites it). Returns how many were new. */
export async function storeReads(db: Queryable, key: ReactionKey, reads: Read[], at: Date): Promise<number> {
  if (!reads.length) return 0;
  const rows = await db.query<{ point: number }>(
    `INSERT INTO release_reactions (record_id, published_at, indicator_id, symbol, point, price, candle_end, high, low, read_at)
     SELECT $1, $2, $3, $4, point, price, candle_end, high, low, $6
     FROM jsonb_to_recordset($5::jsonb) AS x(point smallint, price double precision, candle_end timestamptz, high double precision, low double precision)
     ON CONFLICT (record_id, published_at, symbol, point) DO NOTHING RETURNING point`,
    [key.recordId, key.publishedAt, key.indicatorId, key.symbol,
      JSON.stringify(reads.map((r) => ({ point: r.point, price: r.price, candle_end: r.candleEnd, high: r.high, low: r.low }))), at.toISOString()],
  );
  return rows.length;
}

/** A release the recorder watches, with the points already read per symbol. */
export interface Watched {
  release: Release;
  read: Map<string, Set<Point>>;
}

/**
 * Releases published in [since, until] (each once, whichever variant stored
 * it), with what was already read for them, oldest first.
 */
export async function watchedReleases(db: Queryable, since: Date, until: Date): Promise<Watched[]> {
  const rows = await db.query<{ record: Release | string; reads: { symbol: string; point: number }[] | string | null }>(
    `SELECT r.record,
       (SELECT jsonb_agg(jsonb_build_object('symbol', x.symbol, 'point', x.point)) FROM release_reactions x
        WHERE x.record_id = r.record_id AND x.published_at = r.published_at) AS reads
     FROM (SELECT DISTINCT ON (record_id, published_at) record_id, published_at, record FROM releases
           WHERE published_at BETWEEN $1 AND $2 ORDER BY record_id, published_at, variant) AS r
     ORDER BY r.published_at, r.record_id`,
    [since.toISOString(), until.toISOString()],
  );
  return rows.map((row) => {
    const release = (typeof row.record === 'string' ? JSON.parse(row.record) : row.record) as Release;
    const reads = (typeof row.reads === 'string' ? JSON.parse(row.reads) : row.reads ?? []) as { symbol: string; point: number }[];
    const read = new Map<string, Set<Point>>();
    for (const r of reads) {
      if (!read.has(r.symbol)) read.set(r.symbol, new Set());
      read.get(r.symbol)!.add(r.point as Point);
    }
    return { release, read };
  });
}

/** Symbols with reads for an indicator and how many releases each has, most first. */
export async function reactionSymbols(db: Queryable, indicatorId: string): Promise<{ symbol: string; releases: number }[]> {
  const rows = await db.query<{ symbol: string; n: number }>(
    `SELECT symbol, count(DISTINCT (record_id, published_at))::int AS n FROM release_reactions WHERE indicator_id = $1
     GROUP BY symbol ORDER BY n DESC, symbol`,
    [indicatorId],
  );
  return rows.map((r) => ({ symbol: r.symbol, releases: Number(r.n) }));
}

/** An indicator's releases with reads for a symbol, oldest first, with the values of a variant (or any variant's). */
export async function readReactions(db: Queryable, variant: Variant, indicatorId: string, symbol: string): Promise<ReactionRow[]> {
  const rows = await db.query<{
    record_id: string; published_at: Date | string; actual: string | null; forecast: string | null;
    prices: Record<string, number | null> | string;
    extremes: Record<string, [number, number]> | string | null;
  }>(
    `SELECT x.record_id, x.published_at, v.actual, v.forecast, jsonb_object_agg(x.point::text, x.price) AS prices,
       jsonb_object_agg(x.point::text, jsonb_build_array(x.high, x.low)) FILTER (WHERE x.high IS NOT NULL AND x.low IS NOT NULL) AS extremes
     FROM release_reactions x
     LEFT JOIN LATERAL (SELECT actual, forecast FROM releases r WHERE r.record_id = x.record_id AND r.published_at = x.published_at
                        ORDER BY (r.variant = $1) DESC, r.variant LIMIT 1) v ON true
     WHERE x.indicator_id = $2 AND x.symbol = $3
     GROUP BY x.record_id, x.published_at, v.actual, v.forecast
     ORDER BY x.published_at, x.record_id`,
    [variant, indicatorId, symbol],
  );
  return rows.map((r) => {
    const prices = pricesOf(r.prices);
    return { recordId: r.record_id, publishedAt: new Date(r.published_at).toISOString(), actual: r.actual, forecast: r.forecast, prices, extremes: extremesOf(r.extremes) };
  });
}

/** The newest archived record of an indicator (the page's variant first): its impact rule names the symbols it moves. */
export async function latestRelease(db: Queryable, variant: Variant, indicatorId: string): Promise<Release | null> {
  const [row] = await db.query<{ record: Release | string }>(
    `SELECT record FROM releases WHERE indicator_id = $1 ORDER BY published_at DESC, (variant = $2) DESC, variant LIMIT 1`,
    [indicatorId, variant],
  );
  if (!row) return null;
  return (typeof row.record === 'string' ? JSON.parse(row.record) : row.record) as Release;
}

/** The prices of a release's points as the store aggregates them (`{"0": 100.5, "15": null}`). */
function pricesOf(raw: Record<string, number | null> | string): ReactionRow['prices'] {
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, number | null>;
  const prices: ReactionRow['prices'] = {};
  for (const p of POINTS) if (String(p) in parsed) prices[p] = parsed[String(p)] === null ? null : Number(parsed[String(p)]);
  return prices;
}

/** The highs and lows of a release's marks as the store aggregates them (`{"15": [high, low]}`). */
export function extremesOf(raw: Record<string, [number, number]> | string | null): ReactionRow['extremes'] {
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw ?? {}) as Record<string, [number, number]>;
  const out: ReactionRow['extremes'] = {};
  for (const m of MARKS) {
    const pair = parsed[String(m)];
    if (pair) out[m] = { high: Number(pair[0]), low: Number(pair[1]) };
  }
  return out;
}

/** A linked symbol of an indicator (`EXCODE:CODE`), as the typical moves are asked for. */
export interface IndicatorSymbol {
  indicatorId: string;
  symbol: string;
}

export const indicatorSymbolKey = (p: IndicatorSymbol) => `${p.indicatorId}|${p.symbol}`;

/**
 * The reads before and at the typical move's mark of some indicators' linked
 * symbols, by `indicatorSymbolKey`: one statement for a whole view, through
 * the `release_reactions_by_indicator` index. Values (actual, forecast) are
 * not read: the rows' typical move needs none.
 */
export async function readTypicalReads(db: Queryable, pairs: readonly IndicatorSymbol[], mark: number): Promise<Map<string, ReactionRow[]>> {
  const out = new Map<string, ReactionRow[]>();
  if (!pairs.length) return out;
  const tuples = pairs.map((_, i) => `($${2 * i + 2}, $${2 * i + 3})`).join(', ');
  const rows = await db.query<{
    indicator_id: string; symbol: string; record_id: string; published_at: Date | string;
    prices: Record<string, number | null> | string; extremes: Record<string, [number, number]> | string | null;
  }>(
    `SELECT x.indicator_id, x.symbol, x.record_id, x.published_at, jsonb_object_agg(x.point::text, x.price) AS prices,
       jsonb_object_agg(x.point::text, jsonb_build_array(x.high, x.low)) FILTER (WHERE x.high IS NOT NULL AND x.low IS NOT NULL) AS extremes
     FROM release_reactions x
     WHERE x.point IN (0, $1) AND (x.indicator_id, x.symbol) IN (${tuples})
     GROUP BY x.indicator_id, x.symbol, x.record_id, x.published_at
     ORDER BY x.published_at, x.record_id`,
    [mark, ...pairs.flatMap((p) => [p.indicatorId, p.symbol])],
  );
  for (const r of rows) {
    const prices = pricesOf(r.prices);
    const key = indicatorSymbolKey({ indicatorId: r.indicator_id, symbol: r.symbol });
    const list = out.get(key) ?? [];
    list.push({ recordId: r.record_id, publishedAt: new Date(r.published_at).toISOString(), actual: null, forecast: null, prices, extremes: extremesOf(r.extremes) });
    out.set(key, list);
  }
  return out;
}
