// @ts-check
// The soak (docs/performance.md, "Soak"): one portal with its archive
// back-filling, for `seconds`, under mixed readers — pages in three locales,
// polling, exports, never-seen URLs and slow clients that never read their
// answer — while every upstream host cycles through the simulator's faults.
// Printed: answers, 5xx (0), answers slower than the upstream timeout + 1 s
// (0), upstream calls per second at most vs the budget, resident memory at a
// sixth of the run (10 min of an hour) and at its end (within 10 %), and
// archive days lost: days the archive holds as complete with fewer releases
// than the upstream serves for them once its faults have cleared (0).
import { connect } from 'node:net';
import { CATALOGUE } from '../simulator/data/indicators.mjs';
import { serverRssMb } from './pages.mjs';
import { arrivalReader, busiestSecond, callsWithin } from './upstream-arrivals.mjs';

/**
 * @typedef {import('./server.mjs').HealthDetails} HealthDetails
 * @typedef {keyof typeof paths} ReaderKind
 * @typedef {Error & { cause?: { code?: string } }} RequestFailure a request with no answer (fetch's cause carries the socket's error code)
 * @typedef {{ atS: number, mb: number, memory: HealthDetails['memory'] | null }} RssSample
 * @typedef {{
 *   answers: number, serverErrors: number, refusals: number, slow: number, failed: number, slowClients: number,
 *   upstreamMaxPerS: number, upstreamPeakAtS: number, upstreamCalls: number, upstreamUnseen: number,
 *   upstreamPeakCalls: string, portalPeakPerS: number, simLoopMaxMs: number, simLoopP99Ms: number,
 *   lags: { atS: number, ms: number }[],
 *   memorySeries: { atS: number, rssMb: number, heapTotalMb: number, heapUsedMb: number, externalMb: number, archiveMb: number }[],
 *   gc: string,
 *   slowAt: number[],
 *   started: number,
 *   byKind: Record<string, { answers: number, notices: number, worstMs: number }>,
 *   faults: Record<string, number>,
 *   examples: string[],
 *   errorExamples: string[],
 *   rss: RssSample[],
 *   record: (kind: ReaderKind, status: number | 'error', ms: number, path: string, error?: RequestFailure, gateway?: boolean) => void,
 * }} Tally what the soak counts; `rss` is set at its end
 * @typedef {{ complete: number, lost: string[] }} DaysLost
 */

const LOCALES = ['zh-CN', 'en', 'zh-TW'];
const DAY_MS = 86_400_000;
const HOSTS = ['/base', '/alt', '/legacy'];
/** One step per fault period; each host starts at another step, so faults overlap in every combination. */
const FAULTS = [
  { kind: 'latency', ms: 60_000 },
  { kind: 'http', status: 502 },
  { kind: 'malformed' },
  { kind: 'envelope' },
  { kind: 'wrong-type' },
  { kind: 'empty' },
  { kind: 'drop' },
  { kind: 'partial' },
  null,
  null,
];
const FAULT_PERIOD_MS = 20_000;
const SIM_TOKEN = 'macrodesk-simulator-token';
export const SOAK_TIMEOUT_MS = 3000;
export const SOAK_HEALTH_TOKEN = 'macrodesk-bench-health-token';
export const SOAK_METRICS_TOKEN = 'macrodesk-bench-metrics-token';

/** @param {number} n */
const rand = (n) => Math.floor(Math.random() * n);
/**
 * @template T
 * @param {T[]} xs
 */
const pick = (xs) => xs[rand(xs.length)];
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {number} days */
const dayOffset = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const ZONES = Intl.supportedValuesOf('timeZone');
const INDICATORS = CATALOGUE.map((i) => i.idxId);

/**
 * The portal's environment for a soak: an archive back-filling the last `backfillDays` days.
 * @param {string} dataDir
 */
export function soakEnv(dataDir, backfillDays = 30) {
  return {
    DATA_DIR: dataDir,
    ARCHIVE_RATE_PER_S: '2',
    ARCHIVE_BACKFILL_FROM: dayOffset(-backfillDays),
    UPSTREAM_TIMEOUT_MS: String(SOAK_TIMEOUT_MS),
    HEALTH_TOKEN: SOAK_HEALTH_TOKEN,
    METRICS_TOKEN: SOAK_METRICS_TOKEN,
    PAGE_RATE_LIMIT: 'off',
  };
}

