// Test support: the upstream simulator over real HTTP, its control API, and
// clients configured against it exactly as the app configures itself.
import { parseConfig } from '@/lib/config';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createUpstreamClient, type ClientDeps } from '@/lib/upstream/client';
import { startSimulator } from '../../../simulator/server.mjs';

export const TOKEN = 'macrodesk-simulator-token';

/** IDX_ID of a simulator indicator by its short legacy list ID (`110001` → 18 digits). */
export { longId as idx } from '../../../simulator/data/indicators.mjs';

export interface LoggedRequest {
  at: string | number;
  method: string;
  path: string;
  query: Record<string, string> | string;
  host: 'base' | 'alt' | 'legacy';
}

export interface Sim {
  url: string;
  close(): Promise<void>;
}

export async function startSim(options: { now?: () => number } = {}): Promise<Sim> {
  return (await startSimulator({ port: 0, ...options })) as Sim;
}

async function call<T>(sim: Sim, method: string, name: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sim.url}/__sim/${name}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`simulator control ${method} ${name}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const control = (sim: Sim) => ({
  reset: () => call(sim, 'POST', 'reset'),
  fault: (fault: { match: string; kind: string; ms?: number; status?: number; times?: number }) => call(sim, 'POST', 'faults', fault),
  clearFaults: () => call(sim, 'DELETE', 'faults'),
  log: () => call<{ total: number; counts: Record<string, number>; requests: LoggedRequest[] }>(sim, 'GET', 'log'),
  legacy: (allowed: string[] | null) => call(sim, 'POST', 'legacy', { allowed }),
  release: (inSeconds: number, importance?: number) =>
    call<{ idxId: string; legacyId: string; recordId: number; publishTime: string }>(sim, 'POST', 'releases', { inSeconds, importance }),
  reschedule: (recordId: number, inSeconds: number) =>
    call<{ publishTime: string }>(sim, 'POST', 'releases/reschedule', { recordId, inSeconds }),
  /** Switches quirks of simulator/quirks.mjs: `{ repeatIds: 'on', … }`. */
  quirks: (modes: Record<string, 'auto' | 'on' | 'off'>) => call(sim, 'POST', 'quirks', modes),
});

/** The query of a logged request as a plain object, whichever form the log uses. */
export function queryOf(request: LoggedRequest): Record<string, string> {
  if (typeof request.query !== 'string') return request.query ?? {};
  return Object.fromEntries(new URLSearchParams(request.query.replace(/^\?/, '')));
}

export function clientFor(sim: Sim, deps: ClientDeps = {}, env: Record<string, string> = {}) {
  const config = parseConfig({ SIMULATOR_URL: sim.url, ...env });
  return createUpstreamClient(config, { retryDelayMs: 20, ...deps });
}

/** Today in Shanghai (the simulator's wall-time zone) as YYYY-MM-DD. */
export function shanghaiToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * One simulator for a test file, reset before each test: `env.sim` and
 * `env.ctl` are set once the file's beforeAll has run.
 */
export function simulatorPerFile(): { sim: Sim; ctl: ReturnType<typeof control> } {
  const env = {} as { sim: Sim; ctl: ReturnType<typeof control> };
  beforeAll(async () => {
    env.sim = await startSim();
    env.ctl = control(env.sim);
  });
  afterAll(() => env.sim.close());
  beforeEach(() => env.ctl.reset());
  return env;
}
