// @ts-check
// (R1) The reaction recorder's upstream K-line calls per recorded release
// (at most linked symbols × marks), counted at the simulator.
//
// A release's marks reach an hour past it, so the run follows a clock that
// goes `--reactions-speed` times faster than real time (default 60: the hour
// in about a minute), shared by the simulator (startSimulator's `now`), the
// upstream client with its cache, and the recorder, which is wired as the
// server wires it (lib/archive/reaction-wiring.ts) on an embedded archive of
// its own; its tick and its share of ARCHIVE_RATE_PER_S are scaled alike, so
// it sees the same instants as in production, only sooner.
//
// The clock starts in a past stretch of the simulator's schedule where no
// release with a linked symbol falls in the recorder's three-hour lookback
// or the run, so the only releases it records are those scheduled through
// the control API: U.S. non-farm payrolls and the EIA crude inventory, whose
// linked symbols are disjoint (each K-line call belongs to one release).
// The simulator's request log counts the calls, independently of the
// recorder's own `candleCalls`.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSimulator } from '../simulator/server.mjs';
import { libLoader } from './lib-loader.mjs';

/**
 * @typedef {import('../lib/upstream/types.ts').Release} Release
 * @typedef {import('../lib/upstream/client.ts').UpstreamClient} UpstreamClient
 * @typedef {import('../lib/market/release-symbols.ts').LinkedSymbol} LinkedSymbol
 * @typedef {import('../lib/archive/db.ts').Db} Db
 * @typedef {ReturnType<typeof import('../lib/archive/reaction-wiring.ts').wireReactionRecorder>} Recorder
 * @typedef {import('../simulator/control.mjs').RequestLog} RequestLog
 * @typedef {{ title: string, id: string, symbols: number, calls: number, bound: number, reads: number, expected: number }} ReleaseCalls
 *   one recorded release: K-line calls for it against the bound (linked symbols × marks), points read of those expected
 * @typedef {{
 *   speed: number,
 *   seconds: number,
 *   rows: ReleaseCalls[],
 *   klineCalls: number,
 *   unattributed: number,
 *   sweptCalls: number,
 *   logComplete: boolean,
 *   status: ReturnType<Recorder['status']>,
 * }} ReactionCalls
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONE = 'Asia/Shanghai';
/** U.S. non-farm payrolls (USD, its pairs, gold and silver) and the EIA crude inventory (crude): no symbol in common. */
const RELEASES = ['112022041900110001', '112022041900110016'];
/** The recorder's lookback (lib/archive/reaction-wiring.ts) and the run: the stretch that must hold no other linked release. */
const LOOKBACK = 3 * HOUR;
const RUN = 66 * MINUTE;
/** The production defaults the clock speeds up: the recorder's tick and the archive's rate. */
const TICK_MS = 15_000;
const RATE_PER_S = 2;

/** @param {number} ms */
const shanghaiDay = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

/**
 * One control-API call on a connection of its own: the simulator runs in this
 * process, so a pooled keep-alive socket it closes while PGlite holds the
 * thread would be reset under the next request.
 * @param {string} url
 * @param {string} method
 * @param {unknown} [body]
 * @returns {Promise<unknown>}
 */
function controlCall(url, method, body) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (res.statusCode !== 200) reject(new Error(`simulator control ${method} ${url}: ${res.statusCode} ${JSON.stringify(json)}`));
        else resolve(json);
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** A clock that runs at real speed until `set(virtual, speed)`, then `speed` times faster from `virtual` on. */
function fastClock() {
  let origin = { real: Date.now(), virtual: Date.now(), speed: 1 };
  return {
    now: () => origin.virtual + (Date.now() - origin.real) * origin.speed,
    /**
     * @param {number} virtual
     * @param {number} speed
     */
    set(virtual, speed) {
      origin = { real: Date.now(), virtual, speed };
    },
  };
}

/**
 * The latest whole hour (at least a day back) whose lookback and run hold no
 * release that moves a listed symbol, in the simulator's plain schedule.
 * @param {UpstreamClient} client
 * @param {(release: Release) => LinkedSymbol[]} linked
 */
async function quietStart(client, linked) {
  /** @type {Map<string, Release[]>} */
  const days = new Map();
  /** @param {string} day */
  const releasesOf = async (day) => {
    if (!days.has(day)) days.set(day, (await client.getDailyReleases('api', day)).data);
    return /** @type {Release[]} */ (days.get(day));
  };
  let t = Math.floor((Date.now() - 24 * HOUR) / HOUR) * HOUR;
  for (let i = 0; i < 24 * 60; i++, t -= HOUR) {
    const from = t - LOOKBACK - MINUTE;
    const to = t + RUN + MINUTE;
    const all = [...new Set([shanghaiDay(from), shanghaiDay(to)])];
    const releases = (await Promise.all(all.map(releasesOf))).flat();
    const busy = releases.some((r) => {
      const at = Date.parse(r.publishedAt);
      return at >= from && at <= to && linked(r).length > 0;
    });
    if (!busy) return t;
  }
  throw new Error('no quiet stretch in the simulator schedule of the last 60 days');
}

