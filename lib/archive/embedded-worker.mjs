// @ts-check
// The embedded archive's own thread (lib/archive/db-embedded.ts starts it).
// PGlite is Postgres compiled to WebAssembly: each statement runs to its end
// on the thread that calls it. Here, a long statement (a backfill's write, a
// history read over years) holds this thread only, never the one that
// answers readers (docs/operations.md, "The archive").
//
// Messages in: { id, op: 'query', sql, params, tx? } | { id, op: 'begin' }
//   | { id, op: 'end', tx, commit } | { id, op: 'close' }.
// Messages out: { id, rows } | { id, tx } | { id, error: { message, code } }
//   | { event: 'slow_statement', ms, sql } | { event: 'memory', wasmBytes, heapBytes }.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('lib/archive/embedded-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir: string | null, startParams: string[], slowMs: number }} */
const { dataDir, startParams, slowMs } = workerData;

/** @type {PGlite} */
let lite;
try {
  lite = await PGlite.create(dataDir ?? undefined, { startParams: [...PGlite.defaultStartParams, ...startParams] });
  port.postMessage({ ready: true });
  reportMemory();
} catch (error) {
  port.postMessage({ ready: false, error: describe(error) });
  process.exit(1);
}

/**
 * Open transactions: their session and the way to end them. PGlite runs the
 * callback of `transaction` with the database to itself; statements outside
 * it wait for its end.
 * @type {Map<number, { tx: { query: PGlite['query'] }, end: (commit: boolean) => void, settled: Promise<unknown> }>}
 */
const open = new Map();
let nextTx = 1;

/** How often the thread tells its memory: PGlite's WebAssembly memory and this thread's own heap. */
const MEMORY_EVERY_MS = 10_000;

function reportMemory() {
  const wasmBytes = /** @type {{ HEAPU8?: Uint8Array } | undefined} */ (lite.Module)?.HEAPU8?.byteLength ?? 0;
  port.postMessage({ event: 'memory', wasmBytes, heapBytes: getHeapStatistics().used_heap_size });
}
setInterval(reportMemory, MEMORY_EVERY_MS).unref();

/** @param {unknown} error */
function describe(error) {
  const e = /** @type {{ message?: string, code?: string }} */ (error ?? {});
  return { message: String(e.message ?? error), code: e.code };
}

/**
 * @param {string} sql
 * @param {() => Promise<{ rows: unknown[] }>} run
 */
async function timed(sql, run) {
  const started = Date.now();
  try {
    return (await run()).rows;
  } finally {
    const ms = Date.now() - started;
    if (ms >= slowMs) port.postMessage({ event: 'slow_statement', ms, sql: sql.replace(/\s+/g, ' ').trim().slice(0, 160) });
  }
}

/** @param {number} id */
function begin(id) {
  const txId = nextTx++;
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  const ended = new Promise((resolve) => (end = resolve));
  const settled = lite.transaction(async (tx) => {
    open.set(txId, { tx, end, settled });
    port.postMessage({ id, tx: txId });
    if (!(await ended)) throw new RollBack();
  });
  // A failure to begin at all reaches the caller; a rollback asked for is not an error.
  settled.catch((error) => {
    if (error instanceof RollBack) return;
    if (!open.has(txId)) port.postMessage({ id, error: describe(error) });
  });
  return settled;
}

class RollBack extends Error {}

/** @param {{ id: number, op: string, sql?: string, params?: unknown[], tx?: number, commit?: boolean }} message */
async function handle(message) {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const sql = /** @type {string} */ (message.sql);
      const session = message.tx === undefined ? lite : open.get(message.tx)?.tx;
      if (!session) throw new Error('this transaction has ended');
      port.postMessage({ id, rows: await timed(sql, () => session.query(sql, message.params)) });
    } else if (op === 'begin') {
      void begin(id);
    } else if (op === 'end') {
      const entry = open.get(/** @type {number} */ (message.tx));
      if (!entry) throw new Error('this transaction has ended');
      entry.end(Boolean(message.commit));
      try {
        await entry.settled;
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
      } finally {
        open.delete(/** @type {number} */ (message.tx));
      }
      port.postMessage({ id, rows: [] });
    } else if (op === 'close') {
      await lite.close();
      port.postMessage({ id, rows: [] });
      port.close();
    } else {
      throw new Error(`unknown operation ${op}`);
    }
  } catch (error) {
    port.postMessage({ id, error: describe(error) });
  }
}

port.on('message', (message) => void handle(message));
