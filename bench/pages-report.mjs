// Prints the page figures of bench/pages.mjs as tables, after the markets ones.
import { startFloor } from './floor.mjs';
import { pageRatios } from './page-ratios.mjs';
import { firstLoadJs, memoryAfterMixed, serverRssMb } from './pages.mjs';
import { BENCH } from './server.mjs';

function table(title, rows) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ')}`);
}

export async function reportPages(server, symbols, requests) {
  const floor = await startFloor({ port: BENCH.floorPort });
  let p;
  try {
    console.log('(P1) pages beside the floor app, 20 connections, 2 alternating rounds of 5 s each …');
    p = await pageRatios({ base: server.base, floor });
  } finally {
    await floor.stop();
  }
  table(`Pages beside the framework's floor (warm; ${p.connections} connections; mean of ${p.rounds} rounds)`, [
    ['page', 'req/s', '÷ bare dynamic page with nonce', '÷ prerendered page'],
    ['bare dynamic page with nonce (floor)', p.floor.dynamic.toFixed(0), '1.00', (p.floor.dynamic / p.floor.prerendered).toFixed(2)],
    ['prerendered page (floor)', p.floor.prerendered.toFixed(0), (p.floor.prerendered / p.floor.dynamic).toFixed(2), '1.00'],
    ...p.pages.map((r) => [`${r.name}, distinct views`, r.rps.toFixed(0), r.ratio.toFixed(2), (r.rps / p.floor.prerendered).toFixed(3)]),
    [`day calendar, one view for every reader`, p.sameView.rps.toFixed(0), (p.sameView.rps / p.floor.dynamic).toFixed(2), p.sameView.ratio.toFixed(2)],
  ]);
  const slowest = p.pages.reduce((a, b) => (a.ratio < b.ratio ? a : b));
  console.log(`  distinct views: lowest ${slowest.ratio.toFixed(2)} (${slowest.name}; target ≥ 0.70 × bare dynamic)`);
  console.log(`  one view, many readers: ${p.sameView.ratio.toFixed(2)} × prerendered (target ≥ 0.50)`);
  if (p.notOk) console.log(`  (${p.notOk} requests failed)`);

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

  console.log('(P3) first-load JavaScript per route …');
  const js = await firstLoadJs({ base: server.base });
  table('First-load JS (gzip)', [
    ['route', 'kB', 'scripts', 'recharts in first load', 'chart page'],
    ...js.map((r) => [r.name, r.kb.toFixed(1), r.scripts, r.recharts ? 'yes' : 'no', r.chart ? 'yes' : 'no']),
  ]);
  const misplaced = js.filter((r) => r.recharts && !r.chart).map((r) => r.name);
  console.log(misplaced.length ? `  chart library on pages without a chart: ${misplaced.join(', ')}` : '  no chart library on pages without a chart');
}
