// Prints the page figures of bench/pages.mjs as tables, after the markets ones.
import { calendarPageRatio, firstLoadJs, memoryAfterMixed, serverRssMb } from './pages.mjs';

function table(title, rows) {
  const w = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ')}`);
}

export async function reportPages(server, symbols, requests) {
  console.log('(P1) day calendar page vs a static route and a data-free page, 10 connections, 2 × 6 s each …');
  const c = await calendarPageRatio({ base: server.base });
  table('Pages (warm server render)', [
    ['route', 'req/s', 'ratio'],
    [`static ${c.refs.static}`, c.static.toFixed(0), ''],
    [`data-free page ${c.refs.plain}`, c.plain.toFixed(0), ''],
    ['day calendar /en/calendar?date=…', c.day.toFixed(0), ''],
    ['day calendar / static', '', (c.day / c.static).toFixed(2)],
    ['day calendar / data-free page', '', `${(c.day / c.plain).toFixed(2)} (target ≥ 0.50)`],
  ]);

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
