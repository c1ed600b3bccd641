import 'server-only';
import { LOCK, type Db } from './db';

/**
 * Versioned schema changes, applied in order at start. Each runs once, in a
 * transaction that also records its version; re-running is a no-op. Instances
 * starting together on one server serialize on an advisory lock.
 */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'releases, their value versions, archived days, legacy ids',
    sql: `
      CREATE TABLE releases (
        variant text NOT NULL,
        record_id text NOT NULL,
        published_at timestamptz NOT NULL,
        indicator_id text NOT NULL,
        upstream_day date NOT NULL,
        title text NOT NULL,
        country text NOT NULL,
        period text NOT NULL,
        unit text NOT NULL,
        importance smallint NOT NULL,
        previous text,
        forecast text,
        actual text,
        revised text,
        first_actual text,
        released boolean NOT NULL,
        source text NOT NULL,
        record jsonb NOT NULL,
        first_seen_at timestamptz NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (variant, record_id, published_at)
      );
      CREATE INDEX releases_by_indicator ON releases (indicator_id, variant, published_at);
      CREATE INDEX releases_by_day ON releases (variant, upstream_day);
      CREATE TABLE release_versions (
        variant text NOT NULL,
        record_id text NOT NULL,
        published_at timestamptz NOT NULL,
        seen_at timestamptz NOT NULL,
        previous text,
        forecast text,
        actual text,
        revised text
      );
      CREATE INDEX release_versions_of ON release_versions (variant, record_id, published_at, seen_at);
      CREATE TABLE archived_days (
        variant text NOT NULL,
        day date NOT NULL,
        releases integer NOT NULL,
        archived_at timestamptz NOT NULL,
        PRIMARY KEY (variant, day)
      );
      CREATE TABLE legacy_ids (
        indicator_id text NOT NULL,
        legacy_id text NOT NULL,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (indicator_id, legacy_id)
      );`,
  },
  {
    version: 2,
    // An importance outside 1-3 is unknown (shown as "—"), not a reason to drop the row.
    name: 'releases may have an unknown importance',
    sql: `ALTER TABLE releases ALTER COLUMN importance DROP NOT NULL;`,
  },
  {
    version: 3,
    // How markets moved after releases: one row per release, linked symbol and point (0 = before, 5/15/60 minutes after), written once.
    name: 'how linked symbols moved after each release',
    sql: `
      CREATE TABLE release_reactions (
        record_id text NOT NULL,
        published_at timestamptz NOT NULL,
        indicator_id text NOT NULL,
        symbol text NOT NULL,
        point smallint NOT NULL,
        price double precision,
        candle_end timestamptz,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (record_id, published_at, symbol, point)
      );
      CREATE INDEX release_reactions_by_indicator ON release_reactions (indicator_id, symbol, published_at);
      CREATE INDEX releases_by_instant ON releases (published_at);`,
  },
  {
    version: 4,
    // How far back the upstream's one-minute K-lines reached when last asked, per symbol; a release
    // whose marks all precede it cannot be read (said so on the indicator page, not stored as four gaps each).
    name: 'how far back one-minute K-lines reach',
    sql: `
      CREATE TABLE kline_depth (
        symbol text PRIMARY KEY,
        earliest_end timestamptz NOT NULL,
        checked_at timestamptz NOT NULL
      );`,
  },
  {
    version: 5,
    // docs/operations.md, "The archive": a past day whose answer was empty or partly unreadable is not archived
    // whole; it waits here to be asked again, with a growing back-off, until an answer is read whole (or, for an
    // empty one, until it stayed empty through re-asks spanning a week).
    name: 'days to check again',
    sql: `
      CREATE TABLE days_to_check (
        variant text NOT NULL,
        day date NOT NULL,
        outcome text NOT NULL,
        unread integer NOT NULL,
        asks integer NOT NULL,
        empty_since timestamptz,
        empty_asks integer NOT NULL,
        checked_at timestamptz NOT NULL,
        next_check_at timestamptz NOT NULL,
        PRIMARY KEY (variant, day)
      );
      CREATE INDEX days_to_check_due ON days_to_check (next_check_at);`,
  },
  {
    version: 6,
    // The typical move's range (docs/design.md, "Typical moves"): the highest high and lowest low of the candles
    // between a release and each mark, kept from now on; reads written before stay without them.
    name: 'the high and low between a release and each mark',
    sql: `
      ALTER TABLE release_reactions ADD COLUMN high double precision;
      ALTER TABLE release_reactions ADD COLUMN low double precision;`,
  },
  {
    version: 7,
    // docs/design.md, "Delivery": push subscriptions, the VAPID keys kept when the operator gives none (the first
    // instance to store them wins), and one row per message to send — its key (recipient, release, kind, revision)
    // unique, so a message is claimed once whatever the number of instances, then sent, retried or given up.
    name: 'push subscriptions, VAPID keys and the deliveries of messages',
    sql: `
      CREATE TABLE push_subscriptions (
        id text PRIMARY KEY,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        locale text NOT NULL,
        time_zone text NOT NULL,
        rules jsonb NOT NULL,
        unsubscribe_hash text NOT NULL,
        client text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX push_subscriptions_by_client ON push_subscriptions (client, created_at);
      CREATE TABLE push_keys (
        id smallint PRIMARY KEY,
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE TABLE deliveries (
        recipient text NOT NULL,
        release_key text NOT NULL,
        kind text NOT NULL,
        revision text NOT NULL,
        payload jsonb NOT NULL,
        state text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_at timestamptz NOT NULL,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        PRIMARY KEY (recipient, release_key, kind, revision)
      );
      CREATE INDEX deliveries_due ON deliveries (state, next_at);`,
  },
];

export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Transaction-scoped: freed at commit, whichever instance got here first.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK.migrate]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const statement of m.sql.split(';').map((s) => s.trim()).filter(Boolean)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
