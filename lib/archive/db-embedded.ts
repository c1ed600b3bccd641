import 'server-only';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ArchiveMemory, Db, Lock } from './db';
import { takeEmbeddedLock, type EmbeddedLock } from './embedded-lock';

/**
 * PGlite in a data dir, on a thread of its own (lib/archive/embedded-worker.mjs;
 * docs/operations.md, "The archive"). It has a single session, so advisory locks there are
 * re-entrant; a data dir is opened by one process only (its lock,
 * lib/archive/embedded-lock.ts: rejects with ArchiveHeld while another
 * process holds it), and within it the held keys are tracked here, so "one
 * leader" holds on this backend too.
 */
/**
 * Postgres's page cache inside PGlite's memory (Postgres's default is 128 MB).
 * The archive's tables are small and its files sit in the system's file
 * cache anyway; every megabyte here is resident memory of the portal for
 * good, since WebAssembly memory never shrinks (docs/operations.md, "The
 * archive"). 8 MB, not 16: ~9 MB less resident with a 192 MB heap, side by
 * side under never-seen URLs (docs/performance.md, "Memory under never-seen URLs").
 */
const SHARED_BUFFERS = '8MB';

/**
 * A new data dir is created (initdb) in a child process: initdb takes
 * seconds of one core, during which PGlite holds the event loop, and leaves
 * its WebAssembly memory (~600 MB) resident for good. In a child, both end
 * with it. The child finds PGlite from the working directory; when it
 * cannot, the folder is created here as before.
 */
export async function initializeApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await new Promise<void>((resolve) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, dataDir], { timeout: 120_000 }, (error) => {
      if (error) console.warn(`[archive] could not create the archive's folder in a child process, creating it here: ${error.message.split('\n')[0]}`);
      resolve();
    });
  });
}

/** A statement slower than this is logged: it held the archive (not the readers: it runs on its own thread). */
const SLOW_STATEMENT_MS = 1000;

/** The archive's thread (lib/archive/embedded-worker.mjs), found from the working directory as PGlite is. */
const WORKER_FILE = path.join(process.cwd(), 'lib/archive/embedded-worker.mjs');

type Reply = { id: number; rows?: unknown[]; tx?: number; error?: { message: string; code?: string } };

/** An error of the archive's thread, with Postgres's SQLSTATE when it had one. */
function failure(error: { message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

/** PGlite on a worker thread: every statement is a message; the server's event loop never runs one. */
async function startWorker(
  dataDir: string | null,
): Promise<{ ask: (message: Record<string, unknown>) => Promise<Reply>; stop: () => Promise<void>; memory: () => ArchiveMemory | null }> {
  const worker = new Worker(WORKER_FILE, {
    workerData: { dataDir, startParams: ['-c', `shared_buffers=${SHARED_BUFFERS}`], slowMs: SLOW_STATEMENT_MS },
  });
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;
  let memory: ArchiveMemory | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready: boolean; error?: { message: string } }) => (first.ready ? resolve() : reject(failure(first.error ?? { message: 'the archive did not open' }))));
    worker.once('error', reject);
  });
  worker.on('message', (message: Reply & { event?: string; ms?: number; sql?: string } & Partial<ArchiveMemory>) => {
    if (message.event === 'memory') {
      memory = { wasmBytes: message.wasmBytes ?? 0, heapBytes: message.heapBytes ?? 0 };
      return;
    }
    if (message.event === 'slow_statement') {
      console.warn(JSON.stringify({ level: 'warn', event: 'archive.slow_statement', ms: message.ms, sql: message.sql }));
      return;
    }
    const entry = waiting.get(message.id);
    if (!entry) return;
    settle(message.id);
    if (message.error) entry.reject(failure(message.error));
    else entry.resolve(message);
  });
  const fail = (error: Error) => {
    gone = error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    worker.unref();
  };
  worker.on('error', (error) => fail(new Error(`the archive's thread failed: ${error.message}`)));
  worker.on('exit', () => fail(gone ?? new Error("the archive's thread has stopped")));
  // An open archive alone does not keep the process alive; a statement under way does.
  const settle = (id: number) => {
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
  };
  try {
    await ready;
    worker.unref();
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ask(message) {
      if (gone) return Promise.reject(gone);
      const id = nextId++;
      return new Promise<Reply>((resolve, reject) => {
        if (waiting.size === 0) worker.ref();
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...message, id });
      });
    },
    async stop() {
      await worker.terminate();
    },
    memory: () => memory,
  };
}

export async function embeddedDb(dataDir: string | null): Promise<Db> {
  let dirLock: EmbeddedLock | null = null;
  let thread: Awaited<ReturnType<typeof startWorker>>;
  try {
    if (dataDir) {
      await mkdir(dataDir, { recursive: true });
      dirLock = takeEmbeddedLock(dataDir);
    }
    if (dataDir) await initializeApart(dataDir);
    thread = await startWorker(dataDir);
  } catch (error) {
    dirLock?.release();
    throw error;
  }
  const run = async <T>(sql: string, params?: unknown[], tx?: number) => (await thread.ask({ op: 'query', sql, params, tx })).rows as T[];
  const held = new Set<number>();
  let closed = false;
  return {
    kind: 'embedded',
    memory: () => (closed ? null : thread.memory()),
    query: (sql, params) => run(sql, params),
    async transaction(work) {
      const { tx } = await thread.ask({ op: 'begin' });
      let result;
      try {
        result = await work({ query: (sql, params) => run(sql, params, tx) });
      } catch (error) {
        await thread.ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await thread.ask({ op: 'end', tx, commit: true });
      return result;
    },
    async tryLock(key) {
      if (held.has(key)) return null;
      const [row] = await run<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
      if (!row?.ok) return null;
      held.add(key);
      const lock: Lock = {
        held: () => held.has(key) && !closed,
        async release() {
          if (!held.delete(key) || closed) return;
          await run('SELECT pg_advisory_unlock($1)', [key]);
        },
      };
      return lock;
    },
    async close() {
      if (closed) return;
      closed = true;
      held.clear();
      try {
        await thread.ask({ op: 'close' });
      } finally {
        await thread.stop();
        // Only once PGlite has written its last page may another process open the folder.
        dirLock?.release();
      }
    },
  };
}
