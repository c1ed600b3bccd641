// A private portal + simulator pair for specs that must not share the suite's
// server: the fault matrix injects faults on every upstream path (which would
// disturb fault specs of other areas running beside it), the token spec needs
// a distinctive token, and both read every log line the server prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { fillFreshArchive } from './fresh-archive';
import { startSimulator } from '../../../simulator/server.mjs';

export interface Isolated {
  base: string;
  sim: string;
  token: string;
  /** Every line the portal printed on stdout and stderr so far. */
  log: string[];
  /** POST/DELETE/GET on the simulator's control API. */
  control(path: string, body?: unknown, method?: string): Promise<any>;
  stop(): Promise<void>;
  /** Sends a signal to the portal's launcher (scripts/launch.mjs), which passes it on to the server. */
  signal(name: NodeJS.Signals): void;
  /** The launcher's exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
}

/**
 * The Playwright lock (test.describe.configure({ lock })) of the specs on portals of their own
 * that fill the machine's cores (a backfill, a crawl, two archives created at once) or hold a
 * time bound that a busy neighbour broke on 2 cores (the fault matrix, the joiners, the
 * warm-up, the reminders' alerts, the reactions' answers): in the faults' run they run beside
 * the other specs (playwright.config.ts, "own-portal"), never beside each other.
 */
export const LOADED_LOCK = 'loaded-or-timed';

/** HEALTH_TOKEN of the suite's portals (playwright.config.ts sets it): /api/health's details go only to it. */
export const E2E_HEALTH_TOKEN = process.env.E2E_HEALTH_TOKEN || 'macrodesk-e2e-health-details';

/** /api/health with its details (docs/operations.md, "Health"): the archive, the upstream client, the caches. */
export async function healthDetails(base: string, token = E2E_HEALTH_TOKEN): Promise<any> {
  return (await fetch(`${base}/api/health?details`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * dataDir: the embedded archive's folder, shared with other portals and left in place on stop (default: one of its own, removed).
 * now: the simulator's clock (default: real time); a portal on a shared test clock passes it (./shared-clock.ts).
 */
export async function startIsolated(options: {
  token: string;
  timeoutMs: number;
  env?: Record<string, string>;
  dataDir?: string;
  now?: () => number;
}): Promise<Isolated> {
  const simulator = await startSimulator({ port: 0, token: options.token, ...(options.now ? { now: options.now } : {}) });
  const port = await freePort();
  // No archive unless a spec asks for one (env ARCHIVE=on): opening embedded Postgres costs
  // seconds of CPU at start. When on, it lives in a folder of this portal's own (two processes
  // must never open one PGlite folder) and only writes through: a backfill's upstream calls
  // would blur the specs that count them (tests/e2e/archive.spec.ts back-fills on purpose).
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'macrodesk-isolated-'));
  // A folder of its own is a copy of a fresh archive (./fresh-archive.ts): the portal skips creating it.
  if (!options.dataDir && options.env?.ARCHIVE === 'on' && !options.env.DATABASE_URL) await fillFreshArchive(dataDir);
  const child: ChildProcess = spawn(process.execPath, ['scripts/launch.mjs', 'start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
      NEXT_TELEMETRY_DISABLED: '1',
      UPSTREAM_BASE_URL: `${simulator.url}/base`,
      UPSTREAM_ALT_BASE_URL: `${simulator.url}/alt`,
      UPSTREAM_LEGACY_BASE_URL: `${simulator.url}/legacy`,
      UPSTREAM_TOKEN: options.token,
      UPSTREAM_TIMEOUT_MS: String(options.timeoutMs),
      REDIS_URL: '',
      // One client address sends the whole spec: limits are tested where they are the subject (env).
      RATE_LIMIT: 'off',
      PAGE_RATE_LIMIT: 'off',
      UPSTREAM_RATE_PER_S: '10000',
      ARCHIVE: 'off',
      DATA_DIR: dataDir,
      ARCHIVE_RATE_PER_S: '0',
      HEALTH_TOKEN: E2E_HEALTH_TOKEN,
      // Specs count their own upstream calls from the start: the start-up warm-up is tested where it is the subject.
      WARM_UP: 'off',
      ...options.env,
    },
  });
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => log.push(...chunk.split('\n').filter(Boolean)));
  }
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    await simulator.close();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 240) {
      await stop();
      throw new Error(`portal did not start:\n${log.join('\n')}`);
    }
    try {
      const health = await fetch(`${base}/api/health`);
      // Ready once the archive, when on, has opened: a spec's first requests must not race it.
      if (health.ok && (await health.json()).components?.archive !== 'opening') break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const control = async (path: string, body?: unknown, method?: string) => {
    const res = await fetch(`${simulator.url}/__sim/${path}`, {
      method: method ?? (body ? 'POST' : 'GET'),
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`simulator control ${path}: HTTP ${res.status}`);
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  };
  const signal = (name: NodeJS.Signals) => void child.kill(name);
  return { base, sim: simulator.url, token: options.token, log, control, stop, signal, exited };
}