/** @returns {Promise<ReactionCalls>} */
export async function reactionCalls(argv = process.argv) {
  const i = argv.indexOf('--reactions-speed');
  const speed = i > 0 ? Number(argv[i + 1]) : 60;
  const { load, close } = libLoader();
  const clock = fastClock();
  const sim = await startSimulator({ now: clock.now, quirks: 'off' });
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-bench-reactions-'));
  /**
   * @param {string} method
   * @param {string} name
   * @param {unknown} [body]
   */
  const control = (method, name, body) => controlCall(`${sim.url}/__sim/${name}`, method, body);
  /** @type {Db | null} */
  let db = null;
  /** @type {Recorder | null} */
  let recorder = null;
  try {
    const { parseConfig } = await load('lib/config.ts');
    const { createUpstreamClient } = await load('lib/upstream/client.ts');
    const { linkedSymbols } = await load('lib/market/release-symbols.ts');
    const { embeddedDb } = await load('lib/archive/db-embedded.ts');
    const { migrate } = await load('lib/archive/migrations.ts');
    const { createPacer } = await load('lib/archive/pacer.ts');
    const { wireReactionRecorder } = await load('lib/archive/reaction-wiring.ts');
    const { MARKS, POINTS } = await load('lib/archive/reactions.ts');
    const { watchedReleases } = await load('lib/archive/reactions-store.ts');
    const config = parseConfig({ SIMULATOR_URL: sim.url, UPSTREAM_TIMEOUT_MS: '10000' });
    /** @param {Release} release */
    const linked = (release) => linkedSymbols(release, config.marketExchanges);

    const start = await quietStart(createUpstreamClient(config), linked);
    db = await embeddedDb(dir);
    await migrate(db);
    // The fast clock starts once the archive is open: the releases are a minute ahead of the recorder's start.
    clock.set(start, speed);
    const client = createUpstreamClient(config, { now: clock.now });
    const publishAt = start + MINUTE;
    for (const idxId of RELEASES) await control('POST', 'releases', { inSeconds: (publishAt - clock.now()) / 1000, idxId, importance: 3 });
    await control('DELETE', 'log');
    recorder = wireReactionRecorder({
      db: async () => /** @type {Db} */ (db), // opened above
      leads: () => true,
      pacer: createPacer({ ratePerS: RATE_PER_S * speed, readersBusy: client.readerCallsInFlight }),
      upstream: client,
      marketExchanges: config.marketExchanges,
      zone: ZONE,
      now: clock.now,
      tickMs: TICK_MS / speed,
      log: () => undefined,
    });
    console.log(`(R1) reaction recorder: ${RELEASES.length} releases followed through +${MARKS.at(-1)} min on a clock ${speed}× real time from ${new Date(start).toISOString()} …`);
    const began = Date.now();
    recorder.start();
    const end = publishAt + /** @type {number} */ (MARKS.at(-1)) * MINUTE + 2 * MINUTE;
    while (clock.now() < end) await new Promise((r) => setTimeout(r, 200));
    const status = recorder.status();
    const sweepCalls = recorder.sweepCallsBySymbol();
    await recorder.stop();
    recorder = null;
    const seconds = (Date.now() - began) / 1000;

    const log = /** @type {RequestLog} */ (await control('GET', 'log'));
    const klines = log.requests.filter((r) => r.path.endsWith('/kline'));
    const watched = await watchedReleases(db, new Date(start - LOOKBACK), new Date(clock.now()));
    const rows = watched.map(({ release, read }) => {
      const keys = linked(release).map((l) => l.key);
      // The sweep of older releases asks once per symbol and pass, for no release in particular: not this one's.
      const swept = keys.reduce((n, k) => n + (sweepCalls.get(k) ?? 0), 0);
      const calls = klines.filter((r) => keys.includes(`${r.query.excode}:${r.query.code}`)).length - swept;
      const reads = [...read.values()].reduce((n, points) => n + points.size, 0);
      return { title: release.title, id: release.indicatorId, symbols: keys.length, calls, bound: keys.length * MARKS.length, reads, expected: keys.length * POINTS.length };
    });
    const attributed = rows.reduce((n, r) => n + r.calls, 0);
    const sweptCalls = [...sweepCalls.values()].reduce((n, c) => n + c, 0);
    return { speed, seconds, rows, klineCalls: klines.length, unattributed: klines.length - attributed - sweptCalls, sweptCalls, logComplete: log.total === log.requests.length, status };
  } finally {
    await recorder?.stop();
    await db?.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
    await close();
  }
}

/** @param {ReactionCalls} r */
export function printReactionCalls(r) {
  console.log(`\nReaction recorder: upstream K-line calls per release, counted at the simulator (target ≤ linked symbols × marks; ${r.speed}× clock, ${r.seconds.toFixed(0)} s)`);
  for (const x of r.rows) {
    const verdict = x.calls <= x.bound ? 'pass' : 'FAIL';
    console.log(`  ${x.id} ${x.title}: ${x.calls} calls for ${x.symbols} linked symbols × 3 marks = bound ${x.bound} → ${verdict}; ${x.reads} of ${x.expected} points read`);
  }
  if (!r.rows.length) console.log('  no release was recorded — FAIL');
  console.log(`  K-line calls in the log: ${r.klineCalls} (${r.sweptCalls} by the sweep of older releases, ${r.status.sweep.passes} passes; ${r.unattributed} not for a recorded release's symbol); recorder's own count ${r.status.candleCalls}, reads ${r.status.reads}, gaps ${r.status.gaps}${r.status.lastError ? `, last error: ${r.status.lastError.message}` : ''}${r.logComplete ? '' : ' (the log overflowed: counts are low)'}`);
}
