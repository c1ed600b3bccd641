// Processes for the scale-out spec: production instances of the portal
// (scripts/serve.mjs on the suite's build, NEXT_DIST_DIR) sharing one simulator
// and, optionally, one redis-server, as behind one load balancer (TRUST_PROXY=1).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../unit/support/redis-server';

export const SYMBOL_CALLS = '/base/api/market/202605/symbol';
const TOKEN = 'macrodesk-simulator-token';

export interface Instance {
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** `env` over the defaults below (ARCHIVE, DATA_DIR… included). */
export async function startInstance(env: { SIMULATOR_URL: string; REDIS_URL?: string } & Record<string, string>): Promise<Instance> {
  const port = await freePort();
  // No archive: these instances share a cache through Redis; the archive's own scale-out (one
  // Postgres, one backfill leader) is tested in tests/unit/archive. The folder is never opened.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'macrodesk-instance-'));
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
      NEXT_TELEMETRY_DISABLED: '1',
      UPSTREAM_TIMEOUT_MS: '3000',
      // Readers reach the instances through one load balancer, which appends their address.
      TRUST_PROXY: '1',
      // A slow refill: the shared-bucket test tells one bucket (≤ 40 + 1/s) from two (≥ 80)
      // however long a loaded machine takes to send its requests.
      RATE_LIMIT: '1:40',
      PAGE_RATE_LIMIT: 'off',
      UPSTREAM_RATE_PER_S: '10000',
      ARCHIVE: 'off',
      DATA_DIR: dataDir,
      // Specs count their upstream calls from the start (the warm-up is tested where it is the subject).
      WARM_UP: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  // A start on a loaded machine (two cores, the other runs' browsers) has taken over 20 s.
  const giveUpAt = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited during start-up:\n${output}`);
    if (Date.now() > giveUpAt) {
      // Never left running behind a failed start: it would load the machine for every spec after.
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`instance not answering on ${base}:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        // A clean stop takes seconds; one that hangs is cut, so that it loads no spec after.
        const cut = setTimeout(() => child.kill('SIGKILL'), 45_000);
        child.once('exit', () => {
          clearTimeout(cut);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Every symbol the simulator lists on its default exchanges, as EX|CODE. */
export async function listedSymbols(sim: string): Promise<string[]> {
  const exchanges = ['WGJS', 'WH', 'GJZS', 'COMEX', 'NYMEX', 'SGE'];
  const lists = await Promise.all(
    exchanges.map(async (ex) => {
      const body = await (await fetch(`${sim}/base/api/market/202605/excode?excode=${ex}&token=${TOKEN}`)).json();
      return (body.data as { Code: string }[]).map((r) => `${ex}|${r.Code}`);
    }),
  );
  return lists.flat();
}

export async function symbolCalls(sim: string): Promise<number> {
  const log = await (await fetch(`${sim}/__sim/log`)).json();
  return log.counts[SYMBOL_CALLS] ?? 0;
}

/**
 * `count` concurrent polls of the same codes, dealt round-robin to the
 * instances; their statuses. Each comes from its own reader (as the load
 * balancer forwards it) unless `headers` say otherwise.
 */
export async function polls(instances: Instance[], codes: string[], count: number, headers?: Record<string, string>) {
  const path = `/api/quotes?codes=${encodeURIComponent([...codes].sort().join(','))}`;
  const from = (i: number) => headers ?? { 'x-forwarded-for': `203.0.113.${(i % 250) + 1}` };
  return Promise.all(
    Array.from({ length: count }, async (_, i) => (await fetch(instances[i % instances.length].base + path, { headers: from(i) })).status),
  );
}

/** Resolves once `check` holds, polling every 100 ms; throws after `ms`. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return;
  }
  throw new Error(`${what}: not within ${ms} ms`);
}
