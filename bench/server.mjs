// @ts-check
// Builds and starts the production server with the built-in simulator for the
// benchmark, on its own dist dir and ports so it never disturbs other builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BENCH = {
  distDir: process.env.BENCH_DIST_DIR || '.next-bench',
  port: Number(process.env.BENCH_PORT || 3290),
  simPort: Number(process.env.BENCH_SIM_PORT || 4290),
  /** The floor app of the page budgets (bench/floor.mjs). */
  floorPort: Number(process.env.BENCH_FLOOR_PORT || Number(process.env.BENCH_PORT || 3290) + 1),
};

/**
 * A portal started by start() below.
 * @typedef {{
 *   base: string,
 *   sim: string,
 *   pid: number,
 *   alive: () => boolean,
 *   stop: () => Promise<void>,
 * }} Portal
 */

/**
 * The parts of /api/health?details (lib/health/respond.ts) the bench reads; absent without the token.
 * @typedef {{ mb: number, maxMb: number }} CacheFill
 * @typedef {{
 *   memory?: { heapUsedMb: number, allocator?: string, caches: Record<string, CacheFill> },
 *   archive?: { backfill: { state: string, from: string, daysToDo?: number } | null, daysToRecheck: number | null, memoryMb?: { wasm: number, heap: number } | null },
 * }} HealthDetails
 */

/** HEALTH_TOKEN of the bench's portals: /api/health gives its details (caches, archive) only to it. */
export const BENCH_HEALTH_TOKEN = 'macrodesk-bench-health-details';

/**
 * /api/health with its details (docs/operations.md, "Health"), as the bench's readings need them.
 * @param {string} base
 * @returns {Promise<HealthDetails>}
 */
export async function healthDetails(base, token = BENCH_HEALTH_TOKEN) {
  return (await fetch(`${base}/api/health?details`, { headers: { authorization: `Bearer ${token}` } })).json();
}

/** @param {{ skipIfBuilt: boolean }} options */
export function build({ skipIfBuilt }) {
  if (skipIfBuilt && existsSync(`${BENCH.distDir}/BUILD_ID`)) return;
  console.log(`building into ${BENCH.distDir} …`);
  // `next build` adds its dist folder's types to tsconfig.json: keep the file as committed.
  const tsconfig = readFileSync('tsconfig.json');
  const r = spawnSync('npx', ['next', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // MACRODESK_BENCH_BUILD: the build keeps /api/bench-baseline, bench/run.mjs's trivial route (next.config.ts).
    env: { ...process.env, NEXT_DIST_DIR: BENCH.distDir, NEXT_TELEMETRY_DISABLED: '1', MACRODESK_BENCH_BUILD: '1' },
  });
  writeFileSync('tsconfig.json', tsconfig);
  if (r.status !== 0) throw new Error('next build failed');
}

/**
 * Starts `scripts/launch.mjs start`; resolves once /api/health answers.
 * @param {{ env?: Record<string, string>, port?: number, simPort?: number }} [options]
 * @returns {Promise<Portal>}
 */
export async function start({ env = {}, port = BENCH.port, simPort = BENCH.simPort } = {}) {
  // An embedded archive of its own, write-through only: a backfill would compete with the load.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'macrodesk-bench-'));
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'start'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SIMULATOR_PORT: String(simPort),
      NEXT_DIST_DIR: BENCH.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      // A thousand simulated readers share 127.0.0.1, which is not exempt from the limit.
      RATE_LIMIT: 'off',
      PAGE_RATE_LIMIT: 'off',
      DATA_DIR: dataDir,
      ARCHIVE_RATE_PER_S: '0',
      HEALTH_TOKEN: BENCH_HEALTH_TOKEN,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const sim = `http://127.0.0.1:${simPort}`;
  let up = false;
  // Up to two minutes: a loaded machine (another bench, a build) starts slowly.
  for (let i = 0; i < 480 && !up; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the server on ${base} did not answer /api/health within two minutes`);
  }
  return {
    base,
    sim,
    /** The launcher's pid (a process that answered has one): `next start` runs as its child (bench/pages.mjs reads its memory). */
    pid: /** @type {number} */ (child.pid),
    alive: () => child.exitCode === null,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        // A server that died (out of memory, say) has exited already: no 'exit' will come.
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
