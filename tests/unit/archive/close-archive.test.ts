// A clean stop of the archive (lib/archive/runtime.ts, closeArchive), as the
// production server runs it on SIGTERM (scripts/serve.mjs finds it in the
// process's shutdown slot): the real runtime on an embedded archive in a temp
// dir, the calendar's loaders on the simulator leaving writes in the queue,
// the backfill running; then the folder is opened again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { startSim, type Sim } from '../upstream/simulator';

const DAY_MS = 86_400_000;
const dayBack = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** Days older than the backfill's range: only the write-through stores them. */
const READ = [40, 41, 42, 43, 44, 45].map(dayBack);

let sim: Sim;
const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-close-'));
beforeAll(async () => {
  sim = await startSim();
  delete process.env.DATABASE_URL;
  Object.assign(process.env, {
    SIMULATOR_URL: sim.url, ARCHIVE: 'on', DATA_DIR: dir, ARCHIVE_RATE_PER_S: '20', ARCHIVE_BACKFILL_FROM: dayBack(30),
  });
});
afterAll(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('writes the queued writes, stops the backfill and closes the database; the folder opens again with every write', async () => {
  const runtime = await import('@/lib/archive/runtime');
  const { loadReaderDay } = await import('@/lib/calendar/load');
  const { archiveWritesStatus } = await import('@/lib/archive/write-through');
  runtime.startArchive();
  const hooks = (globalThis as { [k: symbol]: Map<string, () => Promise<string>> | undefined })[Symbol.for('macrodesk.shutdown')];
  const close = hooks?.get('archive');
  expect(close).toBeTypeOf('function');

  for (const section of await Promise.all(READ.map((day) => loadReaderDay('en', day, 'Asia/Shanghai')))) expect(section.ok).toBe(true);
  // PGlite takes seconds to open: the writes are still waiting for it.
  expect(archiveWritesStatus().waiting).toBeGreaterThan(0);

  const line = await close!();
  expect(line).toMatch(/^archive closed: backfill stopped, \d+ queued writes flushed \(0 failed\), database closed$/);
  expect(archiveWritesStatus()).toMatchObject({ waiting: 0, failed: 0 });
  expect(runtime.archiveBackfill()?.status().leader).toBe(false);
  await expect(runtime.archiveDb()).rejects.toThrow(/closed/);

  // Closed means released: this process may open the folder again, and finds every release the pages read.
  const { getDailyReleases } = await import('@/lib/upstream');
  const read = (await Promise.all(READ.map((day) => getDailyReleases('apien', day)))).flatMap((answer) => answer.data.map((r) => r.id));
  expect(read.length).toBeGreaterThan(READ.length);
  const db = await embeddedDb(dir);
  try {
    const stored = new Set((await db.query<{ id: string }>("SELECT record_id AS id FROM releases WHERE variant = 'apien'")).map((r) => r.id));
    expect(read.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await db.close();
  }
}, 120_000);
