// vitest: isolated (the process-wide archive runtime and its slots, made from the environment).
// A clean stop of the archive (lib/archive/runtime.ts, closeArchive), as the
// production server runs it on SIGTERM (scripts/serve.mjs finds it in the
// process's shutdown slot): the real runtime on an embedded archive in a temp
// dir, the backfill running on the simulator, answers of the days pages read
// waiting in the write queue; then the folder is opened again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { peekSlot } from '@/lib/process-slots.mjs';
import { startSim, type Sim } from '../support/upstream-simulator';
import { copyFreshArchive } from '../support/pglite-template';

const DAY_MS = 86_400_000;
const dayBack = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** Days older than the backfill's range: only the write-through stores them. */
const READ = [40, 41, 42, 43, 44, 45].map(dayBack);

let sim: Sim;
const dir = copyFreshArchive(mkdtempSync(path.join(tmpdir(), 'macrodesk-close-')));
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
  const { getDailyReleases } = await import('@/lib/upstream');
  const { archiveAnswer } = await import('@/lib/archive/write-through');
  const { archiveWritesStatus } = await import('@/lib/archive/writes');
  await runtime.startArchive();
  const hooks = peekSlot<Map<string, () => Promise<string>>>('macrodesk.shutdown');
  const close = hooks?.get('archive');
  expect(close).toBeTypeOf('function');
  await runtime.archiveDb();
  // The backfill under way.
  await expect.poll(() => runtime.archiveBackfill()?.status().daysDone ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);

  // The days' answers, handed to the archive as the calendar's loader hands them (lib/calendar/load.ts), all at once.
  const answers = await Promise.all(READ.map((day) => getDailyReleases('apien', day)));
  READ.forEach((day, i) => archiveAnswer('en', `day:${day}`, answers[i]!, day));
  // One may be running; the others wait in the queue when the stop begins.
  expect(archiveWritesStatus().waiting).toBeGreaterThanOrEqual(READ.length - 1);

  const line = await close!();
  expect(line).toMatch(/^archive closed: backfill stopped, \d+ queued writes flushed \(0 failed\), database closed$/);
  expect(Number(/(\d+) queued/.exec(line)![1])).toBeGreaterThanOrEqual(READ.length - 1);
  expect(archiveWritesStatus()).toMatchObject({ waiting: 0, failed: 0 });
  expect(runtime.archiveBackfill()?.status().leader).toBe(false);
  await expect(runtime.archiveDb()).rejects.toThrow(/closed/);

  // Closed means released: this process may open the folder again, and finds every release the pages read.
  const read = answers.flatMap((answer) => answer.data.map((r) => r.id));
  expect(read.length).toBeGreaterThan(READ.length);
  const db = await embeddedDb(dir);
  try {
    const stored = new Set((await db.query<{ id: string }>("SELECT record_id AS id FROM releases WHERE variant = 'apien'")).map((r) => r.id));
    expect(read.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await db.close();
  }
}, 120_000);
