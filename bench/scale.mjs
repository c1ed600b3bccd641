// @ts-check
// Scale-out row of `npm run bench`: upstream `symbol` calls per second for
// the same readers polling one instance, then two instances, both with a
// shared redis-server (REDIS_URL), on one simulator. Target: equal.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { randomPoll } from './load.mjs';
import { BENCH } from './server.mjs';

const SYMBOL_CALLS = '/base/api/market/202605/symbol';

/**
 * @typedef {{ symbols: string[], readers: number, seconds: number }} ScaleOptions
 */

async function freePort() {
  const server = createServer();
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The simulator in a process of its own: in this one it would compete with the load generator. */
async function startSimulator() {
  const port = await freePort();
  const child = spawn(process.execPath, ['simulator/cli.mjs', '--port', String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__sim/health`);
  return { url, close: () => stopped(child) };
}

async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300));
  if (child.exitCode !== null) throw new Error('redis-server did not start (bash scripts/ensure-deps.sh --browser installs it)');
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopped(child) };
}

/** @param {Record<string, string>} env */
async function startInstance(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_DIST_DIR: BENCH.distDir, NEXT_TELEMETRY_DISABLED: '1', RATE_LIMIT: 'off', ARCHIVE: 'off' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return { base, stop: () => stopped(child) };
}

/**
 * `readers` connections split over the instances, polling random subsets for `seconds`.
 * @param {string[]} bases
 * @param {string[]} symbols
 * @param {number} readers
 * @param {number} seconds
 */
function poll(bases, symbols, readers, seconds) {
  return Promise.all(
    bases.map((url) =>
      autocannon({
        url,
        connections: Math.ceil(readers / bases.length),
        duration: seconds,
        timeout: 20,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: randomPoll(symbols) }) }],
      }),
    ),
  );
}

/**
 * @param {number} count
 * @param {ScaleOptions} options
 */
async function callsPerSecond(count, { symbols, readers, seconds }) {
  const sim = await startSimulator();
  const redis = await startRedis();
  /** @type {{ base: string, stop: () => Promise<void> }[]} */
  const instances = [];
  try {
    for (let i = 0; i < count; i++) instances.push(await startInstance({ SIMULATOR_URL: sim.url, REDIS_URL: redis.url }));
    const bases = instances.map((i) => i.base);
    await poll(bases, symbols, 20 * count, 3);
    /** @returns {Promise<number>} */
    const calls = async () => (await (await fetch(`${sim.url}/__sim/log`)).json()).counts[SYMBOL_CALLS] ?? 0;
    const before = await calls();
    const results = await poll(bases, symbols, readers, seconds);
    const notOk = results.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0);
    return { perSecond: ((await calls()) - before) / seconds, notOk };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await redis.stop();
    await sim.close();
  }
}

/**
 * The table row: calls per second over one instance vs two, each with Redis.
 * @param {ScaleOptions} options
 * @returns {Promise<[string, string, string]>}
 */
export async function scaleOutRow({ symbols, readers, seconds }) {
  console.log(`(3) ${readers} readers × ${seconds} s over 1, then 2 instances sharing Redis …`);
  const one = await callsPerSecond(1, { symbols, readers, seconds });
  const two = await callsPerSecond(2, { symbols, readers, seconds });
  const failed = one.notOk + two.notOk ? `; ${one.notOk + two.notOk} requests failed` : '';
  return [
    'upstream calls, 1 vs 2 instances (Redis)',
    `${one.perSecond.toFixed(2)} vs ${two.perSecond.toFixed(2)} /s`,
    `target: equal (ratio ${(two.perSecond / Math.max(one.perSecond, 1e-9)).toFixed(2)})${failed}`,
  ];
}
