import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { postgresDb } from '@/lib/archive/db-postgres';
import type { Db } from '@/lib/archive/db';
import { startPostgres, type TestPostgres } from '../support/postgres-server';
import { copyFreshArchive } from '../support/pglite-template';

// A real process back-filling, killed with SIGKILL mid-way (no stop(), no
// rollback by hand), then started again: it must carry on without asking the
// upstream again for any day stored before the kill.
const CHILD = path.join(import.meta.dirname, '../support/backfill-child.mjs');
const FROM = '2026-09-01';
const NOW = '2026-11-23T12:00:00Z';
/** 2026-09-01 … 2026-11-22, three variants. */
const ALL_DAYS = 83 * 3;

let server: TestPostgres | null = null;
const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-kill-'));
beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const calls = (log: string): string[] => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);

function startChild(target: string, log: string): { child: ChildProcess; done: Promise<number | null>; out: () => string } {
  let out = '';
  const child = spawn(process.execPath, [CHILD], {
    env: { ...process.env, ARCHIVE_DB: target, CALLS_LOG: log, BACKFILL_FROM: FROM, BACKFILL_NOW: NOW },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, done, out: () => out };
}

async function until(check: () => boolean, what: string, out: () => string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}: ${out()}`);
}

const storedDays = async (db: Db): Promise<Set<string>> =>
  new Set((await db.query<{ k: string }>("SELECT variant || ' ' || day::text AS k FROM archived_days")).map((r) => r.k));

describe.each([
  { name: 'postgres', target: async () => server!.createDatabase(), open: (t: string) => Promise.resolve(postgresDb(t)) },
  { name: 'embedded', target: async () => copyFreshArchive(path.join(dir, 'pglite')), open: (t: string) => embeddedDb(t) },
])('backfill killed with SIGKILL on $name', ({ target, open }) => {
  it('resumes after the restart without asking the upstream again for days stored before the kill', async () => {
    const where = await target();
    const firstLog = path.join(dir, `first-${Date.now()}.log`);
    const first = startChild(where, firstLog);
    await until(() => calls(firstLog).length >= 40, 'forty upstream calls', first.out);
    first.child.kill('SIGKILL');
    expect(await first.done).toBeNull();
    const beforeKill = calls(firstLog);
    expect(beforeKill.length).toBeLessThan(ALL_DAYS);

    // What the killed process had committed (the child is gone: PGlite's dir may be opened here).
    const peek = await open(where);
    const stored = await storedDays(peek);
    await peek.close();
    expect(stored.size).toBeGreaterThanOrEqual(30);
    expect(stored.size).toBeLessThan(ALL_DAYS);
    // A day is marked only once stored: nothing marked that was never asked for.
    for (const day of stored) expect(beforeKill).toContain(day);

    const secondLog = path.join(dir, `second-${Date.now()}.log`);
    const second = startChild(where, secondLog);
    expect(await second.done).toBe(0);
    expect(second.out()).toContain('complete');
    const after = calls(secondLog);
    expect(after.filter((c) => stored.has(c))).toEqual([]);
    expect(new Set([...stored, ...after]).size).toBe(ALL_DAYS);
    // At most the day in flight at the kill (asked, never marked) is asked twice.
    expect(after.filter((c) => beforeKill.includes(c)).length).toBeLessThanOrEqual(1);

    const check = await open(where);
    expect((await storedDays(check)).size).toBe(ALL_DAYS);
    await check.close();
  }, 120_000);
});
