// A backfill in a process of its own, for archive/backfill-kill.test.ts to
// SIGKILL and start again. Loads lib/archive (TypeScript) through Vite's module runner.
// Env: ARCHIVE_DB (a postgres:// URL or a PGlite data dir), CALLS_LOG (each
// upstream call appended as "variant day" before it is answered),
// BACKFILL_FROM, BACKFILL_NOW (an ISO instant). Prints "complete" and exits
// once every day is stored.
import { appendFileSync } from 'node:fs';
import { loadLib } from './lib-runner.mjs';

const load = loadLib;

const { ARCHIVE_DB: target, CALLS_LOG: log, BACKFILL_FROM: from, BACKFILL_NOW: nowAt } = process.env;
const [{ createBackfill }, { migrate }] = await Promise.all([load('lib/archive/backfill.ts'), load('lib/archive/migrations.ts')]);
const db = target.startsWith('postgres://')
  ? (await load('lib/archive/db-postgres.ts')).postgresDb(target)
  : await (await load('lib/archive/db-embedded.ts')).embeddedDb(target);
await migrate(db);
const now = Date.parse(nowAt);
const backfill = createBackfill({
  db: async () => db,
  fetchDay: async (variant, day) => {
    appendFileSync(log, `${variant} ${day}\n`);
    await new Promise((r) => setTimeout(r, 5));
    return { unread: 0, releases: [{
      id: `${variant}-${day}`, indicatorId: '112022041910001492', legacyId: null, parentIndicatorId: null, title: `NFP ${variant}`,
      description: null, country: 'U.S.', countryEn: null, period: 'Oct', periodStatus: null, publishedAt: `${day}T13:30:00.000Z`,
      importance: 3, unit: 'K', unitRate: null, previous: '1', forecast: '2', actual: day.slice(8), revised: null, released: true,
      impact: null, nextPublishAt: null, marketImpact: null, publisher: null, source: 'tokened',
    }] };
  },
  readersBusy: () => 0,
  upstreamZone: 'Asia/Shanghai',
  from,
  ratePerS: 400,
  now: () => now,
  followerRetryMs: 50,
  pauseMs: () => 50,
  log: (line) => console.error(line),
});
backfill.start();
const timer = setInterval(async () => {
  if (backfill.status().state !== 'complete') return;
  clearInterval(timer);
  await backfill.stop();
  await db.close();
  console.log('complete');
  process.exit(0);
}, 20);
