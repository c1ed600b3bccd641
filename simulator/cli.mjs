#!/usr/bin/env node
// @ts-check
// Runs the upstream simulator until killed: node simulator/cli.mjs [--port N] [--host H] [--seed S]
import { startSimulator } from './server.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(option('port') ?? process.env.SIMULATOR_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: node simulator/cli.mjs [--port N] [--host H] [--seed S]');
  process.exit(2);
}
const sim = await startSimulator({ port, host: option('host') ?? '127.0.0.1', seed: option('seed') ?? 'macrodesk' });
console.log(`upstream simulator listening on ${sim.url}`);
console.log(`  {base_url}=${sim.url}/base  {alt_base_url}=${sim.url}/alt  {legacy_base_url}=${sim.url}/legacy  control: ${sim.url}/__sim/`);
const stop = () => sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
