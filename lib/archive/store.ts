import 'server-only';
import { dayIn } from '@/lib/time/zones';
import type { Release, Variant } from '@/lib/upstream/types';
import type { Queryable } from './db';
import { dayOutcome, emptyDayAccepted, recheckDelayMs } from './days';

export type { Variant };

/** One archived release of an indicator, as the history chart, table and API read it. */
export interface HistoryRow {
  publishedAt: string;
  period: string;
  unit: string;
  actual: string | null;
  forecast: string | null;
  previous: string | null;
  revised: string | null;
  /** The actual first archived; differs from `actual` when the upstream revised it later. */
  firstActual: string | null;
}

const COLUMNS = `record_id text, published_at timestamptz, indicator_id text, upstream_day date, title text, country text,
  period text, unit text, importance smallint, previous text, forecast text, actual text, revised text, released boolean,
  source text, record jsonb`;

/**
 * Upserts a batch of releases of one variant in one statement. A row changes
 * only when its values do, and each change (the first sighting included)
 * appends a version: the first actual and every later revision are kept.
 */
export async function storeReleases(db: Queryable, variant: Variant, releases: Release[], seenAt: Date, upstreamZone: string): Promise<number> {
  const unique = new Map<string, Release>();
  for (const r of releases) unique.set(`${r.id}|${r.publishedAt}`, r);
  if (!unique.size) return 0;
  const input = [...unique.values()].map((r) => ({
    record_id: r.id,
    published_at: r.publishedAt,
    indicator_id: r.indicatorId,
    upstream_day: dayIn(new Date(r.publishedAt), upstreamZone),
    title: r.title,
    country: r.country,
    period: r.period,
    unit: r.unit,
    importance: r.importance,
    previous: r.previous,
    forecast: r.forecast,
    actual: r.actual,
    revised: r.revised,
    released: r.released,
    source: r.source,
    record: r,
  }));
  const rows = await db.query<{ n: number }>(
    `WITH input AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(${COLUMNS})),
     written AS (
       INSERT INTO releases AS r (variant, record_id, published_at, indicator_id, upstream_day, title, country, period, unit,
         importance, previous, forecast, actual, revised, first_actual, released, source, record, first_seen_at, changed_at)
       SELECT $1, record_id, published_at, indicator_id, upstream_day, title, country, period, unit, importance,
         previous, forecast, actual, revised, actual, released, source, record, $3, $3 FROM input
       ON CONFLICT (variant, record_id, published_at) DO UPDATE SET
         indicator_id = EXCLUDED.indicator_id, upstream_day = EXCLUDED.upstream_day, title = EXCLUDED.title,
         country = EXCLUDED.country, period = EXCLUDED.period, unit = EXCLUDED.unit, importance = EXCLUDED.importance,
         previous = EXCLUDED.previous, forecast = EXCLUDED.forecast, actual = EXCLUDED.actual, revised = EXCLUDED.revised,
         first_actual = COALESCE(r.first_actual, EXCLUDED.actual), released = EXCLUDED.released, source = EXCLUDED.source,
         record = EXCLUDED.record, changed_at = EXCLUDED.changed_at
       WHERE (r.previous, r.forecast, r.actual, r.revised, r.released)
         IS DISTINCT FROM (EXCLUDED.previous, EXCLUDED.forecast, EXCLUDED.actual, EXCLUDED.revised, EXCLUDED.released)
       RETURNING record_id, published_at, previous, forecast, actual, revised
     ),
     versions AS (
       INSERT INTO release_versions (variant, record_id, published_at, seen_at, previous, forecast, actual, revised)
       SELECT $1, record_id, published_at, $3, previous, forecast, actual, revised FROM written RETURNING 1
     )
     SELECT count(*)::int AS n FROM versions`,
    [variant, JSON.stringify(input), seenAt.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Marks an upstream day complete for a variant (only after its releases are
 * stored: the caller's transaction); it is no longer a day to check again.
 */
export async function markDayArchived(db: Queryable, variant: Variant, day: string, count: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO archived_days (variant, day, releases, archived_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (variant, day) DO UPDATE SET releases = EXCLUDED.releases, archived_at = EXCLUDED.archived_at`,
    [variant, day, count, at.toISOString()],
  );
  await db.query('DELETE FROM days_to_check WHERE variant = $1 AND day = $2', [variant, day]);
}

/** What became of a past day's answer: archived whole, accepted as empty, or waiting to be asked again at `nextCheckAt`. */
export type DayResult =
  | { outcome: 'whole' | 'accepted-empty' }
  | { outcome: 'empty' | 'partial'; nextCheckAt: Date | null };

/**
 * Stores one answer for a whole past upstream day (the caller's
 * transaction): the records read are kept in any case (they are real). The
 * day is marked archived only when the answer was read whole; otherwise, when
 * `recheck` (the backfill asked), it becomes, or stays, a day to check again
 * after a growing back-off, and an empty day that stayed empty through re-asks
 * spanning a week is accepted as empty (docs/operations.md, "The archive").
 * A partly unreadable day is never taken as whole: it keeps being asked again.
 */
export async function storeDayAnswer(
  db: Queryable,
  variant: Variant,
  day: string,
  answer: { releases: Release[]; unread: number },
  at: Date,
  upstreamZone: string,
  recheck: boolean,
): Promise<DayResult> {
  await storeReleases(db, variant, answer.releases, at, upstreamZone);
  const outcome = dayOutcome(answer.releases.length, answer.unread);
  if (outcome === 'whole') {
    await markDayArchived(db, variant, day, answer.releases.length, at);
    return { outcome };
  }
  if (!recheck) return { outcome, nextCheckAt: null };
  const [archived] = await db.query('SELECT 1 FROM archived_days WHERE variant = $1 AND day = $2', [variant, day]);
  // Archived whole meanwhile (a reader's visit): a later glitch takes nothing away.
  if (archived) return { outcome: 'whole' };
  const [prev] = await db.query<{ outcome: string; asks: number; empty_since: Date | string | null; empty_asks: number }>(
    'SELECT outcome, asks, empty_since, empty_asks FROM days_to_check WHERE variant = $1 AND day = $2',
    [variant, day],
  );
  const asks = Number(prev?.asks ?? 0) + 1;
  const emptyRun = outcome === 'empty' && prev?.outcome === 'empty' && prev.empty_since !== null;
  const emptyAsks = outcome === 'empty' ? (emptyRun ? Number(prev.empty_asks) + 1 : 1) : 0;
  const emptySince = outcome === 'empty' ? (emptyRun ? new Date(prev.empty_since!) : at) : null;
  if (emptySince && emptyDayAccepted(emptyAsks, emptySince.getTime(), at.getTime())) {
    await markDayArchived(db, variant, day, 0, at);
    return { outcome: 'accepted-empty' };
  }
  const nextCheckAt = new Date(at.getTime() + recheckDelayMs(asks));
  await db.query(
    `INSERT INTO days_to_check (variant, day, outcome, unread, asks, empty_since, empty_asks, checked_at, next_check_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (variant, day) DO UPDATE SET outcome = EXCLUDED.outcome, unread = EXCLUDED.unread, asks = EXCLUDED.asks,
       empty_since = EXCLUDED.empty_since, empty_asks = EXCLUDED.empty_asks, checked_at = EXCLUDED.checked_at,
       next_check_at = EXCLUDED.next_check_at`,
    [variant, day, outcome, answer.unread, asks, emptySince?.toISOString() ?? null, emptyAsks, at.toISOString(), nextCheckAt.toISOString()],
  );
  return { outcome, nextCheckAt };
}

/** A complete archived upstream day, oldest first; null when that day was never archived whole. */
export async function readArchivedDay(db: Queryable, variant: Variant, day: string): Promise<{ releases: Release[]; archivedAt: number } | null> {
  const [marked] = await db.query<{ archived_at: Date | string }>('SELECT archived_at FROM archived_days WHERE variant = $1 AND day = $2', [variant, day]);
  if (!marked) return null;
  const rows = await db.query<{ record: Release | string }>(
    'SELECT record FROM releases WHERE variant = $1 AND upstream_day = $2 ORDER BY published_at, record_id',
    [variant, day],
  );
  return {
    releases: rows.map((r) => (typeof r.record === 'string' ? (JSON.parse(r.record) as Release) : r.record)),
    archivedAt: new Date(marked.archived_at).getTime(),
  };
}

/** Whether any release of the indicator was ever archived (in any variant). */
export async function readIndicatorSeen(db: Queryable, indicatorId: string): Promise<boolean> {
  const rows = await db.query<{ seen: number }>('SELECT 1 AS seen FROM releases WHERE indicator_id = $1 LIMIT 1', [indicatorId]);
  return rows.length > 0;
}

/** Which of these indicator ids the archive holds a release of. */
export async function readIndicatorsSeen(db: Queryable, indicatorIds: string[]): Promise<string[]> {
  if (!indicatorIds.length) return [];
  const marks = indicatorIds.map((_, i) => `$${i + 1}`).join(', ');
  const rows = await db.query<{ id: string }>(`SELECT DISTINCT indicator_id AS id FROM releases WHERE indicator_id IN (${marks})`, indicatorIds);
  return rows.map((r) => r.id);
}

/** Released values of one indicator between two instants (inclusive, either open), oldest first. */
export async function readHistory(db: Queryable, variant: Variant, indicatorId: string, from: string | null, to: string | null): Promise<HistoryRow[]> {
  const rows = await db.query<{
    published_at: Date | string; period: string; unit: string; actual: string | null; forecast: string | null;
    previous: string | null; revised: string | null; first_actual: string | null;
  }>(
    `SELECT published_at, period, unit, actual, forecast, previous, revised, first_actual FROM releases
     WHERE indicator_id = $1 AND variant = $2 AND released
       AND ($3::timestamptz IS NULL OR published_at >= $3) AND ($4::timestamptz IS NULL OR published_at <= $4)
     ORDER BY published_at, record_id`,
    [indicatorId, variant, from, to],
  );
  return rows.map((r) => ({
    publishedAt: new Date(r.published_at).toISOString(),
    period: r.period,
    unit: r.unit,
    actual: r.actual,
    forecast: r.forecast,
    previous: r.previous,
    revised: r.revised,
    firstActual: r.first_actual,
  }));
}

/** Legacy Calendar List `IDX_ID → ID` pairs (the ID keys Calendar Details; docs/upstream.md, "Beyond the document"). */
/** One statement may not touch a row twice: a day lists an indicator more than once (sub-indicators), hence DISTINCT. */
export async function storeLegacyIds(db: Queryable, pairs: { indicatorId: string; legacyId: string }[], at: Date): Promise<void> {
  if (!pairs.length) return;
  await db.query(
    `INSERT INTO legacy_ids (indicator_id, legacy_id, seen_at)
     SELECT DISTINCT indicator_id, legacy_id, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS x(indicator_id text, legacy_id text)
     ON CONFLICT (indicator_id, legacy_id) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [JSON.stringify(pairs.map((p) => ({ indicator_id: p.indicatorId, legacy_id: p.legacyId }))), at.toISOString()],
  );
}

export async function readLegacyIds(db: Queryable, indicatorId: string): Promise<string[]> {
  const rows = await db.query<{ legacy_id: string }>('SELECT legacy_id FROM legacy_ids WHERE indicator_id = $1 ORDER BY seen_at DESC', [indicatorId]);
  return rows.map((r) => r.legacy_id);
}

/**
 * When the values of a variant's releases published in [from, to] last
 * changed (their first sighting, an actual, a revision), by `id@publishedAt`:
 * the feed's `updated` (lib/feeds).
 */
export async function readChangeTimes(db: Queryable, variant: Variant, from: string, to: string): Promise<Map<string, string>> {
  const rows = await db.query<{ record_id: string; published_at: Date | string; changed_at: Date | string }>(
    `SELECT record_id, published_at, changed_at FROM releases WHERE variant = $1 AND published_at BETWEEN $2 AND $3`,
    [variant, from, to],
  );
  return new Map(rows.map((r) => [`${r.record_id}@${new Date(r.published_at).toISOString()}`, new Date(r.changed_at).toISOString()]));
}
