import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { isArchiveHeld, lockFileOf, takeEmbeddedLock, type Holder } from '@/lib/archive/embedded-lock';
import { copyFreshArchive } from '../support/pglite-template';

// The embedded archive's lock between real processes: children take it on one
// folder; a holder that is gone is taken over, one alive (even with its event
// loop busy and its lock file old) is not.
const CHILD = path.join(import.meta.dirname, '../support/lock-child.mjs');
const root = mkdtempSync(path.join(tmpdir(), 'macrodesk-lock-'));
let n = 0;
const freshDir = () => path.join(root, `data-${++n}`);
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Child {
  child: ChildProcess;
  /** Resolves with the child's answer once it tried the lock. */
  go(): Promise<{ took?: true; held?: string }>;
  exited: Promise<void>;
}

async function startChild(dir: string, after: 'hold' | 'busy' | 'exit' = 'hold', open: 'lock' | 'db' = 'lock'): Promise<Child> {
  const child = spawn(process.execPath, [CHILD], { env: { ...process.env, LOCK_DIR: dir, LOCK_AFTER: after, LOCK_OPEN: open }, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  child.stderr!.on('data', (d) => (err += d));
  child.stdout!.on('data', (d) => {
    out += d;
    const lines = out.split('\n');
    out = lines.pop()!;
    for (const line of lines)
      for (const w of waiters.splice(0)) {
        if (w.test(line)) w.resolve(line);
        else waiters.push(w);
      }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (test: (line: string) => boolean) =>
    Promise.race([
      new Promise<string>((resolve) => waiters.push({ test, resolve })),
      exited.then(() => Promise.reject(new Error(`lock child exited: ${err}`))),
    ]);
  await next((line) => line === 'ready');
  return {
    child,
    exited,
    async go() {
      const answer = next((line) => line.startsWith('{'));
      child.stdin!.write('go\n');
      return JSON.parse(await answer);
    },
  };
}

const holderOf = (dir: string): Holder => JSON.parse(readFileSync(lockFileOf(dir), 'utf8'));
const aDayAgo = () => new Date(Date.now() - 86_400_000);

describe('the embedded archive lock between processes', () => {
  it('is taken by exactly one of two processes trying it at once; the other is told why', async () => {
    const dir = freshDir();
    const [a, b] = await Promise.all([startChild(dir), startChild(dir)]);
    const answers = await Promise.all([a.go(), b.go()]);
    const winners = answers.filter((x) => x.took);
    expect(winners).toHaveLength(1);
    const loser = answers.find((x) => !x.took)!;
    expect(loser.held).toContain('held by another process: give every instance the same DATABASE_URL');
    const winner = answers[0]!.took ? a : b;
    expect(holderOf(dir).pid).toBe(winner.child.pid);
    // Held here too, with the holder named.
    let error: unknown;
    try {
      takeEmbeddedLock(dir);
    } catch (e) {
      error = e;
    }
    expect(isArchiveHeld(error)).toBe(true);
    expect((error as { holder: Holder }).holder.pid).toBe(winner.child.pid);
  }, 60_000);

  it('is taken over from a holder killed with SIGKILL (its lock file left behind)', async () => {
    const dir = freshDir();
    const a = await startChild(dir);
    expect((await a.go()).took).toBe(true);
    a.child.kill('SIGKILL');
    await a.exited;
    expect(holderOf(dir).pid).toBe(a.child.pid);
    const lock = takeEmbeddedLock(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 60_000);

  it('is not taken over from a holder alive with its event loop busy, however old its lock file', async () => {
    const dir = freshDir();
    const a = await startChild(dir, 'busy');
    expect((await a.go()).took).toBe(true);
    utimesSync(lockFileOf(dir), aDayAgo(), aDayAgo());
    expect(() => takeEmbeddedLock(dir, { foreignStaleMs: 1 })).toThrow(/held by another process/);
    const b = await startChild(dir);
    expect((await b.go()).held).toContain(`pid ${a.child.pid}`);
    expect(holderOf(dir).pid).toBe(a.child.pid);
  }, 60_000);

  it('is given up when its holder exits, and taken by the next', async () => {
    const dir = freshDir();
    const a = await startChild(dir, 'exit');
    expect((await a.go()).took).toBe(true);
    await a.exited;
    expect(existsSync(lockFileOf(dir))).toBe(false);
    takeEmbeddedLock(dir).release();
  }, 60_000);

  it('is taken over by exactly one of several processes finding its holder gone at once', async () => {
    const dir = freshDir();
    const dead = await startChild(dir);
    expect((await dead.go()).took).toBe(true);
    dead.child.kill('SIGKILL');
    await dead.exited;
    const racers = await Promise.all([startChild(dir), startChild(dir), startChild(dir)]);
    const answers = await Promise.all(racers.map((r) => r.go()));
    expect(answers.filter((x) => x.took)).toHaveLength(1);
    const winner = racers[answers.findIndex((x) => x.took)]!;
    expect(holderOf(dir).pid).toBe(winner.child.pid);
  }, 60_000);
});

describe('the embedded archive (PGlite) between processes', () => {
  it('is opened by one process; a second one is refused while it is open, and opens it once the first is gone', async () => {
    // A fresh archive, copied: its creation is not the subject here (tests/unit/archive/db-embedded.test.ts).
    const dir = copyFreshArchive(freshDir());
    const a = await startChild(dir, 'hold', 'db');
    expect((await a.go()).took).toBe(true);
    await expect(embeddedDb(dir)).rejects.toThrow(/held by another process: give every instance the same DATABASE_URL/);
    a.child.kill('SIGKILL');
    await a.exited;
    const db = await embeddedDb(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    await db.close();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  }, 240_000);
});

describe('the embedded archive lock judged by what it names', () => {
  const write = (dir: string, holder: Partial<Holder>, at?: Date) => {
    const file = lockFileOf(dir);
    writeFileSync(file, JSON.stringify({ pid: process.pid, start: null, host: hostname(), boot: null, since: new Date().toISOString(), ...holder }));
    if (at) utimesSync(file, at, at);
  };

  it('takes over a pid that names another process now (another start time)', () => {
    const dir = freshDir();
    const start = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[19];
    // Where /proc is missing, start times cannot be compared: nothing to check.
    if (!start) return;
    write(dir, { pid: process.ppid, start: '1' });
    takeEmbeddedLock(dir).release();
  });

  it('refuses a second take in the same process', () => {
    const dir = freshDir();
    const lock = takeEmbeddedLock(dir);
    expect(() => takeEmbeddedLock(dir)).toThrow(/held by another process/);
    lock.release();
  });

  it('judges a lock written on another host by its refreshes only', () => {
    const dir = freshDir();
    write(dir, { host: 'another-host', pid: 1 });
    expect(() => takeEmbeddedLock(dir, { foreignStaleMs: 60_000 })).toThrow(/pid 1 on another-host/);
    write(dir, { host: 'another-host', pid: 1 }, aDayAgo());
    takeEmbeddedLock(dir, { foreignStaleMs: 60_000 }).release();
  });

  it('refreshes the time of its own lock while held', async () => {
    const dir = freshDir();
    const lock = takeEmbeddedLock(dir, { refreshMs: 20 });
    utimesSync(lockFileOf(dir), aDayAgo(), aDayAgo());
    await new Promise((r) => setTimeout(r, 200));
    const { mtimeMs } = await import('node:fs').then((fs) => fs.statSync(lockFileOf(dir)));
    expect(Date.now() - mtimeMs).toBeLessThan(60_000);
    lock.release();
  });
});
