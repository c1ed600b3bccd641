#!/usr/bin/env node
// @ts-check
// Starts the portal (scripts/serve.mjs: Next's production handler behind a
// server that passes on the socket's address; or `next dev`) and, when
// UPSTREAM_BASE_URL is unset, the built-in upstream simulator beside it on a
// free local port.
// Usage: node scripts/launch.mjs start|dev
//   PORT (default 3000), HOSTNAME (default 127.0.0.1), SIMULATOR_PORT (default: a free one)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { startSimulator } from '../simulator/server.mjs';
import { heapLimitArgs } from '../lib/memory/heap-limit.mjs';
import { allocatorEnv } from '../lib/memory/allocator.mjs';
import { ignoreLostLogReader } from '../lib/ops/log-output.mjs';

// Its reader gone, the log drops its lines: the launcher still passes signals on (lib/ops/log-output.mjs).
ignoreLostLogReader();

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const port = process.env.PORT || '3000';
const host = process.env.HOSTNAME || '127.0.0.1';
const env = { ...process.env };
let simulator = null;

if (!env.UPSTREAM_BASE_URL) {
  simulator = await startSimulator({ port: Number(env.SIMULATOR_PORT || 0) });
  env.SIMULATOR_URL = simulator.url;
  console.log(`[macrodesk] upstream simulator on ${simulator.url} (set UPSTREAM_BASE_URL to use the real service)`);
}

// Production runs Next behind the cache of rendered views (scripts/serve.mjs); dev runs `next dev`.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const server = mode === 'dev' ? [nextBin, 'dev'] : [new URL('./serve.mjs', import.meta.url).pathname];
// Production runs with a heap limit and on jemalloc when it is installed (docs/operations.md, "Memory").
const allocator = mode === 'start' ? allocatorEnv(env) : {};
const heapLimit = mode === 'start' ? heapLimitArgs(env.NODE_OPTIONS) : [];
const allocatorSaid = allocator.LD_PRELOAD ? `jemalloc (${allocator.LD_PRELOAD}; ${allocator.MALLOC_CONF ? `MALLOC_CONF=${allocator.MALLOC_CONF}` : "the operator's MALLOC_CONF"})` : env.LD_PRELOAD === undefined ? "the system's (libjemalloc2 is not installed)" : 'as LD_PRELOAD says';
if (mode === 'start') console.log(`[macrodesk] allocator: ${allocatorSaid}`);
const child = spawn(process.execPath, [...heapLimit, ...server, '-p', port, '-H', host], { env: { ...env, ...allocator }, stdio: 'inherit' });
console.log(`[macrodesk] portal on http://${host}:${port}`);

// Every SIGTERM/SIGINT is passed on to the portal, a second one too: the first
// starts its clean stop, a second makes it stop at once (docs/operations.md,
// "Stopping"). This process waits for it, then closes the simulator, then exits
// with the portal's code.
/** @param {NodeJS.Signals} signal */
const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code, signal) => {
  if (simulator) await simulator.close();
  process.exit(code ?? (signal ? 1 : 0));
});
