// @ts-check
// (P6) What the calendar's archive columns cost: the day page with its
// surprise scores and typical moves beside the same page without them (a
// bench build only honours `x-macrodesk-bench-columns: off`,
// lib/calendar/bench-columns.ts), in one run: distinct views (an unused
// parameter changes per request), rounds alternating, the server's CPU time
// per view (its processes, /proc; not the launcher, which runs the simulator)
// taken per round, once the backfill is done. Target: at most 5 % more. The
// archive is back-filled first (surprise scores need eight earlier
// surprises), and five indicators get five releases each in the simulator's
// recent past, which the reaction recorder reads, and one still to come: the
// day page then has rows with scores and rows with typical moves.
import { treeCpuMs } from './cpu.mjs';
import { healthDetails } from './server.mjs';

/** Indicators whose rules name symbols the simulator quotes (tests/e2e/reactions.spec.ts uses them too). */
const INDICATORS = ['112022041900110001', '112022041900110008', '112022041900110016', '112022041900110031', '112022041900110011'];
const PAST_MINUTES = [95, 90, 85, 80, 75];
const AHEAD_S = 40 * 60;
const ZONE = 'Asia/Shanghai';

/**
 * @typedef {{ on: number, off: number, ratio: number, ratios: number[], views: number, scores: number, typical: number, notOk: number }} ColumnsRow
 */

/**
 * Waits (at most ten minutes) until the backfill has no day left to do: the portal's CPU is measured as
 * its process tree's, and the archive's writes run in it.
 * @param {string} base
 */
export async function archiveQuiet(base) {
  for (let i = 0; i < 600; i++) {
    const backfill = (await healthDetails(base)).archive?.backfill;
    if (backfill?.daysToDo === 0) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the backfill did not finish within ten minutes');
}

/** @param {number[]} xs */
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Creates the releases and waits (at most five minutes) until every indicator has a typical move.
 * @param {string} base @param {string} sim
 * @returns {Promise<number>} the instant of the releases still to come
 */
export async function seedTypicalMoves(base, sim) {
  const post = (/** @type {object} */ body) =>
    fetch(`${sim}/__sim/releases`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => {
      if (!r.ok) throw new Error(`simulator control: HTTP ${r.status}`);
      return r.json();
    });
  for (const idxId of INDICATORS) {
    for (const minutes of PAST_MINUTES) await post({ inSeconds: -minutes * 60, idxId, importance: 3 });
    await post({ inSeconds: AHEAD_S, idxId, importance: 3 });
  }
  const ahead = Date.now() + AHEAD_S * 1000;
  for (let i = 0; i < 300; i++) {
    const counts = await Promise.all(
      INDICATORS.map(async (id) => {
        const body = await fetch(`${base}/api/indicators/${id}/reactions?locale=en`).then((r) => (r.ok ? r.json() : null)).catch(() => null);
        const first = body?.symbols?.find((/** @type {{ symbol: string }} */ s) => s.symbol === body.typicalSymbol);
        return first?.typical?.all?.move?.count ?? 0;
      }),
    );
    if (counts.every((n) => n >= PAST_MINUTES.length)) return ahead;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the reaction recorder did not read five releases of each indicator within five minutes (${JSON.stringify((await healthDetails(base)).archive)})`);
}

/**
 * `views` distinct day pages one after another, with or without the columns: the portal's CPU ms per view.
 * @param {{ base: string, pid: number, path: string, views: number, columns: boolean, serial: { n: number } }} o
 */
async function cpuPerView({ base, pid, path, views, columns, serial }) {
  let notOk = 0;
  // The server's process and its children, not the launcher (the built-in simulator runs in it).
  const before = treeCpuMs(pid, { includeRoot: false });
  for (let i = 0; i < views; i++) {
    const res = await fetch(`${base}${path}&bench=${++serial.n}`, { headers: columns ? {} : { 'x-macrodesk-bench-columns': 'off' } });
    if (!res.ok) notOk++;
    await res.arrayBuffer();
  }
  return { ms: (treeCpuMs(pid, { includeRoot: false }) - before) / views, notOk };
}

/**
 * @param {{ base: string, pid: number, ahead: number, views?: number, rounds?: number }} options
 * @returns {Promise<ColumnsRow>}
 */
export async function columnRatios({ base, pid, ahead, views = 40, rounds = 4 }) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ahead));
  const path = `/en/calendar?date=${day}&tz=${encodeURIComponent(ZONE)}`;
  const serial = { n: 0 };
  // What the measured page holds: rows with a score, rows with a typical move.
  const page = await (await fetch(`${base}${path}&bench=count`)).text();
  const scores = (page.match(/data-testid="surprise-z"/g) ?? []).length;
  const typical = (page.match(/data-testid="typical-move"/g) ?? []).length;
  // Warm both: first renders (compiling, cold caches) are not measured.
  await cpuPerView({ base, pid, path, views: 10, columns: true, serial });
  await cpuPerView({ base, pid, path, views: 10, columns: false, serial });
  /** @type {number[]} */
  const ratios = [];
  let on = 0;
  let off = 0;
  let notOk = 0;
  for (let i = 0; i < rounds; i++) {
    // Each side goes first every other round: the first half of a round met a warmer or
    // colder machine (a collection, the other processes) more often than the second.
    /** @param {boolean} columns */
    const measure = (columns) => cpuPerView({ base, pid, path, views, columns, serial });
    const withFirst = i % 2 === 0;
    const first = await measure(withFirst);
    const second = await measure(!withFirst);
    const [a, b] = withFirst ? [first, second] : [second, first];
    if (b.ms > 0) ratios.push(a.ms / b.ms);
    on += a.ms / rounds;
    off += b.ms / rounds;
    notOk += a.notOk + b.notOk;
  }
  return { on, off, ratio: mean(ratios), ratios, views, scores, typical, notOk };
}

/** @param {ColumnsRow} r */
export function printColumnRatios(r) {
  console.log('\nDay page: surprise scores and typical moves vs without them (distinct views, CPU per view; target ≤ 1.05)');
  console.log(
    `  ${r.on.toFixed(1)} ms with, ${r.off.toFixed(1)} ms without: ratio ${r.ratio.toFixed(3)} (rounds ${r.ratios.map((x) => x.toFixed(3)).join(' ')}; ${r.views} views a round; ${r.scores} rows with a score, ${r.typical} with a typical move)${r.notOk ? ` (${r.notOk} not ok)` : ''}`,
  );
}
