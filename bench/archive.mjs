// @ts-check
// `npm run bench -- --archive-only` — the history archive's figures (docs/performance.md,
// "The archive"), measured on lib/archive itself (loaded through Vite's
// module runner), the upstream client and a simulator in a process of its own:
//  (A1) backfill of one year × three variants at an unlimited rate: days/s and
//       the store's size per year, on embedded PGlite and on a Postgres server;
//  (A2) a 20-year history query for one indicator (the year back-filled, then
//       copied 19 years back in SQL: twenty years of all indicators in every
//       variant): p95 over 200 queries, on both stores (target ≤ 50 ms);
//  (A3) two instances on one Postgres back-filling at ARCHIVE_RATE_PER_S = 20:
//       upstream calls per second in total (target: 20, not 40).
// Postgres is Debian's package, started on a free port like the unit tests'.
// Not a test: it prints a table. Option: --archive-year YYYY (default: last year).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { libLoader, root } from './lib-loader.mjs';

/** @typedef {import('../lib/archive/db.ts').Db} Db */

const { load, close: closeLoader } = libLoader();

/** U.S. non-farm payrolls in the simulator's catalogue. */
const NFP = '112022041900110001';
const ZONE = 'Asia/Shanghai';

/**
 * @param {string} dir
 * @returns {number}
 */