/** What readers ask: a page a sharer pasted (a few hot URLs), a fresh view, a poll or an export. */
const paths = {
  hot: () => pick([
    `/${pick(LOCALES)}`, `/${pick(LOCALES)}/calendar`, `/${pick(LOCALES)}/calendar/week`, `/${pick(LOCALES)}/markets/WGJS/XAU`,
    `/${pick(LOCALES)}/indicators/${INDICATORS[0]}`, `/${pick(LOCALES)}/news`, `/${pick(LOCALES)}/embed/calendar`, `/${pick(LOCALES)}/embed/quotes?codes=WGJS|XAU`,
  ]),
  neverSeen: () => pick([
    `/${pick(LOCALES)}/calendar?date=${dayOffset(-rand(2000))}&tz=${encodeURIComponent(pick(ZONES))}`,
    `/${pick(LOCALES)}/calendar/month?month=${2015 + rand(11)}-${String(1 + rand(12)).padStart(2, '0')}`,
    `/${pick(LOCALES)}/indicators/${pick(INDICATORS)}?tz=${encodeURIComponent(pick(ZONES))}`,
    `/${pick(LOCALES)}/news?date=${dayOffset(-rand(400))}`,
    `/${pick(LOCALES)}/markets/${pick(['WGJS', 'WH', 'GJZS'])}?tz=${encodeURIComponent(pick(ZONES))}`,
  ]),
  poll: () => pick([
    '/api/quotes?codes=WGJS|XAU,WGJS|XAG,WH|EURUSD',
    `/api/kline?excode=WGJS&code=XAU&interval=${pick(['min1', 'min5', 'day'])}`,
    `/api/calendar?date=${dayOffset(0)}&locale=${pick(LOCALES)}`,
  ]),
  export: () => pick([
    `/api/calendar/export?format=ics&date=${dayOffset(-rand(60))}&locale=${pick(LOCALES)}`,
    `/api/calendar/export?format=csv&date=${dayOffset(-rand(60))}&locale=${pick(LOCALES)}`,
    `/api/indicators/${pick(INDICATORS)}/history?locale=${pick(LOCALES)}&format=csv`,
  ]),
};

/**
 * A reader: asks, reads the whole answer, thinks, asks again, until `until`.
 * @param {string} base
 * @param {ReaderKind} kind
 * @param {number} thinkMs
 * @param {number} until
 * @param {Tally} tally
 */
async function reader(base, kind, thinkMs, until, tally) {
  while (Date.now() < until) {
    const path = paths[kind]();
    const started = Date.now();
    try {
      const res = await fetch(base + path, { signal: AbortSignal.timeout(60_000), redirect: 'manual' });
      const body = await res.text();
      tally.record(kind, res.status, Date.now() - started, path, undefined, gatewayAnswer(path, res, body));
    } catch (error) {
      tally.record(kind, 'error', Date.now() - started, path, /** @type {RequestFailure} */ (error));
    }
    await sleep(thinkMs / 2 + rand(thinkMs));
  }
}

/**
 * The answers /api/* gives by design when the upstream failed and nothing
 * earlier is kept (docs/operations.md, "The upstream budget" and "Timeouts"):
 * 502 upstream_error, 503 with Retry-After, 504 upstream_timeout, each in
 * the API's one error shape. Any other 5xx, and any 5xx page, is a fault.
 * @param {string} path
 * @param {Response} res
 * @param {string} body
 */
function gatewayAnswer(path, res, body) {
  if (!path.startsWith('/api/') || ![502, 503, 504].includes(res.status)) return false;
  if (res.status === 503 && !res.headers.get('retry-after')) return false;
  try {
    return typeof JSON.parse(body)?.error?.code === 'string';
  } catch {
    return false;
  }
}

/**
 * A client that asks for a page and never reads it, replaced every 30 s.
 * @param {string} base
 * @param {number} until
 * @param {Tally} tally
 */
