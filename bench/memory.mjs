// @ts-check
// (P4) Memory under never-seen URLs (docs/design.md "Performance budgets"):
// resident memory of the server across N distinct calendar, calendar-API,
// news-day, article and indicator URLs that no reader asked before, after a warm-up of the same
// kind that lasts until the byte-bounded caches are full (/api/health says how full); flat means
// within 10 % of the post-warm-up figure, and at most 512 MB. Run twice: on the
// bench server, and on one started with --max-old-space-size=192, which must
// answer every request, stay alive and hold at most 384 MB. The embedded
// archive's share (its thread's WebAssembly memory and heap, inside the
// server's process) is read from /api/health and printed apart.
import autocannon from 'autocannon';
import { serverRssMb } from './pages.mjs';
import { healthDetails } from './server.mjs';
import { CATALOGUE } from '../simulator/data/indicators.mjs';

/**
 * @typedef {import('./server.mjs').CacheFill} CacheFill
 * @typedef {{ base: string, launcherPid: number, count?: number, warmUp?: number, warmUpMax?: number, alive?: () => boolean }} NeverSeenOptions
 * @typedef {{
 *   afterWarmUp: number,
 *   warmedUp: number,
 *   fillAfterWarmUp: string,
 *   fillAtEnd: string,
 *   samples: number[],
 *   archiveMb: { afterWarmUp: number | null, atEnd: number | null },
 *   growth: number,
 *   notOk: number,
 *   alive: boolean,
 *   seconds: number,
 * }} NeverSeenMemory RSS (MB) after the warm-up and at each quarter, the caches' fill, growth over the warm-up
 */

const DAY_MS = 86_400_000;
const LOCALES = ['zh-CN', 'en', 'zh-TW'];

/** Reader zones for distinct indicator views (the page is rendered per zone). */
const ZONES = Intl.supportedValuesOf('timeZone');
const INDICATORS = CATALOGUE.map((ind) => ind.idxId);

/**
 * Distinct URLs, never repeated: each day × locale × view once (19 years of
 * days give ~100,000), with one article of that day and one indicator page in
 * a zone not asked before.
 * @returns {Generator<string, never>}
 */
export function* neverSeen() {
  for (let n = 1; ; n++) {
    const day = new Date(Date.UTC(2025, 0, 1) - n * DAY_MS).toISOString().slice(0, 10);
    const compact = day.replaceAll('-', '');
    for (const [i, locale] of LOCALES.entries()) {
      yield `/${locale}/calendar?date=${day}`;
      yield `/api/calendar?date=${day}&locale=${locale}`;
      yield `/${locale}/news?date=${day}`;
      yield `/${locale}/news/${compact}${String(1 + (n % 9)).padStart(4, '0')}`;
      const k = n * LOCALES.length + i;
      yield `/${locale}/indicators/${INDICATORS[k % INDICATORS.length]}?tz=${encodeURIComponent(ZONES[Math.floor(k / INDICATORS.length) % ZONES.length])}`;
    }
  }
}

/**
 * Calendar-API URLs of days the measured URLs never reach (2007 to 2019, then
 * from 2025 to the window's end a year ahead; the measured ones start at the
 * end of 2024 and go back about four years), in every locale: each fills the
 * upstream cache at a fraction of a page's cost, so the warm-up can bring
 * that cache to its bound. (A settled day the archive stores whole leaves the
 * cache again, docs/operations.md "Memory": days ahead and days the archive
 * could not mark whole are what stays.)
 */
export function* cacheFillers() {
  const spans = [[Date.UTC(2007, 0, 1), Date.UTC(2020, 0, 1)], [Date.UTC(2025, 0, 1), Date.now() + 360 * DAY_MS]];
  for (const [from, to] of spans) {
    for (let at = from; at < to; at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10);
      for (const locale of LOCALES) yield `/api/calendar?date=${day}&locale=${locale}`;
    }
  }
}

/**
 * @param {string} base
 * @param {Iterator<string, undefined>} urls
 * @param {number} count
 */
async function fire(base, urls, count) {
  const result = await autocannon({
    url: base,
    connections: 8,
    amount: count,
    timeout: 60,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls.next().value }) }],
  });
  return { ok: result['2xx'], notOk: result.non2xx + result.errors + result.timeouts };
}

/**
 * What /api/health (lib/memory/health.ts, lib/archive/health.ts) says of memory, in one reading: the
 * byte-bounded caches' fill, and the embedded archive's memory (MB: its WebAssembly memory and its
 * thread's heap); each null when it does not say.
 * @param {string} base
 * @returns {Promise<{ caches: Record<string, CacheFill> | null, archiveMb: number | null }>}
 */
async function memoryReading(base) {
  try {
    const health = await healthDetails(base);
    const archive = health?.archive?.memoryMb;
    return { caches: health?.memory?.caches ?? null, archiveMb: archive ? archive.wasm + archive.heap : null };
  } catch {
    return { caches: null, archiveMb: null };
  }
}