const dirSize = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? dirSize(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size), 0);
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** @param {number[]} xs */
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
async function startSimulator() {
  const child = spawn(process.execPath, ['simulator/cli.mjs', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (line) => {
      const m = /listening on (http:\/\/\S+)/.exec(line);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error('the simulator exited')));
  });
  return { url, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

export async function reportArchive(argv = process.argv) {
  const i = argv.indexOf('--archive-year');
  const year = i > 0 ? Number(argv[i + 1]) : new Date().getUTCFullYear() - 1;
  const from = `${year}-01-01`;
  const { createBackfill } = await load('lib/archive/backfill.ts');
  const { migrate } = await load('lib/archive/migrations.ts');
  const { embeddedDb } = await load('lib/archive/db-embedded.ts');
  const { postgresDb } = await load('lib/archive/db-postgres.ts');
  const { readHistory } = await load('lib/archive/store.ts');
  const { parseConfig } = await load('lib/config.ts');
  const { createUpstreamClient } = await load('lib/upstream/client.ts');
  const { startPostgres } = await load('tests/unit/support/postgres-server.ts');
  const sim = await startSimulator();
  const client = createUpstreamClient(parseConfig({ SIMULATOR_URL: sim.url, UPSTREAM_TIMEOUT_MS: '10000' }));
  const pg = await startPostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-bench-archive-'));
  // "Now" is the day after the year: the backfill walks exactly that year, newest day first.
  const now = Date.parse(`${year + 1}-01-01T12:00:00Z`);
  /** @type {[string, string, string][]} */
  const rows = [];

  /**
   * @param {Db} db
   * @param {number} ratePerS
   */
  async function backfillYear(db, ratePerS) {
    await migrate(db);
    let calls = 0;
    const b = createBackfill({
      db: async () => db, fetchDay: (v, d) => (calls++, client.fetchDailyReleases(v, d)), readersBusy: () => 0,
      upstreamZone: ZONE, from, ratePerS, now: () => now, log: () => undefined,
    });
    const started = performance.now();
    b.start();
    // Every day asked once (days whose answer was empty or partly unreadable then wait for a re-check).
    while (b.status().daysToDo !== 0 || !['complete', 'rechecking'].includes(b.status().state)) {
      if (b.status().state === 'paused' || b.status().state === 'unavailable') throw new Error(`backfill ${b.status().state}: ${b.status().lastError?.message}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    await b.stop();
    // Counted by now: daysToDo reached 0 above.
    return { days: /** @type {number} */ (b.status().daysDone), seconds, calls };
  }

  /**
   * Copies the year's releases (and their versions) 1…19 years back: twenty years of every indicator and variant.
   * @param {Db} db
   */
  async function twentyYears(db) {
    await db.query(`INSERT INTO releases SELECT variant, record_id, published_at - make_interval(years => n), indicator_id,
        (upstream_day - make_interval(years => n))::date, title, country, period, unit, importance, previous, forecast, actual, revised,
        first_actual, released, source, record, first_seen_at, changed_at
      FROM releases CROSS JOIN generate_series(1, 19) AS n ON CONFLICT DO NOTHING`);
    await db.query('ANALYZE releases');
    const [{ n }] = await db.query("SELECT count(*)::int AS n FROM releases WHERE indicator_id = $1 AND variant = 'apien' AND released", [NFP]);
    /** @type {number[]} */
    const times = [];
    for (let k = 0; k < 220; k++) {
      const t = performance.now();
      const history = await readHistory(db, 'apien', NFP, null, null);
      if (k >= 20) times.push(performance.now() - t);
      if (history.length !== Number(n)) throw new Error(`history returned ${history.length} of ${n} rows`);
    }
    const [{ total }] = await db.query('SELECT count(*)::int AS total FROM releases');
    return { p95: p95(times), p50: [...times].sort((x, y) => x - y)[Math.floor(times.length / 2)], rows: Number(n), total: Number(total) };
  }

  try {
    // (A1) + (A2) embedded.
    const lite = await embeddedDb(path.join(dir, 'pglite'));
    const a = await backfillYear(lite, 1e9);
    await lite.query('CHECKPOINT');
    const liteSize = dirSize(path.join(dir, 'pglite'));
    const [{ liteDb }] = await lite.query('SELECT pg_database_size(current_database())::bigint AS "liteDb"');
    const [{ liteEmpty }] = await lite.query('SELECT pg_database_size(\'template1\')::bigint AS "liteEmpty"');
    rows.push(['backfill 1 year × 3 variants, PGlite', `${(a.days / a.seconds).toFixed(1)} days/s`, `${a.days} days in ${a.seconds.toFixed(1)} s; ${a.calls} upstream calls`]);
    rows.push(['store size per year, PGlite', mb(Number(liteDb) - Number(liteEmpty)), `database size less an empty one; the whole data folder (WAL, catalogs) ${mb(liteSize)}`]);
    const liteQuery = await twentyYears(lite);
    rows.push(['20-year history of one indicator, PGlite p95', `${liteQuery.p95.toFixed(1)} ms`, `target ≤ 50 ms; p50 ${liteQuery.p50.toFixed(1)} ms; ${liteQuery.rows} releases of ${liteQuery.total} rows`]);
    await lite.close();

    // (A1) + (A2) Postgres.
    const url = await pg.createDatabase();
    const server = postgresDb(url);
    const b = await backfillYear(server, 1e9);
    const [{ size }] = await server.query('SELECT pg_database_size(current_database())::bigint AS size');
    const [{ empty }] = await server.query("SELECT pg_database_size('template1')::bigint AS empty");
    rows.push(['backfill 1 year × 3 variants, Postgres', `${(b.days / b.seconds).toFixed(1)} days/s`, `${b.days} days in ${b.seconds.toFixed(1)} s; ${b.calls} upstream calls`]);
    rows.push(['store size per year, Postgres', mb(Number(size) - Number(empty)), 'database size less an empty one']);
    const pgQuery = await twentyYears(server);
    rows.push(['20-year history of one indicator, Postgres p95', `${pgQuery.p95.toFixed(1)} ms`, `target ≤ 50 ms; p50 ${pgQuery.p50.toFixed(1)} ms; ${pgQuery.rows} releases of ${pgQuery.total} rows`]);
    await server.close();

    // (A3) two instances, one Postgres, ARCHIVE_RATE_PER_S = 20.
    const RATE = 20;
    const SECONDS = 10;
    const shared = await pg.createDatabase();
    const dbs = [postgresDb(shared), postgresDb(shared)];
    await migrate(dbs[0]);
    const calls = [0, 0];
    const instances = dbs.map((db, k) =>
      createBackfill({
        db: async () => db, fetchDay: (v, d) => (calls[k]++, client.fetchDailyReleases(v, d)), readersBusy: () => 0,
        upstreamZone: ZONE, from, ratePerS: RATE, now: () => now, followerRetryMs: 500, log: () => undefined,
      }),
    );
    for (const x of instances) x.start();
    await new Promise((r) => setTimeout(r, 1000));
    const base = [...calls];
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const made = calls.map((c, k) => c - base[k]);
    for (const x of instances) await x.stop();
    for (const db of dbs) await db.close();
    const total = (made[0] + made[1]) / SECONDS;
    rows.push(['2 instances, one Postgres, rate 20/s', `${total.toFixed(1)} calls/s`, `target ≈ ${RATE} in total, not ${2 * RATE}; per instance ${made.map((m) => (m / SECONDS).toFixed(1)).join(' + ')}`]);
  } finally {
    await pg.stop();
    await sim.stop();
    rmSync(dir, { recursive: true, force: true });
    await closeLoader();
  }
  const w = [0, 1].map((k) => Math.max(...rows.map((r) => r[k].length)));
  console.log(`\nArchive benchmark (year ${year}; simulator; lib/archive)`);
  for (const r of rows) console.log(`  ${r[0].padEnd(w[0])}  ${r[1].padStart(w[1])}  ${r[2]}`);
}
