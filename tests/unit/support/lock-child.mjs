// A process of its own taking the embedded archive's lock, for
// archive/embedded-lock.test.ts. Loads lib/archive (TypeScript) through Vite's module
// runner, prints "ready", waits for a line on stdin, then tries the lock on
// LOCK_DIR (LOCK_OPEN=db: opens the embedded archive there, PGlite and all)
// and prints {"took":true} or {"held":"<message>"}. Then, by LOCK_AFTER: "hold" (idle until killed),
// "busy" (its event loop kept busy until killed), "exit" (exits at once,
// leaving the lock to its exit handler).
import { createInterface } from 'node:readline';
import { loadLib } from './lib-runner.mjs';

const load = loadLib;
const { LOCK_DIR: dir, LOCK_AFTER: after = 'hold', LOCK_OPEN: open = 'lock' } = process.env;
const take = open === 'db' ? (await load('lib/archive/db-embedded.ts')).embeddedDb : (await load('lib/archive/embedded-lock.ts')).takeEmbeddedLock;
console.log('ready');
const lines = createInterface({ input: process.stdin });
await new Promise((resolve) => lines.once('line', resolve));
let took = false;
try {
  await take(dir);
  took = true;
  console.log(JSON.stringify({ took: true }));
} catch (error) {
  console.log(JSON.stringify({ held: error.message, name: error.name }));
}
if (after === 'exit') process.exit(0);
if (after === 'busy' && took) {
  // The event loop never turns again: only the process itself says the lock is alive.
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}
setInterval(() => undefined, 60_000);
