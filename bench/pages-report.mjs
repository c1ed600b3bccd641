// @ts-check
// Prints the page figures of bench/pages.mjs as tables, after the markets ones.
import { startFloor } from './floor.mjs';
import { pageRatios } from './page-ratios.mjs';
import { memoryNeverSeen, memoryRows } from './memory.mjs';
import { firstLoadJs, memoryAfterMixed, serverRssMb } from './pages.mjs';
import { BENCH, start } from './server.mjs';
import { markerRatios, printMarkerRatios } from './markers.mjs';
import { jsBudgets, printJsBudgets } from './js-budgets.mjs';

/**
 * @typedef {import('./server.mjs').Portal} Portal
 * @typedef {{ connections?: number, seconds?: number, rounds?: number }} PageLoad the load of (P1): connections, seconds per measure, rounds
 */

/**
 * @param {string} title
 * @param {(string | number)[][]} rows
 */
function table(title, rows) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ')}`);
}

/**
 * @param {Portal} server
 * @param {string[]} symbols
 * @param {number} requests
 * @param {PageLoad} [load]
 */
export async function reportPages(server, symbols, requests, load = {}, neverSeenCount = 20_000) {
  const floor = await startFloor({ port: BENCH.floorPort });
  let p;
  let budgets;
  try {
    const { connections = 20, seconds = 5, rounds = 2 } = load;
    console.log(`(P1) pages beside the floor app, ${connections} connections, ${rounds} alternating rounds of ${seconds} s each …`);
    p = await pageRatios({ base: server.base, serverPid: server.pid, floor, connections, seconds, rounds });
    // (P3) read now, while the floor app runs: its first-load JS is the budgets' base.
    budgets = await jsBudgets({ base: server.base, floor });
  } finally {
    await floor.stop();
  }
  const f = p.floor;
  table(`Pages beside the framework's floor (warm; ${p.connections} connections; mean of ${p.rounds} rounds)`, [
    ['page', 'req/s', '÷ portal-size floor', '÷ bare dynamic', '÷ prerendered', 'CPU ms/req', 'CPU ratio: floor ÷ page'],
    ['dynamic page of the portal\'s size (floor)', f.sized.rps.toFixed(0), '1.00', (f.sized.rps / f.dynamic.rps).toFixed(2), (f.sized.rps / f.prerendered.rps).toFixed(2), f.sized.cpu.toFixed(2), '1.00'],
    ['bare dynamic page with nonce (floor)', f.dynamic.rps.toFixed(0), (f.dynamic.rps / f.sized.rps).toFixed(2), '1.00', (f.dynamic.rps / f.prerendered.rps).toFixed(2), f.dynamic.cpu.toFixed(2), ''],
    ['prerendered page (floor)', f.prerendered.rps.toFixed(0), (f.prerendered.rps / f.sized.rps).toFixed(2), (f.prerendered.rps / f.dynamic.rps).toFixed(2), '1.00', f.prerendered.cpu.toFixed(2), ''],
    ...p.pages.map((r) => [`${r.name}, distinct views`, r.rps.toFixed(0), r.sizedRatio.toFixed(2), r.ratio.toFixed(2), (r.rps / f.prerendered.rps).toFixed(3), r.cpu.toFixed(2), `${r.sizedCpuRatio.toFixed(2)} of portal-size`]),
    ...p.sameViews.map((r) => [`${r.name}, one view for every reader`, r.rps.toFixed(0), (r.rps / f.sized.rps).toFixed(2), (r.rps / f.dynamic.rps).toFixed(2), r.ratio.toFixed(2), r.cpu.toFixed(2), `${r.cpuRatio.toFixed(2)} of prerendered`]),
  ]);
  const slowest = p.pages.reduce((a, b) => (a.sizedRatio < b.sizedRatio ? a : b));
  console.log(`  distinct views: lowest ${slowest.sizedRatio.toFixed(2)} by throughput, ${slowest.sizedCpuRatio.toFixed(2)} by CPU (${slowest.name}; target ≥ 0.70 × the portal-size floor)`);
  const lowestSame = p.sameViews.reduce((a, b) => (a.ratio < b.ratio ? a : b));
  console.log(`  one view, many readers: lowest ${lowestSame.ratio.toFixed(2)} by throughput, ${lowestSame.cpuRatio.toFixed(2)} by CPU × prerendered (${lowestSame.name}; target ≥ 2)`);
  if (p.notOk) console.log(`  (${p.notOk} requests failed: ${Object.entries(p.failedBy).map(([row, n]) => `${row} ${n}`).join(', ')})`);

  console.log('(P5) symbol page with release markers vs events=off …');
  printMarkerRatios(await markerRatios({ base: server.base }));

  if (requests > 0) await reportMemory(server, symbols, requests);
  if (neverSeenCount > 0) await reportNeverSeen(server, neverSeenCount);

  console.log('(P3) first-load JavaScript per route …');
  const js = await firstLoadJs({ base: server.base });
  table('First-load JS (gzip)', [
    ['route', 'kB', 'scripts', 'recharts in first load', 'chart page'],
    ...js.map((r) => [r.name, r.kb.toFixed(1), r.scripts, r.recharts ? 'yes' : 'no', r.chart ? 'yes' : 'no']),
  ]);
  const misplaced = js.filter((r) => r.recharts && !r.chart).map((r) => r.name);
  console.log(misplaced.length ? `  chart library on pages without a chart: ${misplaced.join(', ')}` : '  no chart library on pages without a chart');
  printJsBudgets(budgets);
}

/**
 * @param {Portal} server
 * @param {string[]} symbols
 * @param {number} requests
 */
async function reportMemory(server, symbols, requests) {
  console.log(`(P2) resident memory around ${requests} mixed requests …`);
  const m = await memoryAfterMixed({ base: server.base, launcherPid: server.pid, symbols, requests });
  await new Promise((r) => setTimeout(r, 5000));
  const settled = serverRssMb(server.pid);
  table('Server memory (RSS of next start)', [
    ['moment', 'MB', ''],
    ['before', m.before.toFixed(0), ''],
    [`after ${Math.ceil(m.requests / 2)}`, m.half.toFixed(0), ''],
    [`after ${m.requests} mixed requests`, m.after.toFixed(0), `${m.seconds.toFixed(0)} s, ${m.rps.toFixed(0)} req/s, ${m.notOk} not ok`],
    ['5 s later', settled.toFixed(0), ''],
  ]);
}

/**
 * @param {Portal} server
 * @param {number} count
 */
export async function reportNeverSeen(server, count) {
  console.log(`(P4) resident memory across ${count} never-seen URLs, then the same on a server capped at a 192 MB heap …`);
  const plain = await memoryNeverSeen({ base: server.base, launcherPid: server.pid, count, alive: server.alive });
  const capped = await start({ env: { NODE_OPTIONS: '--max-old-space-size=192' }, port: BENCH.port + 2, simPort: BENCH.simPort + 2 });
  let cappedRun;
  try {
    cappedRun = await memoryNeverSeen({ base: capped.base, launcherPid: capped.pid, count, alive: capped.alive });
  } finally {
    await capped.stop();
  }
  table('Server memory under never-seen URLs (RSS)', [['moment', 'MB', ''], ...memoryRows('bench server', plain, count, 512), ...memoryRows('--max-old-space-size=192', cappedRun, count, 384)]);
}