async function slowClient(base, until, tally) {
  const { hostname, port } = new URL(base);
  while (Date.now() < until) {
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    socket.write(`GET ${paths.hot()} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n\r\n`);
    socket.pause();
    tally.slowClients += 1;
    await sleep(Math.min(30_000, Math.max(0, until - Date.now())));
    socket.destroy();
  }
}

/**
 * @param {string} sim
 * @param {string} path
 * @param {object | undefined} body
 * @param {string} [method]
 */
async function control(sim, path, body, method) {
  const res = await fetch(`${sim}/__sim/${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.ok ? res.json() : null;
}

/**
 * Every host steps through FAULTS, each from its own offset; kinds the simulator lacks are counted, not fatal.
 * @param {string} sim
 * @param {number} until
 * @param {Tally} tally
 */
async function cycleFaults(sim, until, tally) {
  for (let step = 0; Date.now() < until; step++) {
    await control(sim, 'faults', undefined, 'DELETE');
    for (const [i, host] of HOSTS.entries()) {
      const fault = FAULTS[(step + i * 3) % FAULTS.length];
      if (!fault) continue;
      const ok = await control(sim, 'faults', { match: `${host}/`, ...fault });
      tally.faults[ok ? fault.kind : `${fault.kind} (refused)`] = (tally.faults[ok ? fault.kind : `${fault.kind} (refused)`] ?? 0) + 1;
    }
    await sleep(Math.min(FAULT_PERIOD_MS, Math.max(0, until - Date.now())));
  }
  await control(sim, 'faults', undefined, 'DELETE');
}

/**
 * Upstream calls as the upstream sees them: each call's arrival time on the
 * simulator's own clock (its request log), collected every second, so that
 * the bench's own delays cannot bunch or spread them. The maximum is taken
 * over every sliding one-second window.
 * @param {string} sim
 * @param {number} until
 * @param {Tally} tally
 */
async function sampleUpstream(sim, until, tally) {
  const arrivals = await arrivalReader(sim);
  while (Date.now() < until) {
    await sleep(1000);
    await arrivals.read().catch(() => undefined);
  }
  tally.upstreamCalls = arrivals.times.length + arrivals.unseen;
  tally.upstreamUnseen = arrivals.unseen;
  const peak = busiestSecond(arrivals.times);
  tally.upstreamMaxPerS = peak.count;
  // The simulator's clock is this machine's: seconds since the soak began.
  tally.upstreamPeakAtS = Math.round((peak.at - tally.started) / 1000);
  tally.upstreamPeakCalls = callsWithin(arrivals, peak.at);
  // The simulator's own event-loop delay over the soak: a stall there bunches the arrivals its log shows.
  const stats = await fetch(`${sim}/__sim/stats`).then((r) => r.json(), () => null);
  tally.simLoopMaxMs = stats?.eventLoopDelayMaxMs ?? NaN;
  tally.simLoopP99Ms = stats?.eventLoopDelayP99Ms ?? NaN;
}

/**
 * The portal's event-loop delay, from /metrics every 5 s: a stall of the
 * whole process shows here. Every minute, its memory too: resident, V8's
 * heap (reserved and used), memory outside the heap, the archive's own.
 * @param {string} base
 * @param {number} until
 * @param {Tally} tally
 * @param {number} pid the launcher's (bench/pages.mjs serverRssMb)
 */
async function sampleEventLoop(base, until, tally, pid) {
  const started = Date.now();
  let lastMemoryAt = -Infinity;
  while (Date.now() < until) {
    await sleep(5000);
    const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${SOAK_METRICS_TOKEN}` }, signal: AbortSignal.timeout(30_000) })
      .then((r) => (r.ok ? r.text() : ''), () => '');
    const max = Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1]);
    if (!Number.isFinite(max)) continue;
    tally.gc = majorCollections(text);
    tally.portalPeakPerS = Number(/^macrodesk_upstream_budget_peak_per_second (\S+)$/m.exec(text)?.[1] ?? NaN);
    const atS = Math.round((Date.now() - started) / 1000);
    tally.lags.push({ atS, ms: Math.round(max * 1000) });
    if (Date.now() - lastMemoryAt >= 60_000) {
      lastMemoryAt = Date.now();
      /** @param {RegExp} re */
      const mb = (re) => Math.round(Number(re.exec(text)?.[1] ?? NaN) / 1048576);
      const archive = [...text.matchAll(/^macrodesk_archive_memory_bytes\{[^}]*\} (\S+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      tally.memorySeries.push({
        atS, rssMb: Math.round(serverRssMb(pid)), heapTotalMb: mb(/^nodejs_heap_size_total_bytes (\S+)$/m),
        heapUsedMb: mb(/^nodejs_heap_size_used_bytes (\S+)$/m), externalMb: mb(/^nodejs_external_memory_bytes (\S+)$/m), archiveMb: Math.round(archive / 1048576),
      });
    }
  }
}

