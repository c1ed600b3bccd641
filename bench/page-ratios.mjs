// (P1) The page budgets beside the framework's floor (bench/floor.mjs), in one run:
//  - every main page asked as a distinct view each time (an unused query
//    parameter that changes per request: no copy of it is stored), as a
//    ratio to the bare dynamic page with its nonce proxy;
//  - the same day page asked by every reader, as a ratio to the prerendered page.
// Rounds alternate floor and portal so that drifting load on the shared
// machine hits both alike; the ratio of each round is taken, then their mean.
import { throughput } from './load.mjs';

export const PAGES = [
  ['day calendar', '/en/calendar?date=2024-03-12'],
  ['week calendar', '/en/calendar/week?week=2024-W11'],
  ['indicator', '/en/indicators/110008'],
  ['symbol', '/en/markets/WGJS/XAU'],
  ['article', null],
  ['dashboard', '/en'],
  ['embed calendar', '/en/embed/calendar'],
  ['embed quotes', '/en/embed/quotes?codes=WGJS|XAU'],
  ['embed chart', '/en/embed/chart?codes=WGJS|XAU'],
];

/** An article of a past day's news list (ids come from the simulator's data; today's may still be empty). */
async function articlePath(base) {
  const html = await (await fetch(`${base}/en/news?date=2024-03-12`)).text();
  const id = /href="\/en\/news\/([0-9A-Za-z_-]+)/.exec(html)?.[1];
  if (!id) throw new Error('no article on /en/news?date=2024-03-12');
  return `/en/news/${id}`;
}

let serial = 0;
/** The same page under a query parameter seen once: a distinct view, rendered. */
const distinct = (path) => () => `${path}${path.includes('?') ? '&' : '?'}bench=${++serial}`;

const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

export async function pageRatios({ base, floor, connections = 20, seconds = 5, rounds = 2 }) {
  const pages = await Promise.all(PAGES.map(async ([name, path]) => [name, path ?? (await articlePath(base))]));
  const run = (b, opts) => throughput({ base: b, connections, seconds, ...opts });
  // Warm: route code, upstream cache, and both floor pages.
  for (const [, path] of pages) await throughput({ base, pathOf: distinct(path), connections, seconds: 1 });
  await throughput({ base: floor.base, path: floor.dynamic, connections, seconds: 1 });
  await throughput({ base: floor.base, path: floor.prerendered, connections, seconds: 1 });

  const rows = Object.fromEntries(pages.map(([name]) => [name, []]));
  const floors = { dynamic: [], prerendered: [] };
  const same = [];
  const notOk = { count: 0 };
  const measure = async (b, opts) => {
    const r = await run(b, opts);
    notOk.count += r.notOk;
    return r.requestsPerSecond;
  };
  for (let i = 0; i < rounds; i++) {
    const dynBefore = await measure(floor.base, { path: floor.dynamic });
    const pre = await measure(floor.base, { path: floor.prerendered });
    const page = {};
    for (const [name, path] of pages) page[name] = await measure(base, { pathOf: distinct(path) });
    const sameDay = await measure(base, { path: pages[0][1] });
    const dynAfter = await measure(floor.base, { path: floor.dynamic });
    const dyn = (dynBefore + dynAfter) / 2;
    floors.dynamic.push(dyn);
    floors.prerendered.push(pre);
    for (const [name] of pages) rows[name].push({ rps: page[name], ratio: page[name] / dyn });
    same.push({ rps: sameDay, ratio: sameDay / pre });
  }
  return {
    connections,
    seconds,
    rounds,
    notOk: notOk.count,
    floor: { dynamic: mean(floors.dynamic), prerendered: mean(floors.prerendered) },
    pages: pages.map(([name, path]) => ({
      name,
      path,
      rps: mean(rows[name].map((r) => r.rps)),
      ratio: mean(rows[name].map((r) => r.ratio)),
    })),
    sameView: { path: pages[0][1], rps: mean(same.map((r) => r.rps)), ratio: mean(same.map((r) => r.ratio)) },
  };
}