/**
 * Whether every byte-bounded cache holds at least `share` of its bound.
 * @param {Record<string, CacheFill> | null} caches
 */
const full = (caches, share = 0.9) => caches !== null && Object.values(caches).every((c) => c.maxMb > 0 && c.mb >= share * c.maxMb);

/** @param {Record<string, CacheFill> | null} caches */
const fillText = (caches) =>
  caches ? Object.entries(caches).map(([name, c]) => `${name} ${c.mb}/${c.maxMb} MB`).join(', ') : 'caches not reported';

/**
 * RSS after a warm-up, then every quarter of `count` never-seen URLs. The
 * warm-up is `warmUp` URLs of the measured kind, then calendar-API URLs of
 * days the measured ones never reach (cheap fillers of the upstream cache,
 * with a few of the measured kind between), until the byte-bounded caches
 * are full (at most `warmUpMax` URLs in all): until then memory grows by
 * design, up to their bounds (DESIGN: "the cache bounded by CACHE_MAX_MB");
 * after it, growth is what the bounds do not hold. The caches' fill is
 * reported at both ends.
 * @param {NeverSeenOptions} options
 * @returns {Promise<NeverSeenMemory>}
 */
export async function memoryNeverSeen({ base, launcherPid, count = 20_000, warmUp = 2_000, warmUpMax = 40_000, alive = () => true }) {
  const urls = neverSeen();
  const started = Date.now();
  await fire(base, urls, warmUp);
  let warmedUp = warmUp;
  let reading = await memoryReading(base);
  const fillers = cacheFillers();
  for (let left = true; left && !full(reading.caches) && warmedUp < warmUpMax; ) {
    /** @type {string[]} */
    const batch = [];
    for (let i = 0; i < 2_000; i++) {
      const next = fillers.next();
      if (next.done) {
        left = false;
        break;
      }
      batch.push(next.value);
    }
    if (batch.length) await fire(base, batch.values(), batch.length);
    await fire(base, urls, 200);
    warmedUp += batch.length + 200;
    reading = await memoryReading(base);
  }
  const afterWarmUp = serverRssMb(launcherPid);
  const fillAfterWarmUp = fillText(reading.caches);
  const archiveAfterWarmUp = reading.archiveMb;
  /** @type {number[]} */
  const samples = [];
  let notOk = 0;
  for (let i = 0; i < 4; i++) {
    const r = await fire(base, urls, Math.ceil(count / 4));
    notOk += r.notOk;
    samples.push(serverRssMb(launcherPid));
  }
  const peak = Math.max(...samples);
  const atEnd = await memoryReading(base);
  return {
    afterWarmUp,
    warmedUp,
    fillAfterWarmUp,
    fillAtEnd: fillText(atEnd.caches),
    samples,
    archiveMb: { afterWarmUp: archiveAfterWarmUp, atEnd: atEnd.archiveMb },
    growth: (peak - afterWarmUp) / afterWarmUp,
    notOk,
    alive: alive(),
    seconds: (Date.now() - started) / 1000,
  };
}

/** Growth over the warm-up a flat server stays within. */
export const FLAT_WITHIN = 0.1;

/**
 * @param {string} label
 * @param {NeverSeenMemory} m
 * @param {number} count
 * @param {number} limitMb the most the server may hold resident, after the warm-up and at every sample
 */
export function memoryRows(label, m, count, limitMb) {
  const peak = Math.max(m.afterWarmUp, ...m.samples);
  const archive = (/** @type {number | null} */ mb) => (mb === null ? 'not reported' : `${mb.toFixed(0)} MB`);
  return [
    [`${label}: after warm-up`, m.afterWarmUp.toFixed(0), `${m.warmedUp} URLs; ${m.fillAfterWarmUp}`],
    ...m.samples.map((mb, i) => [`  after ${((i + 1) * count) / 4} never-seen URLs`, mb.toFixed(0), '']),
    [
      `  growth over warm-up`,
      `${(m.growth * 100).toFixed(1)} %`,
      `target ≤ ${FLAT_WITHIN * 100} %: ${m.growth <= FLAT_WITHIN ? 'met' : 'MISSED'}; ${m.notOk} not ok; ${m.alive ? 'alive' : 'DIED'}; ${m.seconds.toFixed(0)} s; at the end ${m.fillAtEnd}`,
    ],
    [`  most resident`, peak.toFixed(0), `target ≤ ${limitMb} MB: ${peak <= limitMb ? 'met' : 'MISSED'}`],
    [`  of which the embedded archive`, '', `after warm-up ${archive(m.archiveMb.afterWarmUp)}, at the end ${archive(m.archiveMb.atEnd)}`],
  ];
}