/**
 * The portal's major garbage collections so far, from prom-client's
 * `nodejs_gc_duration_seconds` histogram: how many, how many over 0.1 s and
 * over 1 s, and their total time (a pause of the whole process shows as an
 * event-loop delay).
 * @param {string} text
 */
export function majorCollections(text) {
  /** @param {string} le */
  const bucket = (le) => Number(new RegExp(`^nodejs_gc_duration_seconds_bucket\\{le="${le}",kind="major"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const count = Number(/^nodejs_gc_duration_seconds_count\{kind="major"\} (\S+)$/m.exec(text)?.[1] ?? NaN);
  const sum = Number(/^nodejs_gc_duration_seconds_sum\{kind="major"\} (\S+)$/m.exec(text)?.[1] ?? NaN);
  if (!Number.isFinite(count)) return '';
  return `${count} major, ${count - bucket('0.1')} over 0.1 s, ${count - bucket('1')} over 1 s, ${sum.toFixed(1)} s in all`;
}

/** @returns {Tally} */
function newTally() {
  return {
    answers: 0, serverErrors: 0, refusals: 0, slow: 0, failed: 0, slowClients: 0, upstreamMaxPerS: 0, upstreamPeakAtS: NaN, upstreamCalls: 0, upstreamUnseen: 0,
    upstreamPeakCalls: '', portalPeakPerS: NaN, simLoopMaxMs: NaN, simLoopP99Ms: NaN,
    lags: [], memorySeries: [], gc: '', slowAt: [], started: Date.now(), byKind: {}, faults: {}, examples: [], errorExamples: [], rss: [],
    record(kind, status, ms, path, error, gateway = false) {
      const k = (this.byKind[kind] ??= { answers: 0, notices: 0, worstMs: 0 });
      k.answers += 1;
      k.worstMs = Math.max(k.worstMs, ms);
      this.answers += 1;
      const bad = status === 'error' || (status >= 500 && !gateway);
      if (status === 'error') this.failed += 1;
      else if (gateway) this.refusals += 1;
      else if (status >= 500) this.serverErrors += 1;
      if (ms > SOAK_TIMEOUT_MS + 1000) {
        this.slow += 1;
        this.slowAt.push(Math.round((Date.now() - this.started) / 1000));
      }
      const example = `${status} in ${ms} ms: ${path}${error ? ` (${error.cause?.code ?? error.name})` : ''}`;
      if ((bad || ms > SOAK_TIMEOUT_MS + 1000) && this.examples.length < 12) this.examples.push(example);
      // Kept apart: slow answers can fill the list above before the first failure comes.
      if (bad && this.errorExamples.length < 12) this.errorExamples.push(example);
    },
  };
}

/**
 * Runs the soak against a started portal; returns the tally with RSS samples.
 * @param {{ base: string, sim: string, pid: number, seconds: number }} options
 * @returns {Promise<Tally>}
 */
export async function soak({ base, sim, pid, seconds }) {
  const until = Date.now() + seconds * 1000;
  const tally = newTally();
  /** @type {RssSample[]} */
  const rss = [];
  const rssAt = [Math.round(seconds / 6), seconds].map((s) => s * 1000);
  const started = Date.now();
  const memory = (async () => {
    for (const at of rssAt) {
      await sleep(Math.max(0, started + at - Date.now() - 2000));
      const details = await fetch(`${base}/api/health?details`, { headers: { authorization: `Bearer ${SOAK_HEALTH_TOKEN}` } })
        .then((r) => r.json(), () => null);
      rss.push({ atS: Math.round((Date.now() - started) / 1000), mb: serverRssMb(pid), memory: details?.memory ?? null });
    }
  })();
  const readers = [
    ...Array.from({ length: 6 }, () => reader(base, 'hot', 400, until, tally)),
    ...Array.from({ length: 3 }, () => reader(base, 'neverSeen', 1500, until, tally)),
    ...Array.from({ length: 4 }, () => reader(base, 'poll', 1000, until, tally)),
    reader(base, 'export', 3000, until, tally),
    ...Array.from({ length: 4 }, () => slowClient(base, until, tally)),
  ];
  await Promise.all([...readers, cycleFaults(sim, until, tally), sampleUpstream(sim, until, tally), sampleEventLoop(base, until, tally, pid), memory]);
  tally.rss = rss;
  return tally;
}

/**
 * Days the archive holds as complete with fewer releases than the upstream
 * serves for them (read after the portal stopped, with no fault left). The
 * upstream's count is of records with an id and a time a reader can use.
 * @param {string} dataDir
 * @param {string} sim
 * @returns {Promise<DaysLost>}
 */
export async function archiveDaysLost(dataDir, sim) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    const days = (await db.query(
      `SELECT a.variant, a.day::text AS day, count(r.record_id)::int AS stored
       FROM archived_days a LEFT JOIN releases r ON r.variant = a.variant AND r.upstream_day = a.day
       GROUP BY a.variant, a.day ORDER BY a.day`,
    )).rows;
    /** @type {string[]} */
    const lost = [];
    for (const { variant, day, stored } of days) {
      const res = await fetch(`${sim}/base/${variant}/calendar/202605/data?date=${day}&token=${SIM_TOKEN}`);
      /** @type {{ ID?: unknown, PUBLISH_TIME?: unknown }[]} */
      const records = (await res.json()).data ?? [];
      const usable = new Set(records
        .filter((r) => r && r.ID != null && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(String(r.PUBLISH_TIME ?? '')))
        .map((r) => `${r.ID}|${r.PUBLISH_TIME}`));
      if (stored < usable.size) lost.push(`${variant} ${day}: ${stored} of ${usable.size}`);
    }
    return { complete: days.length, lost };
  } finally {
    await db.close();
  }
}

/**
 * Seconds as a few spans: 12-15, 300.
 * @param {number[]} seconds
 */
function spans(seconds) {
  /** @type {[number, number][]} */
  const out = [];
  for (const s of [...new Set(seconds)].sort((a, b) => a - b)) {
    const lastSpan = out.at(-1);
    if (lastSpan && s - lastSpan[1] <= 2) lastSpan[1] = s;
    else out.push([s, s]);
  }
  return out.slice(0, 8).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ') + (out.length > 8 ? ` and ${out.length - 8} more` : '');
}

/**
 * Resident memory at two points of the run as medians of the per-minute
 * samples: within 2 minutes of `earlyS`, and the last 5 minutes'.
 * @param {{ atS: number, rssMb: number }[]} series
 * @param {number} earlyS
 */
export function steadyRss(series, earlyS) {
  /** @param {number[]} xs */
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const last = series.at(-1)?.atS ?? 0;
  if (last - 300 <= earlyS + 120) return 'not sampled';
  const early = median(series.filter((m) => Math.abs(m.atS - earlyS) <= 120).map((m) => m.rssMb));
  const late = median(series.filter((m) => m.atS > last - 300).map((m) => m.rssMb));
  if (early === undefined || late === undefined) return 'not sampled';
  return `${early} MB → ${late} MB: ${(((late - early) / early) * 100).toFixed(1)} %`;
}

/**
 * @param {{ seconds: number, tally: Tally, budget: number, health: HealthDetails | null, archive: DaysLost }} result
 */
export function printSoak({ seconds, tally, budget, health, archive }) {
  const [early, late] = tally.rss;
  const drift = early && late ? ((late.mb - early.mb) / early.mb) * 100 : NaN;
  const rows = [
    ['duration', `${seconds} s`, `${tally.slowClients} slow clients that never read; faults set: ${Object.entries(tally.faults).map(([k, n]) => `${k} ${n}`).join(', ')}`],
    ['answers', String(tally.answers), Object.entries(tally.byKind).map(([k, v]) => `${k} ${v.answers} (worst ${v.worstMs} ms)`).join('; ')],
    ['5xx', String(tally.serverErrors), `target 0; besides, ${tally.refusals} documented gateway answers of /api/* (502/503/504 JSON); ${tally.failed} requests failed without an answer`],
    [`slower than ${SOAK_TIMEOUT_MS} + 1000 ms`, String(tally.slow), `target 0${tally.slowAt.length ? `; at ${spans(tally.slowAt)} s` : ''}`],
    ['upstream calls in any 1 s', String(tally.upstreamMaxPerS), `budget ${budget}/s; the busiest second at ${tally.upstreamPeakAtS} s; ${tally.upstreamCalls} calls in all, arrival times on the upstream's clock${tally.upstreamUnseen ? ` (${tally.upstreamUnseen} not seen)` : ''}`],
    ['  written by the portal', String(tally.portalPeakPerS), `its budget's own count: the most calls it wrote in any 1 s (macrodesk_upstream_budget_peak_per_second); the upstream's busiest second held ${tally.upstreamPeakCalls || '?'}; the simulator's own event-loop delay: max ${tally.simLoopMaxMs} ms, p99 ${tally.simLoopP99Ms} ms`],
    ['event-loop delay, max', `${Math.max(0, ...tally.lags.map((l) => l.ms))} ms`, `worst 5 s spans: ${[...tally.lags].sort((a, b) => b.ms - a.ms).slice(0, 3).map((l) => `${l.ms} ms before ${l.atS} s`).join(', ')}`],
    ['garbage collection', tally.gc || 'not sampled', 'major collections of the portal (prom-client\'s nodejs_gc_duration_seconds)'],
    ['RSS', early && late ? `${early.mb.toFixed(0)} MB at ${early.atS} s → ${late.mb.toFixed(0)} MB at ${late.atS} s` : 'not sampled', `${drift.toFixed(1)} % (target within 10 %)`],
    ['RSS, medians of the minutes', steadyRss(tally.memorySeries, early?.atS ?? seconds / 6), 'the same two points as medians of the per-minute samples within 2 minutes of the first and in the last 5 minutes (one sample can fall on a passing peak: V8\'s large objects, a collection not yet run)'],
    ['memory at the end', late?.memory ? `heap ${late.memory.heapUsedMb} MB` : '?', late?.memory ? `allocator ${late.memory.allocator ?? '?'}; caches ${Object.entries(late.memory.caches).map(([k, c]) => `${k} ${c.mb}/${c.maxMb} MB`).join(', ')}; at ${early?.atS} s: heap ${early?.memory?.heapUsedMb} MB, caches ${Object.entries(early?.memory?.caches ?? {}).map(([k, c]) => `${k} ${c.mb} MB`).join(', ')}` : ''],
    ['archive days lost', String(archive.lost.length), `${archive.complete} days held complete; ${health?.archive?.daysToRecheck ?? '?'} to re-check at the end${archive.lost.length ? `: ${archive.lost.slice(0, 5).join('; ')}` : ''}`],
  ];
  const w = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('\nSoak');
  for (const row of rows) console.log(`  ${row[0].padEnd(w[0])}  ${row[1].padStart(w[1])}  ${row[2]}`);
  if (tally.memorySeries.length) {
    console.log('  memory every 5 minutes (MB): at s: RSS / heap reserved / heap used / outside the heap / archive');
    console.log(`    ${tally.memorySeries.filter((_, i) => i % 5 === 0).map((m) => `${m.atS}: ${m.rssMb}/${m.heapTotalMb}/${m.heapUsedMb}/${m.externalMb}/${m.archiveMb}`).join(', ')}`);
  }
  if (tally.examples.length) console.log(`  examples:\n    ${tally.examples.join('\n    ')}`);
  if (tally.errorExamples.length) console.log(`  5xx and failed requests:\n    ${tally.errorExamples.join('\n    ')}`);
}
